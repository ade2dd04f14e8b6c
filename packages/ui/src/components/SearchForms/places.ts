import type { Suggestion } from '@wl/machines';
import type { SuggestionOption } from '../SearchFields/SuggestionField.tsx';

/**
 * A place of the spec §7 suggestion answers (reference API: cities, airports, hotels), read loosely:
 * the spec does not show their fields (§3), so anything without a name is left out.
 */
export interface PlaceItem {
  id?: string | number;
  type?: string;
  code?: string;
  name?: string;
  fullName?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
}

/** A place with coordinates, as the car, activity and hotel searches need it. */
export function describePlace(item: Suggestion): SuggestionOption | null {
  const place = item as PlaceItem;
  const label = place.fullName ?? place.name;
  if (!label || typeof place.latitude !== 'number' || typeof place.longitude !== 'number')
    return null;
  return { id: String(place.id ?? label), label, item };
}

/** An airport (spec §7 GET /api/flight/airports): a flight search needs its IATA code. */
export function describeAirport(item: Suggestion): SuggestionOption | null {
  const airport = item as PlaceItem;
  if (!airport.code || !airport.name) return null;
  return {
    id: airport.code,
    label: airport.fullName ?? `${airport.name} (${airport.code})`,
    item,
  };
}

export function coordinatesOf(option: SuggestionOption): { lat: number; long: number } {
  const place = option.item as PlaceItem;
  return { lat: place.latitude ?? 0, long: place.longitude ?? 0 };
}

/** The option a query's URL values stand for (a reloaded search shows its place chosen). */
export function placeOption(
  label: string | undefined,
  lat: number | undefined,
  long: number | undefined,
): SuggestionOption | null {
  if (!label || lat === undefined || long === undefined) return null;
  return {
    id: `url:${label}`,
    label,
    item: { name: label, fullName: label, latitude: lat, longitude: long },
  };
}

export function airportOption(
  code: string | undefined,
  label: string | undefined,
): SuggestionOption | null {
  if (!code || !label) return null;
  return { id: code, label, item: { code, name: label, fullName: label } };
}
