// A resort search in the URL (issue 15: shareable, reloadable), and the stay of a details or
// checkout page. One schema reads them all, so every page agrees on what a usable query is.
import { z } from '@wl/core';
import type { ResortSearch } from '@wl/ui';

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const adults = z.coerce.number().check(z.int(), z.gte(1), z.lte(9));

export const resortSearchSchema = z
  .object({
    place: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
    lon: z.coerce.number().check(z.gte(-180), z.lte(180)),
    checkIn: day,
    checkOut: day,
    adults,
  })
  .check(z.refine((search) => search.checkIn < search.checkOut, { path: ['checkOut'] }));

/** The search of a URL's query, or null when a part is missing or wrong. */
export function parseResortSearch(query: URLSearchParams): ResortSearch | null {
  const parsed = resortSearchSchema.safeParse(Object.fromEntries(query));
  return parsed.success ? parsed.data : null;
}

/** The query of a search, in a fixed order so one search is always one URL. */
export function resortSearchQuery(search: ResortSearch): URLSearchParams {
  return new URLSearchParams({
    place: search.place,
    lat: String(search.lat),
    lon: String(search.lon),
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: String(search.adults),
  });
}

export const RESORT_PATHS = {
  home: '/booknow/resort',
  search: '/booknow/resort/search',
  details: '/booknow/resort/details',
  checkout: '/booknow/resort/checkout',
} as const;

/** A resort's details page for a search: the property and the search it came from. */
export function detailsHref(propertyId: string | number, search: ResortSearch): string {
  return `${RESORT_PATHS.details}?${new URLSearchParams({ propertyId: String(propertyId) })}&${resortSearchQuery(search)}`;
}

/** The property of a details URL, or null. */
export function propertyIdOf(query: URLSearchParams): number | null {
  const parsed = z.coerce.number().check(z.int(), z.positive()).safeParse(query.get('propertyId'));
  return parsed.success ? parsed.data : null;
}
