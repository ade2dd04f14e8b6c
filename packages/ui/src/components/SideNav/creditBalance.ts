import type { Money } from '@wl/core';

/** How the side navigation shows a credit balance (spec §2.8). */
export type CreditDisplay =
  | { kind: 'usd'; amountUsd: number }
  | { kind: 'native'; amount: number; currency: string };

/**
 * Spec §2.8: the credit balance shows only when above zero, in the selected currency. Amounts are
 * converted from US dollars (spec §1), so credits held in another currency are first brought back
 * to dollars with the USD-relative rates; without a rate for it they stay in their own currency
 * rather than show a wrong number. Null: nothing to show.
 */
export function creditToShow(
  credits: Money | null | undefined,
  exchangeRates: Readonly<Record<string, number>> | null | undefined,
): CreditDisplay | null {
  if (!credits || !(credits.amount > 0)) return null;
  if (credits.currency === 'USD') return { kind: 'usd', amountUsd: credits.amount };
  const rate = exchangeRates?.[credits.currency];
  if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) {
    return { kind: 'usd', amountUsd: credits.amount / rate };
  }
  return { kind: 'native', amount: credits.amount, currency: credits.currency };
}
