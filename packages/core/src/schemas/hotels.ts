import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import { HOTEL_LIMITS } from '../rules/guests.ts';
import { safeUrlField } from '../rules/safeUrl.ts';
import { z } from '../zod.ts';
import { ratesSchema } from './deals.ts';

/**
 * The hotel journey of issue 15 (search results, details, checkout, payment, My Trips). The spec
 * shows none of these screens' payloads, so these are ours: the reference API answers them and
 * the main remote reads them, both through these schemas (docs: packages/platform-api/README.md).
 * Amounts are US dollars for the whole stay (every room, every night); the view converts them
 * (spec §1 multi-currency).
 */

/** Longest stay the reference inventory prices (the deal searches keep the same bound). */
export const MAX_STAY_NIGHTS = 30;

const isoDay = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date YYYY-MM-DD' }));

/** Nights between two `YYYY-MM-DD` days (calendar days, whatever the time zone). */
export function stayNights(checkIn: string, checkOut: string): number {
  const start = parseISO(checkIn);
  const end = parseISO(checkOut);
  if (!isValid(start) || !isValid(end)) return Number.NaN;
  return differenceInCalendarDays(end, start);
}

/**
 * A stay: the dates and who sleeps there, within the search form's occupancy limits (core
 * `HOTEL_LIMITS`). Query strings arrive as text, hence the coercion. The results page reads the
 * whole search (`hotelSearchQuerySchema`); details, checkout and the API need only the stay, so a
 * deal card's link (no destination) opens a hotel too.
 */
export const hotelStaySchema = z
  .object({
    checkIn: isoDay,
    checkOut: isoDay,
    rooms: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(HOTEL_LIMITS.maxRooms)), 1),
    adults: z._default(
      z.coerce
        .number()
        .check(z.int(), z.gte(1), z.lte(HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxAdultsPerRoom)),
      2,
    ),
    children: z._default(
      z.coerce
        .number()
        .check(z.int(), z.gte(0), z.lte(HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxChildrenPerRoom)),
      0,
    ),
  })
  .check(
    z.superRefine((stay, ctx) => {
      const nights = stayNights(stay.checkIn, stay.checkOut);
      if (!(nights >= 1)) {
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'must be after checkIn' });
      } else if (nights > MAX_STAY_NIGHTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkOut'],
          message: `a stay is at most ${MAX_STAY_NIGHTS} nights`,
        });
      }
      if (stay.adults < stay.rooms) {
        ctx.addIssue({ code: 'custom', path: ['adults'], message: 'at least one adult per room' });
      }
      if (stay.adults > stay.rooms * HOTEL_LIMITS.maxAdultsPerRoom) {
        ctx.addIssue({
          code: 'custom',
          path: ['adults'],
          message: `at most ${HOTEL_LIMITS.maxAdultsPerRoom} adults per room`,
        });
      }
      if (stay.children > stay.rooms * HOTEL_LIMITS.maxChildrenPerRoom) {
        ctx.addIssue({
          code: 'custom',
          path: ['children'],
          message: `at most ${HOTEL_LIMITS.maxChildrenPerRoom} children per room`,
        });
      }
    }),
  );
export type HotelStay = z.output<typeof hotelStaySchema>;

/** The query of a stay as the results, details and checkout URLs carry it. */
export function stayQuery(stay: HotelStay): Record<string, string> {
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: String(stay.rooms),
    adults: String(stay.adults),
    children: String(stay.children),
  };
}

/** What a hotel offers, as codes the view translates. */
export const HOTEL_AMENITIES = [
  'wifi',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'parking',
  'airportShuttle',
  'beach',
  'roomService',
] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];
const amenitySchema = z.enum(HOTEL_AMENITIES);

/** A hotel of a results list: its lowest price for the stay. */
export const hotelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Out of 5; shown as the floor (spec §5 star rating). */
  rating: z.number().check(z.gte(0), z.lte(5)),
  address: z.string(),
  heroImage: safeUrlField,
  latitude: z.number(),
  longitude: z.number(),
  distance: z.number().check(z.nonnegative()),
  distanceFrom: z.string(),
  amenities: z.array(amenitySchema),
  /** Whether the cheapest room can be cancelled free of charge. */
  freeCancellation: z.boolean(),
  /** The cheapest room for the whole stay, in US dollars, with what this viewer may see. */
  rates: ratesSchema,
});
export type HotelSummary = z.output<typeof hotelSummarySchema>;

export const hotelSearchResultSchema = z.object({
  destination: z.string(),
  nights: z.number().check(z.int(), z.positive()),
  hotels: z.array(hotelSummarySchema),
});
export type HotelSearchResult = z.output<typeof hotelSearchResultSchema>;

export const BOARD_BASES = ['roomOnly', 'breakfast'] as const;

export const hotelRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  beds: z.string(),
  maxGuests: z.number().check(z.int(), z.positive()),
  board: z.enum(BOARD_BASES),
  freeCancellation: z.boolean(),
  /** For the whole stay (every room of the booking, every night), in US dollars. */
  rates: ratesSchema,
});
export type HotelRoom = z.output<typeof hotelRoomSchema>;

export const hotelDetailsSchema = z.extend(z.omit(hotelSummarySchema, { rates: true }), {
  description: z.string(),
  images: z.array(safeUrlField),
  nights: z.number().check(z.int(), z.positive()),
  rooms: z.array(hotelRoomSchema),
});
export type HotelDetails = z.output<typeof hotelDetailsSchema>;

/** Guest details of a checkout (issue 15). The view names each field's problem in its language. */
export const guestDetailsSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(60)),
  lastName: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(60)),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254)),
    z.email({ error: 'expected an e-mail address' }),
  ),
  phone: z
    .string()
    .check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'expected a phone number' })),
  specialRequests: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
});
export type GuestDetails = z.output<typeof guestDetailsSchema>;
export type GuestDetailsInput = z.input<typeof guestDetailsSchema>;

export const createHotelBookingSchema = z.object({
  hotelId: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, { error: 'unknown hotel' })),
  roomId: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, { error: 'unknown room' })),
  stay: hotelStaySchema,
  guest: guestDetailsSchema,
});
export type CreateHotelBooking = z.input<typeof createHotelBookingSchema>;

export const BOOKING_STATUSES = ['HELD', 'CONFIRMED'] as const;

/** The hotel a booking names: what its confirmation, My Trips and the agents' lists show. */
export const bookedHotelSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  rating: z.number(),
  heroImage: safeUrlField,
});

export const hotelBookingSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  referenceNumber: z.nullable(z.string()),
  hotel: bookedHotelSchema,
  room: z.object({ id: z.string(), name: z.string(), board: z.enum(BOARD_BASES) }),
  stay: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().check(z.int()),
    rooms: z.number().check(z.int()),
    adults: z.number().check(z.int()),
    children: z.number().check(z.int()),
  }),
  guest: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** The whole stay, US dollars, computed by the server. */
  rates: ratesSchema,
  payment: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  holdExpiresAt: z.string(),
  createdAt: z.string(),
});
export type HotelBooking = z.output<typeof hotelBookingSchema>;

export const tripsSchema = z.object({
  upcoming: z.array(hotelBookingSchema),
  past: z.array(hotelBookingSchema),
});
export type Trips = z.output<typeof tripsSchema>;
