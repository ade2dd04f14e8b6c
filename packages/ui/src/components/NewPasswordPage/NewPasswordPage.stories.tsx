import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AccountRequestInput } from '@wl/machines';
import { expect, fn, userEvent } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { type AccountAnswer, useStoryAccountActor } from '../AccountCard/accountStoryActor.ts';
import { NewPasswordPage } from './NewPasswordPage.tsx';

function NewPasswordHarness({
  answer,
  token,
  send,
}: {
  answer: AccountAnswer;
  token: string | null;
  send: (input: AccountRequestInput) => void;
}) {
  const actor = useStoryAccountActor(answer, send);
  return <NewPasswordPage actor={actor} token={token} />;
}

const meta = {
  title: 'Pages/Account/NewPasswordPage',
  component: NewPasswordHarness,
  args: { answer: 'pending', token: 'story-token', send: fn() },
} satisfies Meta<typeof NewPasswordHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'a brand new passphrase';

/** Spec §2.1 /newPassword: the form posts the link's token and the password in its body. */
export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const form = canvas.getByRole('form', { name: t('account:newPassword.title') });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue(
      'story-token',
    );
    await expect(
      canvas.getByLabelText(t('account:field.newPassword'), { selector: 'input' }),
    ).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** Too short: the field says so; nothing is sent. */
export const TooShort: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const password = canvas.getByLabelText(t('account:field.newPassword'), { selector: 'input' });
    await userEvent.type(password, 'short{Enter}');
    await expect(
      await canvas.findByText(t('account:problem.password.tooShort', { min: 8 })),
    ).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Saving: 'Saving…' in the live line; the token and password go to the call. */
export const Saving: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const password = canvas.getByLabelText(t('account:field.newPassword'), { selector: 'input' });
    await userEvent.type(password, `${PASSWORD}{Enter}`);
    await expect(args.send).toHaveBeenCalledWith({ token: 'story-token', password: PASSWORD });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('account:newPassword.submitting'),
    );
  },
};

/** Changed: on to Log In with the new password. */
export const Changed: Story = {
  args: { answer: 'success' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const password = canvas.getByLabelText(t('account:field.newPassword'), { selector: 'input' });
    await userEvent.type(password, `${PASSWORD}{Enter}`);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account:newPassword.done.title') }),
    ).toBeVisible();
  },
};

/** The API refused the password for the account's own e-mail: the field says so, the link stays. */
export const SameAsEmail: Story = {
  args: {
    answer: {
      message: 'Invalid password: password: sameAsEmail',
      code: 'invalidInput',
      issues: [{ path: 'password', message: 'sameAsEmail' }],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const password = canvas.getByLabelText(t('account:field.newPassword'), { selector: 'input' });
    await userEvent.type(password, 'owner@horizon.test{Enter}');
    await expect(await canvas.findByText(t('account:problem.password.sameAsEmail'))).toBeVisible();
  },
};

/** A used or expired link (single use, one hour): it says so and offers a new one. */
export const LinkInvalid: Story = {
  args: { answer: { message: 'This link is invalid', code: 'invalidToken' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const password = canvas.getByLabelText(t('account:field.newPassword'), { selector: 'input' });
    await userEvent.type(password, `${PASSWORD}{Enter}`);
    await expect(
      await canvas.findByRole('link', { name: t('account:newPassword.requestNew') }),
    ).toHaveAttribute('href', '/forgotpassword');
  },
};

/** /newPassword without a token: no form, a way to ask for a link. */
export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:newPassword.invalid.title') }),
    ).toBeVisible();
  },
};
