// Build-time only: the country data stays out of the browser bundle; pages carry the small map.
import { countries } from 'countries-list';

/** Spec §4 default currency: each country's currency, where the agency enables it. */
export function countryCurrencies(enabled: readonly string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [code, country] of Object.entries(countries)) {
    const currency = country.currency.find((candidate) => enabled.includes(candidate));
    if (currency) map[code] = currency;
  }
  return map;
}
