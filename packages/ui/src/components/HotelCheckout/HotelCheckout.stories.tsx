import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HotelBooking, HotelDetails, UserProfile } from '@wl/core';
import { type HotelCheckoutInput, hotelCheckoutMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { expect } from 'storybook/test';
import { fromPromise } from 'xstate';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import {
  STORY_BOOKING,
  STORY_CONFIRMED,
  STORY_HOTEL,
  STORY_STAY,
} from '../HotelJourney/hotelFixtures.ts';
import { HotelCheckout } from './HotelCheckout.tsx';

const never = <T,>() => new Promise<T>(() => {});
const NOW = () => new Date('2026-11-25T12:00:00Z');

interface Calls {
  offer?: () => Promise<HotelDetails>;
  hold?: () => Promise<HotelBooking>;
  load?: () => Promise<HotelBooking>;
  pay?: (card: { cardNumber: string }) => Promise<HotelBooking>;
}

/** The view on a live checkout actor whose calls answer as the story says. */
function Checkout({ input, calls }: { input: HotelCheckoutInput; calls: Calls }) {
  const actor = useActorRef(
    hotelCheckoutMachine.provide({
      actors: {
        loadOffer: fromPromise(() => (calls.offer ?? never)()),
        holdBooking: fromPromise(() => (calls.hold ?? never)()),
        loadBooking: fromPromise(() => (calls.load ?? never)()),
        payBooking: fromPromise(({ input: request }) =>
          (calls.pay ?? never)({ cardNumber: request.card.cardNumber }),
        ),
      },
    }),
    { input },
  );
  return (
    <HotelCheckout
      actor={actor}
      loginHref="/login?redirect=%2Fbooknow%2Fhotels%2Fcheckout"
      roomsHref="/booknow/hotels/search-details?hotelId=us-miami-h01"
      myTripsHref="/mytrip/mytrips"
    />
  );
}

const offer = (user: UserProfile | null, allow = false) =>
  ({
    start: 'offer',
    hotelId: STORY_HOTEL.id,
    roomId: 'standard',
    stay: STORY_STAY,
    user,
    allowNonLoginFlow: allow,
    now: NOW,
  }) as const;
const atBooking = { start: 'booking', bookingId: STORY_BOOKING.id, now: NOW } as const;

const meta = {
  title: 'Hotels/HotelCheckout',
  component: Checkout,
  args: { input: offer(USERS.traveller), calls: { offer: async () => STORY_HOTEL } },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof Checkout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingOffer: Story = {
  args: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('checkout-skeleton')).toBeInTheDocument();
  },
};

/** Issue 15: a visitor is asked to log in (agency without the non-login flow). */
export const VisitorAskedToLogIn: Story = {
  args: { input: offer(null) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('hotels:checkout.signInRequired'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbooknow%2Fhotels%2Fcheckout',
    );
  },
};

/** With the non-login flow a visitor fills in the details, empty. */
export const VisitorWithNonLoginFlow: Story = {
  args: { input: offer(null, true) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('textbox', { name: t('hotels:field.email') })).toHaveValue(
      '',
    );
  },
};

/** A signed-in traveller's name and e-mail are filled in. */
export const TravellerPrefilled: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const email = await canvas.findByRole('textbox', { name: t('hotels:field.email') });
    await expect(email).toHaveValue(USERS.traveller.personal_info.email);
    await expect(canvas.getByRole('textbox', { name: t('hotels:field.firstName') })).toHaveValue(
      USERS.traveller.personal_info.first_name,
    );
  },
};

/** Clear errors: each wrong field says what to do, and the form says to correct them. */
export const InvalidDetails: Story = {
  args: { input: offer(null, true) },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(globals);
    const email = await canvas.findByRole('textbox', { name: t('hotels:field.email') });
    await userEvent.type(email, 'tara@');
    await userEvent.click(canvas.getByRole('button', { name: t('hotels:checkout.continue') }));
    await expect(canvas.getByText(t('hotels:checkout.fixFields'))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t('hotels:error.email'));
    await expect(canvas.getByText(t('hotels:error.phone'))).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { input: { ...offer(USERS.traveller), roomId: 'family' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('hotels:checkout.unavailable'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { calls: { offer: () => Promise.reject({ message: 'No such hotel' }) } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No such hotel');
    await expect(canvas.getByRole('button', { name: t('common:action.retry') })).toBeVisible();
  },
};

/** The card form of a held booking; the test cards are named. */
export const Payment: Story = {
  args: { input: atBooking, calls: { load: async () => STORY_BOOKING } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('textbox', { name: t('hotels:field.cardholderName') }),
    ).toHaveValue('Tara Traveller');
    await expect(canvas.getByText(t('hotels:payment.testCards'))).toBeVisible();
  },
};

/** 4000 0000 0000 0002 is declined: the message shows and the form keeps what was typed. */
export const Declined: Story = {
  args: {
    input: atBooking,
    calls: {
      load: async () => STORY_BOOKING,
      pay: () =>
        Promise.reject(
          Object.assign(new Error('402'), {
            status: 402,
            body: {
              code: 'card_declined',
              message: 'Your card was declined. Please use another card.',
            },
          }),
        ),
    },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(globals);
    const number = await canvas.findByRole('textbox', { name: t('hotels:field.cardNumber') });
    await userEvent.type(number, '4000 0000 0000 0002');
    await userEvent.type(canvas.getByRole('textbox', { name: t('hotels:field.expiry') }), '12/35');
    await userEvent.type(canvas.getByRole('textbox', { name: t('hotels:field.cvc') }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /4/ }));
    await expect(await canvas.findByTestId('payment-error')).toHaveTextContent(
      t('hotels:payment.declined'),
    );
    await expect(number).toHaveValue('4000 0000 0000 0002');
  },
};

/** Paid: the reference number, where the details go, and My Trips. */
export const Confirmed: Story = {
  args: { input: atBooking, calls: { load: async () => STORY_CONFIRMED } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByTestId('booking-reference')).toHaveTextContent('HTL-7K3P9Q2M');
    await expect(
      canvas.getByRole('link', { name: t('hotels:confirmation.myTrips') }),
    ).toHaveAttribute('href', '/mytrip/mytrips');
  },
};
