import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { SubscriptionPage } from './SubscriptionPage.tsx';

const meta = {
  title: 'Pages/Account/SubscriptionPage',
  component: SubscriptionPage,
  args: { user: USERS.owner, agency: { agencyName: 'Viajes Solmar', isSubscribed: false } },
} satisfies Meta<typeof SubscriptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.6, §6: the owner of an agency that is not subscribed sees that state. */
export const OwnerNotSubscribed: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:subscription.title') }),
    ).toBeVisible();
    await expect(canvas.getByText('Viajes Solmar')).toBeVisible();
    await expect(canvas.getByText(t('account:subscription.status.inactive'))).toBeVisible();
    await expect(canvas.getByText(t('account:subscription.inactive'))).toBeVisible();
  },
};

/** An admin of a subscribed agency. */
export const AdminSubscribed: Story = {
  args: { user: USERS.admin, agency: { agencyName: 'Horizon Travel Co.', isSubscribed: true } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('account:subscription.status.active'))).toBeVisible();
    await expect(canvas.getByText(t('account:subscription.active'))).toBeVisible();
  },
};

/** Anyone else signed in is told who can see it (the page refuses, not only the logo). */
export const NotAllowed: Story = {
  args: { user: USERS.salesAgent },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('account:subscription.notAllowed'))).toBeVisible();
    await expect(canvas.queryByText(t('account:subscription.status.inactive'))).toBeNull();
  },
};

/** A visitor: Log In, coming back to /subscription. */
export const Visitor: Story = {
  args: { user: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsubscription',
    );
  },
};
