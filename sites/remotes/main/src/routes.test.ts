// Spec §2.1: the main remote renders the paths handed to it and sends what it does not know to
// /errors (the route table is core's).
import { DEFAULT_BOOKING_MENU_ITEM_OPTIONS } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { mainRoute } from './routes.ts';

const allActive = {
  bookingMenuItemOptions: structuredClone(DEFAULT_BOOKING_MENU_ITEM_OPTIONS),
  displayTopDestinations: false,
};
const hotelsOff = {
  ...allActive,
  bookingMenuItemOptions: allActive.bookingMenuItemOptions.map((option) =>
    option.title === 'Hotels' ? { ...option, active: false } : option,
  ),
};

describe('mainRoute (spec §2.1)', () => {
  it.each([
    ['/booknow/hotels/search', { kind: 'page', family: 'booking', service: 'Hotels' }],
    [
      '/booknow/activities/result-details/ABC1',
      { kind: 'page', family: 'booking', service: 'Activities' },
    ],
    ['/signup', { kind: 'page', family: 'account' }],
    ['/dashboard', { kind: 'page', family: 'agent' }],
    ['/mytrip/wallet/', { kind: 'page', family: 'traveller' }],
    ['/deal-link', { kind: 'page', family: 'deal' }],
    ['/allowAgentProposal', { kind: 'page', family: 'proposal' }],
  ])('%s opens its family page', (path, expected) => {
    expect(mainRoute(path, allActive)).toEqual(expected);
  });

  it.each([
    ['a path nobody lists', '/no/such/page'],
    ['a page the shell owns', '/about'],
    ['a route of another remote', '/booknow/resort/search'],
  ])('%s is unknown (-> /errors)', (_what, path) => {
    expect(mainRoute(path, allActive)).toEqual({ kind: 'unknown' });
  });

  it('a booking route of an inactive service is unknown', () => {
    expect(mainRoute('/booknow/hotels/search', hotelsOff)).toEqual({ kind: 'unknown' });
  });
});
