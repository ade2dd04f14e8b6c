// Resort holds in the booking engine (README "Bookings", resorts): the hold is the offer, booked
// once, paid like any engine booking (the hold then BOOKED: neither released nor expired),
// cancelled for free (the hold released), listed in My Trips and the agency's bookings.
import {
  bookingListSchema,
  bookingSchema,
  offerSchema,
  type ResortOffer,
  resortItinerarySchema,
} from '@wl/core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../src/db/migrations.ts';
import { openDatabase } from '../src/db/sqlite.ts';
import { manualClock, startApi, tempDir } from './helpers.ts';

const ADULT = { type: 'adult', firstName: 'Ana', lastName: 'López' };
const CONTACT = { email: 'ana@example.com', phone: '+1 305 555 0100' };
const APPROVED = {
  cardholderName: 'Ana López',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/35',
  cvc: '123',
};
const HOUR = 3_600_000;

interface As {
  token?: string;
  host?: string;
}

/** One API with its own clock, a signed-in traveller and owner of horizon and nordlys. */
async function resortApi() {
  const clock = manualClock();
  const api = await startApi({ now: clock.now, sessionTtlMs: 30 * 86_400_000 });
  const as = {
    traveller: { token: await api.login('traveller@horizon.test') },
    owner: { token: await api.login('owner@horizon.test') },
    nordlys: {
      token: await api.login('traveller@nordlys.test', 'nordlys.localhost'),
      host: 'nordlys.localhost',
    },
    solmar: {
      token: await api.login('traveller@solmar.test', 'solmar.localhost'),
      host: 'solmar.localhost',
    },
  } satisfies Record<string, As>;
  const day = (offset: number) => format(addDays(clock.now(), offset), 'yyyy-MM-dd');
  const call = (method: string, path: string, who: As, body?: unknown) =>
    api.call(path, { method, body, token: who.token, host: who.host });
  let nextOffset = 10;

  /** A new hold of two adults for three nights (the next free dates of property 21). */
  async function hold(who: As = as.traveller) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const stay = { property_id: 21, check_in: day(nextOffset), check_out: day(nextOffset + 3) };
      nextOffset += 4;
      const reply = await call('POST', '/resort-api/itineraries', who, { ...stay, adults: 2 });
      if (reply.status === 201) return { ...stay, reference: reply.body.data.reference_number };
      expect(reply.status, reply.text).toBe(409);
    }
    throw new Error('no room at property 21');
  }

  const offer = (reference: string, who: As = as.traveller) =>
    call('POST', '/api/offers', who, { vertical: 'resorts', query: {}, offerId: reference });
  const book = (reference: string, who: As = as.traveller) =>
    call('POST', '/api/bookings', who, {
      offer: { vertical: 'resorts', query: {}, offerId: reference },
      choice: {},
      travellers: [ADULT],
      contact: CONTACT,
    });
  const pay = (id: string, who: As = as.traveller) =>
    call('POST', `/api/bookings/${id}/pay`, who, APPROVED);
  const holdCheck = async (reference: string, who: As = as.traveller) => {
    const reply = await call(
      'GET',
      `/resort-api/properties/hold-check?reference_number=${reference}`,
      who,
    );
    expect(reply.status, reply.text).toBe(200);
    return resortItinerarySchema.parse(reply.body.data);
  };
  const release = (reference: string, who: As = as.traveller) =>
    call('PUT', `/resort-api/itineraries?reference_number=${reference}&status=RELEASE`, who);
  const roomsLeft = async (stay: { check_in: string; check_out: string }) =>
    (
      await call(
        'GET',
        `/resort-api/properties/availability?property_id=21&check_in=${stay.check_in}&check_out=${stay.check_out}`,
        as.traveller,
      )
    ).body.data.rooms_left as number;

  /** A hold booked and paid by the traveller. */
  async function paidHold(who: As = as.traveller) {
    const held = await hold(who);
    const booked = await book(held.reference, who);
    expect(booked.status, booked.text).toBe(201);
    const paid = await pay(booked.body.data.id, who);
    expect(paid.status, paid.text).toBe(200);
    return { ...held, booking: bookingSchema.parse(paid.body.data) };
  }

  return {
    api,
    clock,
    as,
    day,
    call,
    hold,
    offer,
    book,
    pay,
    holdCheck,
    release,
    roomsLeft,
    paidHold,
  };
}

let r: Awaited<ReturnType<typeof resortApi>>;
beforeAll(async () => {
  r = await resortApi();
});
afterAll(() => r.api.close());

describe('resort offers: the agency’s held hold', () => {
  it('builds the offer from the hold (any case), priced as availability prices the stay in USD', async () => {
    const held = await r.hold();
    const reply = await r.offer(held.reference.toLowerCase());
    expect(reply.status, reply.text).toBe(200);
    const offer = offerSchema.parse(reply.body.data) as ResortOffer;
    expect(offer).toMatchObject({
      vertical: 'resorts',
      offerId: held.reference,
      resort: {
        propertyId: 21,
        checkIn: held.check_in,
        checkOut: held.check_out,
        nights: 3,
        adults: 2,
      },
      freeCancellation: true,
    });
    expect(offer.resort.name).toBeTruthy();
    expect(offer.resort.image).toBeTruthy();
    expect(offer.holdExpiresAt).toBe((await r.holdCheck(held.reference)).hold_expires_at);
    const availability = await r.call(
      'GET',
      `/resort-api/properties/availability?property_id=21&check_in=${held.check_in}&check_out=${held.check_out}&currency=USD`,
      r.as.traveller,
    );
    const { baseRate, taxAndFee, ...retail } = availability.body.data.rates;
    // A traveller gets no wholesale figures; an unrestricted agent gets them all.
    expect(offer.rates).toEqual(retail);
    const owner = await r.offer(held.reference, r.as.owner);
    expect(owner.body.data.rates).toEqual({ ...retail, baseRate, taxAndFee });
    expect(baseRate).toBeGreaterThan(0);
  });

  it('an unknown, released or another agency’s hold: 404 No such offer', async () => {
    const unknown = await r.offer('RS-NOPE-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such offer');
    const held = await r.hold();
    expect((await r.release(held.reference)).status).toBe(200);
    const released = await r.offer(held.reference);
    expect(released.status).toBe(404);
    expect(released.body.message).toBe('No such offer');
    const elsewhere = await r.offer((await r.hold()).reference, r.as.nordlys);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('No such offer');
  });

  it('solmar does not sell resorts: 404 for its own hold, offer and booking', async () => {
    const offer = await r.offer('RS-SOLMAR-1001', r.as.solmar);
    expect(offer.status).toBe(404);
    expect(offer.body.message).toBe('Resorts is not offered by this agency');
    const booking = await r.book('RS-SOLMAR-1001', r.as.solmar);
    expect(booking.status).toBe(404);
    expect(booking.body.message).toBe('Resorts is not offered by this agency');
  });
});

describe('booking and paying a hold', () => {
  it('hold -> offer -> book -> pay: RES- reference, the hold BOOKED, in My Trips and the agency’s bookings', async () => {
    const held = await r.hold();
    const booked = await r.book(held.reference);
    expect(booked.status, booked.text).toBe(201);
    const booking = bookingSchema.parse(booked.body.data);
    expect(booking).toMatchObject({
      vertical: 'resorts',
      status: 'HELD',
      referenceNumber: null,
      startDate: held.check_in,
      endDate: held.check_out,
      freeCancellation: true,
    });
    expect(Date.parse(booking.holdExpiresAt) - Date.parse(booking.createdAt)).toBe(30 * 60_000);
    // Held for payment, the hold is still the resort's HELD one.
    expect((await r.holdCheck(held.reference)).status).toBe('HELD');

    const paid = await r.pay(booking.id);
    expect(paid.status, paid.text).toBe(200);
    const confirmed = bookingSchema.parse(paid.body.data);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.referenceNumber).toMatch(/^RES-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(confirmed.rates.totalRate).toBe(booking.offer.rates.totalRate);

    expect(await r.holdCheck(held.reference)).toMatchObject({ status: 'BOOKED', held: false });
    const trips = bookingListSchema.parse(
      (await r.call('GET', '/api/user/bookings', r.as.traveller)).body.data,
    );
    expect(trips.upcoming.find((trip) => trip.id === booking.id)?.status).toBe('CONFIRMED');
    const agency = await r.call('GET', '/api/agency/all-bookings', r.as.owner);
    const listed = agency.body.data.find((item: { id: string }) => item.id === booking.id);
    expect(bookingSchema.parse(listed).rates.baseRate).toBeGreaterThan(0);
    const byReference = await r.call(
      'GET',
      `/api/bookings/reference/${confirmed.referenceNumber}`,
      r.as.traveller,
    );
    expect(byReference.body.data.id).toBe(booking.id);
  });

  it('nordlys books and pays a hold too', async () => {
    const { booking, reference } = await r.paidHold(r.as.nordlys);
    expect(booking.referenceNumber).toMatch(/^RES-/);
    expect((await r.holdCheck(reference, r.as.nordlys)).status).toBe('BOOKED');
  });

  it('a booked hold cannot be released, booked again or offered again', async () => {
    const { reference } = await r.paidHold();
    const release = await r.release(reference);
    expect(release.status).toBe(409);
    expect(release.body).toEqual({ message: 'This hold is booked.', code: 'hold_booked' });
    expect((await r.holdCheck(reference)).status).toBe('BOOKED');
    for (const reply of [await r.book(reference), await r.offer(reference)]) {
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe('This hold is already being booked.');
    }
  });

  it('one booking per hold: a second while the first is held for payment is 409', async () => {
    const { reference } = await r.hold();
    const first = await r.book(reference);
    expect(first.status).toBe(201);
    const second = await r.book(reference, r.as.owner);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: 'This hold is already being booked.',
      code: 'hold_taken',
    });
    // Two at once: one is made.
    const other = await r.hold();
    const both = await Promise.all([r.book(other.reference), r.book(other.reference)]);
    expect(both.map((reply) => reply.status).sort()).toEqual([201, 409]);
  });

  it('two pays at once: one 200, one 409, one payment, the hold booked by it', async () => {
    const { reference } = await r.hold();
    const booking = (await r.book(reference)).body.data;
    const replies = await Promise.all([r.pay(booking.id), r.pay(booking.id)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const db = openDatabase(r.api.databaseFile);
    try {
      expect(
        db
          .prepare('SELECT COUNT(*) AS n FROM booking_payments WHERE booking_id = ?')
          .get(booking.id)?.n,
      ).toBe(1);
      expect(
        db
          .prepare('SELECT booking_id FROM resort_itineraries WHERE reference_number = ?')
          .get(reference)?.booking_id,
      ).toBe(booking.id);
    } finally {
      db.close();
    }
  });

  it('a hold released while its booking awaits payment: 409, nothing charged', async () => {
    const { reference } = await r.hold();
    const booking = (await r.book(reference)).body.data;
    expect((await r.release(reference)).status).toBe(200);
    const reply = await r.pay(booking.id);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      message: 'This hold has been released. Please hold the resort again.',
      code: 'hold_released',
    });
    expect(
      (await r.call('GET', `/api/bookings/${booking.id}`, r.as.traveller)).body.data.status,
    ).toBe('HELD');
  });
});

describe('cancelling a resort booking', () => {
  it('refunds the whole total and releases the hold: the room is free again', async () => {
    const { booking, reference, check_in, check_out } = await r.paidHold();
    const booked = await r.roomsLeft({ check_in, check_out });
    const reply = await r.call('POST', `/api/bookings/${booking.id}/cancel`, r.as.traveller);
    expect(reply.status, reply.text).toBe(200);
    const cancelled = bookingSchema.parse(reply.body.data);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.refundedAmount).toBe(booking.rates.totalRate);
    expect(await r.holdCheck(reference)).toMatchObject({ status: 'RELEASED', held: false });
    expect(await r.roomsLeft({ check_in, check_out })).toBe(booked + 1);
    // Released: no offer any more; releasing it again is not an error (spec §4).
    expect((await r.offer(reference)).status).toBe(404);
    expect((await r.release(reference)).status).toBe(200);
  });
});

describe('hold time', () => {
  it('an expired hold: 409 to offer and book', async () => {
    const timed = await resortApi();
    try {
      const { reference } = await timed.hold();
      timed.clock.advance(49 * HOUR);
      expect((await timed.holdCheck(reference)).status).toBe('EXPIRED');
      for (const reply of [await timed.offer(reference), await timed.book(reference)]) {
        expect(reply.status).toBe(409);
        expect(reply.body).toEqual({
          message: 'This hold has expired. Please hold the resort again.',
          code: 'hold_expired',
        });
      }
    } finally {
      await timed.api.close();
    }
  });

  it('a booked hold does not expire, and keeps its room', async () => {
    const timed = await resortApi();
    try {
      const { reference, check_in, check_out } = await timed.paidHold();
      const rooms = await timed.roomsLeft({ check_in, check_out });
      timed.clock.advance(49 * HOUR);
      expect(await timed.holdCheck(reference)).toMatchObject({ status: 'BOOKED', held: false });
      expect(await timed.roomsLeft({ check_in, check_out })).toBe(rooms);
    } finally {
      await timed.api.close();
    }
  });

  it('the booking is held no longer than the hold; once its 30 minutes end the hold can be booked again', async () => {
    const timed = await resortApi();
    try {
      const { reference } = await timed.hold();
      const ending = new Date(timed.clock.now().getTime() + 10 * 60_000).toISOString();
      const db = openDatabase(timed.api.databaseFile);
      try {
        db.prepare(
          'UPDATE resort_itineraries SET hold_expires_at = ? WHERE reference_number = ?',
        ).run(ending, reference);
      } finally {
        db.close();
      }
      const short = (await timed.book(reference)).body.data;
      expect(short.holdExpiresAt).toBe(ending);
      timed.clock.advance(11 * 60_000);
      const late = await timed.pay(short.id);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('hold_expired');

      const other = await timed.hold();
      const first = (await timed.book(other.reference)).body.data;
      timed.clock.advance(31 * 60_000);
      expect((await timed.pay(first.id)).status).toBe(409);
      const again = await timed.book(other.reference);
      expect(again.status, again.text).toBe(201);
      expect((await timed.pay(again.body.data.id)).status).toBe(200);
    } finally {
      await timed.api.close();
    }
  });
});

/** Agency 1 and its paid booking 'b1' of `vertical`, as the migrations' tests start from. */
function paidBooking(db: ReturnType<typeof openDatabase>, vertical: string, reference: string) {
  db.exec(`
    INSERT INTO agencies (id, subdomain, config_file, config_json, updated_at)
      VALUES (1, 'horizon', 'horizon.json', '{}', '2026-01-01');
    INSERT INTO engine_bookings (id, agency_id, vertical, status, reference_number, offer_json,
        choice_json, travellers_json, contact_json, start_date, end_date, published_total,
        total, base_total, tax_total, free_cancellation, hold_expires_at, created_at)
      VALUES ('b1', 1, '${vertical}', 'CONFIRMED', '${reference}', '{}', '{}', '[]', '{}',
        '2026-02-01', '2026-02-03', 120, 100, 80, 20, 1, '2026-01-01', '2026-01-01');
    INSERT INTO booking_payments (booking_id, gateway, amount, card_brand, card_last4, paid_at)
      VALUES ('b1', 'Stripe', 100, 'visa', '4242', '2026-01-01');
  `);
}

describe('migration 9: engine bookings take resorts, itineraries their booking', () => {
  it('rebuilds engine_bookings and booking_payments keeping every row and reference', () => {
    const db = openDatabase(`${tempDir()}/v8.sqlite`);
    try {
      migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version <= 8),
      );
      paidBooking(db, 'cars', 'CAR-00000001');
      const resort = `INSERT INTO engine_bookings (id, agency_id, vertical, status, offer_json,
          choice_json, travellers_json, contact_json, start_date, end_date, published_total, total,
          base_total, tax_total, free_cancellation, hold_expires_at, created_at)
        VALUES ('b2', 1, 'resorts', 'HELD', '{}', '{}', '[]', '{}', '2026-02-01', '2026-02-03',
          1, 1, 1, 0, 1, '2026-01-01', '2026-01-01')`;
      expect(() => db.exec(resort)).toThrow(/CHECK/);
      const before = db.prepare('SELECT * FROM engine_bookings').all();

      expect(
        migrate(
          db,
          MIGRATIONS.filter((migration) => migration.version <= 9),
        ),
      ).toEqual([9]);
      expect(db.prepare('SELECT * FROM engine_bookings').all()).toEqual(before);
      expect(db.prepare('SELECT booking_id, amount FROM booking_payments').all()).toEqual([
        { booking_id: 'b1', amount: 100 },
      ]);
      const references = db.prepare('PRAGMA foreign_key_list(booking_payments)').all();
      expect(references.map((row) => row.table)).toEqual(['engine_bookings']);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      db.exec(resort);
      const columns = db.prepare('PRAGMA table_info(resort_itineraries)').all();
      expect(columns.map((row) => row.name)).toContain('booking_id');
      // The payment still goes with its booking.
      db.exec("DELETE FROM engine_bookings WHERE id = 'b1'");
      expect(db.prepare('SELECT COUNT(*) AS n FROM booking_payments').get()?.n).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe('migration 10: engine bookings take hotel stays', () => {
  it('rebuilds engine_bookings keeping every row, payment and resort hold reference', () => {
    const db = openDatabase(`${tempDir()}/v9.sqlite`);
    try {
      migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version <= 9),
      );
      paidBooking(db, 'resorts', 'RES-00000001');
      db.exec(`
        INSERT INTO resort_regions (id, name) VALUES (1, 'Caribbean');
        INSERT INTO resort_properties (id, region_id, name, latitude, longitude, rating, image,
            nightly_usd, rooms) VALUES (1, 1, 'Palm', 18, -77, 4.5, '/p.jpg', 200, 10);
        INSERT INTO resort_itineraries (reference_number, agency_id, property_id, check_in,
            check_out, adults, status, hold_expires_at, created_at, updated_at, booking_id)
          VALUES ('R1', 1, 1, '2026-02-01', '2026-02-03', 2, 'HELD', '2026-01-02', '2026-01-01',
            '2026-01-01', 'b1');
      `);
      const hotel = `INSERT INTO engine_bookings (id, agency_id, vertical, status, offer_json,
          choice_json, travellers_json, contact_json, start_date, end_date, published_total, total,
          base_total, tax_total, free_cancellation, hold_expires_at, created_at)
        VALUES ('b2', 1, 'hotels', 'HELD', '{}', '{}', '[]', '{}', '2026-02-01', '2026-02-03',
          1, 1, 1, 0, 1, '2026-01-01', '2026-01-01')`;
      expect(() => db.exec(hotel)).toThrow(/CHECK/);
      const before = db.prepare('SELECT * FROM engine_bookings').all();

      expect(
        migrate(
          db,
          MIGRATIONS.filter((migration) => migration.version <= 10),
        ),
      ).toEqual([10]);
      expect(db.prepare('SELECT * FROM engine_bookings').all()).toEqual(before);
      expect(db.prepare('SELECT booking_id FROM booking_payments').all()).toEqual([
        { booking_id: 'b1' },
      ]);
      expect(db.prepare('SELECT booking_id FROM resort_itineraries').all()).toEqual([
        { booking_id: 'b1' },
      ]);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      db.exec(hotel);
    } finally {
      db.close();
    }
  });
});
