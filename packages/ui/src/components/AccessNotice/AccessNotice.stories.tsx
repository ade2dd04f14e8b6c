import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { AccessNotice } from './AccessNotice.tsx';

const meta = {
  title: 'Areas/AccessNotice',
  component: AccessNotice,
  args: {
    access: { kind: 'refused', reason: 'salesAgentSetting' },
    homeHref: '/dashboard',
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof AccessNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.8, §6: a sales agent opens Markup settings by URL; the page refuses and says why. */
export const SalesAgentSetting: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:access.refused.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('areas:access.refused.salesAgentSetting'),
    );
    await expect(
      canvas.getByRole('link', { name: t('areas:access.backToCommandCenter') }),
    ).toHaveAttribute('href', '/dashboard');
  },
};

/** A traveller on an agents' page. */
export const AgentsOnly: Story = {
  args: { access: { kind: 'refused', reason: 'agentsOnly' }, homeHref: '/mytrip/dashboard' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('areas:access.refused.agentsOnly'));
    await expect(
      canvas.getByRole('link', { name: t('areas:access.backToDashboard') }),
    ).toHaveAttribute('href', '/mytrip/dashboard');
  },
};

/** An agent on a traveller's page (spec §6: agents do not get My Trips and the rest). */
export const TravellersOnly: Story = {
  args: { access: { kind: 'refused', reason: 'travellersOnly' }, homeHref: '/dashboard' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('areas:access.refused.travellersOnly'),
    );
  },
};

/** The wallet of a traveller without isRewardWalletEnable (spec §2.6). */
export const NoRewardWallet: Story = {
  args: { access: { kind: 'refused', reason: 'noRewardWallet' }, homeHref: '/mytrip/dashboard' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('areas:access.refused.noRewardWallet'),
    );
  },
};

/** A visitor: log in first, and come back to this page. */
export const SignIn: Story = {
  args: {
    access: { kind: 'signIn', loginHref: '/login?redirect=%2Fsettings%2Fagency' },
    homeHref: '/dashboard',
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:access.signIn.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsettings%2Fagency',
    );
  },
};
