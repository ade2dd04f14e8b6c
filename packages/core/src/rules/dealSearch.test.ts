import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import {
  activityDealSearch,
  carDealSearch,
  type DealSearchContext,
  homeDealLocation,
  hotelDealSearch,
  sameDayLeadDays,
} from './dealSearch.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

/** Saturday 21 November 2026, 09:30 local time. */
const NOW = new Date(2026, 10, 21, 9, 30, 0);

const context = (overrides: Partial<DealSearchContext> = {}): DealSearchContext => ({
  agency: agency(),
  latitude: 25.7617,
  longitude: -80.1918,
  now: NOW,
  ...overrides,
});

describe('hotelDealSearch (spec §7 hotel payload, §9 deal search defaults)', () => {
  it('sends exactly the fields of spec §7', () => {
    expect(Object.keys(hotelDealSearch(context())).sort()).toEqual(
      [
        'occupancies',
        'stayPeriod',
        'latitude',
        'longitude',
        'nationality',
        'destinationCountryCode',
        'currency',
        'radius',
        'searchString',
        'isOTA',
        'isHome',
        'isFromDestination',
      ].sort(),
    );
    expect(Object.keys(hotelDealSearch(context()).occupancies[0] ?? {}).sort()).toEqual(
      ['numOfRoom', 'numOfAdults', 'numOfChildren', 'childAges'].sort(),
    );
  });

  it('uses 1 room, 2 adults, 0 children', () => {
    expect(hotelDealSearch(context()).occupancies).toEqual([
      { numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] },
    ]);
  });

  it('uses nationality IN, destination country IN, currency USD, radius 15', () => {
    expect(hotelDealSearch(context())).toMatchObject({
      nationality: 'IN',
      destinationCountryCode: 'IN',
      currency: 'USD',
      radius: 15,
    });
  });

  it('searches around the given position, from home', () => {
    expect(hotelDealSearch(context())).toMatchObject({
      latitude: 25.7617,
      longitude: -80.1918,
      isHome: true,
      isFromDestination: false,
    });
  });

  it('starts the stay 3 days ahead at 11:00 for one night', () => {
    expect(hotelDealSearch(context()).stayPeriod).toEqual({
      start: '2026-11-24T11:00:00',
      end: '2026-11-25T11:00:00',
    });
  });

  it('counts days by the calendar, late at night too', () => {
    const lateNight = new Date(2026, 10, 21, 23, 59, 30);
    expect(hotelDealSearch(context({ now: lateNight })).stayPeriod).toEqual({
      start: '2026-11-24T11:00:00',
      end: '2026-11-25T11:00:00',
    });
  });

  it('crosses month and year ends', () => {
    expect(hotelDealSearch(context({ now: new Date(2026, 11, 30, 8, 0) })).stayPeriod).toEqual({
      start: '2027-01-02T11:00:00',
      end: '2027-01-03T11:00:00',
    });
    expect(hotelDealSearch(context({ now: new Date(2028, 1, 26, 8, 0) })).stayPeriod).toEqual({
      start: '2028-02-29T11:00:00',
      end: '2028-03-01T11:00:00',
    });
  });

  it('keeps 11:00 local across daylight-saving changes', () => {
    expect(hotelDealSearch(context({ now: new Date(2026, 2, 7, 9) })).stayPeriod).toEqual({
      start: '2026-03-10T11:00:00',
      end: '2026-03-11T11:00:00',
    });
    expect(hotelDealSearch(context({ now: new Date(2026, 9, 24, 9) })).stayPeriod).toEqual({
      start: '2026-10-27T11:00:00',
      end: '2026-10-28T11:00:00',
    });
  });

  it('never starts before the lead of spec §9 when same-day hotel booking is disallowed', () => {
    const strict = agency({
      disallowSameDayBooking: { hotel: true, activities: false, car: false },
    });
    const { start, end } = hotelDealSearch(context({ agency: strict })).stayPeriod;
    expect(start >= '2026-11-24T11:00:00').toBe(true);
    expect(start.endsWith('T11:00:00')).toBe(true);
    expect(end.endsWith('T11:00:00')).toBe(true);
  });
});

describe('activityDealSearch (spec §7 activity payload)', () => {
  it('sends latitude, longitude, isOTA, isHome, isFromDestination', () => {
    expect(activityDealSearch(context())).toEqual({
      latitude: 25.7617,
      longitude: -80.1918,
      isOTA: false,
      isHome: true,
      isFromDestination: false,
    });
  });

  it('passes the OTA flag through', () => {
    expect(activityDealSearch(context({ isOTA: true })).isOTA).toBe(true);
  });
});

describe('carDealSearch (spec §7 car payload, §9 car search)', () => {
  it('sends exactly the fields of spec §7', () => {
    expect(Object.keys(carDealSearch(context())).sort()).toEqual(
      [
        'age',
        'countryOfResidence',
        'pickUpDateTime',
        'pickupLatitude',
        'pickupLongitude',
        'returnDateTime',
        'returnLatitude',
        'returnLongitude',
        'searchString',
        'isOTA',
        'isHome',
        'isFromDestination',
      ].sort(),
    );
  });

  it('uses driver age 25 and residence US', () => {
    expect(carDealSearch(context())).toMatchObject({ age: 25, countryOfResidence: 'US' });
  });

  it('picks up at the given position, from home', () => {
    expect(carDealSearch(context())).toMatchObject({
      pickupLatitude: 25.7617,
      pickupLongitude: -80.1918,
      isHome: true,
      isFromDestination: false,
    });
  });

  it('picks up 2 or 3 days ahead at 11:00 for a one-day rental', () => {
    const search = carDealSearch(context());
    expect(['2026-11-23T11:00:00', '2026-11-24T11:00:00']).toContain(search.pickUpDateTime);
    const returnFor = {
      '2026-11-23T11:00:00': '2026-11-24T11:00:00',
      '2026-11-24T11:00:00': '2026-11-25T11:00:00',
    } as Record<string, string>;
    expect(search.returnDateTime).toBe(returnFor[search.pickUpDateTime]);
  });

  it('keeps a 2 or 3 day start and a one-day rental when same-day car booking is disallowed', () => {
    const strict = agency({
      disallowSameDayBooking: { hotel: false, activities: false, car: true },
    });
    const search = carDealSearch(context({ agency: strict, now: new Date(2026, 11, 30, 22, 0) }));
    expect(['2027-01-01T11:00:00', '2027-01-02T11:00:00']).toContain(search.pickUpDateTime);
    const returnFor = {
      '2027-01-01T11:00:00': '2027-01-02T11:00:00',
      '2027-01-02T11:00:00': '2027-01-03T11:00:00',
    } as Record<string, string>;
    expect(search.returnDateTime).toBe(returnFor[search.pickUpDateTime]);
  });
});

describe('sameDayLeadDays (spec §9: when same-day booking is disallowed, +3 hotel and activities, +2 car)', () => {
  const strict = agency({ disallowSameDayBooking: { hotel: true, activities: true, car: true } });

  it('adds 3 days for hotel and activities and 2 for car when disallowed', () => {
    expect(sameDayLeadDays(strict, 'hotel')).toBe(3);
    expect(sameDayLeadDays(strict, 'activities')).toBe(3);
    expect(sameDayLeadDays(strict, 'car')).toBe(2);
  });

  it('adds nothing when same-day booking is allowed', () => {
    for (const service of ['hotel', 'activities', 'car'] as const) {
      expect(sameDayLeadDays(agency(), service)).toBe(0);
    }
  });

  it('reads each service flag on its own', () => {
    const onlyCar = agency({
      disallowSameDayBooking: { hotel: false, activities: false, car: true },
    });
    expect(sameDayLeadDays(onlyCar, 'car')).toBe(2);
    expect(sameDayLeadDays(onlyCar, 'hotel')).toBe(0);
    expect(sameDayLeadDays(onlyCar, 'activities')).toBe(0);
  });
});

describe('homeDealLocation (spec §2.1 home query lat, long)', () => {
  const fallback = { latitude: 40.7128, longitude: -74.006 };

  it('takes lat and long from the query', () => {
    expect(homeDealLocation(new URLSearchParams('lat=25.2&long=55.27'), fallback)).toEqual({
      latitude: 25.2,
      longitude: 55.27,
    });
  });

  it("keeps the agency's default for a coordinate missing or not a number", () => {
    expect(homeDealLocation(new URLSearchParams(''), fallback)).toEqual(fallback);
    expect(homeDealLocation(new URLSearchParams('lat=abc&long=55.27'), fallback)).toEqual({
      latitude: 40.7128,
      longitude: 55.27,
    });
  });
});
