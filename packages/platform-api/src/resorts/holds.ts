import type { Database } from '../db/sqlite.ts';
import { ApiError } from '../http/errors.ts';
import type { FullRates } from '../pricing.ts';

/**
 * The resort service's holds (spec §7 itineraries, table resort_itineraries) as both the resort
 * calls (routes/resort.ts) and the booking engine (a hold is a resort's offer, paid like any
 * engine booking) read and change them. A hold is HELD until it is released or its time ends;
 * paying its engine booking makes it BOOKED (`booking_id` set, migration 9): it then neither
 * expires nor can be released, and cancelling that booking releases it.
 */

export interface PropertyRow {
  id: number;
  region_id: number;
  name: string;
  latitude: number;
  longitude: number;
  rating: number;
  image: string;
  nightly_usd: number;
  rooms: number;
  region_name: string;
  parent_id: number | null;
}

export interface ItineraryRow {
  reference_number: string;
  agency_id: number;
  property_id: number;
  check_in: string;
  check_out: string;
  adults: number;
  /** The stored status; the CHECK of migration 3 allows only these two (BOOKED is `booking_id`). */
  status: 'HELD' | 'RELEASED';
  hold_expires_at: string;
  /** The engine booking that paid the hold (migration 9), or null. */
  booking_id: string | null;
  created_at: string;
  updated_at: string;
}

/** What hold-check answers (core `resortItinerarySchema` status). */
export type HoldStatus = 'HELD' | 'RELEASED' | 'EXPIRED' | 'BOOKED';

export const RESORT_HOLD_MESSAGES = {
  expired: 'This hold has expired. Please hold the resort again.',
  released: 'This hold has been released. Please hold the resort again.',
  taken: 'This hold is already being booked.',
  booked: 'This hold is booked.',
} as const;

/** Nightly rates in US dollars with the relations of core's ratesSchema. */
export function nightlyUsd(base: number): FullRates {
  const taxAndFee = Math.round(base * 14) / 100;
  const totalRate = Math.round((base + taxAndFee) * 110) / 100;
  const publishedRate = Math.round(totalRate * 125) / 100;
  return {
    baseRate: base,
    taxAndFee,
    totalRate,
    publishedRate,
    savedPrice: publishedRate - totalRate,
  };
}

export function findProperty(db: Database, propertyId: number): PropertyRow | undefined {
  return db
    .prepare(
      'SELECT p.*, r.name AS region_name, r.parent_id FROM resort_properties p JOIN resort_regions r ON r.id = p.region_id WHERE p.id = ?',
    )
    .get(propertyId) as PropertyRow | undefined;
}

/** The agency's hold of that reference, matched without regard to case (as hold-check does). */
export function findItinerary(
  db: Database,
  agencyId: number,
  referenceNumber: string,
): ItineraryRow | undefined {
  return db
    .prepare('SELECT * FROM resort_itineraries WHERE reference_number = ? AND agency_id = ?')
    .get(referenceNumber.toUpperCase(), agencyId) as ItineraryRow | undefined;
}

/** A hold's status at `now`: a booked one no longer expires. */
export function holdStatus(row: ItineraryRow, now: Date): HoldStatus {
  if (row.status === 'RELEASED') return 'RELEASED';
  if (row.booking_id !== null) return 'BOOKED';
  return Date.parse(row.hold_expires_at) <= now.getTime() ? 'EXPIRED' : 'HELD';
}

/** The itinerary as the resort calls answer it. */
export function itineraryView(row: ItineraryRow, now: Date) {
  const status = holdStatus(row, now);
  return {
    reference_number: row.reference_number,
    property_id: row.property_id,
    check_in: row.check_in,
    check_out: row.check_out,
    adults: row.adults,
    status,
    held: status === 'HELD',
    hold_expires_at: row.hold_expires_at,
  };
}

/**
 * Why a hold cannot be booked now (409s the booking engine answers), or undefined while it is
 * held. An unknown hold is the caller's to answer.
 */
export function holdBookingError(row: ItineraryRow, now: Date): ApiError | undefined {
  switch (holdStatus(row, now)) {
    case 'HELD':
      return undefined;
    case 'EXPIRED':
      return new ApiError(409, RESORT_HOLD_MESSAGES.expired, { code: 'hold_expired' });
    case 'RELEASED':
      return new ApiError(409, RESORT_HOLD_MESSAGES.released, { code: 'hold_released' });
    case 'BOOKED':
      return new ApiError(409, RESORT_HOLD_MESSAGES.taken, { code: 'hold_taken' });
  }
}

/**
 * Marks the hold booked by `bookingId` (run inside the transaction that confirms the booking): a
 * conditional UPDATE on a live, unbooked hold. Throws the 409 of the hold's state otherwise, which
 * rolls the confirmation back.
 */
export function claimHold(
  db: Database,
  agencyId: number,
  referenceNumber: string,
  bookingId: string,
  now: Date,
): void {
  const stamp = now.toISOString();
  const result = db
    .prepare(
      `UPDATE resort_itineraries SET booking_id = ?, updated_at = ?
       WHERE reference_number = ? AND agency_id = ? AND status = 'HELD' AND booking_id IS NULL
         AND hold_expires_at > ?`,
    )
    .run(bookingId, stamp, referenceNumber.toUpperCase(), agencyId, stamp);
  if (result.changes === 1) return;
  const row = findItinerary(db, agencyId, referenceNumber);
  throw (
    (row && holdBookingError(row, now)) ??
    new ApiError(409, RESORT_HOLD_MESSAGES.released, { code: 'hold_released' })
  );
}

/** Releases the hold a cancelled booking had paid (inside the cancellation's transaction). */
export function releaseBookedHold(
  db: Database,
  agencyId: number,
  bookingId: string,
  now: Date,
): void {
  db.prepare(
    `UPDATE resort_itineraries SET status = 'RELEASED', updated_at = ?
     WHERE booking_id = ? AND agency_id = ?`,
  ).run(now.toISOString(), bookingId, agencyId);
}
