import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { bookingWindow, MAX_BOOKING_WINDOW_DAYS, type Stay } from './bookingWindow.ts';

const at = (year: number, month: number, day: number, hour = 11) =>
  new Date(year, month - 1, day, hour);
const stay = (checkIn: Date, checkOut: Date): Stay => ({ checkIn, checkOut });

describe('bookingWindow (spec §4 date helper, §9 maximum booking window 60 days)', () => {
  it('uses a 60-day maximum', () => {
    expect(MAX_BOOKING_WINDOW_DAYS).toBe(60);
  });

  it('gives null for no bookings', () => {
    expect(bookingWindow([])).toBeNull();
  });

  it('gives a 60-day window from the earliest check-in when the bookings span more than 60 days', () => {
    const window = bookingWindow([
      stay(at(2026, 1, 10), at(2026, 1, 14)),
      stay(at(2026, 4, 1), at(2026, 4, 5)),
    ]);
    expect(window).toEqual({ start: at(2026, 1, 10), end: at(2026, 3, 11) });
  });

  it('finds the earliest check-in whatever the order of the bookings', () => {
    const window = bookingWindow([
      stay(at(2026, 6, 1), at(2026, 6, 9)),
      stay(at(2026, 2, 1), at(2026, 2, 3)),
      stay(at(2026, 5, 1), at(2026, 5, 2)),
    ]);
    expect(window?.start).toEqual(at(2026, 2, 1));
    expect(window?.end).toEqual(addDays(at(2026, 2, 1), 60));
  });

  it('leaves shorter spans unchanged: earliest check-in to latest check-out', () => {
    expect(
      bookingWindow([
        stay(at(2026, 3, 5), at(2026, 3, 8)),
        stay(at(2026, 3, 20), at(2026, 4, 2)),
        stay(at(2026, 3, 10), at(2026, 3, 12)),
      ]),
    ).toEqual({ start: at(2026, 3, 5), end: at(2026, 4, 2) });
  });

  it('leaves a span of exactly 60 days unchanged', () => {
    expect(bookingWindow([stay(at(2026, 1, 1), at(2026, 3, 2))])).toEqual({
      start: at(2026, 1, 1),
      end: at(2026, 3, 2),
    });
  });

  it('cuts a span just over 60 days (by hours) to 60 days', () => {
    const window = bookingWindow([stay(at(2026, 1, 1, 11), at(2026, 3, 2, 15))]);
    expect(window).toEqual({ start: at(2026, 1, 1, 11), end: at(2026, 3, 2, 11) });
  });

  it('never gives a window longer than 60 days from the earliest check-in', () => {
    const stays = [
      stay(at(2026, 1, 1, 14), at(2026, 1, 3, 11)),
      stay(at(2026, 2, 20, 9), at(2026, 3, 2, 23)),
      stay(at(2026, 12, 1), at(2027, 1, 2)),
    ];
    const window = bookingWindow(stays);
    expect(window).not.toBeNull();
    if (!window) return;
    expect(window.end.getTime()).toBeLessThanOrEqual(addDays(window.start, 60).getTime());
  });

  it('gives the stay itself for one short booking', () => {
    expect(bookingWindow([stay(at(2026, 7, 4), at(2026, 7, 6))])).toEqual({
      start: at(2026, 7, 4),
      end: at(2026, 7, 6),
    });
  });
});
