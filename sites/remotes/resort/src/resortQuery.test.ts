// Issue 15: a resort search lives in the URL, so it can be shared and reloaded (spec §2.1 paths).
import { describe, expect, it } from 'vitest';
import { detailsHref, parseResortSearch, propertyIdOf, resortSearchQuery } from './resortQuery.ts';

const SEARCH = {
  place: 'Cancún',
  lat: 21.16,
  lon: -86.85,
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  adults: 2,
};

describe('resort search in the URL', () => {
  it('reads back what it wrote', () => {
    expect(parseResortSearch(resortSearchQuery(SEARCH))).toEqual(SEARCH);
  });

  it.each([
    ['no place', { ...SEARCH, place: ' ' }],
    ['a latitude off the globe', { ...SEARCH, lat: 91 }],
    ['check-out before check-in', { ...SEARCH, checkOut: '2026-12-09' }],
    ['ten adults', { ...SEARCH, adults: 10 }],
  ])('refuses %s', (_, search) => {
    expect(parseResortSearch(resortSearchQuery(search))).toBeNull();
  });

  it('keeps the search on the details page, with the property', () => {
    const href = new URL(detailsHref(1011, SEARCH), 'https://horizon.test');
    expect(href.pathname).toBe('/booknow/resort/details');
    expect(propertyIdOf(href.searchParams)).toBe(1011);
    expect(parseResortSearch(href.searchParams)).toEqual(SEARCH);
    expect(propertyIdOf(new URLSearchParams('propertyId=abc'))).toBeNull();
  });
});
