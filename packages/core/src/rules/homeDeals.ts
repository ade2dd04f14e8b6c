import type { Agency } from '../schemas/agency.ts';
import type { BookingTypeTitle } from '../schemas/bookingTypes.ts';
import { isBookingTypeActive } from './bookNow.ts';

/** Spec §2.3: the Exclusive Deals tabs, in order, with the names the `tab` query may use. */
export const DEAL_TABS = [
  { service: 'Hotels', aliases: ['hotels', 'hotel'] },
  { service: 'Air Travel', aliases: ['air travel', 'flights', 'flight'] },
  { service: 'Cars', aliases: ['cars', 'car', 'car rentals', 'car rental'] },
  { service: 'Activities', aliases: ['activities', 'activity'] },
  { service: 'Cruise', aliases: ['cruise', 'cruises'] },
] as const satisfies readonly { service: BookingTypeTitle; aliases: readonly string[] }[];

export type DealTabService = (typeof DEAL_TABS)[number]['service'];

type Options = Pick<Agency, 'bookingMenuItemOptions'>;

/** Spec §2.3: only enabled services get a tab. */
export function dealTabs(agency: Options): DealTabService[] {
  return DEAL_TABS.filter((tab) => isBookingTypeActive(agency, tab.service)).map(
    (tab) => tab.service,
  );
}

/**
 * Spec §2.3: the active tab is the one in the query if that service is enabled, else the first
 * enabled service. Null when the agency has no deal tab at all.
 */
export function activeDealTab(
  agency: Options,
  queryTab: string | null | undefined,
): DealTabService | null {
  const tabs = dealTabs(agency);
  const wanted = queryTab?.trim().toLowerCase();
  const requested = DEAL_TABS.find((tab) =>
    (tab.aliases as readonly string[]).includes(wanted ?? ''),
  );
  if (requested && tabs.includes(requested.service)) return requested.service;
  return tabs[0] ?? null;
}

/** Spec §2.3 / §9: four cards per row, rows 1 and 2, four skeletons while loading. */
export const CARDS_PER_ROW = 4;
export const DEAL_ROWS = 2;
export const SKELETON_CARDS = 4;

/** Splits deals into the rows of spec §2.3 (at most two rows of four). */
export function dealRows<T>(deals: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let row = 0; row < DEAL_ROWS; row += 1) {
    const slice = deals.slice(row * CARDS_PER_ROW, (row + 1) * CARDS_PER_ROW);
    if (slice.length > 0) rows.push([...slice]);
  }
  return rows;
}

/** Spec §2.3: a carousel index wraps around at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
