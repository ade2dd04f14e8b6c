import { ACCOUNT_PATHS, LOGIN_PATH, PASSWORD_MIN_LENGTH, passwordProblem } from '@wl/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import {
  AccountCard,
  AccountField,
  AccountNotice,
  FormAlert,
  FormStatus,
  accountStyles as styles,
  useFailureText,
  useProblemText,
} from '../AccountCard/AccountCard.tsx';
import type { AccountRequestActorRef } from '../SignupPage/SignupPage.tsx';

export interface NewPasswordPageProps {
  /** POST /api/user/password/reset (ours) through `accountRequestMachine`. */
  actor: AccountRequestActorRef;
  /** The e-mailed link's token (`/newPassword?token=…`), or null when the link has none. */
  token: string | null;
}

/**
 * /newPassword (spec §2.1): the e-mailed link's page, where the new password is chosen. The link
 * works once and expires; a used, expired or broken one says so and offers a new one. The form
 * posts the token and the password in its body (DESIGN §4), never in a URL.
 */
export function NewPasswordPage({ actor, token }: NewPasswordPageProps) {
  const { t } = useTranslation(['account', 'common']);
  const isSending = useSelector(actor, (state) => state.hasTag('loading'));
  const isDone = useSelector(actor, (state) => state.matches('done'));
  const failure = useSelector(actor, (state) => state.context.error);
  const problemText = useProblemText();
  const failureText = useFailureText();
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  if (isDone) {
    return (
      <AccountNotice
        title={t('account:newPassword.done.title')}
        body={t('account:newPassword.done.body')}
        action={{ label: t('common:action.logIn'), href: LOGIN_PATH }}
      />
    );
  }
  if (!token || failure?.code === 'invalidToken') {
    return (
      <AccountNotice
        title={t('account:newPassword.invalid.title')}
        body={t('account:newPassword.invalid.body')}
        action={{ label: t('account:newPassword.requestNew'), href: ACCOUNT_PATHS.forgotPassword }}
        footer={
          <Link href={LOGIN_PATH} className={styles.link}>
            {t('account:backToLogin')}
          </Link>
        }
      />
    );
  }

  const fieldProblem = problem ?? failure?.fields.password ?? null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const found = passwordProblem(password);
    setProblem(found);
    if (found) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="password"]')?.focus();
      return;
    }
    actor.send({ type: 'SUBMIT', input: { token, password } });
  };

  return (
    <AccountCard title={t('account:newPassword.title')} headingId={headingId}>
      <Form
        method="post"
        aria-labelledby={headingId}
        className={styles.form}
        validationBehavior="aria"
        validationErrors={fieldProblem ? { password: problemText('password', fieldProblem) } : {}}
        onSubmit={submit}
      >
        <input type="hidden" name="token" value={token} />
        <AccountField
          name="password"
          type="password"
          label={t('account:field.newPassword')}
          hint={t('account:hint.password', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          isRequired
          onChange={() => setProblem(null)}
        />
        {/*
          Not isPending: the page replaces the form when the call succeeds, and React Aria's
          pending announcement would outlive its button (an orphaned live-region entry). The
          status line below says the form is being sent; a second press sends nothing.
        */}
        <Button type="submit" fullWidth className={styles.submit}>
          {t('account:newPassword.submit')}
        </Button>
        <FormStatus text={isSending ? t('account:newPassword.submitting') : ''} />
      </Form>
      <FormAlert text={failureText(failure)} />
    </AccountCard>
  );
}
