import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingTravellerName, offerTitle, paymentHref } from '@wl/core';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { HELD_FLIGHT, HELD_HOTEL } from '../Checkout/checkoutFixtures.ts';
import { HeldBookings } from './HeldBookings.tsx';

/** A stay and a flight held, the hold ending first first. */
const STORY_HELD = [HELD_HOTEL, { ...HELD_FLIGHT, holdExpiresAt: '2026-11-25T12:45:00Z' }];

const meta = {
  title: 'Areas/HeldBookings',
  component: HeldBookings,
  args: { bookings: STORY_HELD, payHref: paymentHref },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof HeldBookings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pay: the held bookings of any vertical, one row each named by what it books, each paid on its page. */
export const Held: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('agentTools:pay.title') }),
    ).toBeVisible();
    // A header row and one row a booking.
    await expect(canvas.getAllByRole('row')).toHaveLength(STORY_HELD.length + 1);
    for (const booking of STORY_HELD) {
      const row = canvas
        .getByRole('rowheader', { name: new RegExp(offerTitle(booking.offer)) })
        .closest('tr');
      const cells = within(row as HTMLElement);
      await expect(cells.getByText(bookingTravellerName(booking))).toBeVisible();
      await expect(cells.getByRole('link', { name: t('agentTools:pay.action') })).toHaveAttribute(
        'href',
        paymentHref(booking),
      );
    }
  },
};

/** Nothing waiting for payment: said, not an empty table. */
export const NothingHeld: Story = {
  args: { bookings: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('agentTools:pay.empty'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('agentTools:pay.action') })).toBeNull();
  },
};
