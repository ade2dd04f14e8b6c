import { describe, expect, it } from 'vitest';
import { formatDay } from './dates.ts';

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
