import {
  type ActivityOffer,
  type Agency,
  CABIN_TYPES,
  CAR_INCLUSIONS,
  type CabinType,
  type CarInclusion,
  type CarOffer,
  type CruiseOffer,
  type FlightOffer,
  fromIsoDay,
  type HotelOffer,
  type Offer,
  type OfferRef,
  type Rates,
  type ResortOffer,
  SEARCH_QUERY_SCHEMAS,
  type SearchQueries,
  scaleRates,
  searchDateProblem,
  searchKeys,
  stayNights,
  type UserProfile,
} from '@wl/core';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { z } from 'zod';
import type { Database } from '../db/sqlite.ts';
import { SeededRandom } from '../demo/random.ts';
import { bookedHotel, roomsForStay } from '../hotels/catalogue.ts';
import type { InventoryHotel } from '../hotels/inventory.ts';
import { readStay } from '../hotels/stayDates.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { validate } from '../http/validation.ts';
import { priceIn, ratesForViewer } from '../pricing.ts';
import { SHIP_LINES } from '../reference/shipLines.ts';
import { findItinerary, findProperty, holdBookingError, nightlyUsd } from '../resorts/holds.ts';
import { assertOffered, type EngineSearch, SEARCHES } from './verticals.ts';

/**
 * Offers of the booking engine (packages/platform-api/README.md "Bookings"): the server repeats the search an offer
 * was found in (its results page's query) and builds the core `Offer` from that result, so a
 * price is never the client's and an offer opens at the price its results showed. Everything an
 * offer adds to its result (time slots, cabins, inclusions, cancellation policy) is seeded by the
 * result, like the searches: the same offer on every machine and every call. A resort's offer is
 * not searched: it is the agency's hold (spec §7 itineraries), priced at its property's rate.
 */

/** What the engine may change in the query it repeats: a car is priced for the booking's driver. */
export interface OfferOptions {
  driverAge?: number;
}

/**
 * Who sells the offer: the agency's config, its id and database for a resort's hold, and its
 * hotels (its deal hotels and the inventory's, hotels/catalogue.ts).
 */
export interface OfferSeller {
  db: Database;
  agencyId: number;
  agency: Agency;
  findHotel: (id: string) => InventoryHotel | undefined;
}

/**
 * The offer `ref` names, with its full rates (wholesale figures included; `offerForViewer`
 * strips them). 404 when the agency does not sell the vertical or the results hold no such
 * offer; 400 for a query that does not parse or whose dates the spec §9 rules refuse. A resort's
 * offer is the agency's hold `offerId` names (its query is not read): see `resortOffer`.
 */
export function offerFor(
  ref: OfferRef,
  seller: OfferSeller,
  now: Date,
  options: OfferOptions = {},
): Offer {
  const { agency } = seller;
  assertOffered(agency, ref.vertical);
  if (ref.vertical === 'resorts') return resortOffer(seller, ref.offerId, now);
  if (ref.vertical === 'hotels') return hotelOffer(seller, ref, now);
  const query = offerQuery(ref.vertical, ref.query, agency, now);
  switch (ref.vertical) {
    case 'flights':
      return flightOffer(ref.offerId, query as SearchQueries['flights']);
    case 'cars': {
      const cars = query as SearchQueries['cars'];
      // The young-driver surcharge is the search's: the booking's driver is priced, not the URL's.
      return carOffer(ref.offerId, { ...cars, age: options.driverAge ?? cars.age });
    }
    case 'activities':
      return activityOffer(ref.offerId, query as SearchQueries['activities']);
    case 'cruise':
      return cruiseOffer(ref.offerId, query as SearchQueries['cruise']);
  }
}

/**
 * The query as the results page reads it from its URL (core `parseSearchQuery`: only the
 * vertical's keys, every value a text), then the spec §9 date rules the search routes apply,
 * with their day of slack for travellers in time zones behind the server's.
 */
function offerQuery(
  vertical: EngineSearch,
  sent: OfferRef['query'],
  agency: Agency,
  now: Date,
): SearchQueries[EngineSearch] {
  const raw: Record<string, string> = {};
  for (const key of searchKeys(vertical)) {
    const value = sent[key];
    if (value !== undefined) raw[key] = value;
  }
  // Wrapped so that each issue names its path in the body: `query.depart`.
  const wrapper = z.object({ query: SEARCH_QUERY_SCHEMAS[vertical] });
  const { query } = validate(wrapper, { query: raw }, 'offer');
  const problem = searchDateProblem(vertical, query as never, agency, addDays(now, -1));
  if (problem) {
    throw badRequest(`Invalid offer: query.dates: ${problem}`, [
      { path: 'query.dates', message: problem },
    ]);
  }
  return query as SearchQueries[EngineSearch];
}

const noSuchOffer = () => notFound('No such offer');

const hotelIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);

/**
 * One room of a hotel for the stay the query names (`hotelId`, `checkIn`, `checkOut`, `rooms`,
 * `adults`, `children`, as the hotel's details page links it), priced as the details page
 * prices it: a room that does not sleep the party is not offered.
 */
function hotelOffer(seller: OfferSeller, ref: OfferRef, now: Date): HotelOffer {
  const hotelId = hotelIdSchema.safeParse(ref.query.hotelId);
  const hotel = hotelId.success ? seller.findHotel(hotelId.data) : undefined;
  if (!hotel) throw notFound('No such hotel');
  const stay = readStay(ref.query, now);
  const found = roomsForStay(hotel, stay).find(({ room }) => room.id === ref.offerId);
  if (!found) throw noSuchOffer();
  return {
    vertical: 'hotels',
    offerId: found.room.id,
    hotel: bookedHotel(hotel),
    room: {
      id: found.room.id,
      name: found.room.name,
      beds: found.room.beds,
      board: found.room.board,
    },
    stay: {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stayNights(stay.checkIn, stay.checkOut),
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
    },
    freeCancellation: found.room.freeCancellation,
    rates: found.rates,
  };
}

function flightOffer(offerId: string, query: SearchQueries['flights']): FlightOffer {
  const flight = SEARCHES.flights(query).find((result) => result.id === offerId);
  if (!flight) throw noSuchOffer();
  return {
    vertical: 'flights',
    offerId,
    flight,
    guests: { adult: query.adult, children: query.children, infant: query.infant },
    travelDate: flight.outbound.departAt.slice(0, 10),
    returnDate: flight.inbound ? flight.inbound.departAt.slice(0, 10) : null,
    // Economy fares are non-refundable, and Economy is every fare the inventory sells.
    freeCancellation: flight.cabin !== 'Economy',
    rates: flight.rates,
  };
}

function carOffer(offerId: string, query: SearchQueries['cars']): CarOffer {
  const car = SEARCHES.cars(query).find((result) => result.id === offerId);
  if (!car) throw noSuchOffer();
  // Every rental of the inventory is cancelled for free; the rest of what it includes varies.
  const random = new SeededRandom(`car-inclusions:${car.id}`);
  const included = CAR_INCLUSIONS.filter(
    (item: CarInclusion) => item === 'freeCancellation' || random.next() < 0.6,
  );
  return {
    vertical: 'cars',
    offerId,
    car,
    pickUpDate: query.pickUpDate,
    returnDate: query.returnDate,
    driverAge: query.age,
    included,
    freeCancellation: included.includes('freeCancellation'),
    rates: car.rates,
  };
}

/** Start times an activity may have; each activity runs at two to four of them. */
const START_TIMES = ['08:00', '09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00'];

function activityOffer(offerId: string, query: SearchQueries['activities']): ActivityOffer {
  const activity = SEARCHES.activities(query).find((result) => result.id === offerId);
  if (!activity) throw noSuchOffer();
  const random = new SeededRandom(`activity-slots:${activity.id}`);
  const timeSlots = random.shuffle(START_TIMES).slice(0, random.int(2, 4)).sort();
  return {
    vertical: 'activities',
    offerId,
    activity,
    firstDay: query.from,
    lastDay: query.to,
    timeSlots,
    freeCancellation: activity.isFreeCancellation,
    // The result's price is one participant's (core bookingRates multiplies it).
    rates: activity.rates,
  };
}

/** Each cabin category's price against the inside cabin's (the result's price). */
const CABIN_FACTORS: Record<CabinType, number> = {
  inside: 1,
  oceanView: 1.3,
  balcony: 1.65,
  suite: 2.5,
};

function cruiseOffer(offerId: string, query: SearchQueries['cruise']): CruiseOffer {
  const cruise = SEARCHES.cruise(query).find((result) => result.id === offerId);
  if (!cruise) throw noSuchOffer();
  const cabins = CABIN_TYPES.map((type) => ({
    type,
    rates: type === 'inside' ? cruise.rates : scaleRates(cruise.rates, CABIN_FACTORS[type]),
  }));
  // Ours: the lines whose cancellation policy the site publishes (spec §2.1) refund a
  // cancellation; the others sell non-refundable fares. One answer per line, always.
  const line = SHIP_LINES.find((item) => item.id === cruise.shipLine.id);
  return {
    vertical: 'cruise',
    offerId,
    cruise: { ...cruise, ports: [...cruise.ports] },
    guests: { adult: query.adult, children: query.children, infant: query.infant },
    cabins,
    freeCancellation: line?.cancellationPolicyPath != null,
    rates: cruise.rates,
  };
}

/**
 * A resort's offer: the agency's hold of that reference (any case, as hold-check reads it) while
 * it is held. The whole stay in US dollars at the property's nightly rate (the figures
 * `/resort-api/properties/availability` gives for USD), refundable until check-in (ours). 404
 * `No such offer` for an unknown or released hold, 409 `hold_expired` for an expired one and
 * `hold_taken` for one already booked.
 */
function resortOffer(seller: OfferSeller, reference: string, now: Date): ResortOffer {
  const hold = findItinerary(seller.db, seller.agencyId, reference);
  const property = hold && findProperty(seller.db, hold.property_id);
  if (!hold || !property || hold.status === 'RELEASED') throw noSuchOffer();
  const refused = holdBookingError(hold, now);
  if (refused) throw refused;
  const nights = differenceInCalendarDays(
    fromIsoDay(hold.check_out) as Date,
    fromIsoDay(hold.check_in) as Date,
  );
  return {
    vertical: 'resorts',
    offerId: hold.reference_number,
    resort: {
      propertyId: property.id,
      name: property.name,
      image: property.image,
      checkIn: hold.check_in,
      checkOut: hold.check_out,
      nights,
      adults: hold.adults,
    },
    holdExpiresAt: hold.hold_expires_at,
    freeCancellation: true,
    rates: priceIn(nightlyUsd(property.nightly_usd), 1, nights, 'USD'),
  };
}

/**
 * An offer as `viewer` may see it (spec §2.3): every price in it, the result's included, without
 * the wholesale figures unless the viewer is an unrestricted agent.
 */
export function offerForViewer(offer: Offer, viewer: UserProfile | undefined): Offer {
  const price = (rates: Rates) => ratesForViewer(rates, viewer);
  switch (offer.vertical) {
    case 'flights':
      return {
        ...offer,
        flight: { ...offer.flight, rates: price(offer.flight.rates) },
        rates: price(offer.rates),
      };
    case 'cars':
      return {
        ...offer,
        car: { ...offer.car, rates: price(offer.car.rates) },
        rates: price(offer.rates),
      };
    case 'activities':
      return {
        ...offer,
        activity: { ...offer.activity, rates: price(offer.activity.rates) },
        rates: price(offer.rates),
      };
    case 'cruise':
      return {
        ...offer,
        cruise: { ...offer.cruise, rates: price(offer.cruise.rates) },
        cabins: offer.cabins.map((cabin) => ({ ...cabin, rates: price(cabin.rates) })),
        rates: price(offer.rates),
      };
    case 'hotels':
    case 'resorts':
      return { ...offer, rates: price(offer.rates) };
  }
}
