import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AgencyConfig, TIMINGS } from '@wl/core';
import { saveModalMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dealsStoryText } from '../PriceDisplay/dealsStoryText.ts';
import { SaveModal } from './SaveModal.tsx';

interface SaveModalOnHomeProps {
  /** Whether the visitor is signed in on landing. */
  signedIn: boolean;
  /** The stored flag; only an explicit false keeps the modal away. */
  displaySavingPopup: boolean | null;
  /** The machine's `saveModalDelay`, shortened so play tests stay fast. @default 300 */
  delayMs?: number;
  /** The injected action that stores displaySavingPopup = false. */
  storeDismissal: () => void;
}

/** The modal as the home page hosts it: a saveModalMachine with the storage action injected. */
function SaveModalOnHome({
  signedIn,
  displaySavingPopup,
  delayMs = 300,
  storeDismissal,
}: SaveModalOnHomeProps) {
  const [logic] = useState(() =>
    saveModalMachine.provide({
      actions: { storeDismissal: () => storeDismissal() },
      delays: { saveModalDelay: delayMs },
    }),
  );
  const actor = useActorRef(logic, { input: { signedIn, displaySavingPopup } });
  return <SaveModal actor={actor} />;
}

const meta = {
  title: 'Deals/SaveModal',
  component: SaveModalOnHome,
  args: { signedIn: false, displaySavingPopup: null, storeDismissal: fn() },
  parameters: {
    // Both actions shown, whatever the toolbar agency hides.
    agencyConfig: (config: AgencyConfig): AgencyConfig => ({
      ...config,
      agency: {
        ...config.agency,
        isHideLoginOption: false,
        isHideSignupOption: false,
        sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
      },
    }),
  },
} satisfies Meta<typeof SaveModalOnHome>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const openDialog = () => screen().findByRole('dialog', {}, { timeout: 2000 });

/** Spec §4 / §9: during the 5 s after landing the modal is not shown yet. */
export const Waiting: Story = {
  args: { delayMs: TIMINGS.saveModalDelayMs },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/** Spec §4: after the (shortened) delay the sign-in modal opens, with Log In, Sign Up and Close. */
export const Open: Story = {
  play: async ({ globals }) => {
    const t = dealsStoryText(globals);
    await expect(screen().queryByRole('dialog')).toBeNull();
    const dialog = await openDialog();
    const inDialog = within(dialog);
    await expect(dialog).toHaveAccessibleName(t('saveModal.title'));
    await expect(inDialog.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(inDialog.getByRole('link', { name: t('common:action.signUp') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(inDialog.getByRole('button', { name: t('common:action.close') })).toBeVisible();
    // Focus moves into the dialog and stays there (react-aria focus containment).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Spec §4: closing the modal stores displaySavingPopup = false (the injected action runs). */
export const Closed: Story = {
  play: async ({ args, globals }) => {
    const t = dealsStoryText(globals);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:action.close') }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.storeDismissal).toHaveBeenCalledOnce();
  },
};

/** Escape closes it too, and stores the dismissal the same way. */
export const ClosedWithEscape: Story = {
  play: async ({ args }) => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.storeDismissal).toHaveBeenCalledOnce();
  },
};

/** Spec §4: signed-in users never get the modal. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args }) => {
    // Well past the 300 ms delay.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(screen().queryByRole('dialog')).toBeNull();
    await expect(args.storeDismissal).not.toHaveBeenCalled();
  },
};

/** Closed on an earlier visit (displaySavingPopup false): it never comes back. */
export const DismissedBefore: Story = {
  args: { displaySavingPopup: false },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/** Spec §2.6: an agency hiding sign-up shows Log In only. */
export const SignUpHidden: Story = {
  parameters: {
    agencyConfig: (config: AgencyConfig): AgencyConfig => ({
      ...config,
      agency: { ...config.agency, isHideLoginOption: false, isHideSignupOption: true },
    }),
  },
  play: async ({ globals }) => {
    const t = dealsStoryText(globals);
    const dialog = await openDialog();
    await expect(
      within(dialog).getByRole('link', { name: t('common:action.logIn') }),
    ).toBeVisible();
    await expect(
      within(dialog).queryByRole('link', { name: t('common:action.signUp') }),
    ).toBeNull();
  },
};
