import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingHref } from '@wl/core';
import { expect, fn, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import {
  CANCELLED_CRUISE,
  CONFIRMED_ACTIVITY,
  CONFIRMED_CAR,
  CONFIRMED_FLIGHT,
} from '../Checkout/checkoutFixtures.ts';
import { STORY_TRIPS } from '../HotelJourney/hotelFixtures.ts';
import { MyTrips } from './MyTrips.tsx';

const meta = {
  title: 'Hotels/MyTrips',
  component: MyTrips,
  args: {
    signedIn: true,
    status: 'loaded',
    trips: STORY_TRIPS,
    error: null,
    onRetry: fn(),
    loginHref: '/login?redirect=%2Fmytrip%2Fmytrips',
    bookingHref: (booking) => `/hotel-details?bookingId=${booking.id}`,
    bookHotelHref: '/booknow/hotels/search',
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof MyTrips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming and past stays, each with its reference number and a link to the booking. */
export const Trips: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('hotels:trips.title') }),
    ).toBeVisible();
    await expect(canvas.getByText('HTL-7K3P9Q2M')).toBeVisible();
    await expect(canvas.getByText('HTL-2BX9QW4T')).toBeVisible();
    const links = canvas.getAllByRole('link', { name: new RegExp(t('hotels:trips.view')) });
    await expect(links[0]).toHaveAttribute(
      'href',
      `/hotel-details?bookingId=${STORY_TRIPS.upcoming[0]?.id}`,
    );
  },
};

export const NoTripsYet: Story = {
  args: { trips: { upcoming: [], past: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('hotels:trips.noUpcoming'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('hotels:trips.bookHotel') })).toHaveAttribute(
      'href',
      '/booknow/hotels/search',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', trips: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trips-skeleton')).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  args: { signedIn: false, trips: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmytrip%2Fmytrips',
    );
  },
};

export const Failed: Story = {
  args: { status: 'failed', trips: null, error: 'something went wrong' },
  play: async ({ canvas, args, userEvent, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.loadFailedDefault'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * The hotel stays and the booking engine's bookings in one list: a flight, a car an agent booked
 * (named), an activity, and a cancelled cruise (marked), each linking to its own booking page.
 */
export const EveryVertical: Story = {
  args: {
    bookings: {
      upcoming: [CONFIRMED_FLIGHT, CONFIRMED_CAR, CONFIRMED_ACTIVITY, CANCELLED_CRUISE],
      past: [],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const upcoming = canvas.getByRole('region', { name: t('hotels:trips.upcoming') });
    // The trips themselves, not the lists inside a summary (a car's inclusions).
    const [list] = within(upcoming).getAllByRole('list');
    const trips = [...(list?.children ?? [])] as HTMLElement[];
    await expect(trips).toHaveLength(STORY_TRIPS.upcoming.length + 4);
    for (const booking of [CONFIRMED_FLIGHT, CONFIRMED_CAR, CONFIRMED_ACTIVITY, CANCELLED_CRUISE]) {
      await expect(
        canvas.getByRole('link', {
          name: `${t('hotels:trips.view')}: ${booking.referenceNumber}`,
        }),
      ).toHaveAttribute('href', bookingHref(booking, 'details'));
    }
    const cruise = trips.find((trip) => trip.dataset.vertical === 'cruise') as HTMLElement;
    await expect(cruise).toHaveTextContent(t('booking:trips.cancelled'));
    const car = trips.find((trip) => trip.dataset.vertical === 'cars') as HTMLElement;
    await expect(car).toHaveTextContent(
      t('booking:trips.bookedBy', { name: CONFIRMED_CAR.bookedBy?.name ?? '' }),
    );
  },
};
