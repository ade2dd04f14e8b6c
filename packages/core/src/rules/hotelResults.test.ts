// Issue 15: results sorted by price or stars, filtered by stars (spec §5 floor) and cancellation.
import { describe, expect, it } from 'vitest';
import type { HotelSummary } from '../schemas/hotels.ts';
import {
  applyResultsView,
  DEFAULT_RESULTS_VIEW,
  resultsViewFromQuery,
  withResultsView,
} from './hotelResults.ts';

const hotel = (id: string, rating: number, price: number, distance: number, free = false) =>
  ({
    id,
    rating,
    distance,
    freeCancellation: free,
    rates: { publishedRate: price * 1.2, totalRate: price, savedPrice: price * 0.2 },
  }) as HotelSummary;
const HOTELS = [
  hotel('a', 3.5, 300, 1, true),
  hotel('b', 5, 500, 2),
  hotel('c', 4.5, 200, 3, true),
  hotel('d', 3, 100, 4),
];
const ids = (list: HotelSummary[]) => list.map((h) => h.id);

describe('hotel results view (issue 15)', () => {
  it('sorts by distance, price either way and stars', () => {
    expect(ids(applyResultsView(HOTELS, DEFAULT_RESULTS_VIEW))).toEqual(['a', 'b', 'c', 'd']);
    const view = (sort: 'priceAsc' | 'priceDesc' | 'stars') => ({ ...DEFAULT_RESULTS_VIEW, sort });
    expect(ids(applyResultsView(HOTELS, view('priceAsc')))).toEqual(['d', 'c', 'a', 'b']);
    expect(ids(applyResultsView(HOTELS, view('priceDesc')))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(applyResultsView(HOTELS, view('stars')))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('filters by the floor of the rating (spec §5) and by free cancellation', () => {
    expect(ids(applyResultsView(HOTELS, { ...DEFAULT_RESULTS_VIEW, minStars: 4 }))).toEqual([
      'b',
      'c',
    ]);
    expect(
      ids(applyResultsView(HOTELS, { ...DEFAULT_RESULTS_VIEW, freeCancellationOnly: true })),
    ).toEqual(['a', 'c']);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const base = new URLSearchParams('destination=Miami');
    expect(withResultsView(base, DEFAULT_RESULTS_VIEW).toString()).toBe('destination=Miami');
    const view = { sort: 'priceAsc' as const, minStars: 4, freeCancellationOnly: true };
    const query = withResultsView(base, view);
    expect(resultsViewFromQuery(query)).toEqual(view);
    expect(resultsViewFromQuery(new URLSearchParams('sort=cheapest&stars=2'))).toEqual(
      DEFAULT_RESULTS_VIEW,
    );
  });
});
