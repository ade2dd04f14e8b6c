import { randomUUID } from 'node:crypto';
import {
  type BookingChoice,
  type BookingContact,
  type EngineBookingStatus,
  type EngineVertical,
  type Offer,
  REFERENCE_PREFIXES,
  type Traveller,
} from '@wl/core';
import { type Database, transaction } from '../db/sqlite.ts';
import { HOLD_MINUTES, newReferenceNumber } from '../hotels/bookings.ts';
import type { FullRates } from '../pricing.ts';
import { claimHold, releaseBookedHold } from '../resorts/holds.ts';

/** One engine booking as stored (table engine_bookings, migration 8; resorts since 9). */
export interface EngineBookingRow {
  id: string;
  agency_id: number;
  user_id: number | null;
  booked_by: number | null;
  vertical: EngineVertical;
  status: EngineBookingStatus;
  reference_number: string | null;
  offer_json: string;
  choice_json: string;
  travellers_json: string;
  contact_json: string;
  start_date: string;
  end_date: string;
  published_total: number;
  total: number;
  base_total: number;
  tax_total: number;
  free_cancellation: number;
  hold_expires_at: string;
  created_at: string;
  cancelled_at: string | null;
  refunded_amount: number | null;
}

/** The approved charge of a booking (table booking_payments). */
export interface PaymentRow {
  booking_id: string;
  gateway: string;
  amount: number;
  card_brand: string;
  card_last4: string;
  idempotency_key: string | null;
  paid_at: string;
}

export interface NewEngineBooking {
  agencyId: number;
  /** Whose trip it is: the signed-in traveller, an agent's client, or null for a visitor. */
  userId: number | null;
  /** The agent who made it, when an agent did. */
  bookedBy: number | null;
  /** The offer with its full rates, as the server built it. */
  offer: Offer;
  choice: BookingChoice;
  travellers: Traveller[];
  contact: BookingContact;
  days: { start: string; end: string };
  /** The whole booking, full rates. */
  rates: FullRates;
  now: Date;
  /** When the booking's hold must end at the latest (a resort's hold may end before 30 minutes). */
  holdEndsBy?: Date;
}

export interface NewPayment {
  gateway: string;
  card: { brand: string; last4: string };
  idempotencyKey: string | null;
  now: Date;
}

/**
 * Engine bookings in SQLite: a 30-minute hold priced by the server, its one payment, its
 * cancellation. Every change of status is a conditional UPDATE on the status it leaves, so two
 * requests racing for the same change cannot both make it. A resort booking's hold (its offer) is
 * marked booked in the transaction that confirms it and released in the one that cancels it.
 */
export function engineBookingStore(db: Database) {
  const byId = db.prepare('SELECT * FROM engine_bookings WHERE id = ? AND agency_id = ?');
  const byReference = db.prepare(
    'SELECT * FROM engine_bookings WHERE reference_number = ? AND agency_id = ?',
  );
  const paymentOf = db.prepare('SELECT * FROM booking_payments WHERE booking_id = ?');

  return {
    create(booking: NewEngineBooking): EngineBookingRow {
      const id = randomUUID();
      const thirtyMinutes = booking.now.getTime() + HOLD_MINUTES * 60_000;
      const holdExpires = new Date(
        Math.min(thirtyMinutes, booking.holdEndsBy?.getTime() ?? Infinity),
      );
      db.prepare(
        `INSERT INTO engine_bookings (id, agency_id, user_id, booked_by, vertical, status,
           offer_json, choice_json, travellers_json, contact_json, start_date, end_date,
           published_total, total, base_total, tax_total, free_cancellation, hold_expires_at,
           created_at)
         VALUES (?, ?, ?, ?, ?, 'HELD', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        booking.agencyId,
        booking.userId,
        booking.bookedBy,
        booking.offer.vertical,
        JSON.stringify(booking.offer),
        JSON.stringify(booking.choice),
        JSON.stringify(booking.travellers),
        JSON.stringify(booking.contact),
        booking.days.start,
        booking.days.end,
        booking.rates.publishedRate,
        booking.rates.totalRate,
        booking.rates.baseRate,
        booking.rates.taxAndFee,
        booking.offer.freeCancellation ? 1 : 0,
        holdExpires.toISOString(),
        booking.now.toISOString(),
      );
      return this.get(id, booking.agencyId) as EngineBookingRow;
    },

    get(id: string, agencyId: number): EngineBookingRow | undefined {
      return byId.get(id, agencyId) as unknown as EngineBookingRow | undefined;
    },

    byReference(referenceNumber: string, agencyId: number): EngineBookingRow | undefined {
      return byReference.get(referenceNumber, agencyId) as unknown as EngineBookingRow | undefined;
    },

    /**
     * The booking of a resort hold that keeps it from being booked again: a confirmed one, or one
     * still held for payment.
     */
    ofResortHold(
      agencyId: number,
      referenceNumber: string,
      now: Date,
    ): EngineBookingRow | undefined {
      return db
        .prepare(
          `SELECT * FROM engine_bookings WHERE agency_id = ? AND vertical = 'resorts'
             AND json_extract(offer_json, '$.offerId') = ?
             AND (status = 'CONFIRMED' OR (status = 'HELD' AND hold_expires_at > ?))`,
        )
        .get(agencyId, referenceNumber, now.toISOString()) as unknown as
        | EngineBookingRow
        | undefined;
    },

    payment(bookingId: string): PaymentRow | undefined {
      return paymentOf.get(bookingId) as unknown as PaymentRow | undefined;
    },

    /**
     * Confirms a held booking and records its charge in one transaction: both or neither. False
     * when the booking was no longer held or its hold had ended (paid meanwhile, expired). A resort
     * booking also marks its hold booked; when the hold is gone meanwhile (released, expired), the
     * resort's 409 is thrown and nothing is written.
     */
    confirm(row: EngineBookingRow, payment: NewPayment): boolean {
      const paidAt = payment.now.toISOString();
      return transaction(db, () => {
        const referenceNumber = drawReference(row.vertical, (reference) =>
          db
            .prepare(
              `UPDATE engine_bookings SET status = 'CONFIRMED', reference_number = ?
               WHERE id = ? AND status = 'HELD' AND hold_expires_at > ?`,
            )
            .run(reference, row.id, paidAt),
        );
        if (!referenceNumber) return false;
        if (row.vertical === 'resorts') {
          const offer = JSON.parse(row.offer_json) as Offer;
          claimHold(db, row.agency_id, offer.offerId, row.id, payment.now);
        }
        db.prepare(
          `INSERT INTO booking_payments (booking_id, gateway, amount, card_brand, card_last4,
             idempotency_key, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          row.id,
          payment.gateway,
          row.total,
          payment.card.brand,
          payment.card.last4,
          payment.idempotencyKey,
          paidAt,
        );
        return true;
      });
    },

    /**
     * Cancels a confirmed, refundable booking, refunding its whole total; false otherwise. A
     * resort booking's hold is released in the same transaction.
     */
    cancel(row: EngineBookingRow, now: Date): boolean {
      return transaction(db, () => {
        const result = db
          .prepare(
            `UPDATE engine_bookings SET status = 'CANCELLED', cancelled_at = ?, refunded_amount = total
             WHERE id = ? AND status = 'CONFIRMED' AND free_cancellation = 1`,
          )
          .run(now.toISOString(), row.id);
        if (result.changes !== 1) return false;
        if (row.vertical === 'resorts') releaseBookedHold(db, row.agency_id, row.id, now);
        return true;
      });
    },

    /** One user's paid bookings (confirmed or cancelled since) at one agency, by start day. */
    ofUser(agencyId: number, userId: number): EngineBookingRow[] {
      return db
        .prepare(
          `SELECT * FROM engine_bookings WHERE agency_id = ? AND user_id = ?
             AND status IN ('CONFIRMED', 'CANCELLED') ORDER BY start_date, created_at`,
        )
        .all(agencyId, userId) as unknown as EngineBookingRow[];
    },

    /**
     * The bookings one agent made (for themself or a client) still held for payment, the hold
     * ending first first (the agents' Pay).
     */
    heldBy(agencyId: number, userId: number, now: Date): EngineBookingRow[] {
      return db
        .prepare(
          `SELECT * FROM engine_bookings WHERE agency_id = ? AND status = 'HELD'
             AND booked_by = ? AND hold_expires_at > ? ORDER BY hold_expires_at`,
        )
        .all(agencyId, userId, now.toISOString()) as unknown as EngineBookingRow[];
    },

    /** Every paid booking of an agency, the latest start first (the agents' Bookings). */
    ofAgency(agencyId: number): EngineBookingRow[] {
      return db
        .prepare(
          `SELECT * FROM engine_bookings WHERE agency_id = ? AND status IN ('CONFIRMED', 'CANCELLED')
           ORDER BY start_date DESC, created_at DESC`,
        )
        .all(agencyId) as unknown as EngineBookingRow[];
    },
  };
}

export type EngineBookingStore = ReturnType<typeof engineBookingStore>;

/**
 * Runs `update` with a fresh reference number (`FLT-…`) until one is not taken yet (the column
 * is UNIQUE). The number it used, or undefined when the update changed no row.
 */
function drawReference(
  vertical: EngineVertical,
  update: (reference: string) => { changes: number | bigint },
): string | undefined {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = newReferenceNumber(REFERENCE_PREFIXES[vertical]);
    try {
      return Number(update(reference).changes) === 1 ? reference : undefined;
    } catch (error) {
      // Only that statement failed (SQLite aborts the statement, not the transaction): retry.
      if (!String(error).includes('engine_bookings.reference_number')) throw error;
    }
  }
  throw new Error('could not draw a unique reference number');
}
