import type { CountryCurrency } from '@wl/core';
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import { EXCHANGE_RATES_PER_USD } from './exchangeRates.ts';

/** Territories without residents: nobody picks them as a home country or currency. */
const UNINHABITED: ReadonlySet<string> = new Set(['AQ', 'BV', 'GS', 'HM', 'IO', 'PN', 'TF', 'UM']);

/** `U+1F1E6 U+1F1EA`: the code points of a flag emoji, as the host list spells them. */
function unicodeOf(emoji: string): string {
  return [...emoji].map((char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase()}`).join(' ');
}

function symbolOf(currency: string): string {
  const data = (currencies as Record<string, { symbol?: string } | undefined>)[currency];
  return data?.symbol ?? currency;
}

/**
 * The country/currency list of spec §3, from the maintained `countries-list` data: every
 * sovereign country whose currency has an exchange rate, sorted by currency code and then name.
 * That order puts United Arab Emirates (AED) first, as the spec's host list has it, and keeps
 * the countries sharing a currency (euro, CFA franc, East Caribbean dollar, US dollar) together.
 */
export function countryCurrencyList(): CountryCurrency[] {
  const entries: CountryCurrency[] = [];
  for (const [code, country] of Object.entries(countries)) {
    if (country.userAssigned || country.partOf || UNINHABITED.has(code)) continue;
    const currency = country.currency.find((candidate) => candidate in EXCHANGE_RATES_PER_USD);
    if (!currency) continue;
    const emoji = getEmojiFlag(code as TCountryCode);
    entries.push({
      name: country.name,
      code,
      currency,
      emoji,
      unicode: unicodeOf(emoji),
      image: `/assets/flags/${code.toLowerCase()}.svg`,
      symbol: symbolOf(currency),
    });
  }
  return entries.sort(
    (a, b) => a.currency.localeCompare(b.currency) || a.name.localeCompare(b.name, 'en'),
  );
}

/**
 * The country that stands for a currency in the currency picker: the issuer where one country
 * issues it, otherwise the conventional home of a shared currency.
 */
const CURRENCY_HOME: Readonly<Record<string, string>> = {
  USD: 'US',
  EUR: 'DE',
  XOF: 'SN',
  XAF: 'CM',
  XCD: 'AG',
  XPF: 'PF',
  AUD: 'AU',
  NZD: 'NZ',
  CHF: 'CH',
  DKK: 'DK',
  NOK: 'NO',
  GBP: 'GB',
  INR: 'IN',
  ZAR: 'ZA',
};

/** One picker entry per currency, named after the currency (spec §2.6 search by name plus code). */
export function currencyEntries(
  list: readonly CountryCurrency[],
  codes: readonly string[],
): CountryCurrency[] {
  return codes.flatMap((currency) => {
    const home = CURRENCY_HOME[currency];
    const country =
      list.find((entry) => entry.currency === currency && entry.code === home) ??
      list.find((entry) => entry.currency === currency);
    if (!country) return [];
    const data = (currencies as Record<string, { name?: string } | undefined>)[currency];
    return [{ ...country, name: data?.name ?? currency }];
  });
}
