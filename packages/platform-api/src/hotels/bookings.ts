import { randomBytes, randomUUID } from 'node:crypto';
import type { HotelBooking, HotelStay } from '@wl/core';
import { stayNights } from '@wl/core';
import type { Database } from '../db/sqlite.ts';
import type { FullRates } from '../pricing.ts';

/** How long a held booking waits for its payment. */
export const HOLD_MINUTES = 30;

export interface BookingRow {
  id: string;
  agency_id: number;
  user_id: number | null;
  hotel_id: string;
  room_id: string;
  hotel_json: string;
  check_in: string;
  check_out: string;
  rooms: number;
  adults: number;
  children: number;
  guest_json: string;
  published_total: number;
  total: number;
  base_total: number;
  tax_total: number;
  status: 'HELD' | 'CONFIRMED';
  reference_number: string | null;
  card_brand: string | null;
  card_last4: string | null;
  hold_expires_at: string;
  created_at: string;
  paid_at: string | null;
}

export interface NewBooking {
  agencyId: number;
  userId: number | null;
  hotel: HotelBooking['hotel'];
  room: HotelBooking['room'];
  stay: HotelStay;
  guest: HotelBooking['guest'] & { specialRequests: string };
  rates: FullRates;
  now: Date;
}

/** Crockford's base 32: no I, L, O or U to misread on a phone call to the agency. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `HTL-` (or the prefix given) and eight random characters of Crockford's base 32. */
export function newReferenceNumber(prefix = 'HTL'): string {
  const bytes = randomBytes(8);
  let text = '';
  for (const byte of bytes) text += REFERENCE_ALPHABET[byte % 32];
  return `${prefix}-${text}`;
}

/** Bookings of hotel stays in SQLite: a hold, then its payment. */
export function bookingStore(db: Database) {
  const byId = db.prepare('SELECT * FROM hotel_bookings WHERE id = ? AND agency_id = ?');
  return {
    create(booking: NewBooking): BookingRow {
      const id = randomUUID();
      const holdExpires = new Date(booking.now.getTime() + HOLD_MINUTES * 60_000);
      db.prepare(
        `INSERT INTO hotel_bookings (id, agency_id, user_id, hotel_id, room_id, hotel_json,
           check_in, check_out, rooms, adults, children, guest_json, published_total, total,
           base_total, tax_total, status, hold_expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'HELD', ?, ?)`,
      ).run(
        id,
        booking.agencyId,
        booking.userId,
        booking.hotel.id,
        booking.room.id,
        JSON.stringify({ hotel: booking.hotel, room: booking.room }),
        booking.stay.checkIn,
        booking.stay.checkOut,
        booking.stay.rooms,
        booking.stay.adults,
        booking.stay.children,
        JSON.stringify(booking.guest),
        booking.rates.publishedRate,
        booking.rates.totalRate,
        booking.rates.baseRate,
        booking.rates.taxAndFee,
        holdExpires.toISOString(),
        booking.now.toISOString(),
      );
      return this.get(id, booking.agencyId) as BookingRow;
    },

    get(id: string, agencyId: number): BookingRow | undefined {
      return byId.get(id, agencyId) as unknown as BookingRow | undefined;
    },

    /** Marks a held booking paid; false when it was no longer held (paid meanwhile). */
    confirm(
      id: string,
      payment: { brand: string; last4: string },
      now: Date,
    ): { referenceNumber: string } | undefined {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const referenceNumber = newReferenceNumber();
        try {
          const result = db
            .prepare(
              `UPDATE hotel_bookings SET status = 'CONFIRMED', reference_number = ?, card_brand = ?,
                 card_last4 = ?, paid_at = ? WHERE id = ? AND status = 'HELD'`,
            )
            .run(referenceNumber, payment.brand, payment.last4, now.toISOString(), id);
          return result.changes === 1 ? { referenceNumber } : undefined;
        } catch (error) {
          // A reference number already in use (UNIQUE): draw another.
          if (!String(error).includes('UNIQUE')) throw error;
        }
      }
      throw new Error('could not draw a unique reference number');
    },

    /** Every confirmed booking at one agency, the latest stay first (the agents' Bookings). */
    ofAgency(agencyId: number): BookingRow[] {
      return db
        .prepare(
          `SELECT * FROM hotel_bookings WHERE agency_id = ? AND status = 'CONFIRMED'
           ORDER BY check_in DESC, created_at DESC`,
        )
        .all(agencyId) as unknown as BookingRow[];
    },

    /** One user's bookings still held for payment, the hold ending first first (Pay). */
    heldBy(agencyId: number, userId: number, now: Date): BookingRow[] {
      return db
        .prepare(
          `SELECT * FROM hotel_bookings WHERE agency_id = ? AND user_id = ? AND status = 'HELD'
             AND hold_expires_at > ? ORDER BY hold_expires_at`,
        )
        .all(agencyId, userId, now.toISOString()) as unknown as BookingRow[];
    },

    /** The confirmed bookings of one user at one agency. */
    ofUser(agencyId: number, userId: number): BookingRow[] {
      return db
        .prepare(
          `SELECT * FROM hotel_bookings WHERE agency_id = ? AND user_id = ? AND status = 'CONFIRMED'
           ORDER BY check_in, created_at`,
        )
        .all(agencyId, userId) as unknown as BookingRow[];
    },
  };
}

/** A stored booking as the API answers it (spec-free, ours; core `hotelBookingSchema`). */
export function bookingView(row: BookingRow): Omit<HotelBooking, 'rates'> & { rates: FullRates } {
  const { hotel, room } = JSON.parse(row.hotel_json) as Pick<HotelBooking, 'hotel' | 'room'>;
  const guest = JSON.parse(row.guest_json) as HotelBooking['guest'];
  return {
    id: row.id,
    status: row.status,
    referenceNumber: row.reference_number,
    hotel,
    room,
    stay: {
      checkIn: row.check_in,
      checkOut: row.check_out,
      nights: stayNights(row.check_in, row.check_out),
      rooms: row.rooms,
      adults: row.adults,
      children: row.children,
    },
    guest: {
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      phone: guest.phone,
    },
    rates: {
      publishedRate: row.published_total,
      totalRate: row.total,
      savedPrice: Math.round((row.published_total - row.total) * 100) / 100,
      baseRate: row.base_total,
      taxAndFee: row.tax_total,
    },
    payment:
      row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    holdExpiresAt: row.hold_expires_at,
    createdAt: row.created_at,
  };
}
