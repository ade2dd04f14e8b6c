import { safeUrlField } from '../rules/safeUrl.ts';
import { fromIsoDay } from '../rules/searchDates.ts';
import { z } from '../zod.ts';
import { ratesSchema } from './deals.ts';
import { BOARD_BASES, bookedHotelSchema } from './hotels.ts';
import {
  activityResultSchema,
  carResultSchema,
  cruiseResultSchema,
  flightResultSchema,
} from './searchResults.ts';

/**
 * The one booking engine (DESIGN §2 "One booking engine"): every vertical after its results books
 * through the same calls (an offer, a held booking priced by the server, its payment, its
 * cancellation) and the same checkout machine; each vertical adds only its offer's shape, its
 * choices (a time slot, a cabin, the driver's age) and its travellers. The spec shows none of
 * these payloads, so they are ours (packages/platform-api/README.md "Bookings"). Amounts are US dollars for the whole
 * booking; the view converts them (spec §1 multi-currency).
 */

/**
 * The verticals the engine books. A resort is booked from its hold: the resort service's
 * itinerary is the offer, paid here. A hotel's offer is one room of a hotel for a stay.
 */
export const ENGINE_VERTICALS = [
  'hotels',
  'flights',
  'cars',
  'activities',
  'cruise',
  'resorts',
] as const;
export type EngineVertical = (typeof ENGINE_VERTICALS)[number];

const isoDay = z
  .string()
  .check(z.refine((value) => fromIsoDay(value) !== null, 'expected a YYYY-MM-DD day'));
const offerId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,80}$/, { error: 'unknown offer' }));

/**
 * What names an offer: the search it was found in (the results page's query, the keys core's
 * search query schema of the vertical reads) and its id in those results. The server repeats the
 * search to find and price it: a price is never the client's.
 */
export const offerRefSchema = z.object({
  vertical: z.enum(ENGINE_VERTICALS),
  query: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(200))),
  offerId,
});
export type OfferRef = z.output<typeof offerRefSchema>;

/** Spec §3 guest groups as an offer carries them. */
const guestGroupsSchema = z.object({
  adult: z.number().check(z.int(), z.gte(1)),
  children: z.number().check(z.int(), z.gte(0)),
  infant: z.number().check(z.int(), z.gte(0)),
});

/** What a car rental includes, as codes the view translates. */
export const CAR_INCLUSIONS = [
  'unlimitedMileage',
  'collisionDamageWaiver',
  'theftProtection',
  'localTaxes',
  'freeCancellation',
] as const;
export type CarInclusion = (typeof CAR_INCLUSIONS)[number];

/** Cruise cabin categories, cheapest first, as codes the view translates. */
export const CABIN_TYPES = ['inside', 'oceanView', 'balcony', 'suite'] as const;
export type CabinType = (typeof CABIN_TYPES)[number];

/** Ours: the longest hotel guest's special requests. */
export const SPECIAL_REQUESTS_MAX = 500;

/** Ours: one activity booking takes at most this many participants. */
export const MAX_ACTIVITY_PARTICIPANTS = 10;

const timeSlot = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm'));

export const hotelOfferSchema = z.object({
  vertical: z.literal('hotels'),
  /** The room's id in the hotel's rooms for the stay. */
  offerId: z.string(),
  hotel: bookedHotelSchema,
  room: z.object({
    id: z.string(),
    name: z.string(),
    beds: z.string(),
    board: z.enum(BOARD_BASES),
  }),
  stay: z.object({
    checkIn: isoDay,
    checkOut: isoDay,
    nights: z.number().check(z.int(), z.positive()),
    rooms: z.number().check(z.int(), z.positive()),
    adults: z.number().check(z.int(), z.positive()),
    children: z.number().check(z.int(), z.nonnegative()),
  }),
  freeCancellation: z.boolean(),
  /** Every room of the booking, every night. */
  rates: ratesSchema,
});

export const flightOfferSchema = z.object({
  vertical: z.literal('flights'),
  offerId: z.string(),
  flight: flightResultSchema,
  guests: guestGroupsSchema,
  /** The outbound departure day: passengers' ages are counted on it (spec §9 age bands). */
  travelDate: isoDay,
  returnDate: z.nullable(isoDay),
  freeCancellation: z.boolean(),
  /** The whole fare for every passenger. */
  rates: ratesSchema,
});

export const carOfferSchema = z.object({
  vertical: z.literal('cars'),
  offerId: z.string(),
  car: carResultSchema,
  pickUpDate: isoDay,
  returnDate: isoDay,
  /** The driver's age the price was made for (spec §9 default 25). */
  driverAge: z.number().check(z.int()),
  included: z.array(z.enum(CAR_INCLUSIONS)),
  freeCancellation: z.boolean(),
  /** The whole rental. */
  rates: ratesSchema,
});

export const activityOfferSchema = z.object({
  vertical: z.literal('activities'),
  offerId: z.string(),
  activity: activityResultSchema,
  /** The days it can be booked on: the search's window. */
  firstDay: isoDay,
  lastDay: isoDay,
  timeSlots: z.array(timeSlot),
  freeCancellation: z.boolean(),
  /** One participant's price: the booking's is this times its participants. */
  rates: ratesSchema,
});

export const cruiseCabinSchema = z.object({
  type: z.enum(CABIN_TYPES),
  /** The whole sailing for every guest in this cabin category. */
  rates: ratesSchema,
});

export const cruiseOfferSchema = z.object({
  vertical: z.literal('cruise'),
  offerId: z.string(),
  cruise: cruiseResultSchema,
  guests: guestGroupsSchema,
  cabins: z.array(cruiseCabinSchema).check(z.minLength(1)),
  freeCancellation: z.boolean(),
  /** The cheapest cabin's price (what the results showed). */
  rates: ratesSchema,
});

export const resortOfferSchema = z.object({
  vertical: z.literal('resorts'),
  /** The hold's reference number (spec §7 itineraries). */
  offerId: z.string(),
  resort: z.object({
    propertyId: z.number(),
    name: z.string(),
    image: safeUrlField,
    checkIn: isoDay,
    checkOut: isoDay,
    nights: z.number().check(z.int(), z.positive()),
    adults: z.number().check(z.int(), z.positive()),
  }),
  /** Until when the resort keeps the room for this traveller. */
  holdExpiresAt: z.string(),
  freeCancellation: z.boolean(),
  /** The whole stay. */
  rates: ratesSchema,
});

export const offerSchema = z.discriminatedUnion('vertical', [
  hotelOfferSchema,
  flightOfferSchema,
  carOfferSchema,
  activityOfferSchema,
  cruiseOfferSchema,
  resortOfferSchema,
]);
export type Offer = z.output<typeof offerSchema>;
export type HotelOffer = z.output<typeof hotelOfferSchema>;
export type FlightOffer = z.output<typeof flightOfferSchema>;
export type CarOffer = z.output<typeof carOfferSchema>;
export type ActivityOffer = z.output<typeof activityOfferSchema>;
export type CruiseOffer = z.output<typeof cruiseOfferSchema>;
export type ResortOffer = z.output<typeof resortOfferSchema>;

/**
 * What the traveller chooses on an offer beyond the search: an activity's day, time and number
 * of participants, a cruise's cabin, a car driver's age. Each vertical reads its own keys
 * (core `choiceProblems`).
 */
export const bookingChoiceSchema = z.object({
  date: z.optional(isoDay),
  timeSlot: z.optional(timeSlot),
  participants: z.optional(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ACTIVITY_PARTICIPANTS)),
  ),
  cabin: z.optional(z.enum(CABIN_TYPES)),
  driverAge: z.optional(z.coerce.number().check(z.int(), z.gte(18), z.lte(99))),
  /** A hotel guest's wishes for the hotel (a late arrival, a quiet room). */
  specialRequests: z.optional(z.string().check(z.trim(), z.maxLength(SPECIAL_REQUESTS_MAX))),
});
export type BookingChoice = z.output<typeof bookingChoiceSchema>;

/** Spec §3 guest bands of one traveller. */
export const TRAVELLER_TYPES = ['adult', 'children', 'infant'] as const;
export type TravellerType = (typeof TRAVELLER_TYPES)[number];

const personName = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(60));

/** One traveller of a booking. A flight needs each one's date of birth (spec §9 age bands). */
export const travellerSchema = z.object({
  type: z.enum(TRAVELLER_TYPES),
  firstName: personName,
  lastName: personName,
  dateOfBirth: z.optional(
    z.string().check(
      z.refine((value) => value === '' || fromIsoDay(value) !== null, {
        error: 'expected a date',
      }),
    ),
  ),
});
export type Traveller = z.output<typeof travellerSchema>;
export type TravellerInput = z.input<typeof travellerSchema>;

/** Who the agency writes to about the booking. */
export const bookingContactSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254)),
    z.email({ error: 'expected an e-mail address' }),
  ),
  phone: z
    .string()
    .check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'expected a phone number' })),
});
export type BookingContact = z.output<typeof bookingContactSchema>;
export type BookingContactInput = z.input<typeof bookingContactSchema>;

export const createBookingSchema = z.object({
  offer: offerRefSchema,
  choice: z._default(bookingChoiceSchema, {}),
  travellers: z.array(travellerSchema).check(z.minLength(1), z.maxLength(18)),
  contact: bookingContactSchema,
  /** An agent books for one of the agency's clients (spec §1): that client's user id. */
  clientId: z.optional(z.number().check(z.int(), z.positive())),
  /**
   * The total the traveller was shown (US dollars, the viewer's `totalRate`): when the server's
   * price for the same offer differs, the booking is refused as changed rather than made.
   */
  quotedTotal: z.optional(z.number().check(z.nonnegative())),
});
export type CreateBooking = z.input<typeof createBookingSchema>;

export const ENGINE_BOOKING_STATUSES = ['HELD', 'CONFIRMED', 'CANCELLED'] as const;
export type EngineBookingStatus = (typeof ENGINE_BOOKING_STATUSES)[number];

const personRef = z.object({ id: z.number(), name: z.string() });

export const bookingSchema = z.object({
  id: z.string(),
  vertical: z.enum(ENGINE_VERTICALS),
  status: z.enum(ENGINE_BOOKING_STATUSES),
  /** `HTL-…`, `FLT-…`, `CAR-…`, `ACT-…`, `CRU-…`, `RES-…` once paid. */
  referenceNumber: z.nullable(z.string()),
  offer: offerSchema,
  choice: bookingChoiceSchema,
  travellers: z.array(travellerSchema),
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** The first and last day of the trip (My Trips sorts and splits by them). */
  startDate: isoDay,
  endDate: isoDay,
  /** The whole booking, US dollars, computed by the server. */
  rates: ratesSchema,
  payment: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  /** Whether the offer's policy refunds a cancellation. */
  freeCancellation: z.boolean(),
  /** The client the booking belongs to, when an agent made it for them. */
  traveller: z.nullable(personRef),
  /** The agent who made it, when an agent did. */
  bookedBy: z.nullable(personRef),
  holdExpiresAt: z.string(),
  createdAt: z.string(),
  cancelledAt: z.nullable(z.string()),
  /** US dollars refunded on cancellation. */
  refundedAmount: z.nullable(z.number()),
});
export type Booking = z.output<typeof bookingSchema>;

export const bookingListSchema = z.object({
  upcoming: z.array(bookingSchema),
  past: z.array(bookingSchema),
});
export type BookingList = z.output<typeof bookingListSchema>;
