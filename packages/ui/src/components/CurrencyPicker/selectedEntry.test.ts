import type { CountryCurrency } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CURRENCIES } from './fixtures.ts';
import { issuerOf, selectedEntryOf, selectedFlagOf } from './selectedEntry.ts';

describe('selectedEntryOf (spec §3: many countries share a currency)', () => {
  it('picks the country the selection names when several share its currency', () => {
    expect(selectedEntryOf(COUNTRY_CURRENCIES, { currency: 'EUR', code: 'ES' })?.name).toBe(
      'Spain',
    );
    expect(selectedEntryOf(COUNTRY_CURRENCIES, { currency: 'USD', code: 'EC' })?.name).toBe(
      'Ecuador',
    );
  });

  it('with only a currency, picks its issuer even when another country comes first', () => {
    // Ecuador precedes the United States in the host list; both use USD.
    expect(selectedEntryOf(COUNTRY_CURRENCIES, { currency: 'usd' })?.code).toBe('US');
    expect(selectedEntryOf(COUNTRY_CURRENCIES, { currency: 'AED' })?.code).toBe('AE');
  });

  it('falls back to the first entry with the currency when no entry is its issuer', () => {
    const euroCountries: CountryCurrency[] = COUNTRY_CURRENCIES.filter(
      (entry) => entry.currency === 'EUR' && entry.code !== 'EU',
    );
    expect(selectedEntryOf(euroCountries, { currency: 'EUR' })).toBe(euroCountries[0]);
  });

  it('finds nothing for a currency no entry uses, or no selection', () => {
    expect(selectedEntryOf(COUNTRY_CURRENCIES, { currency: 'XXX' })).toBeUndefined();
    expect(selectedEntryOf(COUNTRY_CURRENCIES, null)).toBeUndefined();
  });

  it('a country code that does not use the currency does not win', () => {
    expect(selectedEntryOf(COUNTRY_CURRENCIES, { currency: 'USD', code: 'DE' })?.code).toBe('US');
  });
});

// The header's currency trigger (spec §2.6) is drawn by the server before the country list
// (spec §3) arrives: its flag must not depend on the list where the currency alone says it, or the
// trigger grows when the list comes.
describe('selectedFlagOf (the currency trigger, spec §2.6)', () => {
  const flagOf = (code: string) =>
    COUNTRY_CURRENCIES.find((entry) => entry.code === code)?.emoji ?? 'missing';

  it('shows the same flag before the country list arrives as after', () => {
    for (const selected of [
      { currency: 'USD' },
      { currency: 'aed' },
      { currency: 'EUR', code: 'ES' },
    ]) {
      expect(selectedFlagOf([], selected)).toBe(selectedFlagOf(COUNTRY_CURRENCIES, selected));
    }
    expect(selectedFlagOf([], { currency: 'USD' })).toBe(flagOf('US'));
    expect(selectedFlagOf([], { currency: 'EUR', code: 'ES' })).toBe(flagOf('ES'));
  });

  it("shows the euro's own flag for a euro chosen without a country, not the first euro country's", () => {
    expect(selectedFlagOf(COUNTRY_CURRENCIES, { currency: 'EUR' })).toBe('🇪🇺');
  });

  it('needs the list for a zone currency chosen without a country', () => {
    const zone: CountryCurrency = {
      name: 'Senegal',
      code: 'SN',
      currency: 'XOF',
      emoji: '🇸🇳',
      unicode: 'U+1F1F8 U+1F1F3',
      image: 'https://flagcdn.com/sn.svg',
      symbol: 'CFA',
    };
    expect(issuerOf('XOF')).toBeNull();
    expect(selectedFlagOf([], { currency: 'XOF' })).toBeNull();
    expect(selectedFlagOf([zone], { currency: 'XOF' })).toBe('🇸🇳');
  });

  it('a named country that does not use the currency gives way to the issuer once the list says so', () => {
    expect(selectedFlagOf(COUNTRY_CURRENCIES, { currency: 'USD', code: 'DE' })).toBe(flagOf('US'));
    expect(selectedFlagOf(COUNTRY_CURRENCIES, null)).toBeNull();
  });
});
