import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AccountRequestInput } from '@wl/machines';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { type AccountAnswer, useStoryAccountActor } from '../AccountCard/accountStoryActor.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

function ForgotHarness({
  answer,
  send,
  before,
}: {
  answer: AccountAnswer;
  send: (input: AccountRequestInput) => void;
  before?: { done?: boolean; failure?: { code?: string; message: string } };
}) {
  const actor = useStoryAccountActor(answer, send, before);
  return <ForgotPasswordPage actor={actor} />;
}

const meta = {
  title: 'Pages/Account/ForgotPasswordPage',
  component: ForgotHarness,
  args: { answer: 'pending', send: fn() },
} satisfies Meta<typeof ForgotHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'traveller@horizon.test';

/** Spec §2.1 /forgotpassword: the e-mail field; the form posts, so the address is in no URL. */
export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:forgot.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('form')).toHaveAttribute('method', 'post');
    await expect(canvas.getByRole('link', { name: t('account:backToLogin') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** An address that is not one: the field says so, nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: t('account:field.email') }), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: t('account:forgot.submit') }));
    await expect(await canvas.findByText(t('account:problem.email.invalid'))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t('account:field.email') })).toHaveFocus(),
    );
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Sending: 'Sending…' in the live line. */
export const Sending: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: t('account:field.email') }), EMAIL);
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ email: EMAIL });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('account:forgot.submitting'),
    );
  },
};

/** Sent: the same words for a known and an unknown address (no account enumeration). */
export const Sent: Story = {
  args: { answer: 'success' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: t('account:field.email') }), EMAIL);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('account:forgot.sent.body'))).toBeVisible();
  },
};

/** Too many requests for this address: the limit says so in the visitor's language. */
export const TooManyAttempts: Story = {
  args: { before: { failure: { code: 'tooManyAttempts', message: 'Too many attempts.' } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('account:error.tooManyAttempts'),
    );
  },
};
