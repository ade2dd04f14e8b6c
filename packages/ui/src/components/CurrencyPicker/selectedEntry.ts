import type { CountryCurrency } from '@wl/core';

/**
 * Which entry a selected currency (spec §3 "selectedCurrency (with a currency field)") stands for.
 * Many countries share a currency (euro countries, US dollar), so a selection that carries its
 * country `code` picks that country. One with only a currency (the machine's default, spec §4)
 * picks the issuer: ISO 4217 codes start with the issuing country's code (USD → US, EUR → EU),
 * else the first entry with the currency.
 */
export function selectedEntryOf(
  entries: readonly CountryCurrency[],
  selected: { currency: string; code?: unknown } | null | undefined,
): CountryCurrency | undefined {
  if (!selected) return undefined;
  const currency = selected.currency.toUpperCase();
  const sameCurrency = entries.filter((entry) => entry.currency.toUpperCase() === currency);
  return (
    sameCurrency.find((entry) => entry.code === selected.code) ??
    sameCurrency.find((entry) => entry.code === currency.slice(0, 2)) ??
    sameCurrency[0]
  );
}
