import type { HotelSummary } from '../schemas/hotels.ts';
import { starRating } from './display.ts';

/**
 * How a hotel results list is ordered and narrowed (issue 15 "sorting and a filter or two"). The
 * choice lives in the URL next to the search, so a sorted, filtered list can be shared too.
 */
export const HOTEL_SORTS = ['distance', 'priceAsc', 'priceDesc', 'stars'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/** Star filters offered: any, or at least 3, 4 or 5 stars (the floor of the rating, spec §5). */
export const STAR_FILTERS = [0, 3, 4, 5] as const;

export interface HotelResultsView {
  sort: HotelSort;
  /** 0: any. */
  minStars: number;
  freeCancellationOnly: boolean;
}

export const DEFAULT_RESULTS_VIEW: HotelResultsView = {
  sort: 'distance',
  minStars: 0,
  freeCancellationOnly: false,
};

/** Reads the view from the URL (`sort`, `stars`, `freeCancellation`); unknown values fall back. */
export function resultsViewFromQuery(query: URLSearchParams): HotelResultsView {
  const sort = query.get('sort');
  const stars = Number(query.get('stars'));
  return {
    sort: (HOTEL_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as HotelSort)
      : DEFAULT_RESULTS_VIEW.sort,
    minStars: (STAR_FILTERS as readonly number[]).includes(stars) ? stars : 0,
    freeCancellationOnly: query.get('freeCancellation') === 'true',
  };
}

/** Writes the view into a query, leaving defaults out so a plain search stays a plain URL. */
export function withResultsView(query: URLSearchParams, view: HotelResultsView): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set('sort', view.sort === DEFAULT_RESULTS_VIEW.sort ? null : view.sort);
  set('stars', view.minStars > 0 ? String(view.minStars) : null);
  set('freeCancellation', view.freeCancellationOnly ? 'true' : null);
  return next;
}

/** The hotels to show, filtered then sorted; ties keep the server's order (nearest first). */
export function applyResultsView(
  hotels: readonly HotelSummary[],
  view: HotelResultsView,
): HotelSummary[] {
  const shown = hotels.filter(
    (hotel) =>
      starRating(hotel.rating) >= view.minStars &&
      (!view.freeCancellationOnly || hotel.freeCancellation),
  );
  const by: Record<HotelSort, (a: HotelSummary, b: HotelSummary) => number> = {
    distance: (a, b) => a.distance - b.distance,
    priceAsc: (a, b) => a.rates.totalRate - b.rates.totalRate,
    priceDesc: (a, b) => b.rates.totalRate - a.rates.totalRate,
    stars: (a, b) => b.rating - a.rating || a.rates.totalRate - b.rates.totalRate,
  };
  return shown
    .map((hotel, index) => ({ hotel, index }))
    .sort((a, b) => by[view.sort](a.hotel, b.hotel) || a.index - b.index)
    .map(({ hotel }) => hotel);
}
