import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SignupAvailability } from '@wl/core';
import type { AccountRequestInput } from '@wl/machines';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { type AccountAnswer, useStoryAccountActor } from '../AccountCard/accountStoryActor.ts';
import { SignupPage } from './SignupPage.tsx';

interface HarnessProps {
  answer: AccountAnswer;
  availability: SignupAvailability;
  send: (input: AccountRequestInput) => void;
  before?: { done?: boolean; failure?: { code?: string; message: string } };
  previousEmail?: string;
}

function SignupHarness({ answer, availability, send, before, previousEmail }: HarnessProps) {
  const actor = useStoryAccountActor(answer, send, before);
  return (
    <SignupPage
      actor={actor}
      availability={availability}
      {...(previousEmail ? { previousEmail } : {})}
    />
  );
}

const meta = {
  title: 'Pages/Account/SignupPage',
  component: SignupHarness,
  args: { answer: 'pending', availability: { kind: 'form' }, send: fn() },
} satisfies Meta<typeof SignupHarness>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const NEW_USER = {
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora.quinn@example.com',
  password: 'a long new passphrase',
};
const field = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(label, { selector: 'input', exact: false });
const submit = (canvas: Canvas, t: StoryText) =>
  canvas.getByRole('button', { name: t('common:action.signUp') });

async function fill(canvas: Canvas, t: StoryText, values = NEW_USER) {
  await userEvent.type(field(canvas, t('account:field.firstName')), values.firstName);
  await userEvent.type(field(canvas, t('account:field.lastName')), values.lastName);
  await userEvent.type(field(canvas, t('account:field.email')), values.email);
  await userEvent.type(field(canvas, t('account:field.password')), values.password);
}

/** Spec §2.1 /signup: the form, ready; it posts (DESIGN §4) and asks browsers for new credentials. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = storyText(globals);
    // Few role queries: each walks the whole accessibility tree, slow on a busy machine.
    const heading = canvas.getByRole('heading', { level: 1, name: t('account:signup.title') });
    await expect(heading).toBeVisible();
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('aria-labelledby', heading.id);
    await expect(form?.querySelector('input[name="email"]')).toHaveAttribute('type', 'email');
    const password = form?.querySelector('input[name="password"]');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(t('account:hint.password', { min: 8 }));
    await expect(canvasElement.querySelector('a[href="/login"]')).toHaveTextContent(
      t('common:action.logIn'),
    );
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Sign Up with nothing typed: each field says what is missing, focus goes to the first. */
export const MissingFields: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(submit(canvas, t));
    await expect(await canvas.findByText(t('account:problem.firstName.required'))).toBeVisible();
    await expect(canvas.getByText(t('account:problem.lastName.required'))).toBeVisible();
    await expect(canvas.getByText(t('account:problem.email.required'))).toBeVisible();
    await expect(canvas.getByText(t('account:problem.password.required'))).toBeVisible();
    await waitFor(() => expect(field(canvas, t('account:field.firstName'))).toHaveFocus());
    await expect(field(canvas, t('account:field.firstName'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Core's password rule (ours, NIST 800-63B): at least 8 characters, not the e-mail. */
export const WeakPassword: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await fill(canvas, t, { ...NEW_USER, password: 'short' });
    await userEvent.click(submit(canvas, t));
    await expect(
      await canvas.findByText(t('account:problem.password.tooShort', { min: 8 })),
    ).toBeVisible();
    await waitFor(() => expect(field(canvas, t('account:field.password'))).toHaveFocus());
    await userEvent.clear(field(canvas, t('account:field.password')));
    await userEvent.type(field(canvas, t('account:field.password')), NEW_USER.email);
    await userEvent.click(submit(canvas, t));
    await expect(await canvas.findByText(t('account:problem.password.sameAsEmail'))).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** While the call runs: Sign Up is pending, 'Creating your account…' shows, a second press sends nothing. */
export const Sending: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await fill(canvas, t);
    await userEvent.click(submit(canvas, t));
    await expect(args.send).toHaveBeenCalledWith(NEW_USER);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('account:signup.submitting'),
    );
    await userEvent.click(submit(canvas, t));
    await expect(args.send).toHaveBeenCalledOnce();
  },
};

/** Sent: the same page whether the address was new or known (no account enumeration). */
export const Sent: Story = {
  args: { answer: 'success' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t);
    await userEvent.click(submit(canvas, t));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account:signup.sent.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('account:signup.sent.body'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The form was posted before the remote handled it and succeeded (`/signup?sent=1`). */
export const SentBeforeThisPage: Story = {
  args: { before: { done: true } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account:signup.sent.title') }),
    ).toBeVisible();
  },
};

/** The API named a field (it applies the same rules): the problem shows on that field. */
export const RefusedField: Story = {
  args: {
    answer: {
      message: 'Invalid sign-up: email: invalid',
      code: 'invalidInput',
      issues: [{ path: 'email', message: 'invalid' }],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t);
    await userEvent.click(submit(canvas, t));
    await expect(await canvas.findByText(t('account:problem.email.invalid'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Too many sign-ups from this address: the limit's message, in the visitor's language. */
export const TooManyAttempts: Story = {
  args: {
    answer: { message: 'Too many attempts. Try again in 60 minutes.', code: 'tooManyAttempts' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t);
    await userEvent.click(submit(canvas, t));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('account:error.tooManyAttempts'),
    );
    await expect(submit(canvas, t)).not.toHaveAttribute('aria-disabled');
  },
};

/** Spec §8 Generic fallback: no message from the server shows 'Something went wrong'. */
export const FailedWithoutMessage: Story = {
  args: { answer: 'networkError' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t);
    await userEvent.click(submit(canvas, t));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('common:error.genericFallback'),
    );
  },
};

/** DESIGN §4: a form post that failed before this page: its answer shows, the e-mail is kept. */
export const FailedBeforeThisPage: Story = {
  args: {
    before: { failure: { code: 'tooManyAttempts', message: 'Too many attempts.' } },
    previousEmail: NEW_USER.email,
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('account:error.tooManyAttempts'),
    );
    await expect(field(canvas, t('account:field.email'))).toHaveValue(NEW_USER.email);
  },
};

/** Spec §2.6 isHideSignupOption: no form, the page says sign-up is not available. */
export const Hidden: Story = {
  args: { availability: { kind: 'hidden' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:signup.unavailable.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Spec §2.6, §6: an SSO agency without direct login: on to its return address. */
export const SsoReturnAddress: Story = {
  args: {
    availability: { kind: 'redirect', to: 'https://intranet.nordlys-reiser.example/travel' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('link', { name: t('account:redirect.continue') }),
    ).toHaveAttribute('href', 'https://intranet.nordlys-reiser.example/travel');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
