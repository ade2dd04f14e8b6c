import { z } from '../zod.ts';
import {
  type FlightSearchQuery,
  flightSearchQuerySchema,
  type HotelSearchQuery,
  hotelSearchQuerySchema,
} from './searchQuery.ts';

/**
 * The place part of a search query, for links that name a place but no dates (a destination
 * guide's "book a hotel in Lisbon"): the form opens with the place chosen and its usual defaults
 * for the rest. Ours where the spec is silent: §2.1 only says a search can be shared and reloaded,
 * which needs the full query (`parseSearchQuery`).
 *
 * The fields reuse the full query's schemas, so a place link and a full search agree on what a
 * valid destination, coordinate or airport code is.
 */
const hotelPlaceSchema = z.object({
  destination: hotelSearchQuerySchema.shape.destination,
  lat: hotelSearchQuerySchema.shape.lat,
  long: hotelSearchQuerySchema.shape.long,
});
const arrivalSchema = z.object({
  to: flightSearchQuerySchema.shape.to,
  toName: flightSearchQuerySchema.shape.toName,
});
const departureSchema = z.object({
  from: flightSearchQuerySchema.shape.from,
  fromName: flightSearchQuerySchema.shape.fromName,
});

export type HotelSearchPlace = Pick<HotelSearchQuery, 'destination' | 'lat' | 'long'>;
/** The arrival airport, and the departure airport when the link names one. */
export type FlightSearchPlace = Pick<FlightSearchQuery, 'to' | 'toName'> &
  Partial<Pick<FlightSearchQuery, 'from' | 'fromName'>>;

export interface SearchPlaces {
  hotels: HotelSearchPlace;
  flights: FlightSearchPlace;
}
export type PlaceVertical = keyof SearchPlaces;

/**
 * Only the keys a schema knows. An empty value counts as absent: the coordinates are coerced, and
 * `lat=` would otherwise read as 0, a real place off the coast of Africa.
 */
function pick(search: URLSearchParams, keys: string[]): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  return raw;
}

/**
 * The place a URL's query names for a vertical's search form, or null when it names none that
 * can be searched. Flights need the arrival airport; a departure that is missing, invalid or the
 * same airport is left out rather than losing the arrival, since the visitor picks it in the form.
 */
export function searchPlaceOf<V extends PlaceVertical>(
  vertical: V,
  search: URLSearchParams,
): SearchPlaces[V] | null {
  if (vertical === 'hotels') {
    const parsed = hotelPlaceSchema.safeParse(pick(search, ['destination', 'lat', 'long']));
    return parsed.success ? (parsed.data as SearchPlaces[V]) : null;
  }
  const arrival = arrivalSchema.safeParse(pick(search, ['to', 'toName']));
  if (!arrival.success) return null;
  const departure = departureSchema.safeParse(pick(search, ['from', 'fromName']));
  const place: FlightSearchPlace =
    departure.success && departure.data.from !== arrival.data.to
      ? { ...departure.data, ...arrival.data }
      : arrival.data;
  return place as SearchPlaces[V];
}
