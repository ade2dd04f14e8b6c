import { applyAgencyMarkup, isAgent, type Rates, type UserProfile } from '@wl/core';

/** Rates with the wholesale figures, as the platform stores them. */
export type FullRates = Required<Rates>;

import type { Database } from './db/sqlite.ts';
import { currencyDecimals, roundTo } from './reference/exchangeRates.ts';

/**
 * Rates stored in US dollars per unit (night, person, day), converted for a quantity in a
 * currency. savedPrice is recomputed after rounding so that it stays exactly published minus total.
 */
export function priceIn(
  usd: FullRates,
  perUsd: number,
  quantity: number,
  currency: string,
): FullRates {
  const decimals = currencyDecimals(currency);
  const convert = (amount: number) => roundTo(amount * perUsd * quantity, decimals);
  const publishedRate = convert(usd.publishedRate);
  const totalRate = convert(usd.totalRate);
  return {
    publishedRate,
    totalRate,
    savedPrice: roundTo(publishedRate - totalRate, decimals),
    baseRate: convert(usd.baseRate),
    taxAndFee: convert(usd.taxAndFee),
  };
}

/** Units of `currency` per US dollar, when the agency offers it and a rate is known. */
export function rateFor(
  db: Database,
  offered: readonly string[],
  currency: string,
): number | undefined {
  if (currency === 'USD') return 1;
  if (!offered.includes(currency)) return undefined;
  const row = db.prepare('SELECT per_usd FROM exchange_rates WHERE currency = ?').get(currency) as
    | { per_usd: number }
    | undefined;
  return row?.per_usd;
}

/**
 * Spec §2.3: only unrestricted travel agents see Wholesale Rate and Agency Markup, so only they
 * are sent the figures behind them.
 */
export function ratesForViewer(rates: Rates, viewer: UserProfile | undefined): Rates {
  if (viewer && isAgent(viewer) && !viewer.isRestrictedAgent) return rates;
  const { baseRate: _base, taxAndFee: _tax, ...retail } = rates;
  return retail;
}

/** The agency's Markup setting (spec §2.1 /settings/agency), or null while it has none. */
export function agencyMarkupPercent(db: Database, agencyId: number): number | null {
  const row = db
    .prepare('SELECT markup_percent FROM agency_markup WHERE agency_id = ?')
    .get(agencyId) as { markup_percent: number } | undefined;
  return row?.markup_percent ?? null;
}

export function saveAgencyMarkup(
  db: Database,
  agencyId: number,
  markupPercent: number | null,
  userId: number,
  now: Date,
): void {
  if (markupPercent === null) {
    db.prepare('DELETE FROM agency_markup WHERE agency_id = ?').run(agencyId);
    return;
  }
  db.prepare(`
    INSERT INTO agency_markup (agency_id, markup_percent, updated_by, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (agency_id) DO UPDATE SET markup_percent = excluded.markup_percent,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at
  `).run(agencyId, markupPercent, userId, now.toISOString());
}

/**
 * A stored deal's US-dollar rates as the agency sells them: its Markup setting applied (core
 * `applyAgencyMarkup`). Every price the API quotes for a deal goes through here, so the Agency
 * Markup on agents' cards and results is the setting's.
 */
export function agencyUsdRates(stored: FullRates, markupPercent: number | null): FullRates {
  return applyAgencyMarkup(stored, markupPercent);
}
