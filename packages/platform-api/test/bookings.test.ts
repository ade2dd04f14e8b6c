// The booking engine (ours, README "Bookings"): offers repeated from the searches, a held
// booking priced by the server and validated by core's rules, its one payment through the
// agency's gateway (idempotent), cancellation, the traveller's and the agency's lists, agents
// booking for clients, and the visitor's non-login flow (spec §4).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bookingListSchema,
  bookingSchema,
  type EngineVertical,
  type Offer,
  offerSchema,
} from '@wl/core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/sqlite.ts';
import { CONFIG_DIR, manualClock, type RunningApi, startApi, tempDir } from './helpers.ts';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/**
 * The demo configs with a payment gateway for the three selling agencies (`null`: without one),
 * and solmar refusing same-day activities (spec §9: the first bookable day is 3 ahead).
 */
function bookingConfigs(gateway: string | null = 'Stripe'): string {
  const dir = tempDir();
  cpSync(CONFIG_DIR, dir, { recursive: true });
  for (const name of ['horizon', 'nordlys', 'solmar']) {
    const path = join(dir, `${name}.json`);
    const config = JSON.parse(readFileSync(path, 'utf8'));
    if (gateway === null) delete config.agency.currentPaymentGateway;
    else config.agency.currentPaymentGateway = gateway;
    if (name === 'solmar') {
      config.agency.disallowSameDayBooking = { hotel: false, activities: true, car: false };
    }
    writeFileSync(path, JSON.stringify(config, null, 2));
  }
  return dir;
}

/**
 * The verticals booked from a search's results (a resort is booked from its hold:
 * resortBookings.test.ts; a hotel from one of its rooms: "hotels" below).
 */
type Searched = Exclude<EngineVertical, 'resorts' | 'hotels'>;

/** Results-page queries: every value a text, as the URL carries them. */
const QUERIES: Record<Searched, Record<string, string>> = {
  flights: {
    from: 'MIA',
    fromName: 'Miami',
    to: 'JFK',
    toName: 'New York',
    depart: day(10),
    return: day(17),
    adult: '2',
    children: '1',
    infant: '0',
  },
  cars: {
    pickup: 'Miami International Airport (MIA), Miami',
    lat: '25.7959',
    long: '-80.287',
    pickUpDate: day(5),
    returnDate: day(8),
    age: '30',
    residence: 'US',
  },
  activities: {
    destination: 'Miami',
    lat: '25.7617',
    long: '-80.1918',
    from: day(5),
    to: day(9),
  },
  cruise: { from: day(5), to: day(60), adult: '2', children: '0', infant: '0' },
};

const SEARCH_PATHS: Record<Searched, string> = {
  flights: '/api/flight/search',
  cars: '/api/car-rental/search',
  activities: '/api/activities/search',
  cruise: '/api/cruise/search',
};

const ADULT = { type: 'adult', firstName: 'Ana', lastName: 'López', dateOfBirth: '1990-04-02' };
const CONTACT = { email: 'ana@example.com', phone: '+1 305 555 0100' };
const CARD = { cardholderName: 'Ana López', expiry: '12/35', cvc: '123' };
const APPROVED = { ...CARD, cardNumber: '4242 4242 4242 4242' };
const DECLINED = { ...CARD, cardNumber: '4000 0000 0000 0002' };

/** The travellers an offer needs, each in their band on the travel date. */
function travellersFor(offer: Offer) {
  if (offer.vertical !== 'flights' && offer.vertical !== 'cruise') return [ADULT];
  const { adult, children, infant } = offer.guests;
  return [
    ...Array.from({ length: adult }, (_, index) => ({ ...ADULT, firstName: `Adult${index}` })),
    ...Array.from({ length: children }, () => ({
      type: 'children',
      firstName: 'Leo',
      lastName: 'López',
      dateOfBirth: format(addDays(new Date(), -6 * 365), 'yyyy-MM-dd'),
    })),
    ...Array.from({ length: infant }, () => ({
      type: 'infant',
      firstName: 'Mia',
      lastName: 'López',
      dateOfBirth: format(addDays(new Date(), -200), 'yyyy-MM-dd'),
    })),
  ];
}

/** The choices the checkout sends for an offer (core defaultChoice, written out). */
function choiceFor(offer: Offer) {
  switch (offer.vertical) {
    case 'activities':
      return { date: offer.firstDay, timeSlot: offer.timeSlots[0], participants: 2 };
    case 'cruise':
      return { cabin: 'balcony' };
    case 'cars':
      return { driverAge: offer.driverAge };
    case 'flights':
      return {};
  }
}

let api: RunningApi;
const tokens: Record<string, string> = {};
const USERS = {
  traveller: ['traveller@horizon.test', 'horizon.localhost'],
  owner: ['owner@horizon.test', 'horizon.localhost'],
  agent: ['agent@horizon.test', 'horizon.localhost'],
  sales: ['sales@horizon.test', 'horizon.localhost'],
  nordlys: ['traveller@nordlys.test', 'nordlys.localhost'],
  solmar: ['traveller@solmar.test', 'solmar.localhost'],
} as const;
type Who = keyof typeof USERS;

beforeAll(async () => {
  api = await startApi({ configDir: bookingConfigs() });
  for (const [who, [email, host]] of Object.entries(USERS)) {
    tokens[who] = await api.login(email, host);
  }
});
afterAll(() => api.close());

/** A second traveller of horizon: signed up, verified through the mailed link, signed in. */
async function secondTraveller(): Promise<string> {
  const email = 'second.traveller@example.com';
  const password = 'a long new passphrase';
  await api.call('/api/user/signup', {
    method: 'POST',
    body: { firstName: 'Sam', lastName: 'Other', email, password },
  });
  const mail = api.platform.outbox.list('horizon').find((message) => message.to === email);
  const token = new URL(mail?.links[0]?.url ?? 'http://x').searchParams.get('token');
  expect((await api.call('/api/user/verify', { method: 'POST', body: { token } })).status).toBe(
    200,
  );
  const login = await api.call('/api/user/login', { method: 'POST', body: { email, password } });
  return login.body.token;
}

interface As {
  who?: Who;
  host?: string;
  headers?: Record<string, string>;
}

const hostOf = (as: As) => as.host ?? (as.who ? USERS[as.who][1] : 'horizon.localhost');
const post = (path: string, body: unknown, as: As = {}) =>
  api.call(path, {
    method: 'POST',
    body,
    host: hostOf(as),
    token: as.who ? tokens[as.who] : undefined,
    headers: as.headers,
  });
const get = (path: string, as: As = {}) =>
  api.call(path, {
    host: hostOf(as),
    token: as.who ? tokens[as.who] : undefined,
    headers: as.headers,
  });

/** The first result of the vertical's search, as the results page would show it. */
async function firstResultId(vertical: Searched, as: As = {}, pick = 0): Promise<string> {
  const reply = await post(SEARCH_PATHS[vertical], QUERIES[vertical], as);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data[pick].id;
}

async function openOffer(vertical: Searched, as: As = {}, query = QUERIES[vertical]) {
  const offerId = await firstResultId(vertical, as);
  const reply = await post('/api/offers', { vertical, query, offerId }, as);
  expect(reply.status, reply.text).toBe(200);
  return { ref: { vertical, query, offerId }, offer: offerSchema.parse(reply.body.data) };
}

async function holdBooking(vertical: Searched, as: As = {}, extra = {}) {
  const { ref, offer } = await openOffer(vertical, as);
  const reply = await post(
    '/api/bookings',
    {
      offer: ref,
      choice: choiceFor(offer),
      travellers: travellersFor(offer),
      contact: CONTACT,
      ...extra,
    },
    as,
  );
  expect(reply.status, reply.text).toBe(201);
  return { offer, booking: bookingSchema.parse(reply.body.data) };
}

async function paidBooking(vertical: Searched, as: As = {}, extra = {}) {
  const held = await holdBooking(vertical, as, extra);
  const reply = await post(`/api/bookings/${held.booking.id}/pay`, APPROVED, as);
  expect(reply.status, reply.text).toBe(200);
  return { ...held, booking: bookingSchema.parse(reply.body.data) };
}

describe('offers (repeated from the searches, priced per viewer)', () => {
  it('builds each vertical its offer, the same on every call, at the results price', async () => {
    for (const vertical of ['flights', 'cars', 'activities', 'cruise'] as const) {
      const first = await openOffer(vertical);
      const again = await openOffer(vertical);
      expect(again.offer).toEqual(first.offer);
      const search = await post(SEARCH_PATHS[vertical], QUERIES[vertical]);
      expect(first.offer.rates.totalRate).toBe(search.body.data[0].rates.totalRate);
      expect(first.offer.rates.baseRate).toBeUndefined();
    }
  });

  it('adds each vertical its extras', async () => {
    const flight = (await openOffer('flights')).offer;
    if (flight.vertical !== 'flights') throw new Error('a flight offer');
    expect(flight.guests).toEqual({ adult: 2, children: 1, infant: 0 });
    expect(flight.travelDate).toBe(QUERIES.flights.depart);
    expect(flight.returnDate).toBe(QUERIES.flights.return);
    expect(flight.freeCancellation).toBe(false);

    const car = (await openOffer('cars')).offer;
    if (car.vertical !== 'cars') throw new Error('a car offer');
    expect(car).toMatchObject({ pickUpDate: day(5), returnDate: day(8), driverAge: 30 });
    expect(car.included).toContain('freeCancellation');
    expect(car.freeCancellation).toBe(true);

    const activity = (await openOffer('activities')).offer;
    if (activity.vertical !== 'activities') throw new Error('an activity offer');
    expect(activity).toMatchObject({ firstDay: day(5), lastDay: day(9) });
    expect(activity.timeSlots.length).toBeGreaterThanOrEqual(2);
    expect(activity.timeSlots.length).toBeLessThanOrEqual(4);
    expect(activity.freeCancellation).toBe(activity.activity.isFreeCancellation);

    const cruise = (await openOffer('cruise')).offer;
    if (cruise.vertical !== 'cruise') throw new Error('a cruise offer');
    expect(cruise.cabins.map((cabin) => cabin.type)).toEqual([
      'inside',
      'oceanView',
      'balcony',
      'suite',
    ]);
    const totals = cruise.cabins.map((cabin) => cabin.rates.totalRate);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(cruise.cabins[0]?.rates).toEqual(cruise.rates);
  });

  it('sends wholesale figures, the result and cabins included, to unrestricted agents only', async () => {
    const ownerOffer = (await openOffer('cruise', { who: 'owner' })).offer;
    expect(ownerOffer.rates.baseRate).toBeGreaterThan(0);
    for (const who of ['agent', 'traveller'] as const) {
      const { offer } = await openOffer('cruise', { who });
      if (offer.vertical !== 'cruise') throw new Error('a cruise offer');
      expect(offer.rates.baseRate).toBeUndefined();
      expect(offer.cruise.rates.baseRate).toBeUndefined();
      expect(offer.cabins.every((cabin) => cabin.rates.baseRate === undefined)).toBe(true);
      expect(offer.rates.totalRate).toBe(ownerOffer.rates.totalRate);
    }
  });

  it('answers 404 for an unknown offer or a vertical the agency does not sell', async () => {
    const unknown = await post('/api/offers', {
      vertical: 'flights',
      query: QUERIES.flights,
      offerId: 'F99-XX1',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such offer');
    const solmarFlights = await post(
      '/api/offers',
      { vertical: 'flights', query: QUERIES.flights, offerId: 'F1-AA100' },
      { who: 'solmar' },
    );
    expect(solmarFlights.status).toBe(404);
    expect(solmarFlights.body.message).toBe('Air Travel is not offered by this agency');
  });

  it('answers 400 naming the field for a malformed query or refused dates', async () => {
    const offerId = await firstResultId('flights');
    const broken = await post('/api/offers', {
      vertical: 'flights',
      query: { ...QUERIES.flights, from: 'Miami' },
      offerId,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.issues[0].path).toBe('query.from');
    const past = await post('/api/offers', {
      vertical: 'activities',
      query: { ...QUERIES.activities, from: day(-5), to: day(1) },
      offerId: 'A01000',
    });
    expect(past.status).toBe(400);
    expect(past.body.issues).toEqual([{ path: 'query.dates', message: 'beforeFirstDay' }]);
    const tooLong = await post('/api/offers', {
      vertical: 'cruise',
      query: { ...QUERIES.cruise, to: day(70) },
      offerId: 'S1-x',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Invalid offer: query.dates: tooLong');
  });
});

describe('booking, paying and reading each vertical', () => {
  const journeys: [Searched, Who][] = [
    ['flights', 'traveller'],
    ['cars', 'traveller'],
    ['activities', 'traveller'],
    ['cruise', 'traveller'],
    ['flights', 'nordlys'],
    ['cruise', 'nordlys'],
    ['cars', 'solmar'],
    ['activities', 'solmar'],
  ];
  for (const [vertical, who] of journeys) {
    it(`${who}: ${vertical} offer -> book -> pay -> by id, by reference, in My Trips`, async () => {
      const as = { who };
      const { offer, booking: held } = await holdBooking(vertical, as);
      expect(held.status).toBe('HELD');
      expect(held.referenceNumber).toBeNull();
      expect(Date.parse(held.holdExpiresAt) - Date.parse(held.createdAt)).toBe(30 * 60_000);
      expect(held.rates.baseRate).toBeUndefined();

      const paid = (await post(`/api/bookings/${held.id}/pay`, APPROVED, as)).body.data;
      const booking = bookingSchema.parse(paid);
      expect(booking.status).toBe('CONFIRMED');
      const prefix = { flights: 'FLT', cars: 'CAR', activities: 'ACT', cruise: 'CRU' }[vertical];
      expect(booking.referenceNumber).toMatch(new RegExp(`^${prefix}-[0-9A-HJKMNP-TV-Z]{8}$`));
      expect(booking.payment).toEqual({ brand: 'visa', last4: '4242' });

      const byId = await get(`/api/bookings/${held.id}`, as);
      expect(byId.status).toBe(200);
      expect(byId.body.data).toEqual(paid);
      const byReference = await get(`/api/bookings/reference/${booking.referenceNumber}`, as);
      expect(byReference.status).toBe(200);
      expect(byReference.body.data).toEqual(paid);

      const trips = bookingListSchema.parse((await get('/api/user/bookings', as)).body.data);
      expect(trips.upcoming.map((trip) => trip.id)).toContain(held.id);
      if (vertical === 'activities') {
        // Two participants of the one-participant price.
        expect(booking.rates.totalRate).toBeCloseTo(offer.rates.totalRate * 2, 2);
        expect(booking.startDate).toBe(day(5));
      }
      if (vertical === 'cruise' && offer.vertical === 'cruise') {
        const balcony = offer.cabins.find((cabin) => cabin.type === 'balcony');
        expect(booking.rates.totalRate).toBe(balcony?.rates.totalRate);
      }
    });
  }

  it('prices a car for the booking driver: a young driver pays the surcharge', async () => {
    const { ref, offer } = await openOffer('cars');
    const reply = await post(
      '/api/bookings',
      { offer: ref, choice: { driverAge: 21 }, travellers: [ADULT], contact: CONTACT },
      { who: 'traveller' },
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.data.offer.driverAge).toBe(21);
    expect(reply.body.data.rates.totalRate).toBeGreaterThan(offer.rates.totalRate);
  });
});

describe('booking validation (core bookingProblems, spec §9 dates)', () => {
  const as = { who: 'traveller' } as const;

  async function attempt(vertical: Searched, change: Record<string, unknown>, who: As = as) {
    const { ref, offer } = await openOffer(vertical, who);
    return post(
      '/api/bookings',
      {
        offer: ref,
        choice: choiceFor(offer),
        travellers: travellersFor(offer),
        contact: CONTACT,
        ...change,
      },
      who,
    );
  }

  it('a flight passenger born into another age band: 400 naming the path', async () => {
    const { offer } = await openOffer('flights', as);
    const [first, ...others] = travellersFor(offer);
    const child = { ...first, dateOfBirth: format(addDays(new Date(), -5 * 365), 'yyyy-MM-dd') };
    const reply = await attempt('flights', { travellers: [child, ...others] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Invalid booking: travellers.0.dateOfBirth: age band children');
    expect(reply.body.issues).toContainEqual({
      path: 'travellers.0.dateOfBirth',
      message: 'age band children',
    });
  });

  it('the wrong number of travellers: 400', async () => {
    const reply = await attempt('cruise', { travellers: [ADULT] });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toContainEqual({
      path: 'travellers',
      message: 'expected 2 travellers',
    });
  });

  it('a choice the offer does not have: 400', async () => {
    const reply = await attempt('activities', {
      choice: { date: day(5), timeSlot: '03:17', participants: 1 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toContainEqual({ path: 'choice.timeSlot', message: 'not offered' });
    const outside = await attempt('activities', {
      choice: { date: day(20), timeSlot: undefined, participants: 1 },
    });
    expect(outside.body.issues[0]).toEqual({
      path: 'choice.date',
      message: 'outside the offered days',
    });
  });

  it('dates beyond the 60-day window or in the past: 400 on query.dates', async () => {
    const offerId = await firstResultId('activities');
    const body = (query: Record<string, string>) => ({
      offer: { vertical: 'activities', query, offerId },
      choice: { date: day(5), timeSlot: '09:00', participants: 1 },
      travellers: [ADULT],
      contact: CONTACT,
    });
    const long = await post('/api/bookings', body({ ...QUERIES.activities, to: day(70) }), as);
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: 'query.dates', message: 'tooLong' }]);
    const past = await post(
      '/api/bookings',
      body({ ...QUERIES.activities, from: day(-3), to: day(2) }),
      as,
    );
    expect(past.body.issues).toEqual([{ path: 'query.dates', message: 'beforeFirstDay' }]);
  });

  it('same-day activities where the agency disallows them (solmar: 3 days ahead)', async () => {
    const solmar = { who: 'solmar' } as const;
    const query = { ...QUERIES.activities, from: day(0), to: day(4) };
    const offerId = await firstResultId('activities', solmar);
    const today = await post('/api/offers', { vertical: 'activities', query, offerId }, solmar);
    expect(today.status).toBe(400);
    expect(today.body.issues).toEqual([{ path: 'query.dates', message: 'beforeFirstDay' }]);
    // The search window may start within the day of slack; the booked day may not.
    const near = { ...QUERIES.activities, from: day(2), to: day(6) };
    const reply = await post(
      '/api/bookings',
      {
        offer: { vertical: 'activities', query: near, offerId },
        choice: { date: day(2), timeSlot: '09:00', participants: 1 },
        travellers: [ADULT],
        contact: CONTACT,
      },
      solmar,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toContainEqual({ path: 'choice.date', message: 'beforeFirstDay' });
  });

  it('a price that changed since the offer was shown: 409 price_changed', async () => {
    const { offer } = await openOffer('cars', as);
    const stale = await attempt('cars', { quotedTotal: offer.rates.totalRate + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: 'The price has changed since you opened this offer.',
      code: 'price_changed',
    });
    const fresh = await attempt('cars', { quotedTotal: offer.rates.totalRate });
    expect(fresh.status).toBe(201);
  });

  it('an unknown offer: 404', async () => {
    const reply = await post(
      '/api/bookings',
      {
        offer: { vertical: 'cars', query: QUERIES.cars, offerId: 'C99-nobody' },
        choice: { driverAge: 30 },
        travellers: [ADULT],
        contact: CONTACT,
      },
      as,
    );
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('No such offer');
  });
});

describe('payment (reference cards, the agency gateway, once only)', () => {
  const as = { who: 'traveller' } as const;

  it('a declined card: 402 with its code, the booking still held', async () => {
    const { booking } = await holdBooking('cars', as);
    const reply = await post(`/api/bookings/${booking.id}/pay`, DECLINED, as);
    expect(reply.status).toBe(402);
    expect(reply.body).toEqual({
      message: 'Your card was declined. Please use another card.',
      code: 'card_declined',
    });
    expect((await get(`/api/bookings/${booking.id}`, as)).body.data.status).toBe('HELD');
  });

  it('two pays at once charge once: one 200, one 409, one payment row', async () => {
    const { booking } = await holdBooking('flights', as);
    const replies = await Promise.all([
      post(`/api/bookings/${booking.id}/pay`, APPROVED, as),
      post(`/api/bookings/${booking.id}/pay`, APPROVED, as),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.message).toBe(
      'This booking is already paid.',
    );
    const db = openDatabase(api.databaseFile);
    try {
      const rows = db
        .prepare('SELECT gateway, amount FROM booking_payments WHERE booking_id = ?')
        .all(booking.id);
      expect(rows).toEqual([{ gateway: 'Stripe', amount: booking.rates.totalRate }]);
    } finally {
      db.close();
    }
  });

  it('a repeat with the same Idempotency-Key answers the first answer', async () => {
    const { booking } = await holdBooking('cruise', as);
    const headers = { 'idempotency-key': 'pay-7f3a1c' };
    const first = await post(`/api/bookings/${booking.id}/pay`, APPROVED, { ...as, headers });
    const again = await post(`/api/bookings/${booking.id}/pay`, APPROVED, { ...as, headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await post(`/api/bookings/${booking.id}/pay`, APPROVED, {
      ...as,
      headers: { 'idempotency-key': 'another' },
    });
    expect(other.status).toBe(409);
    const concurrent = await holdBooking('cars', as);
    const both = await Promise.all(
      [1, 2].map(() =>
        post(`/api/bookings/${concurrent.booking.id}/pay`, APPROVED, { ...as, headers }),
      ),
    );
    expect(both.map((reply) => reply.status)).toEqual([200, 200]);
    expect(both[1]?.body).toEqual(both[0]?.body);
  });

  it('an agency without a payment gateway: 409, nothing charged', async () => {
    const plain = await startApi({ configDir: bookingConfigs(null) });
    try {
      const token = await plain.login('traveller@horizon.test');
      const search = await plain.call('/api/car-rental/search', {
        method: 'POST',
        body: QUERIES.cars,
        token,
      });
      const offer = { vertical: 'cars', query: QUERIES.cars, offerId: search.body.data[0].id };
      const held = await plain.call('/api/bookings', {
        method: 'POST',
        token,
        body: { offer, choice: { driverAge: 30 }, travellers: [ADULT], contact: CONTACT },
      });
      expect(held.status).toBe(201);
      const pay = await plain.call(`/api/bookings/${held.body.data.id}/pay`, {
        method: 'POST',
        token,
        body: APPROVED,
      });
      expect(pay.status).toBe(409);
      expect(pay.body.code).toBe('no_gateway');
    } finally {
      await plain.close();
    }
  });

  it('a hold older than 30 minutes: 409', async () => {
    const clock = manualClock();
    const timed = await startApi({ configDir: bookingConfigs(), now: clock.now });
    try {
      const token = await timed.login('traveller@horizon.test');
      const search = await timed.call('/api/car-rental/search', {
        method: 'POST',
        body: QUERIES.cars,
        token,
      });
      const offer = { vertical: 'cars', query: QUERIES.cars, offerId: search.body.data[0].id };
      const held = await timed.call('/api/bookings', {
        method: 'POST',
        token,
        body: { offer, choice: { driverAge: 30 }, travellers: [ADULT], contact: CONTACT },
      });
      clock.advance(31 * 60_000);
      const pay = await timed.call(`/api/bookings/${held.body.data.id}/pay`, {
        method: 'POST',
        token,
        body: APPROVED,
      });
      expect(pay.status).toBe(409);
      expect(pay.body.message).toContain('has expired');
    } finally {
      await timed.close();
    }
  });
});

describe('cancellation', () => {
  const as = { who: 'traveller' } as const;

  it('a free-cancellation booking: CANCELLED, the whole total refunded, still in My Trips', async () => {
    const { booking } = await paidBooking('cars', as);
    const reply = await post(`/api/bookings/${booking.id}/cancel`, undefined, as);
    expect(reply.status, reply.text).toBe(200);
    const cancelled = bookingSchema.parse(reply.body.data);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.refundedAmount).toBe(booking.rates.totalRate);
    const again = await post(`/api/bookings/${booking.id}/cancel`, undefined, as);
    expect(again.status).toBe(409);
    const trips = (await get('/api/user/bookings', as)).body.data;
    expect(trips.upcoming.find((trip: { id: string }) => trip.id === booking.id)?.status).toBe(
      'CANCELLED',
    );
  });

  it('a non-refundable booking: 409 with the reason', async () => {
    const { booking } = await paidBooking('flights', as);
    expect(booking.freeCancellation).toBe(false);
    const reply = await post(`/api/bookings/${booking.id}/cancel`, undefined, as);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      message: 'This booking is non-refundable and cannot be cancelled.',
      code: 'non_refundable',
    });
  });

  it('a booking not paid yet: 409', async () => {
    const { booking } = await holdBooking('cars', as);
    const reply = await post(`/api/bookings/${booking.id}/cancel`, undefined, as);
    expect(reply.status).toBe(409);
  });

  it("another user's booking: 404 to read, pay or cancel, like a missing one", async () => {
    const { booking } = await paidBooking('cars', as);
    const held = await holdBooking('cars', as);
    const stranger = { token: await secondTraveller() };
    const other = (path: string, method = 'GET', body?: unknown) =>
      api.call(path, { method, body, ...stranger });
    for (const reply of [
      await other(`/api/bookings/${booking.id}`),
      await other(`/api/bookings/reference/${booking.referenceNumber}`),
      await other(`/api/bookings/${booking.id}/cancel`, 'POST'),
      await other(`/api/bookings/${held.booking.id}/pay`, 'POST', APPROVED),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('No such booking');
    }
    // Another agency does not know it either.
    expect((await get(`/api/bookings/${booking.id}`, { who: 'solmar' })).status).toBe(404);
  });

  it('a trip that has started: 409', async () => {
    const clock = manualClock();
    const timed = await startApi({
      configDir: bookingConfigs(),
      now: clock.now,
      // The session outlives the days the clock skips.
      sessionTtlMs: 30 * 86_400_000,
    });
    try {
      const token = await timed.login('traveller@horizon.test');
      const search = await timed.call('/api/car-rental/search', {
        method: 'POST',
        body: QUERIES.cars,
        token,
      });
      const offer = { vertical: 'cars', query: QUERIES.cars, offerId: search.body.data[0].id };
      const held = await timed.call('/api/bookings', {
        method: 'POST',
        token,
        body: { offer, choice: { driverAge: 30 }, travellers: [ADULT], contact: CONTACT },
      });
      const id = held.body.data.id;
      const pay = await timed.call(`/api/bookings/${id}/pay`, {
        method: 'POST',
        token,
        body: APPROVED,
      });
      expect(pay.status).toBe(200);
      clock.advance(6 * 86_400_000);
      const cancel = await timed.call(`/api/bookings/${id}/cancel`, { method: 'POST', token });
      expect(cancel.status).toBe(409);
      expect(cancel.body.message).toBe('This trip has already started.');
    } finally {
      await timed.close();
    }
  });
});

describe('agents (spec §1 booking for clients, §6 wholesale figures)', () => {
  it('an agent books for a client: the client sees it, bookedBy is the agent', async () => {
    const clients = await get('/api/users/clients', { who: 'owner' });
    const client = clients.body.data.find(
      (item: { email: string }) => item.email === 'traveller@horizon.test',
    );
    const { booking } = await paidBooking('activities', { who: 'owner' }, { clientId: client.id });
    expect(booking.traveller).toEqual({ id: client.id, name: client.name });
    expect(booking.bookedBy?.name).toBe('Daniel Ortiz');
    const trips = (await get('/api/user/bookings', { who: 'traveller' })).body.data;
    const mine = trips.upcoming.find((trip: { id: string }) => trip.id === booking.id);
    expect(mine?.bookedBy).toEqual(booking.bookedBy);
    // The agent who booked it may read and cancel it.
    expect((await get(`/api/bookings/${booking.id}`, { who: 'owner' })).status).toBe(200);
  });

  it('an agent without clientId books for themself', async () => {
    const { booking } = await holdBooking('cars', { who: 'agent' });
    expect(booking.traveller).toBeNull();
    expect(booking.bookedBy?.name).toBe('Lucas Moreau');
  });

  it('a traveller sending clientId: 403; a client of another agency or staff: 400', async () => {
    const { ref, offer } = await openOffer('cars');
    const body = (clientId: number) => ({
      offer: ref,
      choice: choiceFor(offer),
      travellers: [ADULT],
      contact: CONTACT,
      clientId,
    });
    const staff = (await get('/api/users/agents', { who: 'owner' })).body.data[0];
    const traveller = await post('/api/bookings', body(staff.id), { who: 'traveller' });
    expect(traveller.status).toBe(403);
    const notClient = await post('/api/bookings', body(staff.id), { who: 'owner' });
    expect(notClient.status).toBe(400);
    expect(notClient.body.message).toBe('Invalid booking: clientId: not a client of this agency');
    const me = await get('/api/user/me', { who: 'nordlys' });
    const elsewhere = await post('/api/bookings', body(me.body.user.id), { who: 'owner' });
    expect(elsewhere.status).toBe(400);
  });

  it("all-bookings lists the agency's paid bookings; a restricted agent sees no baseRate", async () => {
    await paidBooking('cruise', { who: 'traveller' });
    const owner = await get('/api/agency/all-bookings', { who: 'owner' });
    expect(owner.status).toBe(200);
    const list = owner.body.data.map((item: unknown) => bookingSchema.parse(item));
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((item: { status: string }) => item.status !== 'HELD')).toBe(true);
    const starts = list.map((item: { startDate: string }) => item.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(list[0].rates.baseRate).toBeGreaterThan(0);
    const restricted = await get('/api/agency/all-bookings', { who: 'agent' });
    expect(restricted.body.data.length).toBe(list.length);
    for (const item of restricted.body.data) {
      expect(item.rates.baseRate).toBeUndefined();
      expect(item.offer.rates.baseRate).toBeUndefined();
    }
    expect((await get('/api/agency/all-bookings', { who: 'traveller' })).status).toBe(403);
  });

  it('POST /api/agency/clients: a new client, its verification mail, listed', async () => {
    const reply = await post(
      '/api/agency/clients',
      { firstName: 'Nina', lastName: 'Berg', email: 'Nina.Berg@Example.com' },
      { who: 'sales' },
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.data).toEqual({
      id: expect.any(Number),
      name: 'Nina Berg',
      email: 'nina.berg@example.com',
    });
    const mail = api.platform.outbox
      .list('horizon')
      .find((message) => message.to === 'nina.berg@example.com');
    expect(mail?.subject).toBe('Activate your Horizon Travel Co. account');
    expect(new URL(mail?.links[0]?.url ?? 'http://x').pathname).toBe('/verify');
    const clients = await get('/api/users/clients', { who: 'owner' });
    expect(clients.body.data.map((item: { email: string }) => item.email)).toContain(
      'nina.berg@example.com',
    );
    const twice = await post(
      '/api/agency/clients',
      { firstName: 'Nina', lastName: 'Berg', email: 'nina.berg@example.com' },
      { who: 'owner' },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('An account with this e-mail already exists.');
    const bad = await post(
      '/api/agency/clients',
      { firstName: '', lastName: 'Berg', email: 'nope' },
      { who: 'owner' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'firstName',
      'email',
    ]);
    const traveller = await post(
      '/api/agency/clients',
      { firstName: 'A', lastName: 'B', email: 'a@b.test' },
      { who: 'traveller' },
    );
    expect(traveller.status).toBe(403);
  });
});

describe('visitors (spec §4 non-login flow)', () => {
  const guest = { host: 'solmar.localhost', headers: { 'x-auth-optional': 'true' } };

  it('solmar: a visitor books and pays without a token, and reads it by id and reference', async () => {
    const { booking } = await paidBooking('cars', guest);
    expect(booking.traveller).toBeNull();
    expect(booking.bookedBy).toBeNull();
    expect((await get(`/api/bookings/${booking.id}`, guest)).status).toBe(200);
    const byReference = await get(`/api/bookings/reference/${booking.referenceNumber}`, guest);
    expect(byReference.body.data.id).toBe(booking.id);
  });

  it('horizon: the same booking without a token answers 401', async () => {
    const { ref, offer } = await openOffer('cars');
    const reply = await post(
      '/api/bookings',
      { offer: ref, choice: choiceFor(offer), travellers: [ADULT], contact: CONTACT },
      { headers: { 'x-auth-optional': 'true' } },
    );
    expect(reply.status).toBe(401);
  });
});

describe('hotels (a room of a hotel for a stay, booked by the engine)', () => {
  const STAY = { checkIn: day(12), checkOut: day(15), rooms: '1', adults: '2', children: '0' };
  const LEAD = { type: 'adult', firstName: 'Ana', lastName: 'López' };

  /** The first hotel near Miami and one of its rooms for the stay, as the details page shows. */
  async function hotelOffer(as: As, freeCancellation: boolean) {
    const search = await get(
      `/api/hotels/search?${new URLSearchParams({ latitude: '25.7617', longitude: '-80.1918', ...STAY })}`,
      as,
    );
    expect(search.status, search.text).toBe(200);
    for (const hotel of search.body.data.hotels as { id: string }[]) {
      const details = await get(`/api/hotels/details/${hotel.id}?${new URLSearchParams(STAY)}`, as);
      const room = (details.body.data.rooms as { id: string; freeCancellation: boolean }[]).find(
        (item) => item.freeCancellation === freeCancellation,
      );
      if (!room) continue;
      const ref = { vertical: 'hotels', query: { hotelId: hotel.id, ...STAY }, offerId: room.id };
      const reply = await post('/api/offers', ref, as);
      expect(reply.status, reply.text).toBe(200);
      return { ref, offer: offerSchema.parse(reply.body.data), room, details: details.body.data };
    }
    throw new Error(`no room with freeCancellation ${freeCancellation} near Miami`);
  }

  async function bookHotel(as: As, freeCancellation: boolean, extra = {}) {
    const { ref } = await hotelOffer(as, freeCancellation);
    const held = await post(
      '/api/bookings',
      {
        offer: ref,
        choice: { specialRequests: 'A quiet room' },
        travellers: [LEAD],
        contact: CONTACT,
        ...extra,
      },
      as,
    );
    expect(held.status, held.text).toBe(201);
    const paid = await post(`/api/bookings/${held.body.data.id}/pay`, APPROVED, as);
    expect(paid.status, paid.text).toBe(200);
    return bookingSchema.parse(paid.body.data);
  }

  it("the offer is the room at the details page's price, the stay's nights and party", async () => {
    const as = { who: 'traveller' as const };
    const { offer, room, details } = await hotelOffer(as, true);
    if (offer.vertical !== 'hotels') throw new Error('expected a hotel offer');
    const shown = (details.rooms as { id: string; rates: { totalRate: number } }[]).find(
      (item) => item.id === room.id,
    );
    expect(offer.rates.totalRate).toBe(shown?.rates.totalRate);
    expect(offer.rates.baseRate).toBeUndefined();
    expect(offer.stay).toEqual({
      checkIn: STAY.checkIn,
      checkOut: STAY.checkOut,
      nights: 3,
      rooms: 1,
      adults: 2,
      children: 0,
    });
    expect(offer.freeCancellation).toBe(true);
    const unknown = await post(
      '/api/offers',
      { vertical: 'hotels', query: { hotelId: 'nowhere-1', ...STAY }, offerId: room.id },
      as,
    );
    expect(unknown.status).toBe(404);
    const past = await post(
      '/api/offers',
      {
        vertical: 'hotels',
        query: { ...offer.stay, hotelId: offer.hotel.id, checkIn: day(-5) },
        offerId: room.id,
      },
      as,
    );
    expect(past.status).toBe(400);
  });

  it('book -> pay (HTL- reference) -> My Trips -> cancelled with a refund', async () => {
    const as = { who: 'traveller' as const };
    const booking = await bookHotel(as, true);
    expect(booking.vertical).toBe('hotels');
    expect(booking.referenceNumber).toMatch(/^HTL-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(booking.choice.specialRequests).toBe('A quiet room');
    expect([booking.startDate, booking.endDate]).toEqual([STAY.checkIn, STAY.checkOut]);
    const trips = bookingListSchema.parse((await get('/api/user/bookings', as)).body.data);
    expect(trips.upcoming.map((trip) => trip.id)).toContain(booking.id);
    const cancelled = await post(`/api/bookings/${booking.id}/cancel`, undefined, as);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(cancelled.body.data.refundedAmount).toBe(booking.rates.totalRate);
  });

  it('a non-refundable room cannot be cancelled', async () => {
    const as = { who: 'traveller' as const };
    const booking = await bookHotel(as, false);
    const reply = await post(`/api/bookings/${booking.id}/cancel`, undefined, as);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('non_refundable');
  });

  it("an agent books a stay for a client: it is in the client's My Trips", async () => {
    const clients = await get('/api/users/clients', { who: 'agent' });
    const client = clients.body.data.find(
      (item: { email: string }) => item.email === 'traveller@horizon.test',
    );
    const booking = await bookHotel({ who: 'agent' }, true, { clientId: client.id });
    expect(booking.traveller).toEqual({ id: client.id, name: client.name });
    expect(booking.bookedBy?.name).toBe('Lucas Moreau');
    const trips = (await get('/api/user/bookings', { who: 'traveller' })).body.data;
    expect(trips.upcoming.map((trip: { id: string }) => trip.id)).toContain(booking.id);
  });
});
