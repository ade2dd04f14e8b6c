// Issue 15 item 3: the hotel journey on the reference API (ours, beside spec §7): a deterministic
// inventory, search and details priced per viewer (spec §2.3), a held booking priced by the
// server, the test-card payment, My Trips, restart survival and ownership.
import {
  hotelBookingSchema,
  hotelDetailsSchema,
  hotelSearchResultSchema,
  tripsSchema,
  z,
} from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/sqlite.ts';
import { cityHotels } from '../src/hotels/inventory.ts';
import { cityBySlug } from '../src/reference/places.ts';
import { manualClock, type RunningApi, startApi } from './helpers.ts';

const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
/** `YYYY-MM-DD`, `offset` days from today (UTC, the server's day). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const STAY = { checkIn: day(10), checkOut: day(12), rooms: 1, adults: 2, children: 0 };
const GUEST = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '+1 305 555 0100',
};
const CARD = { cardholderName: 'Ana López', expiry: '12/35', cvc: '123' };
const APPROVED = { ...CARD, cardNumber: '4242 4242 4242 4242' };
const DECLINED = { ...CARD, cardNumber: '4000 0000 0000 0002' };

const query = (values: Record<string, unknown>) =>
  `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}`;

let api: RunningApi;
let traveller: string;
let owner: string;
beforeAll(async () => {
  api = await startApi();
  traveller = await api.login('traveller@horizon.test');
  owner = await api.login('owner@horizon.test');
});
afterAll(() => api.close());

async function search(token?: string, stay: Record<string, unknown> = STAY) {
  const reply = await api.call(`/api/hotels/search${query({ ...MIAMI, ...stay })}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return hotelSearchResultSchema.parse(reply.body.data);
}

async function details(id: string, token?: string, stay: Record<string, unknown> = STAY) {
  const reply = await api.call(`/api/hotels/details/${id}${query(stay)}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return hotelDetailsSchema.parse(reply.body.data);
}

async function book(token: string | undefined, body: Record<string, unknown>, host?: string) {
  return api.call('/api/hotels/bookings', {
    method: 'POST',
    token,
    host,
    body,
    ...(token ? {} : { headers: { 'x-auth-optional': 'true' } }),
  });
}

async function bookCheapest(token: string) {
  const hotel = (await search(token)).hotels[0];
  if (!hotel) throw new Error('Miami has hotels');
  const room = (await details(hotel.id, token)).rooms[0];
  if (!room) throw new Error('the hotel has a room');
  const reply = await book(token, { hotelId: hotel.id, roomId: room.id, stay: STAY, guest: GUEST });
  expect(reply.status, reply.text).toBe(201);
  return { booking: hotelBookingSchema.parse(reply.body.data), room };
}

describe('inventory (issue 15: deterministic per destination)', () => {
  it('gives a city the same hotels, rooms and rates on every run', () => {
    const miami = cityBySlug('us-miami');
    if (!miami) throw new Error('Miami is a reference place');
    const first = cityHotels(miami);
    expect(first.length).toBeGreaterThan(5);
    expect(cityHotels(miami)).toEqual(first);
    for (const hotel of first) {
      expect(hotel.heroImage).toMatch(/^\/api\/demo-images\/hotels\/hotel-\d{2}\.svg$/);
      expect(hotel.rating).toBeGreaterThanOrEqual(3);
      expect(hotel.rating).toBeLessThanOrEqual(5);
      expect(hotel.rooms[0]?.id).toBe('standard');
    }
  });

  it('answers the same search identically from two separate databases', async () => {
    const other = await startApi();
    try {
      const reply = await other.call(`/api/hotels/search${query({ ...MIAMI, ...STAY })}`);
      expect(reply.body).toEqual(
        (await api.call(`/api/hotels/search${query({ ...MIAMI, ...STAY })}`)).body,
      );
    } finally {
      await other.close();
    }
  });
});

describe('search and details (issue 15 results, spec §2.3 prices per viewer)', () => {
  it('finds Miami hotels, the agency deal hotels among them, nearest first', async () => {
    const result = await search(traveller);
    expect(result.nights).toBe(2);
    expect(result.hotels.length).toBeGreaterThan(10);
    expect(result.hotels.some((hotel) => hotel.id.startsWith('horizon-hotel-'))).toBe(true);
    expect(result.hotels.some((hotel) => hotel.id.startsWith('us-miami-h'))).toBe(true);
    const distances = result.hotels.map((hotel) => hotel.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('sends wholesale figures to an unrestricted agent only', async () => {
    const [forTraveller] = (await search(traveller)).hotels;
    const [forAgent] = (await search(owner)).hotels;
    expect(forTraveller?.rates.baseRate).toBeUndefined();
    expect(forTraveller?.rates.taxAndFee).toBeUndefined();
    expect(forAgent?.rates.baseRate).toBeGreaterThan(0);
    expect(forAgent?.rates.totalRate).toBe(forTraveller?.rates.totalRate);
  });

  it('prices the whole stay: nights times rooms', async () => {
    const [hotel] = (await search()).hotels;
    if (!hotel) throw new Error('Miami has hotels');
    const oneNight = await details(hotel.id, undefined, { ...STAY, checkOut: day(11) });
    const twoRooms = await details(hotel.id, undefined, { ...STAY, rooms: 2, adults: 2 });
    const standard = (d: typeof oneNight) => d.rooms.find((room) => room.id === 'standard');
    expect(standard(twoRooms)?.rates.totalRate).toBeCloseTo(
      (standard(oneNight)?.rates.totalRate ?? 0) * 4,
      1,
    );
  });

  it('offers only rooms that sleep the party', async () => {
    const [hotel] = (await search()).hotels;
    if (!hotel) throw new Error('Miami has hotels');
    const family = await details(hotel.id, undefined, { ...STAY, adults: 2, children: 2 });
    for (const room of family.rooms) expect(room.maxGuests).toBeGreaterThanOrEqual(4);
  });

  it("opens a deal card's hotel at the card's price (deal link -> details)", async () => {
    const deals = await api.call('/api/hotel/deals/hotel-search', {
      method: 'POST',
      token: traveller,
      body: {
        ...MIAMI,
        currency: 'USD',
        stayPeriod: { start: `${STAY.checkIn}T11:00:00`, end: `${STAY.checkOut}T11:00:00` },
      },
    });
    const deal = deals.body.response[0];
    const link = new URL(deal.link, 'https://site.test');
    expect(link.pathname).toBe('/booknow/hotels/search-details');
    const hotelId = link.searchParams.get('hotelId') ?? '';
    const hotel = await details(hotelId, traveller);
    expect(hotel.name).toBe(deal.hotel.hotelDetails.name);
    expect(hotel.rooms.find((room) => room.id === 'standard')?.rates.totalRate).toBe(
      deal.rates.totalRate,
    );
  });

  it('refuses a stay in the past, an empty one and an unknown hotel', async () => {
    const past = await api.call(
      `/api/hotels/search${query({ ...MIAMI, ...STAY, checkIn: day(-5), checkOut: day(-3) })}`,
    );
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('checkIn');
    const empty = await api.call(
      `/api/hotels/search${query({ ...MIAMI, ...STAY, checkOut: STAY.checkIn })}`,
    );
    expect(empty.status).toBe(400);
    expect((await api.call(`/api/hotels/details/no-such-hotel${query(STAY)}`)).status).toBe(404);
    expect((await api.call(`/api/hotels/details/solmar-hotel-01${query(STAY)}`)).status).toBe(404);
  });

  it('answers a point far from any city with an empty list', async () => {
    const reply = await api.call(
      `/api/hotels/search${query({ latitude: -48.87, longitude: -123.39, ...STAY })}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.hotels).toEqual([]);
  });
});

describe('bookings (issue 15: held, priced by the server, paid with a test card)', () => {
  it('computes the price on the server, whatever the client sends', async () => {
    const [hotel] = (await search(traveller)).hotels;
    if (!hotel) throw new Error('Miami has hotels');
    const room = (await details(hotel.id, traveller)).rooms[0];
    const reply = await book(traveller, {
      hotelId: hotel.id,
      roomId: room?.id,
      stay: STAY,
      guest: GUEST,
      rates: { totalRate: 1, publishedRate: 1, savedPrice: 0 },
      totalRate: 1,
    });
    expect(reply.status, reply.text).toBe(201);
    const booking = hotelBookingSchema.parse(reply.body.data);
    expect(booking.status).toBe('HELD');
    expect(booking.referenceNumber).toBeNull();
    expect(booking.rates.totalRate).toBe(room?.rates.totalRate);
    expect(booking.rates.totalRate).toBeGreaterThan(1);
    expect(booking.rates.baseRate).toBeUndefined();
  });

  it('refuses a room that does not sleep the party and bad guest details', async () => {
    const [hotel] = (await search(traveller)).hotels;
    const tooMany = await book(traveller, {
      hotelId: hotel?.id,
      roomId: 'standard',
      stay: { ...STAY, adults: 4 },
      guest: GUEST,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues[0].path).toBe('roomId');
    const badGuest = await book(traveller, {
      hotelId: hotel?.id,
      roomId: 'standard',
      stay: STAY,
      guest: { ...GUEST, email: 'nope' },
    });
    expect(badGuest.status).toBe(400);
    expect(badGuest.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'guest.email',
    ]);
  });

  it('confirms with 4242 4242 4242 4242, a reference number and only the last four digits kept', async () => {
    const { booking } = await bookCheapest(traveller);
    const paid = await api.call(`/api/hotels/bookings/${booking.id}/pay`, {
      method: 'POST',
      token: traveller,
      body: APPROVED,
    });
    expect(paid.status, paid.text).toBe(200);
    const confirmed = hotelBookingSchema.parse(paid.body.data);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.referenceNumber).toMatch(/^HTL-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(confirmed.payment).toEqual({ brand: 'visa', last4: '4242' });
    const again = await api.call(`/api/hotels/bookings/${booking.id}/pay`, {
      method: 'POST',
      token: traveller,
      body: APPROVED,
    });
    expect(again.status).toBe(409);

    const db = openDatabase(api.databaseFile);
    try {
      const row = db.prepare('SELECT * FROM hotel_bookings WHERE id = ?').get(booking.id);
      expect(JSON.stringify(row)).not.toContain('4242424242424242');
      expect(row?.card_last4).toBe('4242');
    } finally {
      db.close();
    }
  });

  it('declines 4000 0000 0000 0002 with a clear message and keeps the hold', async () => {
    const { booking } = await bookCheapest(traveller);
    const declined = await api.call(`/api/hotels/bookings/${booking.id}/pay`, {
      method: 'POST',
      token: traveller,
      body: DECLINED,
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({
      code: 'card_declined',
      message: 'Your card was declined. Please use another card.',
    });
    const held = await api.call(`/api/hotels/bookings/${booking.id}`, { token: traveller });
    expect(held.body.data.status).toBe('HELD');
    const retry = await api.call(`/api/hotels/bookings/${booking.id}/pay`, {
      method: 'POST',
      token: traveller,
      body: APPROVED,
    });
    expect(retry.body.data.status).toBe('CONFIRMED');
  });

  it('declines an expired card and refuses a mistyped number before any payment', async () => {
    const { booking } = await bookCheapest(traveller);
    const pay = (body: unknown) =>
      api.call(`/api/hotels/bookings/${booking.id}/pay`, {
        method: 'POST',
        token: traveller,
        body,
      });
    const expired = await pay({ ...APPROVED, expiry: '01/20' });
    expect(expired.status).toBe(402);
    expect(expired.body.code).toBe('expired_card');
    const mistyped = await pay({ ...APPROVED, cardNumber: '4242 4242 4242 4241' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.issues[0].path).toBe('cardNumber');
  });
});

describe('ownership (issue 15: a booking belongs to one agency and one user)', () => {
  it("hides a traveller's booking from another user, a visitor and another agency", async () => {
    const { booking } = await bookCheapest(traveller);
    const path = `/api/hotels/bookings/${booking.id}`;
    expect((await api.call(path, { token: owner })).status).toBe(404);
    expect(
      (await api.call(`${path}/pay`, { method: 'POST', token: owner, body: APPROVED })).status,
    ).toBe(404);
    expect((await api.call(path)).status).toBe(401);
    expect(
      (await api.call(path, { host: 'solmar.localhost', headers: { 'x-auth-optional': 'true' } }))
        .status,
    ).toBe(404);
    expect((await api.call(path, { token: traveller })).status).toBe(200);
  });

  it('asks a horizon visitor to sign in; a solmar visitor books through the non-login flow', async () => {
    const body = { hotelId: 'x', roomId: 'standard', stay: STAY, guest: GUEST };
    expect((await book(undefined, body)).status).toBe(401);
    const cancun = { latitude: 21.1619, longitude: -86.8515 };
    const found = await api.call(`/api/hotels/search${query({ ...cancun, ...STAY })}`, {
      host: 'solmar.localhost',
    });
    const hotel = found.body.data.hotels[0];
    const reply = await book(
      undefined,
      { ...body, hotelId: hotel.id, roomId: 'standard' },
      'solmar.localhost',
    );
    expect(reply.status, reply.text).toBe(201);
    expect((await api.call('/api/user/trips')).status).toBe(401);
  });

  it("lists only the signed-in traveller's own confirmed trips", async () => {
    const { booking } = await bookCheapest(owner);
    await api.call(`/api/hotels/bookings/${booking.id}/pay`, {
      method: 'POST',
      token: owner,
      body: APPROVED,
    });
    const trips = tripsSchema.parse(
      (await api.call('/api/user/trips', { token: traveller })).body.data,
    );
    expect(trips.upcoming.length).toBeGreaterThan(0);
    expect(trips.upcoming.every((trip) => trip.status === 'CONFIRMED')).toBe(true);
    expect(trips.upcoming.map((trip) => trip.id)).not.toContain(booking.id);
  });
});

describe("the agents' Bookings (issue 16: /bookings, agents only)", () => {
  it("lists every confirmed stay of the agency for its agents, never another agency's", async () => {
    const { booking } = await bookCheapest(traveller);
    const held = (await bookCheapest(traveller)).booking;
    await api.call(`/api/hotels/bookings/${booking.id}/pay`, {
      method: 'POST',
      token: traveller,
      body: APPROVED,
    });
    const reply = await api.call('/api/agency/bookings', { token: owner });
    expect(reply.status, reply.text).toBe(200);
    const listed = z.array(hotelBookingSchema).parse(reply.body.data);
    expect(listed.map((row) => row.id)).toContain(booking.id);
    // A hold nobody paid is no booking yet.
    expect(listed.map((row) => row.id)).not.toContain(held.id);
    expect(listed.every((row) => row.status === 'CONFIRMED')).toBe(true);
    expect(listed.find((row) => row.id === booking.id)?.guest.lastName).toBe('López');
    // The latest stay first.
    const checkIns = listed.map((row) => row.stay.checkIn);
    expect(checkIns).toEqual([...checkIns].sort().reverse());

    const solmarOwner = await api.login('owner@solmar.test', 'solmar.localhost');
    const solmar = await api.call('/api/agency/bookings', {
      token: solmarOwner,
      host: 'solmar.localhost',
    });
    expect(solmar.status).toBe(200);
    expect(solmar.body.data.map((row: { id: string }) => row.id)).not.toContain(booking.id);
  });

  it('refuses a traveller (403) and a visitor (401)', async () => {
    expect((await api.call('/api/agency/bookings', { token: traveller })).status).toBe(403);
    expect((await api.call('/api/agency/bookings')).status).toBe(401);
  });
});

describe('restart and time (issue 15: bookings survive a restart; holds expire)', () => {
  it('keeps a paid booking across close and reopen, and moves it to past after check-out', async () => {
    const clock = manualClock();
    const first = await startApi({ now: clock.now });
    const token = await first.login('traveller@horizon.test');
    const found = await first.call(`/api/hotels/search${query({ ...MIAMI, ...STAY })}`, { token });
    const hotelId = found.body.data.hotels[0].id;
    const created = await first.call('/api/hotels/bookings', {
      method: 'POST',
      token,
      body: { hotelId, roomId: 'standard', stay: STAY, guest: GUEST },
    });
    const id = created.body.data.id;
    const paid = await first.call(`/api/hotels/bookings/${id}/pay`, {
      method: 'POST',
      token,
      body: APPROVED,
    });
    const reference = paid.body.data.referenceNumber;
    await first.close();

    clock.advance(20 * 86_400_000);
    const second = await startApi({ databaseFile: first.databaseFile, now: clock.now });
    try {
      const again = await second.login('traveller@horizon.test');
      const trips = tripsSchema.parse(
        (await second.call('/api/user/trips', { token: again })).body.data,
      );
      expect(trips.upcoming.map((trip) => trip.id)).not.toContain(id);
      expect(trips.past.find((trip) => trip.id === id)?.referenceNumber).toBe(reference);
    } finally {
      await second.close();
    }
  });

  it('refuses to pay a hold older than 30 minutes', async () => {
    const clock = manualClock();
    const server = await startApi({ now: clock.now });
    try {
      const token = await server.login('traveller@horizon.test');
      const found = await server.call(`/api/hotels/search${query({ ...MIAMI, ...STAY })}`, {
        token,
      });
      const created = await server.call('/api/hotels/bookings', {
        method: 'POST',
        token,
        body: {
          hotelId: found.body.data.hotels[0].id,
          roomId: 'standard',
          stay: STAY,
          guest: GUEST,
        },
      });
      clock.advance(31 * 60_000);
      const late = await server.call(`/api/hotels/bookings/${created.body.data.id}/pay`, {
        method: 'POST',
        token,
        body: APPROVED,
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('expired');
    } finally {
      await server.close();
    }
  });
});
