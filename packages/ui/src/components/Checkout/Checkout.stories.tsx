import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Booking, CreateBooking, Offer, OfferRef, UserProfile } from '@wl/core';
import { type CheckoutInput, checkoutMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { sameSpaces, storyMoney } from '../PriceDisplay/storyMoney.ts';
import { type BookingClient, Checkout } from './Checkout.tsx';
import {
  ACTIVITY_OFFER,
  CANCELLED_CRUISE,
  CAR_OFFER,
  CLIENTS,
  CONFIRMED_CRUISE,
  CONFIRMED_FLIGHT,
  CONFIRMED_HOTEL,
  CRUISE_OFFER,
  FLIGHT_OFFER,
  HELD_FLIGHT,
  HOTEL_OFFER,
  OFFER_REFS,
} from './checkoutFixtures.ts';

const never = <T,>() => new Promise<T>(() => {});
const NOW = () => new Date('2026-11-25T12:00:00Z');

interface Calls {
  offer?: (ref: OfferRef) => Promise<Offer>;
  hold?: (request: CreateBooking) => Promise<Booking>;
  load?: (bookingId: string) => Promise<Booking>;
  pay?: (card: { cardNumber: string }) => Promise<Booking>;
  cancel?: (bookingId: string) => Promise<Booking>;
}

interface LiveCheckoutProps {
  input: CheckoutInput;
  calls: Calls;
  clients?: readonly BookingClient[];
}

/** The view on a live checkout actor whose calls answer as the story says. */
function LiveCheckout({ input, calls, clients }: LiveCheckoutProps) {
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        loadOffer: fromPromise(({ input: ref }) => (calls.offer ?? never)(ref)),
        holdBooking: fromPromise(({ input: request }) => (calls.hold ?? never)(request)),
        loadBooking: fromPromise(({ input: id }) => (calls.load ?? never)(id)),
        loadByReference: fromPromise(() => never<Booking>()),
        payBooking: fromPromise(({ input: request }) =>
          (calls.pay ?? never)({ cardNumber: request.card.cardNumber }),
        ),
        cancelBooking: fromPromise(({ input: id }) => (calls.cancel ?? never)(id)),
      },
    }),
    { input },
  );
  return (
    <Checkout
      actor={actor}
      loginHref="/login?redirect=%2Fbooknow%2Fflights%2Freservation-details"
      resultsHref="/booknow/flights/search-results"
      tripsHref="/mytrip/mytrips"
      clients={clients}
      addClientHref="/users/clients"
    />
  );
}

const atOffer = (offer: Offer, user: UserProfile | null = USERS.traveller): CheckoutInput => ({
  start: 'offer',
  offer: OFFER_REFS[offer.vertical as keyof typeof OFFER_REFS],
  user,
  signInRequired: true,
  now: NOW,
});
const offered = (offer: Offer) => async () => offer;
const atBooking = (booking: Booking): CheckoutInput => ({
  start: 'booking',
  bookingId: booking.id,
  now: NOW,
});
const loaded = (booking: Booking) => async () => booking;

const meta = {
  title: 'Booking/Checkout',
  component: LiveCheckout,
  args: { input: atOffer(FLIGHT_OFFER), calls: { offer: offered(FLIGHT_OFFER) } },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof LiveCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { calls: {} },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status', { name: t('common:loading') })).toBeInTheDocument();
    await expect(canvas.getByTestId('checkout-skeleton')).toBeInTheDocument();
  },
};

/** The offer could not be loaded (a network failure): spec §8's default, Retry and the results. */
export const LoadFailed: Story = {
  args: { calls: { offer: () => Promise.reject(new Error('Failed to fetch')) } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('common:error.loadFailedDefault'),
    );
    await expect(canvas.getByRole('button', { name: t('common:action.retry') })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('booking:checkout.backToResults') }),
    ).toHaveAttribute('href', '/booknow/flights/search-results');
  },
};

/** A visitor of an agency without the non-login flow: log in first, the flight beside. */
export const SignInRequired: Story = {
  args: { input: atOffer(FLIGHT_OFFER, null) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('booking:checkout.signInRequired'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbooknow%2Fflights%2Freservation-details',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * A visitor opening a booking's page (a confirmation link, My Trips in another browser): the API
 * refuses it with 401, and the page asks them to log in to see it.
 */
export const SignInToSeeBooking: Story = {
  args: {
    input: { start: 'booking', bookingId: 'b-1', now: NOW },
    calls: {
      load: () =>
        Promise.reject(Object.assign(new Error('401'), { status: 401, body: { message: '' } })),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('booking:booking.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('booking:booking.signInToSee'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const group = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('group', { name }));

/** An adult, a child and an infant, each with a date of birth: a flight's fare depends on it. */
export const FlightDetails: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const adult = await canvas.findByRole('group', {
      name: t('booking:traveller.adult', { number: 1 }),
    });
    await expect(
      within(adult).getByRole('textbox', { name: t('hotels:field.firstName') }),
    ).toHaveValue(USERS.traveller.personal_info.first_name);
    const passengers = [
      ['adult', 'Olivia', 'Martinez', '1988-03-12'],
      ['children', 'Mia', 'Martinez', '2018-05-14'],
      ['infant', 'Leo', 'Martinez', '2025-08-03'],
    ] as const;
    for (const [band, first, last, born] of passengers) {
      const fields = group(canvasElement, t(`booking:traveller.${band}`, { number: 1 }));
      const firstName = fields.getByRole('textbox', { name: t('hotels:field.firstName') });
      const lastName = fields.getByRole('textbox', { name: t('hotels:field.lastName') });
      await userEvent.clear(firstName);
      await userEvent.type(firstName, first);
      await userEvent.clear(lastName);
      await userEvent.type(lastName, last);
      const dateOfBirth = fields.getByLabelText(t('booking:traveller.dateOfBirth'));
      await userEvent.type(dateOfBirth, born);
      await expect(dateOfBirth).toHaveValue(born);
    }
    await expect(canvas.getAllByLabelText(t('booking:traveller.dateOfBirth'))).toHaveLength(3);
    // The last date's focused segment would stay highlighted in the image.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A child's date of birth that makes them an adult on the travel day: no hold, the field says why. */
export const FlightAgeBandError: Story = {
  args: { calls: { offer: offered(FLIGHT_OFFER), hold: fn() } },
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: t('booking:traveller.children', { number: 1 }) });
    const child = group(canvasElement, t('booking:traveller.children', { number: 1 }));
    await userEvent.type(child.getByRole('textbox', { name: t('hotels:field.firstName') }), 'Mia');
    await userEvent.type(
      child.getByRole('textbox', { name: t('hotels:field.lastName') }),
      'Martinez',
    );
    const dateOfBirth = child.getByLabelText(t('booking:traveller.dateOfBirth'));
    // Sixteen on 1 December 2026: an adult's fare, not a child's.
    await userEvent.type(dateOfBirth, '2010-01-15');
    await userEvent.click(canvas.getByRole('button', { name: t('hotels:checkout.continue') }));
    await expect(canvas.getByText(t('hotels:checkout.fixFields'))).toBeVisible();
    await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
    await expect(dateOfBirth).toHaveAccessibleDescription(
      t('booking:error.ageBand', { band: t('booking:band.adult') }),
    );
    await expect(args.calls.hold).not.toHaveBeenCalled();
  },
};

/** The driver's age the car was priced for, and what the rental includes. */
export const CarDetails: Story = {
  args: { input: atOffer(CAR_OFFER), calls: { offer: offered(CAR_OFFER) } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('textbox', {
        name: t('booking:car.driverAgeField', { min: 18 }),
      }),
    ).toHaveValue(String(CAR_OFFER.driverAge));
    await expect(canvas.getByRole('group', { name: t('booking:traveller.driver') })).toBeVisible();
    await expect(canvas.getByText(t('booking:car.inclusion.unlimitedMileage'))).toBeVisible();
    await expect(canvas.queryByLabelText(t('booking:traveller.dateOfBirth'))).toBeNull();
  },
};

/**
 * A hotel room: the lead guest's name, the contact, special requests; the stay and the room
 * beside, with the room's cancellation policy.
 */
export const HotelDetails: Story = {
  args: { input: atOffer(HOTEL_OFFER), calls: { offer: offered(HOTEL_OFFER) } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('group', { name: t('hotels:summary.guest') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('hotels:field.firstName') })).toHaveValue(
      USERS.traveller.personal_info.first_name,
    );
    await expect(
      canvas.getByRole('textbox', { name: t('hotels:field.specialRequests') }),
    ).toBeVisible();
    await expect(canvas.getByText(HOTEL_OFFER.hotel.name)).toBeVisible();
    await expect(canvas.getByText(HOTEL_OFFER.room.name)).toBeVisible();
    await expect(canvas.getByTestId('cancellation-flag')).toHaveTextContent(
      t('booking:policy.freeCancellation'),
    );
    await expect(canvas.queryByLabelText(t('booking:traveller.dateOfBirth'))).toBeNull();
  },
};

/** The paid stay: its HTL- reference, and Cancel, since the room is cancelled for free. */
export const HotelConfirmed: Story = {
  args: { input: atBooking(CONFIRMED_HOTEL), calls: { load: loaded(CONFIRMED_HOTEL) } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByTestId('booking-reference')).toHaveTextContent(
      CONFIRMED_HOTEL.referenceNumber ?? '',
    );
    await expect(
      canvas.getByRole('button', { name: t('booking:confirmation.cancel') }),
    ).toBeVisible();
  },
};

const totalOf = (canvas: HTMLElement, label: string) =>
  sameSpaces(within(canvas).getByText(label).parentElement?.textContent);

/** The second time slot for two participants: the summary's total doubles. */
export const ActivityDetails: Story = {
  args: { input: atOffer(ACTIVITY_OFFER), calls: { offer: offered(ACTIVITY_OFFER) } },
  play: async (context) => {
    const { canvasElement, globals, userEvent } = context;
    const t = storyText(globals);
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    const slot = ACTIVITY_OFFER.timeSlots[1] ?? '';
    await userEvent.click(await canvas.findByRole('radio', { name: slot }));
    await expect(canvas.getByRole('radio', { name: slot })).toBeChecked();
    const label = t('hotels:summary.total');
    await expect(totalOf(canvasElement, label)).toContain(
      sameSpaces(money(ACTIVITY_OFFER.rates.totalRate)),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('booking:activity.participants')) }),
    );
    await userEvent.click(within(document.body).getByRole('option', { name: '2' }));
    await waitFor(() =>
      expect(totalOf(canvasElement, label)).toContain(
        sameSpaces(money(ACTIVITY_OFFER.rates.totalRate * 2)),
      ),
    );
    await expect(canvas.getByText(slot, { selector: 'dd *' })).toBeVisible();
  },
};

/** Every cabin category with its price for the whole sailing, the cheapest chosen. */
export const CruiseDetails: Story = {
  args: { input: atOffer(CRUISE_OFFER), calls: { offer: offered(CRUISE_OFFER) } },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyText(globals);
    const money = storyMoney(context);
    const cabins = await canvas.findByRole('radiogroup', { name: t('booking:cruise.cabin') });
    const radios = within(cabins).getAllByRole('radio');
    await expect(radios).toHaveLength(CRUISE_OFFER.cabins.length);
    await expect(radios[0]).toBeChecked();
    for (const cabin of CRUISE_OFFER.cabins) {
      await expect(
        sameSpaces(
          within(cabins).getByText(t(`booking:cabin.${cabin.type}`), { exact: false }).textContent,
        ),
      ).toContain(sameSpaces(money(cabin.rates.totalRate)));
    }
    await expect(
      canvas.getByRole('link', {
        name: t('booking:cruise.policy', { line: CRUISE_OFFER.cruise.shipLine.name }),
      }),
    ).toBeVisible();
  },
};

/** An agent books for one of the agency's clients, or for themselves. */
export const AgentBookingForClient: Story = {
  args: {
    input: atOffer(CAR_OFFER, USERS.owner),
    calls: { offer: offered(CAR_OFFER) },
    clients: CLIENTS,
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    const bookFor = await canvas.findByRole('button', {
      name: new RegExp(t('booking:client.bookFor')),
    });
    await expect(bookFor).toHaveTextContent(t('booking:client.myself'));
    await userEvent.click(bookFor);
    const list = within(document.body).getByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(CLIENTS.length + 1);
    const client = CLIENTS[1] as BookingClient;
    await userEvent.click(within(list).getByRole('option', { name: new RegExp(client.name) }));
    await waitFor(() => expect(bookFor).toHaveTextContent(client.name));
    // The trip and its confirmation are the client's.
    await expect(canvas.getByRole('textbox', { name: t('hotels:field.firstName') })).toHaveValue(
      client.name.split(' ')[0],
    );
    await expect(canvas.getByRole('textbox', { name: t('hotels:field.email') })).toHaveValue(
      client.email,
    );
    await expect(canvas.getByRole('link', { name: t('booking:client.add') })).toHaveAttribute(
      'href',
      '/users/clients',
    );
  },
};

/** The held flight's card form, the lead passenger's name as the cardholder's. */
export const Payment: Story = {
  args: { input: atBooking(HELD_FLIGHT), calls: { load: loaded(HELD_FLIGHT) } },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyText(globals);
    const money = storyMoney(context);
    await expect(
      await canvas.findByRole('textbox', { name: t('hotels:field.cardholderName') }),
    ).toHaveValue('Olivia Martinez');
    await expect(canvas.getByText(t('hotels:payment.testCards'))).toBeVisible();
    await expect(sameSpaces(canvas.getByRole('button', { name: /./ }).textContent)).toContain(
      sameSpaces(money(HELD_FLIGHT.rates.totalRate)),
    );
  },
};

/** 4000 0000 0000 0002 is declined: the message shows and the form keeps what was typed. */
export const PaymentDeclined: Story = {
  args: {
    input: atBooking(HELD_FLIGHT),
    calls: {
      load: loaded(HELD_FLIGHT),
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
    const expiry = canvas.getByRole('textbox', { name: t('hotels:field.expiry') });
    await userEvent.type(expiry, '12/35');
    await userEvent.type(canvas.getByRole('textbox', { name: t('hotels:field.cvc') }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /4/ }));
    await expect(await canvas.findByTestId('payment-error')).toHaveTextContent(
      t('hotels:payment.declined'),
    );
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expect(expiry).toHaveValue('12/35');
  },
};

/** The paid flight: its reference; a non-refundable fare offers no cancellation. */
export const Confirmed: Story = {
  args: { input: atBooking(CONFIRMED_FLIGHT), calls: { load: loaded(CONFIRMED_FLIGHT) } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByTestId('booking-reference')).toHaveTextContent(
      CONFIRMED_FLIGHT.referenceNumber ?? '',
    );
    await expect(canvas.getByTestId('cancellation-flag')).toHaveTextContent(
      t('booking:policy.nonRefundable'),
    );
    await expect(
      canvas.getByRole('link', { name: t('hotels:confirmation.myTrips') }),
    ).toHaveAttribute('href', '/mytrip/mytrips');
    await expect(
      canvas.queryByRole('button', { name: t('booking:confirmation.cancel') }),
    ).toBeNull();
  },
};

/** The paid cruise: its line refunds a cancellation, so Cancel is offered. */
export const ConfirmedRefundable: Story = {
  args: { input: atBooking(CONFIRMED_CRUISE), calls: { load: loaded(CONFIRMED_CRUISE) } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByTestId('booking-reference')).toHaveTextContent(
      CONFIRMED_CRUISE.referenceNumber ?? '',
    );
    await expect(canvas.getByTestId('cancellation-flag')).toHaveTextContent(
      t('booking:policy.freeCancellation'),
    );
    await expect(
      canvas.getByRole('button', { name: t('booking:confirmation.cancel') }),
    ).toBeVisible();
  },
};

/** Cancel pressed on the refundable cruise: cancelled, with the amount refunded. */
export const Cancelled: Story = {
  args: {
    input: atBooking(CONFIRMED_CRUISE),
    calls: { load: loaded(CONFIRMED_CRUISE), cancel: fn(loaded(CANCELLED_CRUISE)) },
  },
  play: async (context) => {
    const { args, canvas, globals, userEvent } = context;
    const t = storyText(globals);
    const money = storyMoney(context);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('booking:confirmation.cancel') }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('booking:confirmation.cancelled') }),
    ).toBeVisible();
    await expect(args.calls.cancel).toHaveBeenCalledWith(CONFIRMED_CRUISE.id);
    await expect(sameSpaces(canvas.getByTestId('refund').textContent)).toContain(
      sameSpaces(money(CANCELLED_CRUISE.refundedAmount ?? 0)),
    );
    await expect(
      canvas.queryByRole('button', { name: t('booking:confirmation.cancel') }),
    ).toBeNull();
  },
};
