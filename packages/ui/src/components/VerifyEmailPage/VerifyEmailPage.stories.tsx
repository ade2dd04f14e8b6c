import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AccountRequestInput } from '@wl/machines';
import { useEffect } from 'react';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { type AccountAnswer, useStoryAccountActor } from '../AccountCard/accountStoryActor.ts';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

function VerifyHarness({
  answer,
  hasToken,
  send,
}: {
  answer: AccountAnswer;
  hasToken: boolean;
  send: (input: AccountRequestInput) => void;
}) {
  const actor = useStoryAccountActor(answer, send);
  // As the host does: the link's token is sent when the page opens.
  useEffect(() => {
    if (hasToken) actor.send({ type: 'SUBMIT', input: { token: 'story-token' } });
  }, [actor, hasToken]);
  return <VerifyEmailPage actor={actor} hasToken={hasToken} />;
}

const meta = {
  title: 'Pages/Account/VerifyEmailPage',
  component: VerifyHarness,
  args: { answer: 'pending', hasToken: true, send: fn() },
} satisfies Meta<typeof VerifyHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.1 /verify: the link is being checked. */
export const Checking: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:verify.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('account:verify.checking'));
    await expect(args.send).toHaveBeenCalledWith({ token: 'story-token' });
  },
};

/** The account is active: on to Log In. */
export const Verified: Story = {
  args: { answer: 'success' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account:verify.done.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A used, expired or unknown link says so, and offers Log In and Sign Up. */
export const LinkInvalid: Story = {
  args: { answer: { message: 'This link is invalid', code: 'invalidToken' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account:verify.failed.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('account:verify.failed.body'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.signUp') })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

/** /verify without a token: nothing is sent, the link is called unusable. */
export const NoToken: Story = {
  args: { hasToken: false },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:verify.failed.title') }),
    ).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Spec §8: the API could not be reached: 'Something went wrong'. */
export const FailedWithoutMessage: Story = {
  args: { answer: 'networkError' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('common:error.genericFallback'))).toBeVisible();
  },
};
