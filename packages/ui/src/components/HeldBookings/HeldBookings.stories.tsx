import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HotelBooking } from '@wl/core';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { STORY_HELD } from '../Proposals/proposalFixtures.ts';
import { HeldBookings } from './HeldBookings.tsx';

const payHref = (booking: HotelBooking) => `/booknow/hotels/checkout?bookingId=${booking.id}`;

const meta = {
  title: 'Areas/HeldBookings',
  component: HeldBookings,
  args: { bookings: STORY_HELD, payHref },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof HeldBookings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pay: the held bookings, one row each named by its hotel, each paid from its own link. */
export const Held: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('agentTools:pay.title') }),
    ).toBeVisible();
    // A header row and one row a booking.
    await expect(canvas.getAllByRole('row')).toHaveLength(STORY_HELD.length + 1);
    for (const booking of STORY_HELD) {
      const row = canvas.getByRole('rowheader', { name: booking.hotel.name }).closest('tr');
      const cells = within(row as HTMLElement);
      await expect(
        cells.getByText(`${booking.guest.firstName} ${booking.guest.lastName}`),
      ).toBeVisible();
      await expect(cells.getByRole('link', { name: t('agentTools:pay.action') })).toHaveAttribute(
        'href',
        payHref(booking),
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
