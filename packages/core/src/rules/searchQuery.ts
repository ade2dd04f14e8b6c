import type { Agency } from '../schemas/agency.ts';
import { z } from '../zod.ts';
import { DRIVER_AGE, guestsValid, HOTEL_LIMITS, hotelOccupancyValid } from './guests.ts';
import {
  type DateProblem,
  type DateRule,
  dateRangeProblem,
  dateRuleFor,
  fromIsoDay,
  SEARCH_VERTICALS,
  type SearchVertical,
} from './searchDates.ts';

/**
 * One owner for each vertical's search query (issue 15): the search form writes it into the URL
 * with `searchHref`, the results page reads it back with `parseSearchQuery`, so a search can be
 * shared and reloaded. The URL carries plain keys (`?destination=Miami&checkIn=2026-12-01…`), not
 * JSON, so a person can read and edit a shared link.
 */

const day = z
  .string()
  .check(z.refine((value) => fromIsoDay(value) !== null, 'expected a YYYY-MM-DD day'));
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const count = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.gte(min), z.lte(max));
const latitude = z.coerce.number().check(z.gte(-90), z.lte(90));
const longitude = z.coerce.number().check(z.gte(-180), z.lte(180));
/** `5,9`: a comma list of whole numbers (an empty text is an empty list). */
const numberList = z.pipe(
  z
    .string()
    .check(z.regex(/^(\d{1,3}(,\d{1,3})*)?$/, 'expected whole numbers separated by commas')),
  z.transform((value) => (value === '' ? [] : value.split(',').map(Number))),
);

/** Spec §3 guest groups (flights, cruise): the URL keys are the spec's names. */
const guestGroups = {
  adult: count(1, 9),
  children: count(0, 9),
  infant: count(0, 9),
};

/**
 * Hotels: keys destination, lat, long, checkIn, checkOut, rooms, adults, children, childAges as
 * the spec §7 hotel payload needs them (occupancies numOfRoom, numOfAdults, numOfChildren,
 * childAges; stayPeriod; latitude, longitude; searchString = destination).
 */
export const hotelSearchQuerySchema = z
  .object({
    destination: text,
    lat: latitude,
    long: longitude,
    checkIn: day,
    checkOut: day,
    rooms: count(1, HOTEL_LIMITS.maxRooms),
    adults: count(1, HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxAdultsPerRoom),
    children: z._default(count(0, HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxChildrenPerRoom), 0),
    childAges: z._default(numberList, []),
  })
  .check(
    z.refine((query) => hotelOccupancyValid(query), {
      message: 'rooms, adults, children and one age (0-17) per child do not fit together',
      path: ['childAges'],
    }),
  );
export type HotelSearchQuery = z.output<typeof hotelSearchQuerySchema>;

/** Flights: airports by IATA code with their names for the form, one way when `return` is absent. */
export const flightSearchQuerySchema = z
  .object({
    from: z.string().check(z.regex(/^[A-Z]{3}$/, 'expected an IATA airport code')),
    fromName: text,
    to: z.string().check(z.regex(/^[A-Z]{3}$/, 'expected an IATA airport code')),
    toName: text,
    depart: day,
    return: z.optional(day),
    ...guestGroups,
  })
  .check(
    z.refine((query) => query.from !== query.to, {
      message: 'departure and arrival airports are the same',
      path: ['to'],
    }),
    z.refine((query) => guestsValid(query), {
      message: 'at most 9 seats and no more infants than adults',
      path: ['infant'],
    }),
  );
export type FlightSearchQuery = z.output<typeof flightSearchQuerySchema>;

/** Cars: spec §7 car payload (pickup place, pick-up and return days at 11:00, age, residence). */
export const carSearchQuerySchema = z.object({
  pickup: text,
  lat: latitude,
  long: longitude,
  pickUpDate: day,
  returnDate: day,
  age: count(DRIVER_AGE.min, DRIVER_AGE.max),
  residence: z.string().check(z.regex(/^[A-Z]{2}$/, 'expected a two-letter country code')),
});
export type CarSearchQuery = z.output<typeof carSearchQuerySchema>;

/** Activities: a destination of spec §7 POST /api/activities/destinations and a window of days. */
export const activitySearchQuerySchema = z.object({
  destination: text,
  lat: latitude,
  long: longitude,
  from: day,
  to: day,
});
export type ActivitySearchQuery = z.output<typeof activitySearchQuerySchema>;

/** Cruises: a ship line of spec §7 GET /api/cruise/ship-lines (absent: any), a sailing window, guests. */
export const cruiseSearchQuerySchema = z
  .object({
    shipLine: z.optional(z.coerce.number().check(z.int(), z.positive())),
    from: day,
    to: day,
    ...guestGroups,
  })
  .check(
    z.refine((query) => guestsValid(query), {
      message: 'at most 9 seats and no more infants than adults',
      path: ['infant'],
    }),
  );
export type CruiseSearchQuery = z.output<typeof cruiseSearchQuerySchema>;

export const SEARCH_QUERY_SCHEMAS = {
  hotels: hotelSearchQuerySchema,
  flights: flightSearchQuerySchema,
  cars: carSearchQuerySchema,
  activities: activitySearchQuerySchema,
  cruise: cruiseSearchQuerySchema,
} as const;

export interface SearchQueries {
  hotels: HotelSearchQuery;
  flights: FlightSearchQuery;
  cars: CarSearchQuery;
  activities: ActivitySearchQuery;
  cruise: CruiseSearchQuery;
}

/** Where each vertical's results are (spec §2.1). */
export const SEARCH_RESULTS_PATHS: Record<SearchVertical, string> = {
  hotels: '/booknow/hotels/search-details',
  flights: '/booknow/flights/search-details',
  cars: '/booknow/cars/result-details',
  // Spec §2.1 gives activities no results route (/result-details/{productCode} is one product's
  // page), so the list lives under the form on the search page itself.
  activities: '/booknow/activities/search',
  cruise: '/booknow/cruise/search-details',
};

/**
 * The vertical whose results page a path is (case and a trailing slash aside), or null. Activities'
 * results share the search page's path, so that path answers `activities`.
 */
export function resultsVerticalOf(pathname: string): SearchVertical | null {
  const path = pathname.toLowerCase().replace(/\/$/, '');
  return (
    SEARCH_VERTICALS.find((vertical) => SEARCH_RESULTS_PATHS[vertical].toLowerCase() === path) ??
    null
  );
}

export const SEARCH_FORM_PATHS: Record<SearchVertical, string> = {
  hotels: '/booknow/hotels/search',
  flights: '/booknow/flights/search',
  cars: '/booknow/cars/search',
  activities: '/booknow/activities/search',
  cruise: '/booknow/cruise/search',
};

export type SearchQueryResult<V extends SearchVertical> =
  | { ok: true; query: SearchQueries[V] }
  | { ok: false; missing: boolean; issues: string[] };

/** Reads a vertical's query from a URL's query. `missing`: nothing of it was there at all. */
export function parseSearchQuery<V extends SearchVertical>(
  vertical: V,
  params: URLSearchParams,
): SearchQueryResult<V> {
  const schema = SEARCH_QUERY_SCHEMAS[vertical];
  const raw: Record<string, string> = {};
  for (const key of searchKeys(vertical)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data as SearchQueries[V] };
  return {
    ok: false,
    missing: Object.keys(raw).length === 0,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

/** The URL keys of a vertical's query, in the order they are written. */
export function searchKeys(vertical: SearchVertical): string[] {
  // zod 4 keeps a refined object an object: its shape lists the keys in declaration order.
  return Object.keys(SEARCH_QUERY_SCHEMAS[vertical].shape);
}

/** Writes a vertical's query as URL query text (no leading `?`), keys in the schema's order. */
export function serialiseSearchQuery<V extends SearchVertical>(
  vertical: V,
  query: SearchQueries[V],
): string {
  const params = new URLSearchParams();
  const values = query as unknown as Record<string, unknown>;
  for (const key of searchKeys(vertical)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** The results page of a search: its path with the query (spec §2.1 results routes). */
export function searchHref<V extends SearchVertical>(vertical: V, query: SearchQueries[V]): string {
  return `${SEARCH_RESULTS_PATHS[vertical]}?${serialiseSearchQuery(vertical, query)}`;
}

/** The dates of a query and whether its end may be absent (a one-way flight). */
export function searchDatesOf<V extends SearchVertical>(
  vertical: V,
  query: SearchQueries[V],
): { start: string; end?: string; endOptional: boolean } {
  switch (vertical) {
    case 'hotels': {
      const q = query as HotelSearchQuery;
      return { start: q.checkIn, end: q.checkOut, endOptional: false };
    }
    case 'flights': {
      const q = query as FlightSearchQuery;
      return { start: q.depart, end: q.return, endOptional: true };
    }
    case 'cars': {
      const q = query as CarSearchQuery;
      return { start: q.pickUpDate, end: q.returnDate, endOptional: false };
    }
    default: {
      const q = query as ActivitySearchQuery | CruiseSearchQuery;
      return { start: q.from, end: q.to, endOptional: false };
    }
  }
}

/**
 * Spec §9 date rules on a parsed query, for the day it is searched: a link shared last week may
 * now start in the past. Null when the dates can be searched.
 */
export function searchDateProblem<V extends SearchVertical>(
  vertical: V,
  query: SearchQueries[V],
  agency: Pick<Agency, 'disallowSameDayBooking'>,
  today: Date,
): DateProblem | null {
  const rule: DateRule = dateRuleFor(agency, vertical, today);
  const { start, end, endOptional } = searchDatesOf(vertical, query);
  return dateRangeProblem(rule, start, end, { endOptional });
}
