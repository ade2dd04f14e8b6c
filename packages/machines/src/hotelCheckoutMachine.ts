import {
  type GuestDetails,
  type GuestDetailsInput,
  guestDetailsSchema,
  type HotelBooking,
  type HotelDetails,
  type HotelRoom,
  type HotelStay,
  MESSAGES,
  type PaymentCardInput,
  type UserProfile,
} from '@wl/core';
import { assign, emit, setup } from 'xstate';
import {
  type CardField,
  cardErrorsOf,
  EMPTY_CARD,
  type FieldErrors,
  isEmpty,
  issuesByField,
  type PaymentFailure,
  paymentFailureOf,
} from './checkoutPayment.ts';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

/**
 * The hotel checkout of issue 15: the chosen room is loaded for the stay, a visitor is asked to
 * sign in unless the agency allows the non-login flow, the guest details are checked (core
 * `guestDetailsSchema`), the server holds and prices the booking, then the card is checked (core
 * `paymentCardSchema`) and paid; a declined card keeps the form with the server's message.
 *
 * The checkout page starts it at the offer; the confirm-payment and booking details pages start
 * it at a booking (a reload or a shared link lands in the right state).
 */
export type HotelCheckoutInput =
  | {
      start: 'offer';
      hotelId: string;
      roomId: string;
      stay: HotelStay;
      user: UserProfile | null;
      /** The agency's allowNonLoginFlow (spec §3, §4): a visitor may book without signing in. */
      allowNonLoginFlow: boolean;
      now?: () => Date;
    }
  | { start: 'booking'; bookingId: string; now?: () => Date };

export type GuestField = keyof GuestDetailsInput;
export type { CardField, FieldErrors, PaymentFailure };

export interface HotelCheckoutContext {
  request: HotelCheckoutInput;
  user: UserProfile | null;
  hotel: HotelDetails | null;
  room: HotelRoom | null;
  booking: HotelBooking | null;
  guest: GuestDetailsInput;
  guestErrors: FieldErrors<GuestField>;
  card: PaymentCardInput;
  cardErrors: FieldErrors<CardField>;
  /** A load or hold that failed: the server's message or 'something went wrong'. */
  error: string | null;
  paymentError: PaymentFailure | null;
  now: () => Date;
}

export type HotelCheckoutEvent =
  | { type: 'EDIT_GUEST'; field: GuestField; value: string }
  | { type: 'SUBMIT_GUEST' }
  | { type: 'EDIT_CARD'; field: CardField; value: string }
  | { type: 'PAY' }
  | { type: 'RETRY' }
  /** The host's user changed (spec §4 host:user), e.g. signed in in another tab. */
  | { type: 'USER'; user: UserProfile | null };

export type HotelCheckoutEmitted =
  /** The booking is held: the page moves on to confirm-payment. */
  | { type: 'checkout.held'; booking: HotelBooking }
  /** Paid: the page shows the confirmation with the reference number. */
  | { type: 'checkout.confirmed'; booking: HotelBooking };

export interface OfferQuery {
  hotelId: string;
  stay: HotelStay;
}

export interface HoldRequest {
  hotelId: string;
  roomId: string;
  stay: HotelStay;
  guest: GuestDetails;
}

export interface PayRequest {
  bookingId: string;
  card: PaymentCardInput;
}

/** A signed-in traveller's details fill the fields they have left empty. */
function prefilled(guest: GuestDetailsInput, user: UserProfile | null): GuestDetailsInput {
  if (!user) return guest;
  const info = user.personal_info;
  return {
    ...guest,
    firstName: guest.firstName || info.first_name,
    lastName: guest.lastName || info.last_name,
    email: guest.email || info.email,
  };
}

export function guestErrorsOf(guest: GuestDetailsInput): FieldErrors<GuestField> {
  const result = guestDetailsSchema.safeParse(guest);
  return result.success ? {} : issuesByField<GuestField>(result.error.issues);
}

export const hotelCheckoutMachine = setup({
  types: {
    input: {} as HotelCheckoutInput,
    context: {} as HotelCheckoutContext,
    events: {} as HotelCheckoutEvent,
    emitted: {} as HotelCheckoutEmitted,
  },
  actors: {
    /** Injected: the hotel's rooms for the stay (GET /api/hotels/details/{id}). */
    loadOffer: unprovided<HotelDetails, OfferQuery>('loadOffer'),
    /** Injected: POST /api/hotels/bookings; the server prices it. */
    holdBooking: unprovided<HotelBooking, HoldRequest>('holdBooking'),
    /** Injected: GET /api/hotels/bookings/{id}. */
    loadBooking: unprovided<HotelBooking, string>('loadBooking'),
    /** Injected: POST /api/hotels/bookings/{id}/pay; rejects with the server's body when declined. */
    payBooking: unprovided<HotelBooking, PayRequest>('payBooking'),
  },
  guards: {
    startsAtBooking: ({ context }) => context.request.start === 'booking',
    mustSignIn: ({ context }) =>
      context.request.start === 'offer' && !context.user && !context.request.allowNonLoginFlow,
    guestValid: ({ context }) => isEmpty(guestErrorsOf(context.guest)),
    cardValid: ({ context }) => isEmpty(cardErrorsOf(context.card, context.now())),
    isConfirmed: ({ context }) => context.booking?.status === 'CONFIRMED',
  },
}).createMachine({
  id: 'hotelCheckout',
  context: ({ input }) => {
    const user = input.start === 'offer' ? input.user : null;
    return {
      request: input,
      user,
      hotel: null,
      room: null,
      booking: null,
      guest: prefilled({ firstName: '', lastName: '', email: '', phone: '' }, user),
      guestErrors: {},
      card: EMPTY_CARD,
      cardErrors: {},
      error: null,
      paymentError: null,
      now: input.now ?? (() => new Date()),
    };
  },
  initial: 'start',
  on: {
    USER: {
      actions: assign({
        user: ({ event }) => event.user,
        guest: ({ context, event }) => prefilled(context.guest, event.user),
      }),
    },
  },
  states: {
    start: {
      always: [{ guard: 'startsAtBooking', target: 'loadingBooking' }, { target: 'loadingOffer' }],
    },
    loadingOffer: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        src: 'loadOffer',
        input: ({ context }) => {
          const request = context.request as Extract<HotelCheckoutInput, { start: 'offer' }>;
          return { hotelId: request.hotelId, stay: request.stay };
        },
        onDone: [
          {
            // The room no longer sleeps the party for these dates (or never existed).
            guard: ({ context, event }) =>
              !event.output.rooms.some(
                (room) => room.id === (context.request as { roomId?: string }).roomId,
              ),
            target: 'unavailable',
            actions: assign({ hotel: ({ event }) => event.output }),
          },
          {
            target: 'gate',
            actions: assign({
              hotel: ({ event }) => event.output,
              room: ({ context, event }) =>
                event.output.rooms.find(
                  (room) => room.id === (context.request as { roomId?: string }).roomId,
                ) ?? null,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
          }),
        },
      },
    },
    gate: {
      always: [{ guard: 'mustSignIn', target: 'signInRequired' }, { target: 'guestDetails' }],
    },
    /** A visitor of an agency without the non-login flow: the view links to /login and back. */
    signInRequired: {
      on: {
        USER: {
          target: 'gate',
          actions: assign({
            user: ({ event }) => event.user,
            guest: ({ context, event }) => prefilled(context.guest, event.user),
          }),
        },
      },
    },
    guestDetails: {
      on: {
        EDIT_GUEST: {
          actions: assign({
            guest: ({ context, event }) => ({ ...context.guest, [event.field]: event.value }),
            // A field being corrected stops shouting; the others keep their message.
            guestErrors: ({ context, event }) => {
              const { [event.field]: _fixed, ...rest } = context.guestErrors;
              return rest;
            },
          }),
        },
        SUBMIT_GUEST: [
          { guard: 'guestValid', target: 'holding' },
          { actions: assign({ guestErrors: ({ context }) => guestErrorsOf(context.guest) }) },
        ],
      },
    },
    holding: {
      tags: ['loading'],
      entry: assign({ error: null, guestErrors: {} }),
      invoke: {
        src: 'holdBooking',
        input: ({ context }) => {
          const request = context.request as Extract<HotelCheckoutInput, { start: 'offer' }>;
          return {
            hotelId: request.hotelId,
            roomId: request.roomId,
            stay: request.stay,
            guest: guestDetailsSchema.parse(context.guest),
          };
        },
        onDone: {
          target: 'payment',
          actions: [
            assign({ booking: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'checkout.held' as const, booking: event.output })),
          ],
        },
        onError: {
          target: 'guestDetails',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.genericFallback),
          }),
        },
      },
    },
    loadingBooking: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        src: 'loadBooking',
        input: ({ context }) =>
          (context.request as Extract<HotelCheckoutInput, { start: 'booking' }>).bookingId,
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'CONFIRMED',
            target: 'confirmed',
            actions: assign({ booking: ({ event }) => event.output }),
          },
          {
            target: 'payment',
            actions: assign({
              booking: ({ event }) => event.output,
              card: ({ event }) => ({
                ...EMPTY_CARD,
                cardholderName: `${event.output.guest.firstName} ${event.output.guest.lastName}`,
              }),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
          }),
        },
      },
    },
    payment: {
      on: {
        EDIT_CARD: {
          actions: assign({
            card: ({ context, event }) => ({ ...context.card, [event.field]: event.value }),
            cardErrors: ({ context, event }) => {
              const { [event.field]: _fixed, ...rest } = context.cardErrors;
              return rest;
            },
          }),
        },
        PAY: [
          { guard: 'cardValid', target: 'paying' },
          {
            actions: assign({
              cardErrors: ({ context }) => cardErrorsOf(context.card, context.now()),
            }),
          },
        ],
      },
    },
    paying: {
      tags: ['loading'],
      entry: assign({ paymentError: null, cardErrors: {} }),
      invoke: {
        src: 'payBooking',
        input: ({ context }) => ({ bookingId: context.booking?.id ?? '', card: context.card }),
        onDone: {
          target: 'confirmed',
          actions: [
            assign({ booking: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'checkout.confirmed' as const, booking: event.output })),
          ],
        },
        onError: [
          {
            // Paid meanwhile (another tab, a double press that got through): show it as paid.
            guard: ({ event }) => (event.error as { status?: number } | null)?.status === 409,
            target: 'loadingBooking',
            actions: assign({
              request: ({ context }) => ({
                start: 'booking' as const,
                bookingId: context.booking?.id ?? '',
              }),
            }),
          },
          {
            // Declined: the form stays as typed, with the server's message.
            target: 'payment',
            actions: assign({ paymentError: ({ event }) => paymentFailureOf(event.error) }),
          },
        ],
      },
    },
    confirmed: {},
    /** The room is not offered for this stay: back to the hotel's rooms. */
    unavailable: {},
    failed: { on: { RETRY: 'start' } },
  },
});
