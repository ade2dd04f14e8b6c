import type {
  Booking,
  BookingChoice,
  BookingContact,
  Offer,
  Traveller,
  UserProfile,
} from '@wl/core';
import { offerForViewer } from '../inventory/offers.ts';
import { ratesForViewer } from '../pricing.ts';
import type { EngineBookingRow, PaymentRow } from './store.ts';

type PersonRef = { id: number; name: string };

/**
 * A stored booking as the API answers it (core `bookingSchema`), every price in it, the offer's
 * included, for `viewer` (spec §2.3: wholesale figures for unrestricted agents only).
 * `person` names a user by id.
 */
export function bookingView(
  row: EngineBookingRow,
  payment: PaymentRow | undefined,
  person: (userId: number) => PersonRef | null,
  viewer: UserProfile | undefined,
): Booking {
  const bookedBy = row.booked_by === null ? null : person(row.booked_by);
  // `traveller` names the client an agent booked for; an agent's own trip has none.
  const forClient = row.booked_by !== null && row.user_id !== null && row.user_id !== row.booked_by;
  return {
    id: row.id,
    vertical: row.vertical,
    status: row.status,
    referenceNumber: row.reference_number,
    offer: offerForViewer(JSON.parse(row.offer_json) as Offer, viewer),
    choice: JSON.parse(row.choice_json) as BookingChoice,
    travellers: JSON.parse(row.travellers_json) as Traveller[],
    contact: JSON.parse(row.contact_json) as BookingContact,
    startDate: row.start_date,
    endDate: row.end_date,
    rates: ratesForViewer(
      {
        publishedRate: row.published_total,
        totalRate: row.total,
        savedPrice: Math.round((row.published_total - row.total) * 100) / 100,
        baseRate: row.base_total,
        taxAndFee: row.tax_total,
      },
      viewer,
    ),
    payment: payment ? { brand: payment.card_brand, last4: payment.card_last4 } : null,
    freeCancellation: row.free_cancellation === 1,
    traveller: forClient && row.user_id !== null ? person(row.user_id) : null,
    bookedBy,
    holdExpiresAt: row.hold_expires_at,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    refundedAmount: row.refunded_amount,
  };
}
