import type { Rates } from '../schemas/deals.ts';
import type { Viewer } from './viewer.ts';

/**
 * What a deal card shows for a viewer (spec §2.3). Amounts stay in the rates' currency; the view
 * converts and formats them.
 */
export type PriceDisplay =
  /** Visitor without the non-login flow: 'Login to save up to' {savings} and a Reveal Price button. */
  | { kind: 'reveal'; saveUpTo: number; loginHref: string }
  /** Visitor with the non-login flow: the price. */
  | { kind: 'price'; price: number }
  /** Signed-in traveller: retail struck through, their price and 'You saved'. */
  | { kind: 'saving'; retail: number; price: number; saved: number }
  /** Agent: as a traveller; unrestricted agents also get Wholesale Rate and Agency Markup. */
  | {
      kind: 'agent';
      retail: number;
      price: number;
      saved: number;
      wholesale?: { wholesaleRate: number; agencyMarkup: number };
    };

export interface PriceDisplayInput {
  viewer: Viewer;
  rates: Rates;
  allowNonLoginFlow: boolean;
  /** Home tab of the card, carried to the login route (spec §2.3 "leads to the login route with the tab"). */
  tab: string;
  /**
   * Where the login continues (its `redirect` query, core `loginReturnPath`): a results page
   * brings the traveller back to the same search. Absent on home deal cards.
   */
  redirect?: string;
}

export function priceDisplay({
  viewer,
  rates,
  allowNonLoginFlow,
  tab,
  redirect,
}: PriceDisplayInput): PriceDisplay {
  const saving = { retail: rates.publishedRate, price: rates.totalRate, saved: rates.savedPrice };
  switch (viewer.kind) {
    case 'visitor':
      if (allowNonLoginFlow) return { kind: 'price', price: rates.totalRate };
      return {
        kind: 'reveal',
        saveUpTo: rates.savedPrice,
        loginHref: `/login?${new URLSearchParams(redirect ? { tab, redirect } : { tab }).toString()}`,
      };
    case 'traveller':
      return { kind: 'saving', ...saving };
    case 'agent': {
      const wholesale = viewer.restricted ? undefined : wholesaleFigures(rates);
      return wholesale ? { kind: 'agent', ...saving, wholesale } : { kind: 'agent', ...saving };
    }
  }
}

/**
 * Wholesale Rate is what the agency pays (base rate plus taxes and fees); Agency Markup is what it
 * adds on top to reach the traveller's price. Never negative: a loss shows as no markup. Undefined
 * when the platform did not send the wholesale figures.
 */
export function wholesaleFigures(
  rates: Rates,
): { wholesaleRate: number; agencyMarkup: number } | undefined {
  if (rates.baseRate === undefined || rates.taxAndFee === undefined) return undefined;
  const wholesaleRate = rates.baseRate + rates.taxAndFee;
  return { wholesaleRate, agencyMarkup: Math.max(0, round2(rates.totalRate - wholesaleRate)) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
