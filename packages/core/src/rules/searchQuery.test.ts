import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import {
  type HotelSearchQuery,
  parseSearchQuery,
  SEARCH_RESULTS_PATHS,
  searchDateProblem,
  searchHref,
  searchKeys,
  serialiseSearchQuery,
} from './searchQuery.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });
const TODAY = new Date(2026, 10, 21, 9, 30, 0);

const HOTEL: HotelSearchQuery = {
  destination: 'Miami, Florida, United States of America',
  lat: 25.7617,
  long: -80.1918,
  checkIn: '2026-11-24',
  checkOut: '2026-11-26',
  rooms: 1,
  adults: 2,
  children: 2,
  childAges: [4, 9],
};

const params = (query: string) => new URLSearchParams(query);

describe('search queries in the URL (issue 15: shared and reloaded)', () => {
  it('writes the hotel keys the journey reads, in order, and reads them back', () => {
    expect(searchKeys('hotels')).toEqual([
      'destination',
      'lat',
      'long',
      'checkIn',
      'checkOut',
      'rooms',
      'adults',
      'children',
      'childAges',
    ]);
    const text = serialiseSearchQuery('hotels', HOTEL);
    expect(text).toBe(
      'destination=Miami%2C+Florida%2C+United+States+of+America&lat=25.7617&long=-80.1918&checkIn=2026-11-24&checkOut=2026-11-26&rooms=1&adults=2&children=2&childAges=4%2C9',
    );
    expect(parseSearchQuery('hotels', params(text))).toEqual({ ok: true, query: HOTEL });
  });

  it('round-trips every vertical', () => {
    const queries = {
      flights: {
        from: 'MIA',
        fromName: 'Miami International Airport (MIA), Miami',
        to: 'JFK',
        toName: 'John F. Kennedy International Airport (JFK), New York',
        depart: '2026-11-28',
        adult: 1,
        children: 0,
        infant: 0,
      },
      cars: {
        pickup: 'Miami',
        lat: 25.7959,
        long: -80.287,
        pickUpDate: '2026-11-23',
        returnDate: '2026-11-24',
        age: 25,
        residence: 'US',
      },
      activities: {
        destination: 'Cancún',
        lat: 21.16,
        long: -86.85,
        from: '2026-11-21',
        to: '2026-11-27',
      },
      cruise: {
        shipLine: 2,
        from: '2026-11-21',
        to: '2027-01-20',
        adult: 2,
        children: 0,
        infant: 0,
      },
    } as const;
    for (const [vertical, query] of Object.entries(queries)) {
      const v = vertical as keyof typeof queries;
      const href = searchHref(v, query as never);
      expect(href.startsWith(`${SEARCH_RESULTS_PATHS[v]}?`)).toBe(true);
      expect(parseSearchQuery(v, new URL(href, 'http://x').searchParams)).toEqual({
        ok: true,
        query,
      });
    }
  });

  it('a one-way flight has no return key, and a cruise without a line searches any line', () => {
    const oneWay = serialiseSearchQuery('flights', {
      from: 'MIA',
      fromName: 'Miami',
      to: 'JFK',
      toName: 'New York',
      depart: '2026-11-28',
      adult: 1,
      children: 0,
      infant: 0,
    });
    expect(oneWay).not.toContain('return=');
    const cruise = parseSearchQuery(
      'cruise',
      params('from=2026-11-21&to=2026-12-21&adult=2&children=0&infant=0'),
    );
    expect(cruise.ok && cruise.query.shipLine).toBeUndefined();
  });

  it('says when the URL carries no search at all, and when it carries a broken one', () => {
    expect(parseSearchQuery('hotels', params(''))).toMatchObject({ ok: false, missing: true });
    const broken = parseSearchQuery('hotels', params('destination=Miami&lat=north'));
    expect(broken).toMatchObject({ ok: false, missing: false });
  });

  it('refuses guests that do not fit (spec §3 bands: infants on adults, one age per child)', () => {
    const hotel = new URLSearchParams(serialiseSearchQuery('hotels', HOTEL));
    hotel.set('childAges', '4');
    expect(parseSearchQuery('hotels', hotel).ok).toBe(false);
    expect(
      parseSearchQuery(
        'flights',
        params('from=MIA&fromName=M&to=JFK&toName=J&depart=2026-11-28&adult=1&children=0&infant=2'),
      ).ok,
    ).toBe(false);
    expect(
      parseSearchQuery(
        'flights',
        params('from=MIA&fromName=M&to=MIA&toName=M&depart=2026-11-28&adult=1&children=0&infant=0'),
      ).ok,
    ).toBe(false);
  });

  it('checks the dates of a parsed search on the day it is opened (spec §9)', () => {
    expect(searchDateProblem('hotels', HOTEL, agency(), TODAY)).toBeNull();
    const strict = agency({
      disallowSameDayBooking: { hotel: true, activities: false, car: false },
    });
    expect(searchDateProblem('hotels', { ...HOTEL, checkIn: '2026-11-22' }, strict, TODAY)).toBe(
      'beforeFirstDay',
    );
    expect(searchDateProblem('hotels', HOTEL, agency(), new Date(2026, 11, 1))).toBe(
      'beforeFirstDay',
    );
  });
});
