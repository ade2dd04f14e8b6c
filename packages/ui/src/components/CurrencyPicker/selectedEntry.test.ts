import type { CountryCurrency } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CURRENCIES } from './fixtures.ts';
import { selectedEntryOf } from './selectedEntry.ts';

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
