import { stringifySetCookie } from 'cookie';
import type { Agency } from '../schemas/agency.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../schemas/market.ts';

/** Spec §9: default currency US dollar; the partner agency's is Mexican peso. */
export const FALLBACK_CURRENCY = 'USD';
export const PARTNER_AGENCY_CURRENCY = 'MXN';
export const PARTNER_AGENCY_LANGUAGE: LanguageCode = 'es';
/** Spec §9 "Default country United States (US)". */
export const DEFAULT_COUNTRY = 'US';

export interface CurrencyChoiceInput {
  agency: Pick<Agency, 'isAgencyClaro'>;
  /** Currencies the agency enables (spec §7 enableCurrencies). */
  enabledCurrencies: readonly string[];
  /** Currency of the visitor's country, when known. */
  visitorCountryCurrency?: string | null | undefined;
  /** `currency` or `code` query parameter (spec §2.1). */
  queryCurrency?: string | null | undefined;
  /** The choice kept in local storage (spec §4). */
  storedCurrency?: string | null | undefined;
}

/**
 * Spec §4: the default currency is the visitor's country currency if enabled, else US dollar; the
 * partner agency defaults to Mexican peso.
 */
export function defaultCurrency(
  input: Pick<CurrencyChoiceInput, 'agency' | 'enabledCurrencies' | 'visitorCountryCurrency'>,
): string {
  if (input.agency.isAgencyClaro) return PARTNER_AGENCY_CURRENCY;
  const visitor = input.visitorCountryCurrency?.toUpperCase();
  if (visitor && input.enabledCurrencies.includes(visitor)) return visitor;
  return FALLBACK_CURRENCY;
}

/**
 * Spec §4 "the visitor's country": without a location service, the country the visitor's
 * preferred languages name (`de-DE` -> DE; a bare `de` -> its likely region, `DE`). The first tag
 * that names one decides; null when none does.
 */
export function visitorCountry(languageTags: readonly string[]): string | null {
  for (const tag of languageTags) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return region;
    } catch {
      // A malformed tag says nothing about the country; try the next one.
    }
  }
  return null;
}

/**
 * The currency the visitor chose for the page (spec §2.1, §4): an enabled query choice, then the
 * stored one; null when neither is. Self-contained (no outside names, no inner named functions):
 * the page's head script inlines its source to show the choice before the first paint.
 */
export function chosenCurrency(
  input: Pick<CurrencyChoiceInput, 'enabledCurrencies' | 'queryCurrency' | 'storedCurrency'>,
): string | null {
  for (const candidate of [input.queryCurrency, input.storedCurrency]) {
    const code = candidate?.trim().toUpperCase();
    if (code && input.enabledCurrencies.includes(code)) return code;
  }
  return null;
}

/** The currency a page opens with: the visitor's choice (`chosenCurrency`), else the default. */
export function resolveCurrency(input: CurrencyChoiceInput): string {
  return chosenCurrency(input) ?? defaultCurrency(input);
}

/** Spec §4: the chosen currency is kept in local storage, under this key. */
export const CURRENCY_STORAGE_KEY = 'wl.currency';

/**
 * Spec §4: the stored currency choice is cleared when on the home path. Self-contained: the
 * page's head script inlines its source.
 */
export function shouldClearStoredCurrency(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** Spec §4: on the flight checkout path the page reloads with `currency` renamed `curr`. */
export function flightCheckoutCurrencyReload(
  pathname: string,
  search: string,
  currency: string,
): string | null {
  if (!pathname.startsWith('/booknow/flights/checkout')) return null;
  const query = new URLSearchParams(search);
  query.delete('currency');
  query.set('curr', currency);
  return `${pathname}?${query.toString()}`;
}

/** Spec §2.6 / §5: currency search filters by name plus code, case-insensitive. */
export function searchCurrencies<T extends { name: string; code: string; currency: string }>(
  entries: readonly T[],
  text: string,
): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...entries];
  return entries.filter((entry) =>
    `${entry.name} ${entry.code} ${entry.currency}`.toLocaleLowerCase().includes(needle),
  );
}

/** Spec §9: language cookie pll_language, valid 525600 minutes. */
export const LANGUAGE_COOKIE = 'pll_language';
export const LANGUAGE_COOKIE_MINUTES = 525_600;

export function isSupportedLanguage(code: string | null | undefined): code is LanguageCode {
  return !!code && (LANGUAGE_CODES as readonly string[]).includes(code);
}

export interface LanguageChoiceInput {
  agency: Pick<Agency, 'isAgencyClaro'>;
  /** Languages the agency offers (config `languages`). */
  offered: readonly string[];
  /** `lng` query parameter (spec §2.1). */
  queryLanguage?: string | null | undefined;
  /** Value of the pll_language cookie. */
  cookieLanguage?: string | null | undefined;
}

/**
 * Spec §4 / §9: default en; the partner agency forces es; otherwise the query, then the cookie,
 * when supported and offered; fallback en.
 */
export function resolveLanguage(input: LanguageChoiceInput): LanguageCode {
  if (input.agency.isAgencyClaro) return PARTNER_AGENCY_LANGUAGE;
  for (const candidate of [input.queryLanguage, input.cookieLanguage]) {
    const code = candidate?.trim().toLowerCase();
    if (isSupportedLanguage(code) && input.offered.includes(code)) return code;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * Spec §4: a `lng` link chose the page's language, so the cookie keeps it for the next pages.
 * Returns the cookie's new value, or null: no `lng`, the cookie says so already, or the partner
 * agency, whose language is forced (nothing to keep).
 */
export function languageToRemember(input: {
  agency: Pick<Agency, 'isAgencyClaro'>;
  queryLanguage: string | null | undefined;
  cookieLanguage: string | null | undefined;
  pageLanguage: LanguageCode;
}): LanguageCode | null {
  if (input.agency.isAgencyClaro || input.queryLanguage == null) return null;
  return input.cookieLanguage === input.pageLanguage ? null : input.pageLanguage;
}

/**
 * The languages a generated site is written in (spec §4, §9): the one a visitor without a choice
 * gets, and every other offered language a visitor can choose (none for the partner agency, which
 * is always es). Each gets its own copy of the static pages.
 */
export function siteLanguages(
  input: Omit<LanguageChoiceInput, 'queryLanguage' | 'cookieLanguage'>,
): {
  primary: LanguageCode;
  variants: LanguageCode[];
} {
  const primary = resolveLanguage(input);
  const variants = input.offered.filter(
    (code): code is LanguageCode =>
      code !== primary && resolveLanguage({ ...input, queryLanguage: code }) === code,
  );
  return { primary, variants: [...new Set(variants)] };
}

/** The Set-Cookie / document.cookie value that stores a language choice (spec §4, §9). */
export function languageCookie(code: LanguageCode): string {
  return stringifySetCookie({
    name: LANGUAGE_COOKIE,
    value: code,
    maxAge: LANGUAGE_COOKIE_MINUTES * 60,
    path: '/',
    sameSite: 'lax',
  });
}

/**
 * Spec §4: what a language change does to the page: car pages return to the cars home, booking
 * pages reload, others update in place.
 */
export function languageChangeEffect(
  pathname: string,
): { kind: 'navigate'; to: string } | { kind: 'reload' } | { kind: 'none' } {
  if (/^\/booknow\/cars(\/|$)/i.test(pathname)) return { kind: 'navigate', to: '/booknow/cars' };
  if (pathname.startsWith('/booknow/') || /^\/(hotel|flight)-details/.test(pathname)) {
    return { kind: 'reload' };
  }
  return { kind: 'none' };
}

/**
 * Spec §1: the rate of a currency against the US dollar, when one is known and usable (the
 * dollar's own is 1). Null: rates not loaded yet, or a currency the platform does not quote.
 */
function usdRate(
  currency: string,
  exchangeRates: Readonly<Record<string, number>> | null | undefined,
): number | null {
  const rate = currency === FALLBACK_CURRENCY ? 1 : exchangeRates?.[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * Spec §1, §4: amounts are shown in the selected currency, with exchange rates relative to the US
 * dollar. Without a rate for the currency the amount stays in dollars rather than showing a wrong
 * number.
 */
export function convertFromUsd(
  amountUsd: number,
  currency: string,
  exchangeRates: Readonly<Record<string, number>> | null | undefined,
): { amount: number; currency: string } {
  const rate = usdRate(currency, exchangeRates);
  if (rate === null) return { amount: amountUsd, currency: FALLBACK_CURRENCY };
  return { amount: amountUsd * rate, currency };
}

/**
 * The other way (spec §1): an amount held in some currency, in US dollars, so it can be shown in
 * the selected currency like every other amount. Null without a usable rate for its currency.
 */
export function convertToUsd(
  amount: number,
  currency: string,
  exchangeRates: Readonly<Record<string, number>> | null | undefined,
): number | null {
  const rate = usdRate(currency, exchangeRates);
  return rate === null ? null : amount / rate;
}
