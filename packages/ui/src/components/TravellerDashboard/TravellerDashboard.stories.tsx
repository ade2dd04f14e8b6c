import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_BOOKING_MENU_ITEM_OPTIONS } from '@wl/core';
import { expect } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { TravellerDashboard } from './TravellerDashboard.tsx';

const meta = {
  title: 'Areas/TravellerDashboard',
  component: TravellerDashboard,
  args: {
    user: USERS.traveller,
    agency: { bookingMenuItemOptions: structuredClone(DEFAULT_BOOKING_MENU_ITEM_OPTIONS) },
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof TravellerDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A traveller with the reward wallet: its balance and the links of their menu (spec §2.6). */
export const WithWallet: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:traveller.title') }),
    ).toBeVisible();
    await expect(canvas.getByTestId('traveller-wallet')).toHaveTextContent('40');
    await expect(canvas.getByRole('link', { name: t('areas:link.myTrips') })).toHaveAttribute(
      'href',
      '/mytrip/mytrips',
    );
    await expect(canvas.getByRole('link', { name: t('areas:link.rewardWallet') })).toHaveAttribute(
      'href',
      '/mytrip/wallet/',
    );
  },
};

/** Without isRewardWalletEnable: no wallet balance, no Wallet link (spec §2.6). */
export const WithoutWallet: Story = {
  args: { user: USERS.travellerWithoutWallet },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByTestId('traveller-wallet')).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('areas:link.rewardWallet') })).toBeNull();
  },
};
