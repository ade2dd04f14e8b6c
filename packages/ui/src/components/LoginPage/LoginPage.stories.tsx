import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig } from '@wl/core';
import { type LoginCredentials, type LoginResult, loginMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { FORGOT_PASSWORD_HREF, LoginPage } from './LoginPage.tsx';

/**
 * What POST /api/user/login answers in a story (spec §7): the token and user, never (the call
 * hangs), an error body with the server's message, or a bare network error (no message).
 */
type LoginAnswer = 'success' | 'pending' | 'networkError' | { message: string };

const RESULT: LoginResult = {
  token: 'story-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
  user: USERS.traveller,
};

const SERVER_MESSAGE = 'Invalid email or password';
const EMAIL = 'traveller@horizon.test';
const PASSWORD = 'not-the-password';

interface LoginHarnessProps {
  answer: LoginAnswer;
  /** Spy on the injected call: it receives the credentials the form sent. */
  submitLogin: (credentials: LoginCredentials) => void;
  /** What the host does on `login.succeeded` (store the cookie, tell the session). */
  onSucceeded: (result: LoginResult) => void;
  /** A form sign-in that failed before the page (posted before the island hydrated). */
  failedBefore?: { message: string; email: string };
}

/** Story harness: the real login machine with `submitLogin` faked. */
function LoginHarness({ answer, submitLogin, onSucceeded, failedBefore }: LoginHarnessProps) {
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          submitLogin: fromPromise<LoginResult, LoginCredentials>(({ input }) => {
            submitLogin(input);
            if (answer === 'success') return Promise.resolve(RESULT);
            if (answer === 'pending') return new Promise<never>(() => {});
            if (answer === 'networkError') return Promise.reject(new TypeError('Failed to fetch'));
            return Promise.reject(answer);
          }),
        },
      }),
    [answer, submitLogin],
  );
  const actor = useActorRef(logic);
  useEffect(() => {
    const subscription = actor.on('login.succeeded', ({ token, expiresAt, user }) =>
      onSucceeded({ token, expiresAt, user }),
    );
    return () => subscription.unsubscribe();
  }, [actor, onSucceeded]);
  useEffect(() => {
    if (failedBefore) actor.send({ type: 'FAILED_BEFORE', message: failedBefore.message });
  }, [actor, failedBefore]);
  return <LoginPage actor={actor} previousEmail={failedBefore?.email} />;
}

/** Sign-up shown and direct login allowed, whatever the toolbar agency says. */
const withSignup = (config: AgencyConfig): AgencyConfig => ({
  ...config,
  agency: {
    ...config.agency,
    isHideLoginOption: false,
    isHideSignupOption: false,
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
  },
});

const meta = {
  title: 'Pages/LoginPage',
  component: LoginHarness,
  args: { answer: 'pending', submitLogin: fn(), onSucceeded: fn() },
  parameters: { agencyConfig: withSignup },
} satisfies Meta<typeof LoginHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const emailField = (canvas: Canvas, t: StoryText) =>
  canvas.getByRole('textbox', { name: t('login:email.label') });
const passwordField = (canvas: Canvas, t: StoryText) =>
  canvas.getByLabelText(t('login:password.label'), { selector: 'input' });
const submitButton = (canvas: Canvas, t: StoryText) =>
  canvas.getByRole('button', { name: t('common:action.logIn') });

/** Types the credentials and presses Log In, as a visitor would. */
async function signIn(canvas: Canvas, t: StoryText) {
  await userEvent.type(emailField(canvas, t), EMAIL);
  await userEvent.type(passwordField(canvas, t), PASSWORD);
  await userEvent.click(submitButton(canvas, t));
}

/** Spec §2.1 /login: the form, ready, with the links to /forgotpassword and /signup. */
export const Idle: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('common:action.logIn') }),
    ).toBeVisible();
    const form = canvas.getByRole('form', { name: t('common:action.logIn') });
    await expect(form).toBeVisible();
    // DESIGN §4: sent before the island hydrates, the form posts; the password never in a URL.
    await expect(form).toHaveAttribute('method', 'post');
    const email = emailField(canvas, t);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toBeRequired();
    const password = passwordField(canvas, t);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toBeRequired();
    await expect(submitButton(canvas, t)).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: t('login:forgotPassword') })).toHaveAttribute(
      'href',
      FORGOT_PASSWORD_HREF,
    );
    await expect(canvas.getByRole('link', { name: t('common:action.signUp') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(args.submitLogin).not.toHaveBeenCalled();
  },
};

/** Pressing Log In with empty fields: each field says what is missing; nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(submitButton(canvas, t));
    await expect(await canvas.findByText(t('login:email.required'))).toBeVisible();
    await expect(canvas.getByText(t('login:password.required'))).toBeVisible();
    await expect(emailField(canvas, t)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailField(canvas, t)).toHaveFocus());
    await expect(args.submitLogin).not.toHaveBeenCalled();
  },
};

/** An address that is not an e-mail gets its own message. */
export const InvalidEmail: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.type(emailField(canvas, t), 'not-an-email');
    await userEvent.type(passwordField(canvas, t), PASSWORD);
    await userEvent.click(submitButton(canvas, t));
    await expect(await canvas.findByText(t('login:email.invalid'))).toBeVisible();
    await expect(args.submitLogin).not.toHaveBeenCalled();
  },
};

/** While the call runs: Log In is pending (unavailable, still focusable), 'Signing in…' shows. */
export const Submitting: Story = {
  args: { answer: 'pending' },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await signIn(canvas, t);
    await expect(args.submitLogin).toHaveBeenCalledOnce();
    await expect(args.submitLogin).toHaveBeenCalledWith({ email: EMAIL, password: PASSWORD });
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('login:submitting'));
    const button = submitButton(canvas, t);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
    // A second press, or Enter in a field, sends nothing more.
    await userEvent.click(button);
    await userEvent.type(passwordField(canvas, t), '{Enter}');
    await expect(args.submitLogin).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Spec §8: the server's message is shown in an alert under the form; the form can be retried. */
export const FailedWithServerMessage: Story = {
  args: { answer: { message: SERVER_MESSAGE } },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await signIn(canvas, t);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_MESSAGE);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(submitButton(canvas, t)).not.toHaveAttribute('aria-disabled');
    await expect(args.onSucceeded).not.toHaveBeenCalled();
    // What was typed stays, ready to correct.
    await expect(emailField(canvas, t)).toHaveValue(EMAIL);
  },
};

/**
 * DESIGN §4: the form was posted before its island hydrated and the server sent it back: its
 * message shows and the e-mail is filled in again, ready for another try.
 */
export const FailedBeforeThisPage: Story = {
  args: { failedBefore: { message: SERVER_MESSAGE, email: EMAIL } },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    await waitFor(() => expect(emailField(canvas, t)).toHaveValue(EMAIL));
    await expect(passwordField(canvas, t)).toHaveValue('');
    await userEvent.type(passwordField(canvas, t), PASSWORD);
    await userEvent.click(submitButton(canvas, t));
    await expect(args.submitLogin).toHaveBeenCalledWith({ email: EMAIL, password: PASSWORD });
  },
};

/** Spec §8 Generic fallback: no message from the server shows 'Something went wrong'. */
export const FailedWithoutMessage: Story = {
  args: { answer: 'networkError' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await signIn(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('common:error.genericFallback'),
    );
  },
};

/** Signed in: the host is told (login.succeeded) and the form stays pending while it leaves. */
export const Succeeded: Story = {
  args: { answer: 'success' },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await signIn(canvas, t);
    await waitFor(() => expect(args.onSucceeded).toHaveBeenCalledOnce());
    await expect(args.onSucceeded).toHaveBeenCalledWith(RESULT);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('login:submitting'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Spec §2.6: Viajes Solmar hides sign-up (isHideSignupOption), so the page has no Sign Up link. */
export const SignupHidden: Story = {
  globals: { agency: 'solmar' },
  // Solmar's own config, not the meta's sign-up override.
  parameters: { agencyConfig: (config: AgencyConfig) => config },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('link', { name: t('login:forgotPassword') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('common:action.signUp') })).toBeNull();
    await expect(canvas.queryByText(t('login:signup.prompt'))).toBeNull();
  },
};
