import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Booking, ENGINE_VERTICALS, viewerOf, wholesaleFigures } from '@wl/core';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { STORY_TRIPS } from '../HotelJourney/hotelFixtures.ts';
import { AgencyBookings } from './AgencyBookings.tsx';
import { AGENCY_ENGINE_BOOKINGS, RESTRICTED_ENGINE_BOOKINGS } from './agencyBookingFixtures.ts';

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

/** The row of a booking of the engine, named by its reference. */
function rowOf(canvas: ReturnType<typeof within>, booking: Booking): HTMLElement {
  const row = canvas.getByRole('rowheader', { name: booking.referenceNumber ?? '' }).closest('tr');
  if (!row) throw new Error(`no row for ${booking.referenceNumber}`);
  return row;
}

/** Both lists are there, each under its heading, one row a booking of every engine vertical. */
async function expectEveryVertical(canvas: ReturnType<typeof within>, t: StoryText) {
  await expect(
    canvas.getByRole('heading', { level: 2, name: t('areas:bookings.hotels') }),
  ).toBeVisible();
  const others = canvas.getByRole('region', { name: t('areas:bookings.others') });
  // A header row and one row a booking.
  await expect(within(others).getAllByRole('row')).toHaveLength(AGENCY_ENGINE_BOOKINGS.length + 1);
  const shown = AGENCY_ENGINE_BOOKINGS.map((booking) => booking.vertical);
  await expect([...shown].sort()).toEqual([...ENGINE_VERTICALS].sort());
  for (const booking of AGENCY_ENGINE_BOOKINGS) {
    const row = within(rowOf(canvas, booking));
    await expect(row.getByText(t(`common:service.${booking.vertical}`))).toBeVisible();
    await expect(row.getByText(t(`areas:bookings.status.${booking.status}`))).toBeVisible();
  }
  return others;
}

/**
 * /bookings for an unrestricted agent (the owner): the stays, then every engine vertical with
 * its client, who booked it, dates, status (the cruise cancelled), total, Wholesale Rate and
 * Agency Markup (spec §2.3: core's rule, the deal cards').
 */
export const EveryVerticalUnrestricted: Story = {
  args: { engineBookings: AGENCY_ENGINE_BOOKINGS, viewer: viewerOf(USERS.owner) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const others = await expectEveryVertical(canvas, t);
    await expect(
      within(others).getByRole('columnheader', { name: t('deals:price.wholesaleRate') }),
    ).toBeVisible();
    await expect(
      within(others).getByRole('columnheader', { name: t('deals:price.agencyMarkup') }),
    ).toBeVisible();
    const [resort] = AGENCY_ENGINE_BOOKINGS;
    if (!resort) throw new Error('the fixture has a resort booking');
    const row = within(rowOf(canvas, resort));
    await expect(row.getByText('Henrik Dahl')).toBeVisible();
    await expect(row.getByText('Daniel Ortiz')).toBeVisible();
    // 1160 paid, 870 + 116 wholesale: the markup is the difference.
    await expect(wholesaleFigures(resort.rates)).toEqual({
      wholesaleRate: 986,
      agencyMarkup: 174,
    });
    const car = AGENCY_ENGINE_BOOKINGS.find((booking) => booking.vertical === 'cars');
    if (!car) throw new Error('the fixture has a car booking');
    // Booked by the traveller, online: no agent to name.
    await expect(
      within(rowOf(canvas, car)).getByText(t('areas:bookings.bookedOnline')),
    ).toBeVisible();
  },
};

/** A restricted agent: the same bookings, no wholesale figures (the API sends none, spec §6). */
export const EveryVerticalRestricted: Story = {
  args: { engineBookings: RESTRICTED_ENGINE_BOOKINGS, viewer: viewerOf(USERS.restrictedAgent) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const others = await expectEveryVertical(canvas, t);
    await expect(within(others).getAllByRole('columnheader')).toHaveLength(7);
    await expect(canvas.queryByText(t('deals:price.wholesaleRate'))).toBeNull();
    await expect(canvas.queryByText(t('deals:price.agencyMarkup'))).toBeNull();
  },
};
