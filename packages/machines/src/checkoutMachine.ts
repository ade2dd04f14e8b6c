import {
  type Booking,
  type BookingChoice,
  type BookingContactInput,
  type BookingProblem,
  bookingProblems,
  bookingRates,
  type CreateBooking,
  defaultChoice,
  MESSAGES,
  type Offer,
  type OfferRef,
  type PaymentCardInput,
  type TravellerInput,
  travellerTypesFor,
  type UserProfile,
} from '@wl/core';
import { assign, emit, setup } from 'xstate';
import {
  type CardField,
  cardErrorsOf,
  EMPTY_CARD,
  type FieldErrors,
  isAlreadyPaid,
  isEmpty,
  type PaymentFailure,
  paymentFailureOf,
} from './checkoutPayment.ts';
import { failureMessage, failureStatus, serverBody } from './failure.ts';
import { unprovided } from './unprovided.ts';

/**
 * The one booking engine's checkout (DESIGN §2): an offer is loaded from its search, a visitor is
 * asked to sign in unless the agency allows the non-login flow, the traveller fills the offer's
 * choices, travellers and contact (core `bookingProblems` decides what is wrong, the same rule
 * the API applies), the server holds and prices the booking, then the card is paid once (each
 * attempt carries its own idempotency key). A confirmed booking can be cancelled where its
 * policy allows.
 *
 * Each page of a vertical starts it where its URL says: at the offer (details and travellers),
 * at a booking (payment, confirmation, booking details), or at a reference number (the
 * activities' and cruises' confirmation paths carry one), so a reload lands in the right state.
 */
export type CheckoutInput =
  | {
      start: 'offer';
      offer: OfferRef;
      user: UserProfile | null;
      /** Core `signInRequired`: a visitor of an agency without the non-login flow. */
      signInRequired: boolean;
      now?: () => Date;
    }
  | { start: 'booking'; bookingId: string; now?: () => Date }
  | { start: 'reference'; referenceNumber: string; now?: () => Date };

/** Problems by path (`travellers.0.firstName`, `choice.cabin`, `contact.email`). */
export type BookingErrors = Record<string, string>;

export interface CheckoutContext {
  request: CheckoutInput;
  user: UserProfile | null;
  offer: Offer | null;
  booking: Booking | null;
  choice: BookingChoice;
  travellers: TravellerInput[];
  contact: BookingContactInput;
  /** An agent booking for one of the agency's clients: that client's id. */
  clientId: number | null;
  errors: BookingErrors;
  card: PaymentCardInput;
  cardErrors: FieldErrors<CardField>;
  /** How many payments were attempted: each attempt's idempotency key counts it. */
  attempts: number;
  /** A load, hold or cancellation that failed: the server's message or spec §8's default. */
  error: string | null;
  paymentError: PaymentFailure | null;
  now: () => Date;
}

export type TravellerField = 'firstName' | 'lastName' | 'dateOfBirth';

export type CheckoutEvent =
  | { type: 'CHOOSE'; choice: Partial<BookingChoice> }
  | { type: 'EDIT_TRAVELLER'; index: number; field: TravellerField; value: string }
  | { type: 'EDIT_CONTACT'; field: keyof BookingContactInput; value: string }
  /**
   * An agent chose whom they book for: one of the agency's clients (their name and e-mail fill
   * the lead traveller and the contact), or themself again (`client` null).
   */
  | { type: 'SET_CLIENT'; clientId: number | null; client?: { name: string; email: string } | null }
  | { type: 'SUBMIT' }
  | { type: 'EDIT_CARD'; field: CardField; value: string }
  | { type: 'PAY' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  /** The host's user changed (spec §4 host:user), e.g. signed in in another tab. */
  | { type: 'USER'; user: UserProfile | null };

export type CheckoutEmitted =
  /** The booking is held: the page moves on to the vertical's payment path. */
  | { type: 'checkout.held'; booking: Booking }
  /** Paid: the page moves on to the vertical's confirmation. */
  | { type: 'checkout.confirmed'; booking: Booking }
  | { type: 'checkout.cancelled'; booking: Booking };

export interface BookingPayRequest {
  bookingId: string;
  card: PaymentCardInput;
  idempotencyKey: string;
}

/** The travellers an offer needs, with a signed-in traveller's name in the first form. */
function travellersFor(offer: Offer, user: UserProfile | null): TravellerInput[] {
  return travellerTypesFor(offer).map((type, index) => ({
    type,
    firstName: index === 0 && user ? user.personal_info.first_name : '',
    lastName: index === 0 && user ? user.personal_info.last_name : '',
    dateOfBirth: '',
  }));
}

/** A signed-in traveller's details fill the fields they have left empty. */
function prefilledContact(contact: BookingContactInput, user: UserProfile | null) {
  return user ? { ...contact, email: contact.email || user.personal_info.email } : contact;
}

/**
 * The form when an agent books for a client (or themself again): the lead traveller's names and
 * the contact e-mail become the person's, so the trip and its confirmation reach them; the
 * phone and the other travellers stay as typed.
 */
function forClient({
  context,
  event,
}: {
  context: CheckoutContext;
  event: Extract<CheckoutEvent, { type: 'SET_CLIENT' }>;
}): Partial<CheckoutContext> {
  if (event.client === undefined) return { clientId: event.clientId };
  const own = context.user?.personal_info;
  const [firstName = '', ...rest] = event.client ? event.client.name.trim().split(/\s+/) : [];
  const person = event.client
    ? { firstName, lastName: rest.join(' '), email: event.client.email }
    : { firstName: own?.first_name ?? '', lastName: own?.last_name ?? '', email: own?.email ?? '' };
  return {
    clientId: event.clientId,
    travellers: context.travellers.map((traveller, index) =>
      index === 0
        ? { ...traveller, firstName: person.firstName, lastName: person.lastName }
        : traveller,
    ),
    contact: { ...context.contact, email: person.email },
  };
}

function errorsOf(problems: readonly BookingProblem[]): BookingErrors {
  const errors: BookingErrors = {};
  for (const problem of problems) errors[problem.path] ??= problem.message;
  return errors;
}

function formErrors(context: CheckoutContext): BookingErrors {
  if (!context.offer) return {};
  return errorsOf(
    bookingProblems(context.offer, {
      choice: context.choice,
      travellers: context.travellers,
      contact: context.contact,
    }),
  );
}

/** The server's per-field problems of a refused hold (400 `issues`), by path. */
function serverErrors(error: unknown): BookingErrors {
  const body = serverBody(error) as { issues?: unknown } | undefined;
  if (!Array.isArray(body?.issues)) return {};
  return errorsOf(
    body.issues.filter(
      (issue): issue is BookingProblem =>
        typeof issue?.path === 'string' && typeof issue?.message === 'string',
    ),
  );
}

const offerRequest = (context: CheckoutContext) =>
  context.request as Extract<CheckoutInput, { start: 'offer' }>;

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /** Injected: POST /api/offers, priced for the viewer. */
    loadOffer: unprovided<Offer, OfferRef>('loadOffer'),
    /** Injected: POST /api/bookings; the server prices it. */
    holdBooking: unprovided<Booking, CreateBooking>('holdBooking'),
    /** Injected: GET /api/bookings/{id}. */
    loadBooking: unprovided<Booking, string>('loadBooking'),
    /** Injected: GET /api/bookings/reference/{referenceNumber}. */
    loadByReference: unprovided<Booking, string>('loadByReference'),
    /** Injected: POST /api/bookings/{id}/pay; rejects with the server's body when declined. */
    payBooking: unprovided<Booking, BookingPayRequest>('payBooking'),
    /** Injected: POST /api/bookings/{id}/cancel; 409 with the reason when not refundable. */
    cancelBooking: unprovided<Booking, string>('cancelBooking'),
  },
  guards: {
    startsAtBooking: ({ context }) => context.request.start === 'booking',
    startsAtReference: ({ context }) => context.request.start === 'reference',
    // A 401 to a signed-in traveller's token has already sent the page to /logout (the API
    // client's onUnauthorized); one without a token is a visitor's.
    refused: ({ event }) => failureStatus((event as { error?: unknown }).error) === 401,
    mustSignIn: ({ context }) =>
      context.request.start === 'offer' && !context.user && context.request.signInRequired,
    formValid: ({ context }) => isEmpty(formErrors(context)),
    cardValid: ({ context }) => isEmpty(cardErrorsOf(context.card, context.now())),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const user = input.start === 'offer' ? input.user : null;
    return {
      request: input,
      user,
      offer: null,
      booking: null,
      choice: {},
      travellers: [],
      contact: prefilledContact({ email: '', phone: '' }, user),
      clientId: null,
      errors: {},
      card: EMPTY_CARD,
      cardErrors: {},
      attempts: 0,
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
        contact: ({ context, event }) => prefilledContact(context.contact, event.user),
      }),
    },
  },
  states: {
    start: {
      always: [
        { guard: 'startsAtBooking', target: 'loadingBooking' },
        { guard: 'startsAtReference', target: 'loadingReference' },
        { target: 'loadingOffer' },
      ],
    },
    loadingOffer: {
      tags: ['loading'],
      invoke: {
        src: 'loadOffer',
        input: ({ context }) => offerRequest(context).offer,
        onDone: {
          target: 'gate',
          actions: assign({
            offer: ({ event }) => event.output,
            // Choices and travellers are kept across a reload of the offer (a changed price).
            choice: ({ context, event }) => ({ ...defaultChoice(event.output), ...context.choice }),
            travellers: ({ context, event }) =>
              context.travellers.length > 0
                ? context.travellers
                : travellersFor(event.output, context.user),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
          }),
        },
      },
    },
    gate: {
      always: [{ guard: 'mustSignIn', target: 'signInRequired' }, { target: 'details' }],
    },
    /** A visitor of an agency without the non-login flow: the view links to /login and back. */
    signInRequired: {
      on: {
        USER: {
          target: 'gate',
          actions: assign({
            user: ({ event }) => event.user,
            contact: ({ context, event }) => prefilledContact(context.contact, event.user),
            travellers: ({ context, event }) =>
              context.offer ? travellersFor(context.offer, event.user) : context.travellers,
          }),
        },
      },
    },
    details: {
      on: {
        CHOOSE: {
          actions: assign({
            choice: ({ context, event }) => ({ ...context.choice, ...event.choice }),
            errors: ({ context, event }) =>
              withoutPaths(
                context.errors,
                Object.keys(event.choice).map((key) => `choice.${key}`),
              ),
          }),
        },
        EDIT_TRAVELLER: {
          actions: assign({
            travellers: ({ context, event }) =>
              context.travellers.map((traveller, index) =>
                index === event.index ? { ...traveller, [event.field]: event.value } : traveller,
              ),
            // A field being corrected stops shouting; the others keep their message.
            errors: ({ context, event }) =>
              withoutPaths(context.errors, [`travellers.${event.index}.${event.field}`]),
          }),
        },
        EDIT_CONTACT: {
          actions: assign({
            contact: ({ context, event }) => ({ ...context.contact, [event.field]: event.value }),
            errors: ({ context, event }) =>
              withoutPaths(context.errors, [`contact.${event.field}`]),
          }),
        },
        SET_CLIENT: { actions: assign(forClient) },
        SUBMIT: [
          { guard: 'formValid', target: 'holding' },
          { actions: assign({ errors: ({ context }) => formErrors(context) }) },
        ],
      },
    },
    holding: {
      tags: ['loading'],
      entry: assign({ error: null, errors: {} }),
      invoke: {
        src: 'holdBooking',
        input: ({ context }): CreateBooking => {
          const offer = context.offer as Offer;
          return {
            offer: offerRequest(context).offer,
            choice: context.choice,
            travellers: context.travellers,
            contact: context.contact,
            ...(context.clientId === null ? {} : { clientId: context.clientId }),
            // What this traveller was shown: a changed price is refused, never charged.
            quotedTotal: bookingRates(offer, context.choice).totalRate,
          };
        },
        onDone: {
          target: 'payment',
          actions: [
            assign({
              booking: ({ event }) => event.output,
              card: ({ event }) => cardFor(event.output),
            }),
            emit(({ event }) => ({ type: 'checkout.held' as const, booking: event.output })),
          ],
        },
        onError: [
          {
            // The price moved since the offer was shown: show the new one, keep what was typed.
            guard: ({ event }) =>
              (serverBody(event.error) as { code?: unknown } | undefined)?.code === 'price_changed',
            target: 'loadingOffer',
            actions: assign({
              error: ({ event }) => failureMessage(event.error, MESSAGES.genericFallback),
            }),
          },
          {
            target: 'details',
            actions: assign({
              errors: ({ event }) => serverErrors(event.error),
              error: ({ event }) => failureMessage(event.error, MESSAGES.genericFallback),
            }),
          },
        ],
      },
    },
    loadingBooking: {
      tags: ['loading'],
      invoke: {
        src: 'loadBooking',
        input: ({ context }) =>
          (context.request as Extract<CheckoutInput, { start: 'booking' }>).bookingId,
        onDone: { target: 'booked', actions: assign({ booking: ({ event }) => event.output }) },
        onError: [
          // The booking is a signed-in traveller's and nobody is signed in: sign in to see it.
          { guard: 'refused', target: 'signInToSee' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
            }),
          },
        ],
      },
    },
    loadingReference: {
      tags: ['loading'],
      invoke: {
        src: 'loadByReference',
        input: ({ context }) =>
          (context.request as Extract<CheckoutInput, { start: 'reference' }>).referenceNumber,
        onDone: { target: 'booked', actions: assign({ booking: ({ event }) => event.output }) },
        onError: [
          // The booking is a signed-in traveller's and nobody is signed in: sign in to see it.
          { guard: 'refused', target: 'signInToSee' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
            }),
          },
        ],
      },
    },
    /**
     * A booking's page (its payment, confirmation or details) opened by a visitor: the API
     * answered 401. The view links to /login and back; a user arriving loads it again.
     */
    signInToSee: {
      on: {
        USER: {
          guard: ({ event }) => event.user !== null,
          target: 'start',
          actions: assign({ user: ({ event }) => event.user }),
        },
      },
    },
    /** A loaded booking goes where its status says. */
    booked: {
      always: [
        { guard: ({ context }) => context.booking?.status === 'CONFIRMED', target: 'confirmed' },
        { guard: ({ context }) => context.booking?.status === 'CANCELLED', target: 'cancelled' },
        {
          target: 'payment',
          actions: assign({ card: ({ context }) => cardFor(context.booking) }),
        },
      ],
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
      entry: assign({
        paymentError: null,
        cardErrors: {},
        attempts: ({ context }) => context.attempts + 1,
      }),
      invoke: {
        src: 'payBooking',
        input: ({ context }) => {
          const bookingId = context.booking?.id ?? '';
          return {
            bookingId,
            card: context.card,
            idempotencyKey: `${bookingId}:${context.attempts}`,
          };
        },
        onDone: {
          target: 'confirmed',
          actions: [
            assign({ booking: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'checkout.confirmed' as const, booking: event.output })),
          ],
        },
        onError: [
          {
            // Paid meanwhile (another tab, a press that got through): show it as paid.
            guard: ({ event }) => isAlreadyPaid(event.error),
            target: 'loadingBooking',
            actions: assign({
              request: ({ context }) => ({
                start: 'booking' as const,
                bookingId: context.booking?.id ?? '',
                now: context.now,
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
    confirmed: {
      on: { CANCEL: 'cancelling' },
    },
    cancelling: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        src: 'cancelBooking',
        input: ({ context }) => context.booking?.id ?? '',
        onDone: {
          target: 'cancelled',
          actions: [
            assign({ booking: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'checkout.cancelled' as const, booking: event.output })),
          ],
        },
        onError: {
          // Refused by the policy (non-refundable, already started): the reason is shown.
          target: 'confirmed',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.genericFallback),
          }),
        },
      },
    },
    cancelled: {},
    failed: { on: { RETRY: { target: 'start', actions: assign({ error: null }) } } },
  },
});

/** A new card form, with the lead traveller's name as the cardholder's. */
function cardFor(booking: Booking | null): PaymentCardInput {
  const lead = booking?.travellers[0];
  return { ...EMPTY_CARD, cardholderName: lead ? `${lead.firstName} ${lead.lastName}` : '' };
}

function withoutPaths(errors: BookingErrors, paths: readonly string[]): BookingErrors {
  const rest = { ...errors };
  for (const path of paths) delete rest[path];
  return rest;
}
