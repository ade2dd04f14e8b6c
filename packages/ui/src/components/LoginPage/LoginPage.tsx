import { authLinks } from '@wl/core';
import type { loginMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError, Form, Input, Label, Link, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './LoginPage.css.ts';

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

export interface LoginPageProps {
  /**
   * The sign-in actor: `loginMachine` with `submitLogin` provided (POST /api/user/login, spec
   * §7). The host listens for its `login.succeeded` event to store the access token, tell the
   * session and leave the page.
   */
  actor: LoginActorRef;
  /**
   * The e-mail of a sign-in that failed before this page (the form posted before its island),
   * filled in unless the visitor has typed something else since.
   */
  previousEmail?: string;
}

/** The link to the forgotten-password page (spec §2.1 route table). */
export const FORGOT_PASSWORD_HREF = '/forgotpassword';

/**
 * The sign-in page (/login, spec §2.1): e-mail and password, a Log In button that shows the
 * sign-in in progress, the server's message (or spec §8 'Something went wrong') announced as an
 * alert, and links to /forgotpassword and /signup. Sign Up is hidden when the agency hides it
 * (isHideSignupOption) and leads to the agency's return address for SSO agencies without direct
 * login (spec §2.6, §6), as in the header.
 *
 * The form posts (DESIGN §4): sent before its island hydrates, or with JavaScript off, it goes to
 * the server's form sign-in and the password never lands in a URL. What was typed before hydration
 * stays in the fields.
 */
export function LoginPage({ actor, previousEmail }: LoginPageProps) {
  const { t } = useTranslation(['login', 'common']);
  const messageText = useMessageText();
  const { agency } = useAgencyConfig();
  // Submitting, or signed in and about to leave: either way the form is done for now.
  const isPending = useSelector(actor, (state) => !state.matches('idle'));
  const error = useSelector(actor, (state) => state.context.error);
  const signupHref = authLinks(agency).signup;
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(emailInput, email, setEmail);
  useTypedBeforeHydration(passwordInput, password, setPassword);
  useEffect(() => {
    if (previousEmail) setEmail((typed) => typed || previousEmail);
  }, [previousEmail]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({
      type: 'SUBMIT',
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 id={headingId} className={styles.title}>
          {t('common:action.logIn')}
        </h1>
        <Form method="post" aria-labelledby={headingId} className={styles.form} onSubmit={submit}>
          <TextField
            name="email"
            type="email"
            autoComplete="username"
            isRequired
            value={email}
            onChange={setEmail}
            className={styles.field}
          >
            <Label className={styles.label}>{t('login:email.label')}</Label>
            <Input ref={emailInput} className={styles.input} />
            <FieldError className={styles.fieldError}>
              {({ validationDetails }) =>
                validationDetails.valueMissing
                  ? t('login:email.required')
                  : t('login:email.invalid')
              }
            </FieldError>
          </TextField>
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
            className={styles.field}
          >
            <Label className={styles.label}>{t('login:password.label')}</Label>
            <Input ref={passwordInput} className={styles.input} />
            <FieldError className={styles.fieldError}>{t('login:password.required')}</FieldError>
          </TextField>
          <Button type="submit" fullWidth isPending={isPending} className={styles.submit}>
            {t('common:action.logIn')}
          </Button>
          {/* Always in the page, so that the text appearing in it is announced. */}
          <p role="status" className={styles.status}>
            {isPending ? t('login:submitting') : ''}
          </p>
        </Form>
        {/* Mounted on each failure (SUBMIT clears the error), so a repeated message is announced again. */}
        {error !== null && (
          <p role="alert" className={styles.alert}>
            {messageText(error)}
          </p>
        )}
        <div className={styles.links}>
          <Link href={FORGOT_PASSWORD_HREF} className={styles.link}>
            {t('login:forgotPassword')}
          </Link>
          {signupHref && (
            <p className={styles.signup}>
              {t('login:signup.prompt')}{' '}
              <Link href={signupHref} className={styles.link}>
                {t('common:action.signUp')}
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
