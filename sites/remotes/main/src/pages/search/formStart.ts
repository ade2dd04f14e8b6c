import {
  type PlaceVertical,
  parseSearchQuery,
  type SearchPlaces,
  type SearchQueries,
  searchPlaceOf,
} from '@wl/core';

export interface FormStart<V extends PlaceVertical> {
  /** The full search of the URL (coming back to change it), else null. */
  initial: SearchQueries[V] | null;
  /** Without a full search, the place the URL names (a destination guide's link), else null. */
  initialPlace: SearchPlaces[V] | null;
}

/**
 * What a hotel or flight form starts from. A full search wins, so a shared search reloads as it
 * was (spec §2.1); a link with only a place still opens the form with that place chosen.
 */
export function formStart<V extends PlaceVertical>(
  vertical: V,
  search: URLSearchParams,
): FormStart<V> {
  const parsed = parseSearchQuery(vertical, search);
  if (parsed.ok) return { initial: parsed.query, initialPlace: null };
  return { initial: null, initialPlace: searchPlaceOf(vertical, search) };
}
