import { safeUrlField } from '../rules/safeUrl.ts';
import { z } from '../zod.ts';

/**
 * Rates of a deal (spec §3). `baseRate` and `taxAndFee` are wholesale figures: the platform sends
 * them only to unrestricted agents (spec §2.3), so a traveller cannot read them in the network tab.
 */
export const ratesSchema = z.object({
  publishedRate: z.number().nonnegative(),
  totalRate: z.number().nonnegative(),
  savedPrice: z.number().nonnegative(),
  baseRate: z.number().nonnegative().optional(),
  taxAndFee: z.number().nonnegative().optional(),
});
export type Rates = z.infer<typeof ratesSchema>;

export const hotelDealSchema = z.object({
  rating: z.number().nullish(),
  // Every URL of a deal reaches an href or src: only http(s) or a site path (issue 17).
  link: safeUrlField,
  hotel: z.object({
    hotelDetails: z.object({
      heroImage: safeUrlField,
      name: z.string(),
      distance: z.union([z.number(), z.string()]).nullish(),
      distanceFrom: z.string().nullish(),
    }),
  }),
  rates: ratesSchema,
});
export type HotelDeal = z.infer<typeof hotelDealSchema>;

export const activityDealSchema = z.object({
  imageUrl: safeUrlField,
  title: z.string(),
  duration: z.string().nullish(),
  isFreeCancellation: z.boolean().default(false),
  link: safeUrlField,
  rates: ratesSchema,
});
export type ActivityDeal = z.infer<typeof activityDealSchema>;

/** Car deal (spec §3): `veh or name` carries the vehicle name; `passangerCapacity` as spelled. */
export const carDealSchema = z.object({
  vehiclePicture: safeUrlField,
  logo: safeUrlField,
  veh: z.string().nullish(),
  name: z.string().nullish(),
  passangerCapacity: z.number().int().nonnegative(),
  bagCapacity: z.number().int().nonnegative(),
  noOfDoors: z.number().int().nonnegative(),
  pickupLocation: z.string(),
  dropOffLocation: z.string(),
  link: safeUrlField,
  rates: ratesSchema,
});
export type CarDeal = z.infer<typeof carDealSchema>;

/** Deal searches answer with the list in a field named `response` (spec §7). */
export const dealListResponse = <T extends z.ZodType>(deal: T) =>
  z.object({ response: z.array(deal) });

/** Resort region and sub-region (spec §3): only id, name, parent_id are known. */
export const resortRegionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
});
export const resortSubRegionSchema = resortRegionSchema.extend({
  parent_id: z.union([z.string(), z.number()]),
});
export type ResortRegion = z.infer<typeof resortRegionSchema>;
export type ResortSubRegion = z.infer<typeof resortSubRegionSchema>;

/** Suggestion answers (spec §3, §7). */
export const hotelSuggestionsSchema = z.object({
  locationSuggestions: z.array(z.unknown()),
  allData: z.unknown(),
});
export const carSuggestionsSchema = z.object({
  locations: z.array(z.unknown()),
  allData: z.unknown(),
});
