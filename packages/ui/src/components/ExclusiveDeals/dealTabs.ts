import { BOOKING_TYPES, bookNowHref, DEAL_TABS, type DealTabService, dealTab } from '@wl/core';

// How the view names a tab; which tab a service has, and which deal list feeds it, is core's
// DEAL_TABS table (spec §2.3, §4).

/** The service name of a tab, in the `common` namespace. */
export function dealTabLabel(service: DealTabService) {
  return `service.${dealTab(service).key}` as const;
}

/** The empty-list banner text of a tab, in the `deals` namespace (spec §2.3 "Search for hotels"). */
export function dealTabEmptyText(service: DealTabService) {
  return `emptyDeals.${dealTab(service).key}` as const;
}

/** The tab a react-aria key names, if any. */
export function dealTabOfKey(key: unknown): DealTabService | undefined {
  return DEAL_TABS.find((tab) => tab.key === key)?.service;
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
