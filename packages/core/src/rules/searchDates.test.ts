import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import {
  dateRangeProblem,
  dateRuleFor,
  defaultDates,
  fromIsoDay,
  lastEndDay,
} from './searchDates.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });
const strict = agency({ disallowSameDayBooking: { hotel: true, activities: true, car: true } });

/** Saturday 21 November 2026, 09:30 local time. */
const TODAY = new Date(2026, 10, 21, 9, 30, 0);

describe('dateRuleFor (spec §9 same-day rules and the 60-day window)', () => {
  it('starts today when same-day booking is allowed', () => {
    for (const vertical of ['hotels', 'flights', 'cars', 'activities', 'cruise'] as const) {
      expect(dateRuleFor(agency(), vertical, TODAY).firstDay).toBe('2026-11-21');
    }
  });

  it('adds 3 days for hotel and activities and 2 for car when same-day booking is disallowed', () => {
    expect(dateRuleFor(strict, 'hotels', TODAY).firstDay).toBe('2026-11-24');
    expect(dateRuleFor(strict, 'activities', TODAY).firstDay).toBe('2026-11-24');
    expect(dateRuleFor(strict, 'cars', TODAY).firstDay).toBe('2026-11-23');
  });

  it('has no same-day flag for flights and cruises (spec §3 lists hotel, activities, car)', () => {
    expect(dateRuleFor(strict, 'flights', TODAY).firstDay).toBe('2026-11-21');
    expect(dateRuleFor(strict, 'cruise', TODAY).firstDay).toBe('2026-11-21');
  });

  it('caps every range at the 60-day maximum booking window', () => {
    const rule = dateRuleFor(agency(), 'hotels', TODAY);
    expect(rule.maxSpanDays).toBe(60);
    expect(lastEndDay(rule, '2026-12-01')).toBe('2027-01-30');
  });
});

describe('dateRangeProblem', () => {
  const hotels = dateRuleFor(strict, 'hotels', TODAY);
  const flights = dateRuleFor(agency(), 'flights', TODAY);

  it('accepts a stay inside the rules, up to exactly 60 nights', () => {
    expect(dateRangeProblem(hotels, '2026-11-24', '2026-11-25')).toBeNull();
    expect(dateRangeProblem(hotels, '2026-11-24', '2027-01-23')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(dateRangeProblem(hotels, undefined, '2026-11-25')).toBe('missing');
    expect(dateRangeProblem(hotels, '2026-02-30', '2026-11-25')).toBe('missing');
    expect(dateRangeProblem(hotels, '2026-11-23', '2026-11-25')).toBe('beforeFirstDay');
    expect(dateRangeProblem(hotels, '2026-11-26', '2026-11-25')).toBe('endBeforeStart');
    expect(dateRangeProblem(hotels, '2026-11-26', '2026-11-26')).toBe('tooShort');
    expect(dateRangeProblem(hotels, '2026-11-24', '2027-01-24')).toBe('tooLong');
    expect(dateRangeProblem(hotels, '2026-11-24', undefined)).toBe('missing');
  });

  it('lets a flight go one way and come back the same day', () => {
    expect(dateRangeProblem(flights, '2026-11-21', undefined, { endOptional: true })).toBeNull();
    expect(dateRangeProblem(flights, '2026-11-21', '2026-11-21', { endOptional: true })).toBeNull();
  });
});

describe('defaultDates', () => {
  it('hotel stays start 3 days ahead for one night, car rentals 2 days ahead for one day (spec §9)', () => {
    expect(defaultDates(agency(), 'hotels', TODAY)).toEqual({
      start: '2026-11-24',
      end: '2026-11-25',
    });
    expect(defaultDates(agency(), 'cars', TODAY)).toEqual({
      start: '2026-11-23',
      end: '2026-11-24',
    });
  });

  it('every default passes its own rule, with and without same-day booking', () => {
    for (const owner of [agency(), strict]) {
      for (const vertical of ['hotels', 'flights', 'cars', 'activities', 'cruise'] as const) {
        const { start, end } = defaultDates(owner, vertical, TODAY);
        expect(dateRangeProblem(dateRuleFor(owner, vertical, TODAY), start, end)).toBeNull();
      }
    }
  });
});

describe('fromIsoDay', () => {
  it('reads real days only', () => {
    expect(fromIsoDay('2026-11-21')?.getDate()).toBe(21);
    // A local midnight: the day the field shows, in any time zone.
    expect(fromIsoDay('2026-11-21')?.getHours()).toBe(0);
    expect(fromIsoDay('2026-13-01')).toBeNull();
    expect(fromIsoDay('2026-02-30')).toBeNull();
    expect(fromIsoDay('2026-02-28T10:00')).toBeNull();
    expect(fromIsoDay('21/11/2026')).toBeNull();
  });
});
