import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { WalletDetails } from './WalletDetails.tsx';

const meta = {
  title: 'Areas/WalletDetails',
  component: WalletDetails,
  args: { kind: 'agent', credits: { amount: 250, currency: 'USD' } },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof WalletDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /wallet/details: an agent's credit balance. */
export const AgentBalance: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:wallet.title') }),
    ).toBeVisible();
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('250');
  },
};

/** Spec §1: amounts in the selected currency (rates relative to US dollar). */
export const InEuros: Story = {
  parameters: { market: { currency: 'EUR', exchangeRates: { USD: 1, EUR: 0.5 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('125');
  },
};

/** /mytrip/wallet/: a traveller's reward wallet with nothing in it. */
export const RewardsEmpty: Story = {
  args: { kind: 'rewards', credits: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:wallet.rewardsTitle') }),
    ).toBeVisible();
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(t('areas:wallet.empty'));
  },
};
