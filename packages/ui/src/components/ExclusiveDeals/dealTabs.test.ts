import { DEAL_TABS, DEFAULT_BOOKING_MENU_ITEM_OPTIONS, matchRoute } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { DEAL_TAB_INFO, dealTabOfKey, serviceBookingHref } from './dealTabs.ts';

const everyServiceOn = {
  bookingMenuItemOptions: DEFAULT_BOOKING_MENU_ITEM_OPTIONS,
  displayTopDestinations: false,
};

describe('Exclusive Deals tabs (spec §2.3)', () => {
  it('describes every deal tab of core, with a key usable in DOM ids', () => {
    for (const { service } of DEAL_TABS) {
      expect(DEAL_TAB_INFO[service].key).toMatch(/^[a-z]+$/);
      expect(dealTabOfKey(DEAL_TAB_INFO[service].key)).toBe(service);
    }
    expect(dealTabOfKey('Air Travel')).toBeUndefined();
  });

  it('feeds hotels, cars and activities from a deals machine; flights and cruise have none (spec §4)', () => {
    expect(DEAL_TAB_INFO.Hotels.dealsService).toBe('hotel');
    expect(DEAL_TAB_INFO.Cars.dealsService).toBe('car');
    expect(DEAL_TAB_INFO.Activities.dealsService).toBe('activity');
    expect(DEAL_TAB_INFO['Air Travel'].dealsService).toBeNull();
    expect(DEAL_TAB_INFO.Cruise.dealsService).toBeNull();
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
