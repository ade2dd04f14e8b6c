import {
  type AccountFieldIssues,
  LOGIN_PATH,
  PASSWORD_MIN_LENGTH,
  type SignupAvailability,
  signupIssues,
} from '@wl/core';
import type { accountRequestMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
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

export type AccountRequestActorRef = ActorRefFrom<typeof accountRequestMachine>;

export interface SignupPageProps {
  /**
   * The sign-up call: `accountRequestMachine` with `send` provided (POST /api/user/signup, ours).
   * Its `done` state is the "check your e-mail" page.
   */
  actor: AccountRequestActorRef;
  /**
   * What the agency allows (core `signupAvailability`, the header's Sign Up rule): the form,
   * nothing (hidden), or its own sign-in address (SSO without direct login).
   */
  availability: SignupAvailability;
  /** The e-mail of a sign-up that failed before this page (the form posted before the remote). */
  previousEmail?: string;
}

type Field = keyof AccountFieldIssues;

/**
 * /signup (spec §2.1): a traveller of this agency signs up with name, e-mail and password; the
 * account opens once the e-mailed link is opened. The agency decides whether there is a form at
 * all (`availability`, core `signupAvailability`: the header's Sign Up rule): hidden sign-up says so, and an SSO
 * agency without direct login leads to its return address (spec §2.6, §6).
 *
 * The form posts (DESIGN §4): sent before the remote's script handles it, it goes to the API's
 * form sign-up and the password never lands in a URL.
 */
export function SignupPage({ actor, availability, previousEmail }: SignupPageProps) {
  const { t } = useTranslation(['account', 'common', 'login']);
  const isSending = useSelector(actor, (state) => state.hasTag('loading'));
  const isDone = useSelector(actor, (state) => state.matches('done'));
  const failure = useSelector(actor, (state) => state.context.error);
  const problemText = useProblemText();
  const failureText = useFailureText();
  const headingId = useId();
  const [issues, setIssues] = useState<AccountFieldIssues>({});

  if (availability.kind === 'hidden') {
    return (
      <AccountNotice
        title={t('account:signup.unavailable.title')}
        body={t('account:signup.unavailable.body')}
        action={{ label: t('common:action.logIn'), href: LOGIN_PATH }}
      />
    );
  }
  if (availability.kind === 'redirect') {
    return (
      <AccountNotice
        title={t('account:redirect.title')}
        body={t('account:redirect.body')}
        action={{ label: t('account:redirect.continue'), href: availability.to }}
      />
    );
  }
  if (isDone) {
    return (
      <AccountNotice
        title={t('account:signup.sent.title')}
        body={t('account:signup.sent.body')}
        action={{ label: t('common:action.logIn'), href: LOGIN_PATH }}
      />
    );
  }

  // The API's field problems (it applies the same rules) join the form's own.
  const shown: AccountFieldIssues = { ...(failure?.fields as AccountFieldIssues), ...issues };
  const validationErrors = Object.fromEntries(
    Object.entries(shown).map(([field, code]) => [field, problemText(field, code)]),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = signupIssues(input);
    setIssues(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    actor.send({ type: 'SUBMIT', input });
  };
  const clear = (field: Field) => () =>
    setIssues((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });

  return (
    <AccountCard
      title={t('account:signup.title')}
      headingId={headingId}
      footer={
        <p className={styles.prompt}>
          {t('account:haveAccount')}{' '}
          <Link href={LOGIN_PATH} className={styles.link}>
            {t('common:action.logIn')}
          </Link>
        </p>
      }
    >
      <Form
        method="post"
        aria-labelledby={headingId}
        className={styles.form}
        validationBehavior="aria"
        validationErrors={validationErrors}
        onSubmit={submit}
      >
        <div className={styles.pair}>
          <AccountField
            name="firstName"
            label={t('account:field.firstName')}
            autoComplete="given-name"
            isRequired
            onChange={clear('firstName')}
          />
          <AccountField
            name="lastName"
            label={t('account:field.lastName')}
            autoComplete="family-name"
            isRequired
            onChange={clear('lastName')}
          />
        </div>
        <AccountField
          name="email"
          type="email"
          label={t('account:field.email')}
          autoComplete="email"
          isRequired
          defaultValue={previousEmail}
          onChange={clear('email')}
        />
        <AccountField
          name="password"
          type="password"
          label={t('account:field.password')}
          hint={t('account:hint.password', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          isRequired
          onChange={clear('password')}
        />
        {/*
          Not isPending: the page replaces the form when the call succeeds, and React Aria's
          pending announcement would outlive its button (an orphaned live-region entry). The
          status line below says the form is being sent; a second press sends nothing.
        */}
        <Button type="submit" fullWidth className={styles.submit}>
          {t('common:action.signUp')}
        </Button>
        <FormStatus text={isSending ? t('account:signup.submitting') : ''} />
      </Form>
      <FormAlert text={failureText(failure)} />
    </AccountCard>
  );
}
