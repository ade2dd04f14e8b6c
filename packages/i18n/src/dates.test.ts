import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime } from './dates.ts';

describe('formatDay (spec §9 date display MMM DD, YYYY)', () => {
  it("writes an English day as 'MMM DD, YYYY'", () => {
    expect(formatDay('2026-12-01', 'en')).toBe('Dec 01, 2026');
  });

  it('keeps the day whatever the time zone, and follows the language', () => {
    expect(formatDay('2026-01-31', 'de')).toContain('31');
    expect(formatDay('2026-01-31', 'ar')).not.toBe(formatDay('2026-01-31', 'en'));
  });

  it('gives back what is not a day', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});

describe('moments (spec §9 date display, one owner for every date on screen)', () => {
  // A moment built from local parts: the same wall-clock day and time in any time zone.
  const moment = new Date(2026, 11, 1, 15, 5);

  it("formatDate writes the moment's day as 'MMM DD, YYYY', like formatDay", () => {
    expect(formatDate(moment, 'en')).toBe('Dec 01, 2026');
    expect(formatDate(moment, 'de')).toBe(formatDay('2026-12-01', 'de'));
    expect(formatDate(moment, 'ar')).toBe(formatDay('2026-12-01', 'ar'));
  });

  it('formatTime writes hours and minutes as the language does', () => {
    expect(formatTime(moment, 'en')).toBe('3:05 PM');
    expect(formatTime(moment, 'de')).toBe('15:05');
  });

  it('formatDateTime joins the day and the time', () => {
    expect(formatDateTime(moment, 'en')).toBe('Dec 01, 2026, 3:05 PM');
    expect(formatDateTime(moment, 'de')).toContain('15:05');
    expect(formatDateTime(moment, 'de')).toContain(formatDay('2026-12-01', 'de'));
  });
});
