import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import { LANGUAGE_CODES } from '../schemas/market.ts';
import {
  chosenCurrency,
  convertFromUsd,
  convertToUsd,
  defaultCurrency,
  flightCheckoutCurrencyReload,
  languageChangeEffect,
  languageCookie,
  languageToRemember,
  resolveCurrency,
  resolveLanguage,
  searchCurrencies,
  shouldClearStoredCurrency,
  siteLanguages,
  visitorCountry,
} from './market.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

const partner = agency({ isAgencyClaro: true });
const regular = agency();
const ENABLED = ['USD', 'EUR', 'GBP', 'MXN', 'AED'];

describe('defaultCurrency (spec §4 currency, §9 default currency)', () => {
  it('is the Mexican peso for the Spanish-market partner agency', () => {
    expect(defaultCurrency({ agency: partner, enabledCurrencies: ENABLED })).toBe('MXN');
    expect(
      defaultCurrency({
        agency: partner,
        enabledCurrencies: ENABLED,
        visitorCountryCurrency: 'EUR',
      }),
    ).toBe('MXN');
  });

  it("is the visitor's country currency when that currency is enabled", () => {
    expect(
      defaultCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        visitorCountryCurrency: 'EUR',
      }),
    ).toBe('EUR');
  });

  it('is the US dollar when the visitor currency is not enabled or not known', () => {
    expect(
      defaultCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        visitorCountryCurrency: 'JPY',
      }),
    ).toBe('USD');
    expect(defaultCurrency({ agency: regular, enabledCurrencies: ENABLED })).toBe('USD');
    expect(
      defaultCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        visitorCountryCurrency: null,
      }),
    ).toBe('USD');
  });
});

describe('chosenCurrency (spec §2.1 currency/code query, §4 stored choice)', () => {
  it('is the enabled query choice, then the enabled stored one, upper-cased', () => {
    expect(
      chosenCurrency({ enabledCurrencies: ENABLED, queryCurrency: 'gbp', storedCurrency: 'EUR' }),
    ).toBe('GBP');
    expect(
      chosenCurrency({ enabledCurrencies: ENABLED, queryCurrency: 'JPY', storedCurrency: ' eur ' }),
    ).toBe('EUR');
  });

  it('is null when the visitor chose nothing the agency enables', () => {
    expect(chosenCurrency({ enabledCurrencies: ENABLED })).toBeNull();
    expect(chosenCurrency({ enabledCurrencies: ENABLED, storedCurrency: 'CHF' })).toBeNull();
  });

  it('runs from its own source (the page head inlines it)', () => {
    const inlined = new Function(
      `return (${chosenCurrency.toString()})`,
    )() as typeof chosenCurrency;
    expect(inlined({ enabledCurrencies: ENABLED, storedCurrency: 'EUR' })).toBe('EUR');
    const clears = new Function(
      `return (${shouldClearStoredCurrency.toString()})`,
    )() as typeof shouldClearStoredCurrency;
    expect(clears('/')).toBe(true);
  });
});

describe('resolveCurrency (spec §2.1 currency/code query, §4 stored choice, default)', () => {
  it('takes the currency of the query first', () => {
    expect(
      resolveCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        queryCurrency: 'GBP',
        storedCurrency: 'EUR',
        visitorCountryCurrency: 'AED',
      }),
    ).toBe('GBP');
  });

  it('then the stored choice', () => {
    expect(
      resolveCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        storedCurrency: 'EUR',
        visitorCountryCurrency: 'AED',
      }),
    ).toBe('EUR');
  });

  it('then the default', () => {
    expect(
      resolveCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        visitorCountryCurrency: 'AED',
      }),
    ).toBe('AED');
    expect(resolveCurrency({ agency: partner, enabledCurrencies: ENABLED })).toBe('MXN');
    expect(resolveCurrency({ agency: regular, enabledCurrencies: ENABLED })).toBe('USD');
  });

  it('skips choices the agency has not enabled', () => {
    expect(
      resolveCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        queryCurrency: 'JPY',
        storedCurrency: 'CHF',
      }),
    ).toBe('USD');
    expect(
      resolveCurrency({
        agency: regular,
        enabledCurrencies: ENABLED,
        queryCurrency: 'JPY',
        storedCurrency: 'GBP',
      }),
    ).toBe('GBP');
  });

  it('a choice overrides the partner default', () => {
    expect(
      resolveCurrency({ agency: partner, enabledCurrencies: ENABLED, queryCurrency: 'USD' }),
    ).toBe('USD');
  });
});

describe('shouldClearStoredCurrency (spec §4: the stored currency is cleared on the home path)', () => {
  it('clears on the home path only', () => {
    expect(shouldClearStoredCurrency('/')).toBe(true);
    expect(shouldClearStoredCurrency('/booknow/hotels')).toBe(false);
    expect(shouldClearStoredCurrency('/about')).toBe(false);
  });
});

describe('searchCurrencies (spec §2.6, §5: filters by name plus code, case-insensitive)', () => {
  const entry = (name: string, code: string, currency: string) => ({
    name,
    code,
    currency,
    emoji: '',
    unicode: '',
    image: '',
    symbol: '',
  });
  const LIST = [
    entry('United Arab Emirates', 'AE', 'AED'),
    entry('United States', 'US', 'USD'),
    entry('Germany', 'DE', 'EUR'),
    entry('France', 'FR', 'EUR'),
    entry('Mexico', 'MX', 'MXN'),
  ];
  const names = (found: { name: string }[]) => found.map((item) => item.name);

  it('finds by name, whatever the case', () => {
    expect(names(searchCurrencies(LIST, 'united'))).toEqual([
      'United Arab Emirates',
      'United States',
    ]);
    expect(names(searchCurrencies(LIST, 'GERMANY'))).toEqual(['Germany']);
    expect(names(searchCurrencies(LIST, 'mExI'))).toEqual(['Mexico']);
  });

  it('finds by currency code, whatever the case', () => {
    expect(names(searchCurrencies(LIST, 'eur'))).toEqual(['Germany', 'France']);
    expect(names(searchCurrencies(LIST, 'Mxn'))).toEqual(['Mexico']);
    expect(names(searchCurrencies(LIST, 'usd'))).toEqual(['United States']);
  });

  it('keeps the list order and returns everything for an empty search', () => {
    expect(names(searchCurrencies(LIST, ''))).toEqual(names(LIST));
    expect(names(searchCurrencies(LIST, '   '))).toEqual(names(LIST));
  });

  it('finds nothing for text in no name or code', () => {
    expect(searchCurrencies(LIST, 'zzz')).toEqual([]);
  });
});

describe('resolveLanguage (spec §4 language, §9 supported languages, fallback en)', () => {
  const offered = [...LANGUAGE_CODES];

  it('defaults to en', () => {
    expect(resolveLanguage({ agency: regular, offered })).toBe('en');
  });

  it('the partner agency forces es', () => {
    expect(resolveLanguage({ agency: partner, offered })).toBe('es');
    expect(
      resolveLanguage({ agency: partner, offered, queryLanguage: 'fr', cookieLanguage: 'de' }),
    ).toBe('es');
  });

  it('takes the lng query first, then the cookie', () => {
    expect(
      resolveLanguage({ agency: regular, offered, queryLanguage: 'fr', cookieLanguage: 'de' }),
    ).toBe('fr');
    expect(resolveLanguage({ agency: regular, offered, cookieLanguage: 'de' })).toBe('de');
  });

  it.each(['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'])('supports %s', (code) => {
    expect(resolveLanguage({ agency: regular, offered, queryLanguage: code })).toBe(code);
  });

  it('falls back to en for unsupported languages', () => {
    expect(resolveLanguage({ agency: regular, offered, queryLanguage: 'it' })).toBe('en');
    expect(resolveLanguage({ agency: regular, offered, cookieLanguage: 'xx' })).toBe('en');
    expect(
      resolveLanguage({ agency: regular, offered, queryLanguage: 'ja', cookieLanguage: 'zh' }),
    ).toBe('en');
  });
});

describe('languageCookie (spec §4, §9: pll_language, valid 525600 minutes)', () => {
  const attributes = (cookie: string) => {
    const [pair = '', ...rest] = cookie.split(';').map((part) => part.trim());
    const map = new Map(
      rest.map((part) => {
        const [key = '', value = ''] = part.split('=');
        return [key.toLowerCase(), value] as const;
      }),
    );
    return { pair, map };
  };

  it('stores the language in pll_language', () => {
    expect(attributes(languageCookie('pt')).pair).toBe('pll_language=pt');
  });

  it('lives 525600 minutes, written as Max-Age in seconds', () => {
    expect(attributes(languageCookie('de')).map.get('max-age')).toBe('31536000');
  });

  it('applies to the whole site', () => {
    expect(attributes(languageCookie('de')).map.get('path')).toBe('/');
  });
});

describe('languageChangeEffect (spec §4: booking pages reload, car pages return to the cars home)', () => {
  it.each([
    '/booknow/cars',
    '/booknow/cars/search',
    '/booknow/cars/result-details',
    '/booknow/Cars/checkout',
  ])('car page %s returns to the cars home', (path) => {
    expect(languageChangeEffect(path)).toEqual({ kind: 'navigate', to: '/booknow/cars' });
  });

  it.each([
    '/booknow/hotels/search',
    '/booknow/flights/checkout',
    '/booknow/activities/search',
    '/booknow/cruise/search-details',
  ])('booking page %s reloads', (path) => {
    expect(languageChangeEffect(path)).toEqual({ kind: 'reload' });
  });

  it('the home page neither reloads nor navigates', () => {
    expect(languageChangeEffect('/')).toEqual({ kind: 'none' });
  });
});

describe('flightCheckoutCurrencyReload (spec §4: on flight checkout the currency parameter is renamed curr)', () => {
  it('reloads flight checkout with curr instead of currency, keeping the other parameters', () => {
    const target = flightCheckoutCurrencyReload(
      '/booknow/flights/checkout',
      '?currency=EUR&id=F-1',
      'GBP',
    );
    expect(target).not.toBeNull();
    const url = new URL(target ?? '', 'https://test.example');
    expect(url.pathname).toBe('/booknow/flights/checkout');
    expect(url.searchParams.has('currency')).toBe(false);
    expect(url.searchParams.get('curr')).toBe('GBP');
    expect(url.searchParams.get('id')).toBe('F-1');
  });

  it('adds curr when the page had no currency parameter', () => {
    const url = new URL(
      flightCheckoutCurrencyReload('/booknow/flights/checkout', '', 'MXN') ?? '',
      'https://test.example',
    );
    expect(url.searchParams.get('curr')).toBe('MXN');
  });

  it('does nothing elsewhere', () => {
    expect(
      flightCheckoutCurrencyReload('/booknow/hotels/checkout', '?currency=EUR', 'GBP'),
    ).toBeNull();
    expect(
      flightCheckoutCurrencyReload('/booknow/flights/search', '?currency=EUR', 'GBP'),
    ).toBeNull();
    expect(flightCheckoutCurrencyReload('/', '', 'GBP')).toBeNull();
  });
});

describe('convertFromUsd (spec §1 multi-currency, rates relative to USD)', () => {
  it('multiplies by the rate of the selected currency', () => {
    expect(convertFromUsd(100, 'EUR', { EUR: 0.9 })).toEqual({ amount: 90, currency: 'EUR' });
    expect(convertFromUsd(100, 'USD', null)).toEqual({ amount: 100, currency: 'USD' });
  });
  it('stays in dollars without a usable rate', () => {
    expect(convertFromUsd(100, 'MXN', null)).toEqual({ amount: 100, currency: 'USD' });
    expect(convertFromUsd(100, 'MXN', { MXN: 0 })).toEqual({ amount: 100, currency: 'USD' });
  });
});

describe('convertToUsd (spec §1: rates relative to USD, the other way)', () => {
  it('divides by the rate of the currency the amount is in', () => {
    expect(convertToUsd(90, 'EUR', { EUR: 0.9 })).toBe(100);
    expect(convertToUsd(90, 'USD', null)).toBe(90);
  });
  it('has no answer without a usable rate', () => {
    expect(convertToUsd(90, 'EUR', null)).toBeNull();
    expect(convertToUsd(90, 'EUR', { EUR: 0 })).toBeNull();
  });
});

describe("visitorCountry (spec §4 default currency: the visitor's country)", () => {
  it('reads the region of the first preferred language that names one', () => {
    expect(visitorCountry(['de-DE', 'en-US'])).toBe('DE');
    expect(visitorCountry(['pt-BR'])).toBe('BR');
  });
  it("takes a bare language's likely region, skips malformed tags", () => {
    expect(visitorCountry(['not a tag', 'ja'])).toBe('JP');
  });
  it('is null with no language at all', () => {
    expect(visitorCountry([])).toBeNull();
  });
});

describe('languageToRemember (spec §4: the language choice is kept in a cookie)', () => {
  const visitor = { agency: { isAgencyClaro: false }, pageLanguage: 'de' as const };
  it('keeps the language a `lng` link chose', () => {
    expect(languageToRemember({ ...visitor, queryLanguage: 'de', cookieLanguage: 'en' })).toBe(
      'de',
    );
    expect(languageToRemember({ ...visitor, queryLanguage: 'DE ', cookieLanguage: null })).toBe(
      'de',
    );
  });
  it('writes nothing without `lng`, or when the cookie says so already', () => {
    expect(
      languageToRemember({ ...visitor, queryLanguage: null, cookieLanguage: 'en' }),
    ).toBeNull();
    expect(
      languageToRemember({ ...visitor, queryLanguage: 'de', cookieLanguage: 'de' }),
    ).toBeNull();
  });
  it('writes nothing for the partner agency, whose language is forced to es', () => {
    expect(
      languageToRemember({
        agency: { isAgencyClaro: true },
        pageLanguage: 'es',
        queryLanguage: 'en',
        cookieLanguage: null,
      }),
    ).toBeNull();
  });
});

describe('siteLanguages (spec §4 language: default en, the partner agency forces es; §9 supported)', () => {
  it('writes the default language once and every other offered, supported language as a variant', () => {
    expect(
      siteLanguages({ agency: { isAgencyClaro: false }, offered: ['en', 'ar', 'de', 'xx', 'ar'] }),
    ).toEqual({ primary: 'en', variants: ['ar', 'de'] });
  });
  it('gives the partner agency es only', () => {
    expect(siteLanguages({ agency: { isAgencyClaro: true }, offered: ['es', 'en'] })).toEqual({
      primary: 'es',
      variants: [],
    });
  });
  it('keeps en as the default even when the agency does not list it', () => {
    expect(siteLanguages({ agency: { isAgencyClaro: false }, offered: ['no', 'sv'] })).toEqual({
      primary: 'en',
      variants: ['no', 'sv'],
    });
  });
});
