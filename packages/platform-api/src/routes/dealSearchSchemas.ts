import { DEAL_SEARCH_DEFAULTS } from '@wl/core';
import { z } from 'zod';
import { isCalendarDate } from '../http/validation.ts';

/**
 * The deal search payloads of spec §7, for POST bodies and (coerced) GET queries. Only the
 * place is required; everything else takes the defaults of spec §9.
 */

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { error: 'expected a two-letter country code' });
const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, { error: 'expected a three-letter currency code such as "USD"' })
  .transform((code) => code.toUpperCase());
/** `2026-03-14`, `2026-03-14T11:00:00` (local, as core sends it) or with a zone. */
const dateTime = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, {
    error: 'expected a date such as "2026-03-14" or "2026-03-14T11:00:00"',
  })
  .refine(isCalendarDate, { error: 'not a real date' });
const searchString = z.string().trim().max(200).default('');
const flags = {
  isOTA: z.boolean().default(false),
  isHome: z.boolean().default(true),
  isFromDestination: z.boolean().default(false),
};

const occupancy = z
  .object({
    numOfRoom: z.int().min(1).max(9).default(DEAL_SEARCH_DEFAULTS.rooms),
    numOfAdults: z.int().min(1).max(9).default(DEAL_SEARCH_DEFAULTS.adults),
    numOfChildren: z.int().min(0).max(6).default(DEAL_SEARCH_DEFAULTS.children),
    childAges: z.array(z.int().min(0).max(17)).max(6).default([]),
  })
  .refine((room) => room.childAges.length === room.numOfChildren, {
    error: 'childAges must list one age per child',
    path: ['childAges'],
  });

const stayPeriod = z
  .object({ start: dateTime, end: dateTime })
  .refine((value) => Date.parse(value.end) > Date.parse(value.start), {
    error: 'end must be after start',
    path: ['end'],
  });

/**
 * Spec §7 hotel payload; only the place is required, the rest takes the §9 defaults.
 * searchString is the label of the searched place (it names what distances are measured from),
 * not a filter: the shell may send a city name that no hotel name contains.
 */
export const hotelSearchSchema = z.object({
  occupancies: z.array(occupancy).min(1).max(9).optional(),
  stayPeriod: stayPeriod.optional(),
  latitude,
  longitude,
  nationality: countryCode.default(DEAL_SEARCH_DEFAULTS.nationality),
  destinationCountryCode: countryCode.default(DEAL_SEARCH_DEFAULTS.destinationCountryCode),
  currency: currency.default(DEAL_SEARCH_DEFAULTS.currency),
  radius: z.number().positive().max(500).default(DEAL_SEARCH_DEFAULTS.radius),
  searchString,
  ...flags,
});

/** Spec §7 activity payload, plus an optional currency as the hotel payload has. */
export const activitySearchSchema = z.object({
  latitude,
  longitude,
  currency: currency.default(DEAL_SEARCH_DEFAULTS.currency),
  searchString,
  ...flags,
});

/** Spec §7 car payload, plus an optional currency. */
export const carSearchSchema = z
  .object({
    age: z.int().min(18).max(99).default(DEAL_SEARCH_DEFAULTS.driverAge),
    countryOfResidence: countryCode.default(DEAL_SEARCH_DEFAULTS.countryOfResidence),
    pickUpDateTime: dateTime.optional(),
    returnDateTime: dateTime.optional(),
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    returnLatitude: latitude.optional(),
    returnLongitude: longitude.optional(),
    currency: currency.default(DEAL_SEARCH_DEFAULTS.currency),
    searchString,
    ...flags,
  })
  .refine(
    (value) =>
      !value.pickUpDateTime ||
      !value.returnDateTime ||
      Date.parse(value.returnDateTime) > Date.parse(value.pickUpDateTime),
    { error: 'returnDateTime must be after pickUpDateTime', path: ['returnDateTime'] },
  );
