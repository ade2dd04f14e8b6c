import type { LanguageCode } from '@wl/core';
import { localeTag } from './languages.ts';

/** Spec §9's date display, 'MMM DD, YYYY' ("Dec 01, 2026"), in the words and order of the language. */
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit', year: 'numeric' };

/** Hours and minutes as the language writes them ("3:30 PM", "15:30"). */
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const format = (date: Date, language: LanguageCode, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeTag(language), options).format(date);

/**
 * A calendar day (`YYYY-MM-DD`) as spec §9 displays dates. The day is a date, not an instant: it
 * is formatted in UTC so no time zone moves it to the day before.
 */
export function formatDay(isoDay: string, language: LanguageCode): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return format(date, language, { ...DAY, timeZone: 'UTC' });
}

/**
 * The day of a moment where it is read (the browser's time zone; a local departure time built
 * without a zone stays the place's own), as spec §9 displays dates.
 */
export function formatDate(date: Date, language: LanguageCode): string {
  return format(date, language, DAY);
}

/** The time of day of a moment, hours and minutes. */
export function formatTime(date: Date, language: LanguageCode): string {
  return format(date, language, TIME);
}

/** Day and time of a moment (when a hold expires): spec §9's day with hours and minutes. */
export function formatDateTime(date: Date, language: LanguageCode): string {
  return format(date, language, { ...DAY, ...TIME });
}
