import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { STORY_TRIPS } from '../HotelJourney/hotelFixtures.ts';
import { AgencyBookings } from './AgencyBookings.tsx';

const BOOKINGS = [...STORY_TRIPS.upcoming, ...STORY_TRIPS.past];

const meta = {
  title: 'Areas/AgencyBookings',
  component: AgencyBookings,
  args: { bookings: BOOKINGS },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof AgencyBookings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /bookings: the agency's confirmed stays, one row each, the reference as the row's name. */
export const Bookings: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:bookings.title') }),
    ).toBeVisible();
    // A header row and one row a booking.
    await expect(canvas.getAllByRole('row')).toHaveLength(BOOKINGS.length + 1);
    const first = BOOKINGS[0];
    if (!first?.referenceNumber) throw new Error('the fixture has a paid booking');
    const row = canvas.getByRole('rowheader', { name: first.referenceNumber }).closest('tr');
    await expect(
      within(row as HTMLElement).getByText(`${first.guest.firstName} ${first.guest.lastName}`),
    ).toBeVisible();
    await expect(within(row as HTMLElement).getByText(first.hotel.name)).toBeVisible();
  },
};

/** An agency nobody has booked with yet. */
export const NoBookingsYet: Story = {
  args: { bookings: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('areas:bookings.empty'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
