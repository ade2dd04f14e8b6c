import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_BOOKING_MENU_ITEM_OPTIONS } from '@wl/core';
import { expect } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { CommandCenter } from './CommandCenter.tsx';

const agency = { bookingMenuItemOptions: structuredClone(DEFAULT_BOOKING_MENU_ITEM_OPTIONS) };

const meta = {
  title: 'Areas/CommandCenter',
  component: CommandCenter,
  args: {
    user: USERS.owner,
    agency,
    dashboard: {
      clients: 12,
      agents: 4,
      markupPercent: 15,
      credits: { amount: 250, currency: 'USD' },
    },
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof CommandCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: figures at a glance, the Agency Markup in force, every settings link. */
export const Owner: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:commandCenter.title') }),
    ).toBeVisible();
    await expect(canvas.getByTestId('cc-clients')).toHaveTextContent('12');
    await expect(canvas.getByTestId('cc-agents')).toHaveTextContent('4');
    await expect(canvas.getByTestId('cc-credit')).toHaveTextContent('250');
    await expect(canvas.getByTestId('cc-markup')).toHaveTextContent('15 %');
    await expect(canvas.getByRole('link', { name: t('areas:link.markup') })).toHaveAttribute(
      'href',
      '/settings/agency',
    );
    await expect(canvas.getByRole('link', { name: t('areas:link.agents') })).toHaveAttribute(
      'href',
      '/users/agents/view/201',
    );
    await expect(canvas.getByRole('link', { name: t('areas:bookings.title') })).toHaveAttribute(
      'href',
      '/bookings',
    );
    // Book Now points to the first active booking type (spec §2.6).
    await expect(canvas.getByRole('link', { name: t('areas:link.bookNow') })).toHaveAttribute(
      'href',
      '/booknow/hotels',
    );
  },
};

/** No Markup setting yet: each deal keeps its own markup. */
export const MarkupNotSet: Story = {
  args: { dashboard: { clients: 0, agents: 1, markupPercent: null, credits: null } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByTestId('cc-markup')).toHaveTextContent(
      t('areas:commandCenter.markupNone'),
    );
    await expect(canvas.getByTestId('cc-credit')).toHaveTextContent(
      t('areas:commandCenter.noCredit'),
    );
  },
};

/** Spec §2.8: a sales agent gets no Markup figure and no link to the four settings refused them. */
export const SalesAgent: Story = {
  args: {
    user: USERS.salesAgent,
    dashboard: { clients: 12, agents: 4, credits: null },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByTestId('cc-markup')).toBeNull();
    for (const key of [
      'areas:link.markup',
      'areas:link.website',
      'areas:link.payment',
      'areas:link.product',
    ] as const) {
      await expect(canvas.queryByRole('link', { name: t(key) })).toBeNull();
    }
    await expect(canvas.getByRole('link', { name: t('areas:link.profile') })).toBeVisible();
  },
};
