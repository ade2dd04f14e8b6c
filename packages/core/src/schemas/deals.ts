import { safeUrlField } from '../rules/safeUrl.ts';
import { z } from '../zod.ts';

/**
 * Rates of a deal (spec §3). `baseRate` and `taxAndFee` are wholesale figures: the platform sends
 * them only to unrestricted agents (spec §2.3), so a traveller cannot read them in the network tab.
 */
export const ratesSchema = z.object({
  publishedRate: z.number().check(z.nonnegative()),
  totalRate: z.number().check(z.nonnegative()),
  savedPrice: z.number().check(z.nonnegative()),
  baseRate: z.optional(z.number().check(z.nonnegative())),
  taxAndFee: z.optional(z.number().check(z.nonnegative())),
});
export type Rates = z.infer<typeof ratesSchema>;

export const hotelDealSchema = z.object({
  rating: z.nullish(z.number()),
  // Every URL of a deal reaches an href or src: only http(s) or a site path (issue 17).
  link: safeUrlField,
  hotel: z.object({
    hotelDetails: z.object({
      heroImage: safeUrlField,
      name: z.string(),
      distance: z.nullish(z.union([z.number(), z.string()])),
      distanceFrom: z.nullish(z.string()),
    }),
  }),
  rates: ratesSchema,
});
export type HotelDeal = z.infer<typeof hotelDealSchema>;

export const activityDealSchema = z.object({
  imageUrl: safeUrlField,
  title: z.string(),
  duration: z.nullish(z.string()),
  isFreeCancellation: z._default(z.boolean(), false),
  link: safeUrlField,
  rates: ratesSchema,
});
export type ActivityDeal = z.infer<typeof activityDealSchema>;

/** Car deal (spec §3): `veh or name` carries the vehicle name; `passangerCapacity` as spelled. */
export const carDealSchema = z.object({
  vehiclePicture: safeUrlField,
  logo: safeUrlField,
  veh: z.nullish(z.string()),
  name: z.nullish(z.string()),
  passangerCapacity: z.number().check(z.int(), z.nonnegative()),
  bagCapacity: z.number().check(z.int(), z.nonnegative()),
  noOfDoors: z.number().check(z.int(), z.nonnegative()),
  pickupLocation: z.string(),
  dropOffLocation: z.string(),
  link: safeUrlField,
  rates: ratesSchema,
});
export type CarDeal = z.infer<typeof carDealSchema>;

/** Deal searches answer with the list in a field named `response` (spec §7). */
export const dealListResponse = <T extends z.ZodMiniType>(deal: T) =>
  z.object({ response: z.array(deal) });

/**
 * Where a region, sub-region or resort lies. Ours (spec §3 shows only id, name, parent_id): the
 * deals search of spec §7 goes by lat/lon, so a place chosen by name needs its position.
 */
const resortPlaceFields = {
  latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
};

/** Resort region and sub-region (spec §3): only id, name, parent_id are known. */
export const resortRegionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  ...resortPlaceFields,
});
export const resortSubRegionSchema = z.extend(resortRegionSchema, {
  parent_id: z.union([z.string(), z.number()]),
});
export type ResortRegion = z.infer<typeof resortRegionSchema>;
export type ResortSubRegion = z.infer<typeof resortSubRegionSchema>;

/** An answer of spec §7 GET /search?key=: a region, a sub-region or a resort. */
export const resortSuggestionSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  parent_id: z.nullish(z.union([z.string(), z.number()])),
  type: z.optional(z.string()),
  ...resortPlaceFields,
});
export type ResortSuggestion = z.infer<typeof resortSuggestionSchema>;

/** A resort deal of spec §7 POST /properties/deals (fields beyond id are ours, spec §3). */
export const resortDealSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  image: z.optional(safeUrlField),
  rating: z.nullish(z.number()),
  region: z.optional(z.looseObject({ id: z.union([z.string(), z.number()]), name: z.string() })),
  distance: z.optional(z.number().check(z.nonnegative())),
  rates: ratesSchema,
});
export type ResortDeal = z.infer<typeof resortDealSchema>;

/** Spec §7 GET /properties/availability ("response shape not shown"): the reference API's. */
export const resortAvailabilitySchema = z.looseObject({
  property_id: z.union([z.string(), z.number()]),
  name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().check(z.int(), z.positive()),
  adults: z.number().check(z.int(), z.positive()),
  available: z.boolean(),
  rooms_left: z.number().check(z.int(), z.nonnegative()),
  rates: ratesSchema,
});
export type ResortAvailability = z.infer<typeof resortAvailabilitySchema>;

/** A resort itinerary (spec §4 hold; §7 hold-check and release answers). */
export const resortItinerarySchema = z.looseObject({
  reference_number: z.string(),
  property_id: z.union([z.string(), z.number()]),
  check_in: z.string(),
  check_out: z.string(),
  adults: z.number().check(z.int(), z.positive()),
  /** BOOKED: paid through the booking engine (the hold became a booking). */
  status: z.enum(['HELD', 'RELEASED', 'EXPIRED', 'BOOKED']),
  held: z.boolean(),
  hold_expires_at: z.string(),
});
export type ResortItinerary = z.infer<typeof resortItinerarySchema>;

/** Suggestion answers (spec §3, §7). */
export const hotelSuggestionsSchema = z.object({
  locationSuggestions: z.array(z.unknown()),
  allData: z.unknown(),
});
export const carSuggestionsSchema = z.object({
  locations: z.array(z.unknown()),
  allData: z.unknown(),
});
