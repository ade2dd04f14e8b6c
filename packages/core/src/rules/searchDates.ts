import {
  addDays,
  differenceInCalendarDays,
  isValid,
  lightFormat,
  parseISO,
  startOfDay,
} from 'date-fns';
import type { Agency } from '../schemas/agency.ts';
import { MAX_BOOKING_WINDOW_DAYS } from './bookingWindow.ts';
import {
  CAR_LOOKAHEAD_DAYS,
  HOTEL_LOOKAHEAD_DAYS,
  type SameDayService,
  sameDayLeadDays,
} from './dealSearch.ts';

/** The verticals with a search form in the main remote (spec §2.1 booking routes). */
export const SEARCH_VERTICALS = ['hotels', 'flights', 'cars', 'activities', 'cruise'] as const;
export type SearchVertical = (typeof SEARCH_VERTICALS)[number];

/** A calendar day as the URL and the date fields carry it: `YYYY-MM-DD`, no time, no zone. */
export type IsoDay = string;

// lightFormat and parseISO, not format and parse: those two bring date-fns's whole token engine
// and English locale (about 50 kB) into every page and remote that decides a date (issue 18).
export function toIsoDay(date: Date): IsoDay {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** The day as a local midnight, or null when the text is not a real `YYYY-MM-DD` day. */
export function fromIsoDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  // A date-only ISO text is a local midnight to parseISO, as the fields mean it.
  const date = parseISO(day);
  return isValid(date) && toIsoDay(date) === day ? date : null;
}

/** Spec §9 same-day flags exist for hotel, activities and car only; flights and cruises have none. */
const SAME_DAY_SERVICE: Partial<Record<SearchVertical, SameDayService>> = {
  hotels: 'hotel',
  activities: 'activities',
  cars: 'car',
};

type SameDayFlags = Pick<Agency, 'disallowSameDayBooking'>;

/**
 * The dates a search may take (spec §9). Decided here once: the form's calendars, the URL parser
 * and the results page all ask this.
 * - First day: today, or today plus 3 (hotel, activities) / 2 (car) days when the agency
 *   disallows same-day booking for that service.
 * - Length: at most the 60-day maximum booking window (spec §9, and §4's date helper caps a span
 *   at 60 days from the earliest check-in); a hotel stay and a car rental last at least one
 *   night/day, an activity window and a flight's return may be on the same day.
 */
export interface DateRule {
  /** First bookable day. */
  firstDay: IsoDay;
  /** Fewest days from the start to the end (0: same day allowed). */
  minSpanDays: number;
  /** Most days from the start to the end: spec §9 maximum booking window. */
  maxSpanDays: number;
}

const MIN_SPAN_DAYS: Record<SearchVertical, number> = {
  hotels: 1,
  cars: 1,
  activities: 0,
  flights: 0,
  cruise: 0,
};

export function dateRuleFor(agency: SameDayFlags, vertical: SearchVertical, today: Date): DateRule {
  const service = SAME_DAY_SERVICE[vertical];
  const lead = service ? sameDayLeadDays(agency, service) : 0;
  return {
    firstDay: toIsoDay(addDays(startOfDay(today), lead)),
    minSpanDays: MIN_SPAN_DAYS[vertical],
    maxSpanDays: MAX_BOOKING_WINDOW_DAYS,
  };
}

/** Why a date range cannot be searched (a text key under `search:dates.problem.*`). */
export type DateProblem = 'missing' | 'beforeFirstDay' | 'endBeforeStart' | 'tooShort' | 'tooLong';

/** The first problem of a range under a rule, or null when it can be searched. */
export function dateRangeProblem(
  rule: DateRule,
  start: IsoDay | undefined,
  end: IsoDay | undefined,
  { endOptional = false }: { endOptional?: boolean } = {},
): DateProblem | null {
  const from = start ? fromIsoDay(start) : null;
  if (!from) return 'missing';
  const first = fromIsoDay(rule.firstDay) as Date;
  if (differenceInCalendarDays(from, first) < 0) return 'beforeFirstDay';
  if (end === undefined || end === '') return endOptional ? null : 'missing';
  const to = fromIsoDay(end);
  if (!to) return 'missing';
  const span = differenceInCalendarDays(to, from);
  if (span < 0) return 'endBeforeStart';
  if (span < rule.minSpanDays) return 'tooShort';
  if (span > rule.maxSpanDays) return 'tooLong';
  return null;
}

/** The last day an end date may take for a start (spec §9 60-day window). */
export function lastEndDay(rule: DateRule, start: IsoDay): IsoDay | null {
  const from = fromIsoDay(start);
  return from ? toIsoDay(addDays(from, rule.maxSpanDays)) : null;
}

/**
 * The dates a search form starts with. Hotels and cars take the home deals' spec §9 offsets
 * (hotel about 3 days ahead, one night; car 2 days ahead, one day) moved to the first bookable
 * day when that is later. Ours where the spec is silent: activities from the first bookable day
 * for a week, flights a week ahead for a week, cruises across the whole 60-day window.
 */
export function defaultDates(
  agency: SameDayFlags,
  vertical: SearchVertical,
  today: Date,
): { start: IsoDay; end: IsoDay } {
  const rule = dateRuleFor(agency, vertical, today);
  const first = fromIsoDay(rule.firstDay) as Date;
  const ahead = (days: number) => {
    const day = addDays(startOfDay(today), days);
    return day.getTime() > first.getTime() ? day : first;
  };
  switch (vertical) {
    case 'hotels': {
      const start = ahead(HOTEL_LOOKAHEAD_DAYS);
      return { start: toIsoDay(start), end: toIsoDay(addDays(start, 1)) };
    }
    case 'cars': {
      const start = ahead(CAR_LOOKAHEAD_DAYS);
      return { start: toIsoDay(start), end: toIsoDay(addDays(start, 1)) };
    }
    case 'activities':
      return { start: toIsoDay(first), end: toIsoDay(addDays(first, 6)) };
    case 'flights': {
      const start = ahead(7);
      return { start: toIsoDay(start), end: toIsoDay(addDays(start, 7)) };
    }
    case 'cruise':
      return { start: toIsoDay(first), end: toIsoDay(addDays(first, MAX_BOOKING_WINDOW_DAYS)) };
  }
}
