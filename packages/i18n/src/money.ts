import type { LanguageCode } from '@wl/core';
import { localeTag, textDirection } from './languages.ts';

/** Unicode's first-strong isolate and its end (UAX #9): the text between keeps its own order. */
const ISOLATE = '\u2068';
const END_ISOLATE = '\u2069';

/**
 * Formats money in a currency for a language (`Intl.NumberFormat`), e.g. 1234.5 USD → "$1,234.50".
 * In a right-to-left language the currency symbol is isolated: Arabic's "‏811.40 US$" otherwise
 * showed as "$US 811.40", the "$" (a neutral after the letters, at the end of a right-to-left
 * line) taking the line's direction and moving before "US".
 */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  const format = new Intl.NumberFormat(localeTag(language), { style: 'currency', currency });
  if (textDirection(language) === 'ltr') return format.format(amount);
  return format
    .formatToParts(amount)
    .map(({ type, value }) => (type === 'currency' ? `${ISOLATE}${value}${END_ISOLATE}` : value))
    .join('');
}
