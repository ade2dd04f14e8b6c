import { cardSummary, createHotelBookingSchema, paymentCardSchema, stayNights } from '@wl/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { auth } from '../auth/guards.ts';
import { agentsOnly } from '../auth/roles.ts';
import type { AppEnv, Services } from '../context.ts';
import { type BookingRow, bookingStore, bookingView } from '../hotels/bookings.ts';
import {
  bookedHotel,
  guestsPerRoom,
  hotelCatalogue,
  hotelDetails,
  hotelSummary,
  roomsForStay,
} from '../hotels/catalogue.ts';
import { referencePayment } from '../hotels/referencePayment.ts';
import { readStay as readStayDates, today } from '../hotels/stayDates.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { readJsonBody, readQuery, validate } from '../http/validation.ts';
import { type FullRates, ratesForViewer } from '../pricing.ts';

const searchSchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  searchString: z.string().trim().max(200).optional(),
});

const hotelIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);
const bookingIdSchema = z.uuid();

/**
 * The hotel journey (issue 15), ours beside spec §7: search, a hotel's rooms for a stay, a held
 * booking priced by the server, its reference payment, and the traveller's trips.
 */
export function hotelRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const store = bookingStore(services.db);

  const readStay = (input: unknown) => readStayDates(input, services.now());

  const viewerRates = (c: Context<AppEnv>) => (rates: FullRates) =>
    ratesForViewer(rates, c.var.user?.profile);

  /** A booking this request may see: this agency's, and the signed-in user's own. */
  const ownBooking = (c: Context<AppEnv>, id: string): BookingRow => {
    const parsed = bookingIdSchema.safeParse(id);
    const row = parsed.success ? store.get(parsed.data, c.var.agency.id) : undefined;
    // Another user's booking answers like a missing one: its existence is not told either.
    if (!row || (row.user_id !== null && row.user_id !== c.var.user?.userId)) {
      throw notFound('No such booking');
    }
    return row;
  };

  const answer = (c: Context<AppEnv>, row: BookingRow) => {
    const view = bookingView(row);
    return { ...view, rates: ratesForViewer(view.rates, c.var.user?.profile) };
  };

  // Everyone may search and look: the viewer rules decide what a price shows (spec §2.3).
  const look = auth(services, 'optional');
  // Booking takes a signed-in user, or a visitor where the agency allows the non-login flow.
  const book = auth(services, 'nonLoginFlow');

  routes.get('/hotels/search', look, (c) => {
    const query = readQuery(c);
    const where = validate(searchSchema, query, 'hotel search');
    const stay = readStay(query);
    const point = { latitude: where.latitude, longitude: where.longitude };
    const { city, hotels } = hotelCatalogue(services, c.var.agency.id).near(point);
    const destination = where.searchString || city?.name || '';
    const from = { name: destination, ...point };
    const forViewer = viewerRates(c);
    const list = hotels
      .map(({ hotel }) => hotelSummary(hotel, stay, from, forViewer))
      .filter((hotel) => hotel !== undefined);
    return c.json({
      data: { destination, nights: stayNights(stay.checkIn, stay.checkOut), hotels: list },
    });
  });

  routes.get('/hotels/details/:hotelId', look, (c) => {
    const id = hotelIdSchema.safeParse(c.req.param('hotelId'));
    const hotel = id.success ? hotelCatalogue(services, c.var.agency.id).find(id.data) : undefined;
    if (!hotel) throw notFound('No such hotel');
    const stay = readStay(readQuery(c));
    return c.json({ data: hotelDetails(hotel, stay, viewerRates(c)) });
  });

  routes.post('/hotels/bookings', book, async (c) => {
    const input = validate(createHotelBookingSchema, await readJsonBody(c), 'booking');
    readStay(input.stay);
    const hotel = hotelCatalogue(services, c.var.agency.id).find(input.hotelId);
    if (!hotel) throw notFound('No such hotel');
    // The price is the server's: the room's rate for these nights and rooms, never the client's.
    const offer = roomsForStay(hotel, input.stay).find(({ room }) => room.id === input.roomId);
    if (!offer) {
      throw badRequest(
        `Invalid booking: roomId: this room does not sleep ${guestsPerRoom(input.stay)} guests or does not exist`,
        [{ path: 'roomId', message: 'not offered for this stay' }],
      );
    }
    const row = store.create({
      agencyId: c.var.agency.id,
      userId: c.var.user?.userId ?? null,
      hotel: bookedHotel(hotel),
      room: { id: offer.room.id, name: offer.room.name, board: offer.room.board },
      stay: input.stay,
      guest: input.guest,
      rates: offer.rates,
      now: services.now(),
    });
    return c.json({ data: answer(c, row) }, 201);
  });

  routes.get('/hotels/bookings/:id', book, (c) =>
    c.json({ data: answer(c, ownBooking(c, c.req.param('id'))) }),
  );

  routes.post('/hotels/bookings/:id/pay', book, async (c) => {
    const row = ownBooking(c, c.req.param('id'));
    if (row.status === 'CONFIRMED') {
      throw new ApiError(409, 'This booking is already paid.');
    }
    const now = services.now();
    if (Date.parse(row.hold_expires_at) <= now.getTime()) {
      throw new ApiError(
        409,
        'This booking was held for 30 minutes and has expired. Please book again.',
      );
    }
    const card = validate(paymentCardSchema, await readJsonBody(c), 'payment');
    const outcome = referencePayment(card, now);
    if (!outcome.approved) {
      return c.json({ message: outcome.message, code: outcome.code }, 402);
    }
    const confirmed = store.confirm(row.id, cardSummary(card.cardNumber), now);
    if (!confirmed) throw new ApiError(409, 'This booking is already paid.');
    return c.json({ data: answer(c, store.get(row.id, c.var.agency.id) as BookingRow) });
  });

  // My Trips: the signed-in traveller's confirmed stays, upcoming (not yet checked out) and past.
  routes.get('/user/trips', auth(services, 'required'), (c) => {
    const user = c.var.user;
    if (!user) throw new ApiError(401, 'Missing access token');
    const day = today(services.now());
    const trips = store.ofUser(c.var.agency.id, user.userId).map((row) => answer(c, row));
    return c.json({
      data: {
        upcoming: trips.filter((trip) => trip.stay.checkOut >= day),
        past: trips.filter((trip) => trip.stay.checkOut < day).reverse(),
      },
    });
  });

  // The agents' Bookings (/bookings): every confirmed stay booked with the agency, priced for the
  // agent who looks (a restricted agent sees no wholesale figures, spec §2.3).
  routes.get('/agency/bookings', auth(services, 'required'), agentsOnly, (c) =>
    c.json({ data: store.ofAgency(c.var.agency.id).map((row) => answer(c, row)) }),
  );

  return routes;
}
