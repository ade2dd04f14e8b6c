import {
  type Booking,
  bookingDays,
  bookingProblems,
  bookingRates,
  cardSummary,
  createBookingSchema,
  displayName,
  isAgent,
  isOwnerOrAdmin,
  type Offer,
  offerRefSchema,
  paymentCardSchema,
  toIsoDay,
} from '@wl/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { auth } from '../auth/guards.ts';
import { agentsOnly } from '../auth/roles.ts';
import { findUserById } from '../auth/users.ts';
import { activityDayProblems, bookingParties } from '../bookings/rules.ts';
import { type EngineBookingRow, engineBookingStore } from '../bookings/store.ts';
import { bookingView } from '../bookings/view.ts';
import type { AppEnv, Services } from '../context.ts';
import { transaction } from '../db/sqlite.ts';
import { hotelCatalogue } from '../hotels/catalogue.ts';
import { referencePayment } from '../hotels/referencePayment.ts';
import { ApiError, badRequest, notFound, unauthorized } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import { type OfferSeller, offerFor, offerForViewer } from '../inventory/offers.ts';
import { type FullRates, ratesForViewer } from '../pricing.ts';
import { findItinerary, holdBookingError, RESORT_HOLD_MESSAGES } from '../resorts/holds.ts';

const bookingIdSchema = z.uuid();
const referenceSchema = z.string().regex(/^[A-Z]{3}-[0-9A-Z]{8}$/);
/** `Idempotency-Key`: any short visible text the client chooses (a UUID, typically). */
const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/);

export const BOOKING_MESSAGES = {
  priceChanged: 'The price has changed since you opened this offer.',
  alreadyPaid: 'This booking is already paid.',
  holdExpired: 'This booking was held for 30 minutes and has expired. Please book again.',
  noGateway: 'This agency has no payment gateway set up, so bookings cannot be paid online yet.',
  nonRefundable: 'This booking is non-refundable and cannot be cancelled.',
  started: 'This trip has already started.',
  notConfirmed: 'Only a confirmed booking can be cancelled.',
  alreadyCancelled: 'This booking is already cancelled.',
} as const;

/**
 * The booking engine (ours, docs in the README "Bookings"): an offer from a search, a booking
 * held for 30 minutes and priced by the server, its one payment through the agency's gateway,
 * its cancellation, and the lists of the traveller's and the agency's bookings, for flights,
 * cars, activities, cruises and resort holds alike. Every rule of a booking is core's
 * (rules/booking.ts). A resort hold is booked once: paying marks it booked, cancelling releases it.
 */
export function bookingRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const store = engineBookingStore(services.db);
  // Booking takes a signed-in user, or a visitor where the agency allows the non-login flow.
  const book = auth(services, 'nonLoginFlow');
  const signedIn = auth(services, 'required');

  const person = (userId: number) => {
    const user = findUserById(services.db, userId);
    return user ? { id: user.id, name: displayName(user.profile.personal_info) } : null;
  };

  const seller = (c: Context<AppEnv>): OfferSeller => ({
    db: services.db,
    agencyId: c.var.agency.id,
    agency: c.var.agency.config.agency,
    findHotel: (id) => hotelCatalogue(services, c.var.agency.id).find(id),
  });

  const answer = (c: Context<AppEnv>, row: EngineBookingRow): Booking =>
    bookingView(row, store.payment(row.id), person, c.var.user?.profile);

  /**
   * A booking this request may see: its traveller's, its agent's, any booking of the agency for
   * its staff (they list them all), and a visitor's booking for whoever holds its id or
   * reference. Anything else answers like a missing one: its existence is not told either.
   */
  const visible = (c: Context<AppEnv>, row: EngineBookingRow | undefined): EngineBookingRow => {
    const user = c.var.user;
    const sees =
      row !== undefined &&
      (row.user_id === null ||
        (user !== undefined &&
          (row.user_id === user.userId || row.booked_by === user.userId || isAgent(user.profile))));
    if (!sees || !row) throw notFound('No such booking');
    return row;
  };

  const byId = (c: Context<AppEnv>) => {
    const id = bookingIdSchema.safeParse(c.req.param('id'));
    return visible(c, id.success ? store.get(id.data, c.var.agency.id) : undefined);
  };

  routes.post('/offers', auth(services, 'optional'), async (c) => {
    const ref = validate(offerRefSchema, await readJsonBody(c), 'offer');
    const offer = offerFor(ref, seller(c), services.now());
    return c.json({ data: offerForViewer(offer, c.var.user?.profile) });
  });

  routes.post('/bookings', book, async (c) => {
    const input = validate(createBookingSchema, await readJsonBody(c), 'booking');
    const agency = c.var.agency;
    const parties = bookingParties(services.db, agency.id, c.var.user, input.clientId);
    const now = services.now();
    const offer = offerFor(input.offer, seller(c), now, {
      driverAge: input.choice.driverAge,
    });
    // The choice is taken as sent: the checkout sends every choice it shows (core defaultChoice).
    const problems = [
      ...bookingProblems(offer, input),
      ...activityDayProblems(offer, input.choice, agency.config.agency, now),
    ];
    const [first] = problems;
    if (first) throw badRequest(`Invalid booking: ${first.path}: ${first.message}`, problems);
    // The offer is the server's, so its rates carry the wholesale figures.
    const rates = bookingRates(offer, input.choice) as FullRates;
    const shown = ratesForViewer(rates, c.var.user?.profile).totalRate;
    if (input.quotedTotal !== undefined && Math.abs(shown - input.quotedTotal) > 0.01) {
      throw new ApiError(409, BOOKING_MESSAGES.priceChanged, { code: 'price_changed' });
    }
    const create = () =>
      store.create({
        agencyId: agency.id,
        ...parties,
        offer,
        choice: input.choice,
        travellers: input.travellers,
        contact: input.contact,
        days: bookingDays(offer, input.choice),
        rates,
        now,
        // A resort booking is held no longer than the resort holds the room.
        ...(offer.vertical === 'resorts' ? { holdEndsBy: new Date(offer.holdExpiresAt) } : {}),
      });
    // One engine booking per resort hold: none while another is held for payment or confirmed.
    const row =
      offer.vertical === 'resorts'
        ? transaction(services.db, () => {
            if (store.ofResortHold(agency.id, offer.offerId, now)) {
              throw new ApiError(409, RESORT_HOLD_MESSAGES.taken, { code: 'hold_taken' });
            }
            return create();
          })
        : create();
    return c.json({ data: answer(c, row) }, 201);
  });

  routes.get('/bookings/reference/:referenceNumber', book, (c) => {
    const reference = referenceSchema.safeParse(c.req.param('referenceNumber').toUpperCase());
    const row = reference.success ? store.byReference(reference.data, c.var.agency.id) : undefined;
    return c.json({ data: answer(c, visible(c, row)) });
  });

  routes.get('/bookings/:id', book, (c) => c.json({ data: answer(c, byId(c)) }));

  routes.post('/bookings/:id/pay', book, async (c) => {
    const row = byId(c);
    const header = c.req.header('idempotency-key');
    const key = header === undefined ? null : idempotencyKeySchema.safeParse(header);
    if (key && !key.success) throw badRequest('Invalid Idempotency-Key header');
    const idempotencyKey = key?.data ?? null;

    /** Paid already: the same request again (its key) gets the first answer, anything else 409. */
    const paidAlready = () => {
      const paid = store.payment(row.id);
      if (paid && idempotencyKey !== null && paid.idempotency_key === idempotencyKey) {
        return c.json({ data: answer(c, store.get(row.id, c.var.agency.id) as EngineBookingRow) });
      }
      throw new ApiError(409, BOOKING_MESSAGES.alreadyPaid);
    };

    if (row.status !== 'HELD') return paidAlready();
    const now = services.now();
    // A resort booking pays its hold: not once it is released or expired (nor twice).
    if (row.vertical === 'resorts') {
      const hold = findItinerary(
        services.db,
        row.agency_id,
        (JSON.parse(row.offer_json) as Offer).offerId,
      );
      const refused = hold ? holdBookingError(hold, now) : notFound('No such offer');
      if (refused) throw refused;
    }
    if (Date.parse(row.hold_expires_at) <= now.getTime()) {
      throw new ApiError(409, BOOKING_MESSAGES.holdExpired);
    }
    // Read as GET /api/getCurrentPaymentGateway reads it: the agency config's gateway.
    const gateway = c.var.agency.config.agency.currentPaymentGateway;
    if (!gateway) throw new ApiError(409, BOOKING_MESSAGES.noGateway, { code: 'no_gateway' });
    const card = validate(paymentCardSchema, await readJsonBody(c), 'payment');
    const outcome = referencePayment(card, now);
    if (!outcome.approved) return c.json({ message: outcome.message, code: outcome.code }, 402);
    const paid = store.confirm(row, {
      gateway,
      card: cardSummary(card.cardNumber),
      idempotencyKey,
      now,
    });
    // Another request paid it meanwhile (a double click), or the hold ended while the card ran.
    if (!paid) {
      const current = store.get(row.id, c.var.agency.id);
      if (current?.status === 'HELD') throw new ApiError(409, BOOKING_MESSAGES.holdExpired);
      return paidAlready();
    }
    return c.json({ data: answer(c, store.get(row.id, c.var.agency.id) as EngineBookingRow) });
  });

  routes.post('/bookings/:id/cancel', book, (c) => {
    const row = byId(c);
    const user = c.var.user;
    // Its traveller (a visitor's booking: whoever holds its id), the agent who booked it, or the
    // agency's owner and admins; other staff may look but not cancel.
    const mayCancel =
      row.user_id === null ||
      (user !== undefined &&
        (row.user_id === user.userId ||
          row.booked_by === user.userId ||
          isOwnerOrAdmin(user.profile)));
    if (!mayCancel) {
      throw new ApiError(403, 'Only its traveller or the agent who booked it can cancel this');
    }
    if (row.status === 'CANCELLED') throw new ApiError(409, BOOKING_MESSAGES.alreadyCancelled);
    if (row.status !== 'CONFIRMED') throw new ApiError(409, BOOKING_MESSAGES.notConfirmed);
    if (row.free_cancellation !== 1) {
      throw new ApiError(409, BOOKING_MESSAGES.nonRefundable, { code: 'non_refundable' });
    }
    const now = services.now();
    if (row.start_date < toIsoDay(now)) {
      throw new ApiError(409, BOOKING_MESSAGES.started, { code: 'trip_started' });
    }
    if (!store.cancel(row, now)) throw new ApiError(409, BOOKING_MESSAGES.alreadyCancelled);
    return c.json({ data: answer(c, store.get(row.id, c.var.agency.id) as EngineBookingRow) });
  });

  // My Trips of the engine: the signed-in user's paid bookings, upcoming (not yet over) by start
  // day, past the latest first.
  routes.get('/user/bookings', signedIn, (c) => {
    const user = c.var.user;
    if (!user) throw unauthorized('Missing access token');
    const today = toIsoDay(services.now());
    const bookings = store.ofUser(c.var.agency.id, user.userId).map((row) => answer(c, row));
    return c.json({
      data: {
        upcoming: bookings.filter((booking) => booking.endDate >= today),
        past: bookings.filter((booking) => booking.endDate < today).reverse(),
      },
    });
  });

  // The agents' Bookings of the engine: every paid booking of the agency, priced for the agent
  // who looks (a restricted agent gets no wholesale figures, spec §6).
  routes.get('/agency/all-bookings', signedIn, agentsOnly, (c) =>
    c.json({ data: store.ofAgency(c.var.agency.id).map((row) => answer(c, row)) }),
  );

  // The agents' Pay (ours, spec §1 "a pay feature"): what this agent booked, for themself or a
  // client, that is held and still waiting for its payment, each paid on its payment page.
  routes.get('/agency/bookings/held', signedIn, agentsOnly, (c) => {
    const user = c.var.user;
    if (!user) throw unauthorized('Missing access token');
    const rows = store.heldBy(c.var.agency.id, user.userId, services.now());
    return c.json({ data: rows.map((row) => answer(c, row)) });
  });

  return routes;
}
