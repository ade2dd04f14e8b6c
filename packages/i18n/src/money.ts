import type { LanguageCode } from '@wl/core';
import { localeTag } from './languages.ts';

/** Formats money in a currency for a language (`Intl.NumberFormat`), e.g. 1234.5 USD → "$1,234.50". */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(localeTag(language), { style: 'currency', currency }).format(amount);
}
