import type { Agency } from '../schemas/agency.ts';
import type { BookingTypeTitle } from '../schemas/bookingTypes.ts';
import { isBookingTypeActive } from './bookNow.ts';

/**
 * Spec §4: the home page keeps a deal list (and sends a deal search, spec §7) for these three
 * services only; the other tabs always show their empty banner.
 */
export type DealListService = 'hotel' | 'activity' | 'car';

interface DealTab {
  service: BookingTypeTitle;
  /** The tab's id in the DOM and its text keys (`common:service.<key>`, `deals:emptyDeals.<key>`). */
  key: string;
  /** The deal list that feeds the tab, or null: the tab has none (spec §4). */
  dealList: DealListService | null;
  /** The names the `tab` query may use for it (spec §2.1 home query). */
  aliases: readonly string[];
}

/**
 * Spec §2.3: the Exclusive Deals tabs, in order. The one table that ties a booking service to its
 * tab, its texts and its deal list: the view, the deals machine and the home island all read it.
 */
export const DEAL_TABS = [
  { service: 'Hotels', key: 'hotels', dealList: 'hotel', aliases: ['hotels', 'hotel'] },
  {
    service: 'Air Travel',
    key: 'flights',
    dealList: null,
    aliases: ['air travel', 'flights', 'flight'],
  },
  {
    service: 'Cars',
    key: 'cars',
    dealList: 'car',
    aliases: ['cars', 'car', 'car rentals', 'car rental'],
  },
  {
    service: 'Activities',
    key: 'activities',
    dealList: 'activity',
    aliases: ['activities', 'activity'],
  },
  { service: 'Cruise', key: 'cruise', dealList: null, aliases: ['cruise', 'cruises'] },
] as const satisfies readonly DealTab[];

type DealTabEntry = (typeof DEAL_TABS)[number];
export type DealTabService = DealTabEntry['service'];
export type DealTabKey = DealTabEntry['key'];

/** The table's row for a tab's service. */
export function dealTab<Service extends DealTabService>(
  service: Service,
): Extract<DealTabEntry, { service: Service }> {
  return DEAL_TABS.find((tab) => tab.service === service) as Extract<
    DealTabEntry,
    { service: Service }
  >;
}

type Options = Pick<Agency, 'bookingMenuItemOptions'>;

/** Spec §2.3: only enabled services get a tab. */
export function dealTabs(agency: Options): DealTabService[] {
  return DEAL_TABS.filter((tab) => isBookingTypeActive(agency, tab.service)).map(
    (tab) => tab.service,
  );
}

/**
 * Spec §2.3, §4: the deal lists the home page loads, those of the services the agency offers. An
 * agency without hotels sends no hotel deal search.
 */
export function dealListServices(agency: Options): DealListService[] {
  return dealTabs(agency).flatMap((service) => {
    const list = dealTab(service).dealList;
    return list ? [list] : [];
  });
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
