import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { ExternalSignInPage } from './ExternalSignInPage.tsx';

const meta = {
  title: 'Pages/Account/ExternalSignInPage',
  component: ExternalSignInPage,
  args: { target: 'https://intranet.nordlys-reiser.example/travel' },
} satisfies Meta<typeof ExternalSignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.1 /sso: an SSO agency signs in at its return address; the link is there while leaving. */
export const ToReturnAddress: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:redirect.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('account:redirect.continue') }),
    ).toHaveAttribute('href', 'https://intranet.nordlys-reiser.example/travel');
  },
};

/** Any other agency: /login, keeping where the visitor was going. */
export const ToLogin: Story = {
  args: { target: '/login?redirect=%2Fmytrip%2Fdashboard' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('link', { name: t('account:redirect.continue') }),
    ).toHaveAttribute('href', '/login?redirect=%2Fmytrip%2Fdashboard');
  },
};
