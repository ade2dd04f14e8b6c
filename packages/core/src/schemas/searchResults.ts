import { safeUrlField } from '../rules/safeUrl.ts';
import { z } from '../zod.ts';
import { ratesSchema } from './deals.ts';

/**
 * What the results pages list (issue 15; the reference API's search calls, ours). Amounts are in
 * US dollars for the whole booking; the page converts them to the selected currency.
 */
const flightLegSchema = z.object({
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  /** Local time at the airport, `YYYY-MM-DDTHH:mm`. */
  departAt: z.string(),
  arriveAt: z.string(),
  durationMinutes: z.number().check(z.int(), z.nonnegative()),
  stops: z.number().check(z.int(), z.nonnegative()),
  via: z._default(z.array(z.string()), []),
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

export const flightResultSchema = z.object({
  id: z.string(),
  airline: z.string(),
  airlineCode: z.string(),
  cabin: z.string(),
  outbound: flightLegSchema,
  inbound: z.nullable(flightLegSchema),
  rates: ratesSchema,
});
export type FlightResult = z.infer<typeof flightResultSchema>;

export const carResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  supplier: z.string(),
  logo: safeUrlField,
  vehiclePicture: safeUrlField,
  passangerCapacity: z.number().check(z.int(), z.nonnegative()),
  bagCapacity: z.number().check(z.int(), z.nonnegative()),
  noOfDoors: z.number().check(z.int(), z.nonnegative()),
  transmission: z.enum(['Automatic', 'Manual']),
  pickupLocation: z.string(),
  dropOffLocation: z.string(),
  days: z.number().check(z.int(), z.positive()),
  rates: ratesSchema,
});
export type CarResult = z.infer<typeof carResultSchema>;

export const activityResultSchema = z.object({
  id: z.string(),
  productCode: z.string(),
  title: z.string(),
  imageUrl: safeUrlField,
  duration: z.string(),
  isFreeCancellation: z.boolean(),
  rating: z.number().check(z.gte(0), z.lte(5)),
  reviews: z.number().check(z.int(), z.nonnegative()),
  link: safeUrlField,
  rates: ratesSchema,
});
export type ActivityResult = z.infer<typeof activityResultSchema>;

export const cruiseResultSchema = z.object({
  id: z.string(),
  shipLine: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  ship: z.string(),
  title: z.string(),
  departurePort: z.string(),
  ports: z.array(z.string()),
  departDate: z.string(),
  nights: z.number().check(z.int(), z.positive()),
  rates: ratesSchema,
});
export type CruiseResult = z.infer<typeof cruiseResultSchema>;

export const searchResultsResponse = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), currency: z.literal('USD') });
