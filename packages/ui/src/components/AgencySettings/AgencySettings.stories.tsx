import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_BOOKING_MENU_ITEM_OPTIONS } from '@wl/core';
import { expect } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import {
  PaymentSettingsView,
  ProductSettingsView,
  WebsiteSettingsView,
} from './AgencySettings.tsx';

const meta = {
  title: 'Areas/AgencySettings',
  component: WebsiteSettingsView,
  args: {
    settings: {
      agencyName: 'Horizon Travel Co.',
      subdomain: 'horizon',
      primaryColor: '#0f766e',
      logo: null,
      isAbousUsEnable: true,
      aboutUsEnableTitle: 'About Horizon',
      isFaqEnable: false,
      faqEnableTitle: null,
      languages: ['en', 'ar'],
      currencies: ['USD', 'EUR'],
    },
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof WebsiteSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /settings/website: branding, pages on or off, languages and currencies. */
export const Website: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:website.title') }),
    ).toBeVisible();
    await expect(canvas.getByText('#0f766e')).toBeVisible();
    await expect(canvas.getByText(`${t('areas:settings.on')} (About Horizon)`)).toBeVisible();
    await expect(canvas.getByText(t('areas:settings.off'))).toBeVisible();
  },
};

/** /settings/payment with a gateway. */
export const Payment: StoryObj<typeof PaymentSettingsView> = {
  render: () => (
    <PaymentSettingsView
      settings={{ currentPaymentGateway: 'Stripe', acceptedPaymentMethods: ['Visa', 'Bitcoin'] }}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:payment.title') }),
    ).toBeVisible();
    await expect(canvas.getByText('Stripe')).toBeVisible();
  },
};

/** /settings/payment before a gateway is chosen. */
export const PaymentWithoutGateway: StoryObj<typeof PaymentSettingsView> = {
  render: () => (
    <PaymentSettingsView
      settings={{ currentPaymentGateway: null, acceptedPaymentMethods: ['Visa'] }}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('areas:payment.noGateway'))).toBeVisible();
  },
};

/** /settings/product: each booking type, active or not. */
export const Product: StoryObj<typeof ProductSettingsView> = {
  render: () => (
    <ProductSettingsView
      settings={{
        bookingMenuItemOptions: DEFAULT_BOOKING_MENU_ITEM_OPTIONS.map((option) => ({
          ...option,
          active: option.title !== 'Cruise',
        })),
      }}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:product.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('areas:product.active'))).toHaveLength(5);
    await expect(canvas.getAllByText(t('areas:product.inactive'))).toHaveLength(1);
  },
};
