import type { Rates } from '../schemas/deals.ts';
import { z } from '../zod.ts';

/**
 * The agency's Markup setting (spec §2.1 /settings/agency "Markup Settings"): a percentage the
 * agency adds to the wholesale rate (base rate plus taxes and fees) to reach the price its
 * travellers pay. `null`: not set, each deal keeps the markup the platform priced it with.
 * Bounds are ours (the spec words no form rule, §5): 0 to 100 %, at most two decimals.
 */
export const MARKUP_PERCENT_MAX = 100;

export const agencyMarkupSchema = z.object({
  markupPercent: z.nullable(
    z.number().check(
      z.gte(0),
      z.lte(MARKUP_PERCENT_MAX),
      z.refine((value) => Math.round(value * 100) === value * 100, {
        error: 'at most two decimals',
      }),
    ),
  ),
});
export type AgencyMarkup = z.output<typeof agencyMarkupSchema>;

/**
 * Rates with the agency's markup applied: the traveller's price is the wholesale rate plus the
 * markup, and the published (retail) rate never drops below it, so 'You saved' is never negative.
 * The one place a deal price follows the Markup setting: the API prices every deal through it,
 * and the Agency Markup a card shows (core `wholesaleFigures`) is its result.
 */
export function applyAgencyMarkup<T extends Required<Rates>>(
  rates: T,
  markupPercent: number | null,
): T {
  if (markupPercent === null) return rates;
  const wholesale = rates.baseRate + rates.taxAndFee;
  const totalRate = round2(wholesale * (1 + markupPercent / 100));
  const publishedRate = Math.max(rates.publishedRate, totalRate);
  return { ...rates, totalRate, publishedRate, savedPrice: round2(publishedRate - totalRate) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
