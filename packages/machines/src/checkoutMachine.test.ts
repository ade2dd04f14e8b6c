// The booking engine's checkout (DESIGN §2 "One booking engine"): every state and every failure,
// with the server's answers played by deferred promises and the card's expiry judged on a
// simulated clock (the machine's `now` input).
import {
  type ActivityOffer,
  type Booking,
  bookingRates,
  bookingSchema,
  type CreateBooking,
  type CruiseOffer,
  defaultChoice,
  type FlightOffer,
  MESSAGES,
  type Offer,
  type OfferRef,
  offerSchema,
  type UserProfile,
  userProfileSchema,
} from '@wl/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  type BookingPayRequest,
  type CheckoutEmitted,
  type CheckoutInput,
  checkoutMachine,
} from './checkoutMachine.ts';

const RATES = { publishedRate: 60, totalRate: 50, savedPrice: 10 };

const ACTIVITY_REF: OfferRef = {
  vertical: 'activities',
  query: { destination: 'Miami', startDate: '2026-12-10', endDate: '2026-12-20' },
  offerId: 'act-1',
};
const FLIGHT_REF: OfferRef = {
  vertical: 'flights',
  query: { from: 'JFK', to: 'MIA', departDate: '2026-12-10' },
  offerId: 'fl-1',
};

const activity = (rates = { publishedRate: 33.33, totalRate: 29.99, savedPrice: 3.34 }) =>
  offerSchema.parse({
    vertical: 'activities',
    offerId: 'act-1',
    activity: {
      id: 'act-1',
      productCode: 'P-1',
      title: 'Everglades airboat tour',
      imageUrl: '/api/demo-images/activities/act-1.svg',
      duration: '3 hours',
      isFreeCancellation: true,
      rating: 4.6,
      reviews: 120,
      link: '/activities/act-1',
      rates,
    },
    firstDay: '2026-12-10',
    lastDay: '2026-12-20',
    timeSlots: ['09:00', '14:30'],
    freeCancellation: true,
    rates,
  }) as ActivityOffer;

const leg = (from: string, to: string) => ({
  flightNumber: 'AA100',
  from,
  to,
  departAt: '2026-12-10T09:00',
  arriveAt: '2026-12-10T12:30',
  durationMinutes: 210,
  stops: 0,
});

const FLIGHT = offerSchema.parse({
  vertical: 'flights',
  offerId: 'fl-1',
  flight: {
    id: 'fl-1',
    airline: 'American Airlines',
    airlineCode: 'AA',
    cabin: 'economy',
    outbound: leg('JFK', 'MIA'),
    inbound: null,
    rates: RATES,
  },
  guests: { adult: 2, children: 0, infant: 1 },
  travelDate: '2026-12-10',
  returnDate: null,
  freeCancellation: false,
  rates: RATES,
}) as FlightOffer;

const CRUISE = offerSchema.parse({
  vertical: 'cruise',
  offerId: 'cru-1',
  cruise: {
    id: 'cru-1',
    shipLine: { id: 1, code: 'RCL', name: 'Royal Caribbean' },
    ship: 'Wonder of the Seas',
    title: 'Western Caribbean',
    departurePort: 'Miami',
    ports: ['Cozumel'],
    departDate: '2027-01-28',
    nights: 7,
    rates: RATES,
  },
  guests: { adult: 2, children: 0, infant: 0 },
  cabins: [
    { type: 'inside', rates: { publishedRate: 1500, totalRate: 1200, savedPrice: 300 } },
    { type: 'balcony', rates: { publishedRate: 2500, totalRate: 2100, savedPrice: 400 } },
  ],
  freeCancellation: true,
  rates: { publishedRate: 1500, totalRate: 1200, savedPrice: 300 },
}) as CruiseOffer;

const TRAVELLER: UserProfile = userProfileSchema.parse({
  id: 9,
  userType: 'Client',
  personal_info: { first_name: 'Tara', last_name: 'Traveller', email: 'traveller@horizon.test' },
});

const BOOKING_ID = '7b0f3c9e-0000-4000-8000-000000000001';

function booking(status: Booking['status'], offer: Offer = activity()): Booking {
  return bookingSchema.parse({
    id: BOOKING_ID,
    vertical: offer.vertical,
    status,
    referenceNumber: status === 'HELD' ? null : 'ACT-7K2M9Q3P',
    offer,
    choice: defaultChoice(offer),
    travellers: [{ type: 'adult', firstName: 'Lena', lastName: 'Lead' }],
    contact: { email: 'lena@example.com', phone: '+1 305 555 0100' },
    startDate: '2026-12-10',
    endDate: '2026-12-10',
    rates: offer.rates,
    payment: status === 'HELD' ? null : { brand: 'visa', last4: '4242' },
    freeCancellation: offer.freeCancellation,
    traveller: null,
    bookedBy: null,
    holdExpiresAt: '2026-11-25T12:30:00Z',
    createdAt: '2026-11-25T12:00:00Z',
    cancelledAt: status === 'CANCELLED' ? '2026-11-26T09:00:00Z' : null,
    refundedAmount: status === 'CANCELLED' ? 29.99 : null,
  });
}

/** A server refusal as the injected calls reject: the status and the parsed body. */
const refusal = (status: number, body: object) =>
  Object.assign(new Error(String(status)), { status, body });

/** Every state an actor passed through, transient ones included (checked at the end). */
const visited = new Set<string>();

/** The simulated clock: local noon of 25 November 2026, moved on by the test. */
function simulatedClock() {
  const clock = new SimulatedClock();
  clock.set(new Date(2026, 10, 25, 12).getTime());
  return { clock, now: () => new Date(clock.now()) };
}

type StartInput =
  | Omit<Extract<CheckoutInput, { start: 'offer' }>, 'now'>
  | Omit<Extract<CheckoutInput, { start: 'booking' }>, 'now'>
  | Omit<Extract<CheckoutInput, { start: 'reference' }>, 'now'>;

/** One call an injected actor received: its input and the answer the test plays. */
interface Call<I, O> {
  input: I;
  answer: Deferred<O>;
}

/** An injected call that records its input and waits for the test's answer. */
function stub<I, O>(calls: Call<I, O>[]) {
  return fromPromise<O, I>(({ input }) => {
    const answer = deferred<O>();
    calls.push({ input, answer });
    return answer.promise;
  });
}

function start(input: StartInput) {
  const { clock, now } = simulatedClock();
  const calls = {
    offer: [] as Call<OfferRef, Offer>[],
    hold: [] as Call<CreateBooking, Booking>[],
    load: [] as Call<string, Booking>[],
    reference: [] as Call<string, Booking>[],
    pay: [] as Call<BookingPayRequest, Booking>[],
    cancel: [] as Call<string, Booking>[],
  };
  const machine = checkoutMachine.provide({
    actors: {
      loadOffer: stub(calls.offer),
      holdBooking: stub(calls.hold),
      loadBooking: stub(calls.load),
      loadByReference: stub(calls.reference),
      payBooking: stub(calls.pay),
      cancelBooking: stub(calls.cancel),
    },
  });
  const actor = createActor(machine, {
    input: { ...input, now } as CheckoutInput,
    clock,
    inspect: (event) => {
      if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
        const value = (event.snapshot as { value?: unknown }).value;
        if (typeof value === 'string') visited.add(value);
      }
    },
  });
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, calls, clock, emitted, state, context };
}

type Started = ReturnType<typeof start>;

const atOffer = (overrides: Partial<Extract<CheckoutInput, { start: 'offer' }>> = {}) =>
  start({
    start: 'offer',
    offer: ACTIVITY_REF,
    user: TRAVELLER,
    signInRequired: true,
    ...overrides,
  });

/** At the details form of an offer (the load answered). */
async function atDetails(
  offer: Offer = activity(),
  overrides: Partial<Extract<CheckoutInput, { start: 'offer' }>> = {},
) {
  const started = atOffer(overrides);
  started.calls.offer[0]?.answer.resolve(offer);
  await settle();
  return started;
}

/** Fills what the activity form still needs of a signed-in traveller: the phone. */
function completeActivityForm({ actor }: Started) {
  actor.send({ type: 'EDIT_CONTACT', field: 'phone', value: '+1 305 555 0100' });
}

/** Held and at the card form (started at a HELD booking, as the payment path does). */
async function atPayment() {
  const started = start({ start: 'booking', bookingId: BOOKING_ID });
  started.calls.load[0]?.answer.resolve(booking('HELD'));
  await settle();
  return started;
}

function typeCard({ actor }: Started, cardNumber: string, expiry = '12/30') {
  actor.send({ type: 'EDIT_CARD', field: 'cardNumber', value: cardNumber });
  actor.send({ type: 'EDIT_CARD', field: 'expiry', value: expiry });
  actor.send({ type: 'EDIT_CARD', field: 'cvc', value: '123' });
}

async function atConfirmed() {
  const started = start({ start: 'booking', bookingId: BOOKING_ID });
  started.calls.load[0]?.answer.resolve(booking('CONFIRMED'));
  await settle();
  return started;
}

describe('checkoutMachine: loading the offer (DESIGN §2 one booking engine)', () => {
  it('starts at the offer: loadingOffer asks for the offer by its reference', () => {
    const { state, calls, actor } = atOffer();
    expect(state()).toBe('loadingOffer');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.offer.map((call) => call.input)).toEqual([ACTIVITY_REF]);
  });

  it("goes to details with the signed-in traveller's name on the first traveller and their e-mail", async () => {
    const started = atOffer({ offer: FLIGHT_REF });
    started.calls.offer[0]?.answer.resolve(FLIGHT);
    await settle();
    expect(started.state()).toBe('details');
    expect(started.context().offer).toEqual(FLIGHT);
    // Spec §3 guest groups: 2 adults and 1 infant, the signed-in traveller first.
    expect(started.context().travellers).toEqual([
      { type: 'adult', firstName: 'Tara', lastName: 'Traveller', dateOfBirth: '' },
      { type: 'adult', firstName: '', lastName: '', dateOfBirth: '' },
      { type: 'infant', firstName: '', lastName: '', dateOfBirth: '' },
    ]);
    expect(started.context().contact).toEqual({ email: 'traveller@horizon.test', phone: '' });
    expect(started.context().choice).toEqual(defaultChoice(FLIGHT));
  });

  it("the choice starts as the offer's default choice (first day, first slot, one participant)", async () => {
    const { context } = await atDetails();
    expect(context().choice).toEqual(defaultChoice(activity()));
    expect(context().choice).toEqual({ date: '2026-12-10', timeSlot: '09:00', participants: 1 });
  });

  it("fails with the server's message, and RETRY loads the offer again", async () => {
    const started = atOffer();
    started.calls.offer[0]?.answer.reject({ message: 'This offer is no longer available.' });
    await settle();
    expect(started.state()).toBe('failed');
    expect(started.context().error).toBe('This offer is no longer available.');
    started.actor.send({ type: 'RETRY' });
    expect(started.state()).toBe('loadingOffer');
    expect(started.calls.offer).toHaveLength(2);
    expect(started.calls.offer[1]?.input).toEqual(ACTIVITY_REF);
  });

  it("spec §8: a failure without a server message shows the default ('something went wrong')", async () => {
    const started = atOffer();
    started.calls.offer[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(started.state()).toBe('failed');
    expect(started.context().error).toBe(MESSAGES.loadFailedDefault);
  });

  it('spec §8: after RETRY loads the offer, the form no longer shows the failed load message', async () => {
    const started = atOffer();
    started.calls.offer[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    started.actor.send({ type: 'RETRY' });
    started.calls.offer[1]?.answer.resolve(activity());
    await settle();
    expect(started.state()).toBe('details');
    // The details form draws `context.error` as an alert: a stale load failure must not show.
    expect(started.context().error).toBeNull();
  });
});

describe('checkoutMachine: who may check out (spec §3 agency allowNonLoginFlow)', () => {
  it('asks a visitor to sign in when the agency requires it, then moves on when a USER arrives', async () => {
    const started = await atDetails(activity(), { user: null, signInRequired: true });
    expect(started.state()).toBe('signInRequired');
    started.actor.send({ type: 'USER', user: TRAVELLER });
    expect(started.state()).toBe('details');
    expect(started.context().user).toEqual(TRAVELLER);
    expect(started.context().travellers[0]).toMatchObject({
      firstName: 'Tara',
      lastName: 'Traveller',
    });
    expect(started.context().contact.email).toBe('traveller@horizon.test');
  });

  it('stays at signInRequired while the host still has no user', async () => {
    const started = await atDetails(activity(), { user: null, signInRequired: true });
    started.actor.send({ type: 'USER', user: null });
    expect(started.state()).toBe('signInRequired');
    started.actor.send({ type: 'SUBMIT' });
    expect(started.state()).toBe('signInRequired');
    expect(started.calls.hold).toHaveLength(0);
  });

  it('lets a visitor fill the details where the agency allows the non-login flow', async () => {
    const started = await atDetails(activity(), { user: null, signInRequired: false });
    expect(started.state()).toBe('details');
    expect(started.context().travellers).toEqual([
      { type: 'adult', firstName: '', lastName: '', dateOfBirth: '' },
    ]);
    expect(started.context().contact).toEqual({ email: '', phone: '' });
  });
});

describe('checkoutMachine: the details form (core bookingProblems)', () => {
  it('SUBMIT with problems stays in details with errors keyed by path, and holds nothing', async () => {
    const started = await atDetails(FLIGHT, { offer: FLIGHT_REF });
    started.actor.send({ type: 'EDIT_CONTACT', field: 'email', value: 'tara@' });
    started.actor.send({ type: 'SUBMIT' });
    expect(started.state()).toBe('details');
    expect(started.context().errors).toEqual({
      'travellers.0.dateOfBirth': 'required',
      'travellers.1.firstName': 'required',
      'travellers.1.lastName': 'required',
      'travellers.1.dateOfBirth': 'required',
      'travellers.2.firstName': 'required',
      'travellers.2.lastName': 'required',
      'travellers.2.dateOfBirth': 'required',
      'contact.email': 'expected an e-mail address',
      'contact.phone': 'expected a phone number',
    });
    expect(started.calls.hold).toHaveLength(0);
  });

  it('spec §9: a passenger whose date of birth puts them in another band is refused on the travel date', async () => {
    const started = await atDetails(FLIGHT, { offer: FLIGHT_REF });
    const { actor } = started;
    actor.send({ type: 'EDIT_TRAVELLER', index: 0, field: 'dateOfBirth', value: '1980-05-01' });
    actor.send({ type: 'EDIT_TRAVELLER', index: 1, field: 'firstName', value: 'Sam' });
    actor.send({ type: 'EDIT_TRAVELLER', index: 1, field: 'lastName', value: 'Traveller' });
    // Born 5 years before the travel date: a child, not an adult.
    actor.send({ type: 'EDIT_TRAVELLER', index: 1, field: 'dateOfBirth', value: '2021-12-10' });
    actor.send({ type: 'EDIT_TRAVELLER', index: 2, field: 'firstName', value: 'Mia' });
    actor.send({ type: 'EDIT_TRAVELLER', index: 2, field: 'lastName', value: 'Traveller' });
    // 2 on the travel date: no longer an infant.
    actor.send({ type: 'EDIT_TRAVELLER', index: 2, field: 'dateOfBirth', value: '2024-12-10' });
    completeActivityForm(started);
    actor.send({ type: 'SUBMIT' });
    expect(started.state()).toBe('details');
    expect(started.context().errors).toEqual({
      'travellers.1.dateOfBirth': 'age band children',
      'travellers.2.dateOfBirth': 'age band children',
    });
    expect(started.calls.hold).toHaveLength(0);
  });

  it('EDIT_TRAVELLER, EDIT_CONTACT and CHOOSE clear only their own path', async () => {
    const started = await atDetails(activity(), { user: null, signInRequired: false });
    const { actor, context } = started;
    actor.send({ type: 'CHOOSE', choice: { timeSlot: '23:00' } });
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(context().errors)).toEqual([
      'choice.timeSlot',
      'travellers.0.firstName',
      'travellers.0.lastName',
      'contact.email',
      'contact.phone',
    ]);

    actor.send({ type: 'EDIT_TRAVELLER', index: 0, field: 'firstName', value: 'Tara' });
    expect(context().travellers[0]?.firstName).toBe('Tara');
    expect(Object.keys(context().errors)).toEqual([
      'choice.timeSlot',
      'travellers.0.lastName',
      'contact.email',
      'contact.phone',
    ]);

    actor.send({ type: 'EDIT_CONTACT', field: 'email', value: 'tara@example.com' });
    expect(context().contact.email).toBe('tara@example.com');
    expect(Object.keys(context().errors)).toEqual([
      'choice.timeSlot',
      'travellers.0.lastName',
      'contact.phone',
    ]);

    actor.send({ type: 'CHOOSE', choice: { timeSlot: '14:30' } });
    expect(context().choice).toEqual({ date: '2026-12-10', timeSlot: '14:30', participants: 1 });
    expect(context().errors).toEqual({
      'travellers.0.lastName': 'required',
      'contact.phone': 'expected a phone number',
    });
  });

  it("CHOOSE a cruise's cabin clears that cabin's error only", async () => {
    const started = await atDetails(CRUISE, {
      offer: { ...ACTIVITY_REF, vertical: 'cruise', offerId: 'cru-1' },
    });
    const { actor, context } = started;
    expect(context().choice).toEqual({ cabin: 'inside' });
    actor.send({ type: 'CHOOSE', choice: { cabin: 'suite' } });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors['choice.cabin']).toBe('not offered');
    expect(context().errors['travellers.1.firstName']).toBe('required');
    actor.send({ type: 'CHOOSE', choice: { cabin: 'balcony' } });
    expect(context().errors['choice.cabin']).toBeUndefined();
    expect(context().errors['travellers.1.firstName']).toBe('required');
  });
});

describe('checkoutMachine: holding the booking (the server prices it)', () => {
  it('SUBMIT valid → holding with the offer ref, choice, travellers, contact and quoted total', async () => {
    const started = await atDetails();
    completeActivityForm(started);
    started.actor.send({ type: 'CHOOSE', choice: { participants: 3, timeSlot: '14:30' } });
    started.actor.send({ type: 'SUBMIT' });
    expect(started.state()).toBe('holding');
    expect(started.actor.getSnapshot().hasTag('loading')).toBe(true);
    const choice = { date: '2026-12-10', timeSlot: '14:30', participants: 3 };
    expect(started.calls.hold.map((call) => call.input)).toEqual([
      {
        offer: ACTIVITY_REF,
        choice,
        travellers: [{ type: 'adult', firstName: 'Tara', lastName: 'Traveller', dateOfBirth: '' }],
        contact: { email: 'traveller@horizon.test', phone: '+1 305 555 0100' },
        quotedTotal: bookingRates(activity(), choice).totalRate,
      },
    ]);
    // 3 × 29.99 rounded to cents: what the traveller was shown.
    expect(started.calls.hold[0]?.input.quotedTotal).toBe(89.97);
    expect(started.calls.hold[0]?.input).not.toHaveProperty('clientId');
  });

  it('spec §1: an agent booking for a client sends that clientId, and none once cleared', async () => {
    const started = await atDetails();
    completeActivityForm(started);
    started.actor.send({ type: 'SET_CLIENT', clientId: 42 });
    expect(started.context().clientId).toBe(42);
    started.actor.send({ type: 'SUBMIT' });
    expect(started.calls.hold[0]?.input.clientId).toBe(42);

    const again = await atDetails();
    completeActivityForm(again);
    again.actor.send({ type: 'SET_CLIENT', clientId: 42 });
    again.actor.send({ type: 'SET_CLIENT', clientId: null });
    again.actor.send({ type: 'SUBMIT' });
    expect(again.calls.hold[0]?.input).not.toHaveProperty('clientId');
  });

  it('spec §1: the chosen client becomes the lead traveller and the contact; the agent again after', async () => {
    const started = await atDetails();
    completeActivityForm(started);
    const phone = started.context().contact.phone;
    started.actor.send({
      type: 'SET_CLIENT',
      clientId: 42,
      client: { name: 'Olivia  Bennett Ruiz', email: 'olivia@example.com' },
    });
    expect(started.context().travellers[0]).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Bennett Ruiz',
    });
    expect(started.context().contact).toEqual({ email: 'olivia@example.com', phone });
    started.actor.send({ type: 'SET_CLIENT', clientId: null, client: null });
    expect(started.context().travellers[0]).toMatchObject({
      firstName: 'Tara',
      lastName: 'Traveller',
    });
    expect(started.context().contact.email).toBe('traveller@horizon.test');
  });

  it('hold ok → emits checkout.held with the booking and goes to payment', async () => {
    const started = await atDetails();
    completeActivityForm(started);
    started.actor.send({ type: 'SUBMIT' });
    const held = booking('HELD');
    started.calls.hold[0]?.answer.resolve(held);
    await settle();
    expect(started.state()).toBe('payment');
    expect(started.context().booking).toEqual(held);
    expect(started.emitted).toEqual([{ type: 'checkout.held', booking: held }]);
  });

  it("hold 400 → details with the server's issues by path and its message", async () => {
    const started = await atDetails();
    completeActivityForm(started);
    started.actor.send({ type: 'SUBMIT' });
    started.calls.hold[0]?.answer.reject(
      refusal(400, {
        message: 'Invalid booking',
        issues: [
          { path: 'choice.timeSlot', message: 'not offered' },
          { path: 'contact.phone', message: 'expected a phone number' },
        ],
      }),
    );
    await settle();
    expect(started.state()).toBe('details');
    expect(started.context().errors).toEqual({
      'choice.timeSlot': 'not offered',
      'contact.phone': 'expected a phone number',
    });
    expect(started.context().error).toBe('Invalid booking');
    // What was typed stays.
    expect(started.context().contact.phone).toBe('+1 305 555 0100');
    expect(started.emitted).toEqual([]);
  });

  it('hold 409 price_changed → loadingOffer again, typed travellers kept, with the message', async () => {
    const started = await atDetails();
    completeActivityForm(started);
    started.actor.send({ type: 'EDIT_TRAVELLER', index: 0, field: 'firstName', value: 'Tamara' });
    started.actor.send({ type: 'CHOOSE', choice: { participants: 2 } });
    started.actor.send({ type: 'SUBMIT' });
    const message = 'The price of this offer has changed. Please review it.';
    started.calls.hold[0]?.answer.reject(refusal(409, { code: 'price_changed', message }));
    await settle();
    expect(started.state()).toBe('loadingOffer');
    expect(started.calls.offer).toHaveLength(2);
    expect(started.calls.offer[1]?.input).toEqual(ACTIVITY_REF);
    expect(started.context().error).toBe(message);

    const repriced = activity({ publishedRate: 40, totalRate: 35, savedPrice: 5 });
    started.calls.offer[1]?.answer.resolve(repriced);
    await settle();
    expect(started.state()).toBe('details');
    expect(started.context().offer).toEqual(repriced);
    expect(started.context().travellers[0]?.firstName).toBe('Tamara');
    expect(started.context().choice.participants).toBe(2);
    expect(started.context().error).toBe(message);

    // Submitted again, the new price is the one quoted.
    started.actor.send({ type: 'SUBMIT' });
    expect(started.calls.hold[1]?.input.quotedTotal).toBe(70);
  });

  it("spec §8: a hold failure without a server message says 'Something went wrong'", async () => {
    const started = await atDetails();
    completeActivityForm(started);
    started.actor.send({ type: 'SUBMIT' });
    started.calls.hold[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(started.state()).toBe('details');
    expect(started.context().error).toBe(MESSAGES.genericFallback);
    expect(started.context().errors).toEqual({});
  });
});

describe('checkoutMachine: starting at a booking or a reference (a reload lands where it was)', () => {
  it('HELD → payment with the lead traveller as cardholder', async () => {
    const started = start({ start: 'booking', bookingId: BOOKING_ID });
    expect(started.state()).toBe('loadingBooking');
    expect(started.calls.load.map((call) => call.input)).toEqual([BOOKING_ID]);
    started.calls.load[0]?.answer.resolve(booking('HELD'));
    await settle();
    expect(started.state()).toBe('payment');
    expect(started.context().card).toEqual({
      cardholderName: 'Lena Lead',
      cardNumber: '',
      expiry: '',
      cvc: '',
    });
  });

  it('CONFIRMED → confirmed', async () => {
    const started = await atConfirmed();
    expect(started.state()).toBe('confirmed');
    expect(started.context().booking?.referenceNumber).toBe('ACT-7K2M9Q3P');
  });

  it('CANCELLED → cancelled', async () => {
    const started = start({ start: 'booking', bookingId: BOOKING_ID });
    started.calls.load[0]?.answer.resolve(booking('CANCELLED'));
    await settle();
    expect(started.state()).toBe('cancelled');
  });

  it('starts at a reference number: loadingReference asks loadByReference', async () => {
    const started = start({ start: 'reference', referenceNumber: 'ACT-7K2M9Q3P' });
    expect(started.state()).toBe('loadingReference');
    expect(started.calls.reference.map((call) => call.input)).toEqual(['ACT-7K2M9Q3P']);
    expect(started.calls.load).toHaveLength(0);
    started.calls.reference[0]?.answer.resolve(booking('CONFIRMED'));
    await settle();
    expect(started.state()).toBe('confirmed');
  });

  it("a booking that fails to load → failed with the server's message; RETRY loads it again", async () => {
    const started = start({ start: 'booking', bookingId: BOOKING_ID });
    started.calls.load[0]?.answer.reject(refusal(404, { message: 'Booking not found' }));
    await settle();
    expect(started.state()).toBe('failed');
    expect(started.context().error).toBe('Booking not found');
    started.actor.send({ type: 'RETRY' });
    expect(started.state()).toBe('loadingBooking');
    expect(started.calls.load).toHaveLength(2);
  });

  it('a visitor opening a booking (401) is asked to sign in; a user arriving loads it again', async () => {
    const started = start({ start: 'reference', referenceNumber: 'CRU-7K2M9Q3P' });
    started.calls.reference[0]?.answer.reject(refusal(401, { message: 'Unauthorized' }));
    await settle();
    expect(started.state()).toBe('signInToSee');
    expect(started.context().error).toBeNull();
    started.actor.send({ type: 'USER', user: null });
    expect(started.state()).toBe('signInToSee');
    started.actor.send({ type: 'USER', user: TRAVELLER });
    expect(started.state()).toBe('loadingReference');
    expect(started.calls.reference).toHaveLength(2);
    started.calls.reference[1]?.answer.resolve(booking('CONFIRMED'));
    await settle();
    expect(started.state()).toBe('confirmed');
  });

  it('a booking by id refused with 401 → signInToSee as well', async () => {
    const started = start({ start: 'booking', bookingId: BOOKING_ID });
    started.calls.load[0]?.answer.reject(refusal(401, { message: 'Unauthorized' }));
    await settle();
    expect(started.state()).toBe('signInToSee');
  });

  it('spec §8: a reference that fails to load without a message → the default; RETRY again', async () => {
    const started = start({ start: 'reference', referenceNumber: 'ACT-7K2M9Q3P' });
    started.calls.reference[0]?.answer.reject(new Error('socket hang up'));
    await settle();
    expect(started.state()).toBe('failed');
    expect(started.context().error).toBe(MESSAGES.loadFailedDefault);
    started.actor.send({ type: 'RETRY' });
    expect(started.state()).toBe('loadingReference');
    expect(started.calls.reference).toHaveLength(2);
  });
});

describe('checkoutMachine: payment (one payment, each attempt its own idempotency key)', () => {
  it('PAY with an invalid card names each field and makes no pay call', async () => {
    const started = await atPayment();
    typeCard(started, '4242 4242 4242 4241', '13/30');
    started.actor.send({ type: 'EDIT_CARD', field: 'cvc', value: '' });
    started.actor.send({ type: 'PAY' });
    expect(started.state()).toBe('payment');
    expect(Object.keys(started.context().cardErrors).sort()).toEqual([
      'cardNumber',
      'cvc',
      'expiry',
    ]);
    expect(started.context().cardErrors.cardNumber).toBe('invalid card number');
    expect(started.calls.pay).toHaveLength(0);
    // Correcting a field clears its own message only.
    started.actor.send({ type: 'EDIT_CARD', field: 'cardNumber', value: '4242 4242 4242 4242' });
    expect(Object.keys(started.context().cardErrors).sort()).toEqual(['cvc', 'expiry']);
  });

  it('PAY with a card expired before the simulated now → expiry error, no pay call', async () => {
    const started = await atPayment();
    // Now is 25 November 2026: October 2026 has ended.
    typeCard(started, '4242 4242 4242 4242', '10/26');
    started.actor.send({ type: 'PAY' });
    expect(started.state()).toBe('payment');
    expect(started.context().cardErrors).toEqual({ expiry: 'expired' });
    expect(started.calls.pay).toHaveLength(0);
  });

  it('a card valid through November 2026 is refused once the simulated clock reaches December', async () => {
    const started = await atPayment();
    typeCard(started, '4242 4242 4242 4242', '11/26');
    // 25 November noon + 7 days: 2 December.
    started.clock.increment(7 * 24 * 60 * 60 * 1000);
    started.actor.send({ type: 'PAY' });
    expect(started.context().cardErrors).toEqual({ expiry: 'expired' });
    expect(started.calls.pay).toHaveLength(0);
  });

  it('PAY valid → paying with idempotency key <bookingId>:1', async () => {
    const started = await atPayment();
    typeCard(started, '4242 4242 4242 4242', '11/26');
    started.actor.send({ type: 'PAY' });
    expect(started.state()).toBe('paying');
    expect(started.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(started.calls.pay.map((call) => call.input)).toEqual([
      {
        bookingId: BOOKING_ID,
        card: {
          cardholderName: 'Lena Lead',
          cardNumber: '4242 4242 4242 4242',
          expiry: '11/26',
          cvc: '123',
        },
        idempotencyKey: `${BOOKING_ID}:1`,
      },
    ]);
  });

  it('declined 402 → payment with the code and message; the next attempt uses `:2`', async () => {
    const started = await atPayment();
    typeCard(started, '4000 0000 0000 0002');
    started.actor.send({ type: 'PAY' });
    const declined = {
      code: 'card_declined',
      message: 'Your card was declined. Please use another card.',
    };
    started.calls.pay[0]?.answer.reject(refusal(402, declined));
    await settle();
    expect(started.state()).toBe('payment');
    expect(started.context().paymentError).toEqual(declined);
    expect(started.context().card.cardNumber).toBe('4000 0000 0000 0002');

    typeCard(started, '4242 4242 4242 4242');
    started.actor.send({ type: 'PAY' });
    expect(started.state()).toBe('paying');
    expect(started.context().paymentError).toBeNull();
    expect(started.calls.pay.map((call) => call.input.idempotencyKey)).toEqual([
      `${BOOKING_ID}:1`,
      `${BOOKING_ID}:2`,
    ]);
  });

  it("spec §8: a payment failure without a server body → code null, 'Something went wrong'", async () => {
    const started = await atPayment();
    typeCard(started, '4242 4242 4242 4242');
    started.actor.send({ type: 'PAY' });
    started.calls.pay[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(started.state()).toBe('payment');
    expect(started.context().paymentError).toEqual({
      code: null,
      message: MESSAGES.genericFallback,
    });
  });

  it('409 on pay (paid meanwhile) → loadingBooking → confirmed', async () => {
    const started = await atPayment();
    typeCard(started, '4242 4242 4242 4242');
    started.actor.send({ type: 'PAY' });
    started.calls.pay[0]?.answer.reject(refusal(409, { message: 'Already paid' }));
    await settle();
    expect(started.state()).toBe('loadingBooking');
    expect(started.calls.load.map((call) => call.input)).toEqual([BOOKING_ID, BOOKING_ID]);
    started.calls.load[1]?.answer.resolve(booking('CONFIRMED'));
    await settle();
    expect(started.state()).toBe('confirmed');
    expect(started.context().booking?.status).toBe('CONFIRMED');
  });

  it('a second PAY while paying is ignored (one call)', async () => {
    const started = await atPayment();
    typeCard(started, '4242 4242 4242 4242');
    started.actor.send({ type: 'PAY' });
    started.actor.send({ type: 'PAY' });
    started.actor.send({ type: 'EDIT_CARD', field: 'cardNumber', value: '4000 0000 0000 0002' });
    expect(started.state()).toBe('paying');
    expect(started.calls.pay).toHaveLength(1);
    expect(started.context().attempts).toBe(1);
    expect(started.context().card.cardNumber).toBe('4242 4242 4242 4242');
  });

  it('pay ok → confirmed, emits checkout.confirmed with the paid booking', async () => {
    const started = await atPayment();
    typeCard(started, '4242 4242 4242 4242');
    started.actor.send({ type: 'PAY' });
    const paid = booking('CONFIRMED');
    started.calls.pay[0]?.answer.resolve(paid);
    await settle();
    expect(started.state()).toBe('confirmed');
    expect(started.context().booking).toEqual(paid);
    expect(started.emitted).toEqual([{ type: 'checkout.confirmed', booking: paid }]);
  });

  it('the whole journey from the offer: held, then paid with the held booking id', async () => {
    const started = await atDetails();
    completeActivityForm(started);
    started.actor.send({ type: 'SUBMIT' });
    started.calls.hold[0]?.answer.resolve(booking('HELD'));
    await settle();
    started.actor.send({ type: 'EDIT_CARD', field: 'cardholderName', value: 'Tara Traveller' });
    typeCard(started, '4242 4242 4242 4242');
    started.actor.send({ type: 'PAY' });
    expect(started.calls.pay[0]?.input.idempotencyKey).toBe(`${BOOKING_ID}:1`);
    started.calls.pay[0]?.answer.resolve(booking('CONFIRMED'));
    await settle();
    expect(started.state()).toBe('confirmed');
    expect(started.emitted.map((event) => event.type)).toEqual([
      'checkout.held',
      'checkout.confirmed',
    ]);
  });
});

describe('checkoutMachine: cancellation (where the policy allows)', () => {
  it('CANCEL from confirmed → cancelling → cancelled, emits checkout.cancelled', async () => {
    const started = await atConfirmed();
    started.actor.send({ type: 'CANCEL' });
    expect(started.state()).toBe('cancelling');
    expect(started.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(started.calls.cancel.map((call) => call.input)).toEqual([BOOKING_ID]);
    const cancelled = booking('CANCELLED');
    started.calls.cancel[0]?.answer.resolve(cancelled);
    await settle();
    expect(started.state()).toBe('cancelled');
    expect(started.context().booking).toEqual(cancelled);
    expect(started.emitted).toEqual([{ type: 'checkout.cancelled', booking: cancelled }]);
  });

  it('a refused cancellation (409 non_refundable) → back to confirmed with its message', async () => {
    const started = await atConfirmed();
    started.actor.send({ type: 'CANCEL' });
    const message = 'This booking is non-refundable and cannot be cancelled.';
    started.calls.cancel[0]?.answer.reject(refusal(409, { message, code: 'non_refundable' }));
    await settle();
    expect(started.state()).toBe('confirmed');
    expect(started.context().error).toBe(message);
    expect(started.context().booking?.status).toBe('CONFIRMED');
    expect(started.emitted).toEqual([]);
    // Asked again, the message is cleared while the new request runs.
    started.actor.send({ type: 'CANCEL' });
    expect(started.state()).toBe('cancelling');
    expect(started.context().error).toBeNull();
    expect(started.calls.cancel).toHaveLength(2);
  });
});

afterAll(() => {
  // Every state of the machine, transient ones included, was entered by a test above.
  expect([...visited].sort()).toEqual(Object.keys(checkoutMachine.root.states).sort());
});
