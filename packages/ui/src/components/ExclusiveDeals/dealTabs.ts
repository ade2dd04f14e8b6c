import { BOOKING_TYPES, bookNowHref, type DealTabService } from '@wl/core';
import type { DealService } from '@wl/machines';

/** What the view needs to know about one Exclusive Deals tab (spec §2.3). */
export interface DealTabInfo {
  /** React-aria key of the tab; DOM ids carry it, so it has no spaces. */
  key: string;
  /** The service name in the `common` namespace. */
  label: `service.${string}`;
  /** The empty-list banner text in the `deals` namespace (spec §2.3 "Search for hotels"). */
  empty: `emptyDeals.${string}`;
  /** The deals machine that feeds the tab; null: the home page has no deal list for it. */
  dealsService: DealService | null;
}

/**
 * Spec §2.3 tabs. Spec §4 keeps deal lists for hotel, activity and car only, so Air Travel and
 * Cruise always show their banner.
 */
export const DEAL_TAB_INFO = {
  Hotels: {
    key: 'hotels',
    label: 'service.hotels',
    empty: 'emptyDeals.hotels',
    dealsService: 'hotel',
  },
  'Air Travel': {
    key: 'flights',
    label: 'service.flights',
    empty: 'emptyDeals.flights',
    dealsService: null,
  },
  Cars: { key: 'cars', label: 'service.cars', empty: 'emptyDeals.cars', dealsService: 'car' },
  Activities: {
    key: 'activities',
    label: 'service.activities',
    empty: 'emptyDeals.activities',
    dealsService: 'activity',
  },
  Cruise: {
    key: 'cruise',
    label: 'service.cruise',
    empty: 'emptyDeals.cruise',
    dealsService: null,
  },
} as const satisfies Record<DealTabService, DealTabInfo>;

/** The tab a react-aria key names, if any. */
export function dealTabOfKey(key: unknown): DealTabService | undefined {
  return (Object.keys(DEAL_TAB_INFO) as DealTabService[]).find(
    (service) => DEAL_TAB_INFO[service].key === key,
  );
}

/**
 * Spec §2.3 / §8: the Book Now link of a service's empty banner goes to that service's booking
 * route (core booking types); the generic Book Now target if the service had none.
 */
export function serviceBookingHref(service: DealTabService): string {
  return (
    BOOKING_TYPES.find((type) => type.title === service)?.href ??
    bookNowHref({ bookingMenuItemOptions: [] })
  );
}
