import { DEAL_TABS, DEFAULT_BOOKING_MENU_ITEM_OPTIONS, matchRoute } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { dealTabEmptyText, dealTabLabel, dealTabOfKey, serviceBookingHref } from './dealTabs.ts';

const everyServiceOn = {
  bookingMenuItemOptions: DEFAULT_BOOKING_MENU_ITEM_OPTIONS,
  displayTopDestinations: false,
};

describe('Exclusive Deals tabs (spec §2.3)', () => {
  it('names each tab by its key in core, and finds the tab from its key', () => {
    for (const { service, key } of DEAL_TABS) {
      expect(dealTabLabel(service)).toBe(`service.${key}`);
      expect(dealTabEmptyText(service)).toBe(`emptyDeals.${key}`);
      expect(dealTabOfKey(key)).toBe(service);
    }
    expect(dealTabOfKey('Air Travel')).toBeUndefined();
  });

  it("the empty banner's Book Now goes to that service's booking route (spec §2.3, §8)", () => {
    expect(serviceBookingHref('Hotels')).toBe('/booknow/hotels');
    expect(serviceBookingHref('Cars')).toBe('/booknow/cars');
    expect(serviceBookingHref('Activities')).toBe('/booknow/activities');
    expect(serviceBookingHref('Air Travel')).toBe('/booknow/flights');
    expect(serviceBookingHref('Cruise')).toBe('/booknow/cruise');
    for (const { service } of DEAL_TABS) {
      expect(matchRoute(serviceBookingHref(service), everyServiceOn)?.route.service).toBe(service);
    }
  });
});
