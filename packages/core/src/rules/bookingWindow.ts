import { addDays } from 'date-fns';

/** Spec §9 "Maximum booking window 60 days". */
export const MAX_BOOKING_WINDOW_DAYS = 60;

export interface Stay {
  checkIn: Date;
  checkOut: Date;
}

/**
 * Spec §4 date helper: the window that covers a set of bookings, from the earliest check-in to the
 * latest check-out, but never more than 60 days from the earliest check-in. Null for no bookings.
 */
export function bookingWindow(stays: readonly Stay[]): { start: Date; end: Date } | null {
  if (stays.length === 0) return null;
  const start = new Date(Math.min(...stays.map((stay) => stay.checkIn.getTime())));
  const latest = new Date(Math.max(...stays.map((stay) => stay.checkOut.getTime())));
  const limit = addDays(start, MAX_BOOKING_WINDOW_DAYS);
  // By the clock, not calendar days: a span of 60 days and a few hours is more than 60 days.
  const end = latest.getTime() > limit.getTime() ? limit : latest;
  return { start, end };
}
