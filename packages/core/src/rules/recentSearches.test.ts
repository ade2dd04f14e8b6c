// The side navigation's Searches (ours): the agent's recent searches on this device.
import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  type RecentSearch,
  readRecentSearches,
  recentSearchView,
  rememberSearch,
  searchOfResultsPage,
} from './recentSearches.ts';
import { resultsVerticalOf } from './searchQuery.ts';

const HOTELS: RecentSearch = {
  vertical: 'hotels',
  query:
    'destination=Miami&lat=25.76&long=-80.19&checkIn=2027-01-10&checkOut=2027-01-12&rooms=1&adults=2&children=0',
  at: '2026-11-25T10:00:00.000Z',
};
const FLIGHTS: RecentSearch = {
  vertical: 'flights',
  query: 'from=OSL&fromName=Oslo&to=MIA&toName=Miami&depart=2027-02-01&adult=1&children=0&infant=0',
  at: '2026-11-25T11:00:00.000Z',
};

describe('recent searches', () => {
  it('puts the newest first, moves a repeated search up and keeps at most 20', () => {
    let list = rememberSearch([], HOTELS);
    list = rememberSearch(list, FLIGHTS);
    expect(list.map((entry) => entry.vertical)).toEqual(['flights', 'hotels']);
    list = rememberSearch(list, { ...HOTELS, at: '2026-11-25T12:00:00.000Z' });
    expect(list.map((entry) => entry.vertical)).toEqual(['hotels', 'flights']);
    for (let day = 10; day < 40; day += 1) {
      list = rememberSearch(list, { ...HOTELS, query: `${HOTELS.query}&x=${day}` });
    }
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('reads what it wrote, and nothing from storage it cannot read', () => {
    expect(readRecentSearches(JSON.stringify([HOTELS]))).toEqual([HOTELS]);
    for (const stored of [null, '', 'not json', '{"a":1}', '[{"vertical":"boats"}]']) {
      expect(readRecentSearches(stored)).toEqual([]);
    }
  });

  it('shows where and when, and runs the same search again on its results page', () => {
    expect(recentSearchView(HOTELS)).toEqual({
      vertical: 'hotels',
      href: `/booknow/hotels/search-details?${HOTELS.query}`,
      place: 'Miami',
      start: '2027-01-10',
      end: '2027-01-12',
      at: HOTELS.at,
    });
    expect(recentSearchView(FLIGHTS)).toMatchObject({
      place: 'Oslo → Miami',
      start: '2027-02-01',
      end: undefined,
    });
    // A stored query that no longer reads is left out rather than shown broken.
    expect(recentSearchView({ ...HOTELS, query: 'destination=Miami' })).toBeNull();
  });
});

describe('searchOfResultsPage', () => {
  it('is the query of a results page, without the keys that are not the search', () => {
    const params = new URLSearchParams(`${HOTELS.query}&hotelId=sandpiper&sort=price`);
    expect(searchOfResultsPage('/booknow/hotels/search-details', params)).toEqual({
      vertical: 'hotels',
      query: `${HOTELS.query}&childAges=`,
    });
    expect(
      searchOfResultsPage('/booknow/flights/search-details', new URLSearchParams(FLIGHTS.query)),
    ).toEqual({ vertical: 'flights', query: FLIGHTS.query });
  });

  it('is null for a search form, another page or a query that does not read', () => {
    const params = new URLSearchParams(HOTELS.query);
    expect(searchOfResultsPage('/booknow/hotels/search', params)).toBeNull();
    expect(searchOfResultsPage('/dashboard', params)).toBeNull();
    expect(
      searchOfResultsPage('/booknow/hotels/search-details', new URLSearchParams('destination=x')),
    ).toBeNull();
  });
});

describe('resultsVerticalOf', () => {
  it('names the vertical of a results path, whatever its case or trailing slash', () => {
    expect(resultsVerticalOf('/booknow/flights/search-details')).toBe('flights');
    expect(resultsVerticalOf('/BookNow/Cars/Result-Details/')).toBe('cars');
    // Activities list their results on the search page itself.
    expect(resultsVerticalOf('/booknow/activities/search')).toBe('activities');
    expect(resultsVerticalOf('/booknow/flights/search')).toBeNull();
  });
});
