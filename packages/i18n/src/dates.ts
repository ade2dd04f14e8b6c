import type { LanguageCode } from '@wl/core';
import { localeTag } from './languages.ts';

/**
 * A calendar day (`YYYY-MM-DD`) as spec §9 displays dates, 'MMM DD, YYYY' ("Dec 01, 2026"), in
 * the words and order of the language. The day is a date, not an instant: it is formatted in
 * UTC so no time zone moves it to the day before.
 */
export function formatDay(isoDay: string, language: LanguageCode): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(localeTag(language), {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
