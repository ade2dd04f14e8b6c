import { emailProblem, LOGIN_PATH } from '@wl/core';
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

export interface ForgotPasswordPageProps {
  /** POST /api/user/password/forgot (ours) through `accountRequestMachine`. */
  actor: AccountRequestActorRef;
  /** The e-mail of a request that failed before this page (the form posted before the remote). */
  previousEmail?: string;
}

/**
 * /forgotpassword (spec §2.1): asks for a reset link. The answer is the same whether or not an
 * account uses the address (no account enumeration). The form posts: the address stays out of
 * URLs, logs and history.
 */
export function ForgotPasswordPage({ actor, previousEmail }: ForgotPasswordPageProps) {
  const { t } = useTranslation(['account', 'common']);
  const isSending = useSelector(actor, (state) => state.hasTag('loading'));
  const isDone = useSelector(actor, (state) => state.matches('done'));
  const failure = useSelector(actor, (state) => state.context.error);
  const problemText = useProblemText();
  const failureText = useFailureText();
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const back = (
    <Link href={LOGIN_PATH} className={styles.link}>
      {t('account:backToLogin')}
    </Link>
  );

  if (isDone) {
    return (
      <AccountNotice
        title={t('account:forgot.sent.title')}
        body={t('account:forgot.sent.body')}
        footer={back}
      />
    );
  }

  const fieldProblem = problem ?? failure?.fields.email ?? null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    actor.send({ type: 'SUBMIT', input: { email } });
  };

  return (
    <AccountCard title={t('account:forgot.title')} headingId={headingId} footer={back}>
      <p className={styles.body}>{t('account:forgot.intro')}</p>
      <Form
        method="post"
        aria-labelledby={headingId}
        className={styles.form}
        validationBehavior="aria"
        validationErrors={fieldProblem ? { email: problemText('email', fieldProblem) } : {}}
        onSubmit={submit}
      >
        <AccountField
          name="email"
          type="email"
          label={t('account:field.email')}
          autoComplete="email"
          isRequired
          defaultValue={previousEmail}
          onChange={() => setProblem(null)}
        />
        {/*
          Not isPending: the page replaces the form when the call succeeds, and React Aria's
          pending announcement would outlive its button (an orphaned live-region entry). The
          status line below says the form is being sent; a second press sends nothing.
        */}
        <Button type="submit" fullWidth className={styles.submit}>
          {t('account:forgot.submit')}
        </Button>
        <FormStatus text={isSending ? t('account:forgot.submitting') : ''} />
      </Form>
      <FormAlert text={failureText(failure)} />
    </AccountCard>
  );
}
