import type { CountryCurrency } from '@wl/core';

/** A selection as the currency machine keeps it (spec §3 "selectedCurrency"): a currency, maybe a country. */
type Selection = { currency: string; code?: unknown } | null | undefined;

/**
 * The region an ISO 4217 code was issued for: its first two letters (USD → US, EUR → EU). Codes
 * starting with X name a zone or a metal (XAF, XOF, XCD, XAU), not a region.
 */
export function issuerOf(currency: string): string | null {
  const code = currency.toUpperCase();
  return /^[A-WYZ][A-Z]{2}$/.test(code) ? code.slice(0, 2) : null;
}

/**
 * A region's flag emoji: its two letters as regional indicator symbols (Unicode's rule, which the
 * host list's `emoji` follows). countries-list has `getEmojiFlag`, but its browser module carries
 * every country's data with it.
 */
function regionFlag(region: string): string {
  return String.fromCodePoint(
    ...[...region.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

/**
 * Which entry a selected currency (spec §3 "selectedCurrency (with a currency field)") stands for.
 * Many countries share a currency (euro countries, US dollar), so a selection that carries its
 * country `code` picks that country. One with only a currency (the machine's default, spec §4)
 * picks the issuer (`issuerOf`), else the first entry with the currency.
 */
export function selectedEntryOf(
  entries: readonly CountryCurrency[],
  selected: Selection,
): CountryCurrency | undefined {
  if (!selected) return undefined;
  const currency = selected.currency.toUpperCase();
  const sameCurrency = entries.filter((entry) => entry.currency.toUpperCase() === currency);
  return (
    sameCurrency.find((entry) => entry.code === selected.code) ??
    sameCurrency.find((entry) => entry.code === issuerOf(currency)) ??
    sameCurrency[0]
  );
}

/**
 * The flag beside a selected currency: the country the selection names, else the currency's
 * issuer (the European Union's for the euro, which is no entry of the list), else the entry that
 * stands for it. Only a zone's currency chosen without a country needs the country list, so the
 * trigger the server draws, before the list arrives, already shows the flag it will keep.
 */
export function selectedFlagOf(
  entries: readonly CountryCurrency[],
  selected: Selection,
): string | null {
  if (!selected) return null;
  const entry = selectedEntryOf(entries, selected);
  const named = typeof selected.code === 'string' ? selected.code.toUpperCase() : null;
  // A named country is taken on trust until the list can say whether it uses the currency.
  if (named && (entries.length === 0 || entry?.code === named)) return regionFlag(named);
  const issuer = issuerOf(selected.currency);
  if (issuer) return regionFlag(issuer);
  return entry?.emoji ?? null;
}
