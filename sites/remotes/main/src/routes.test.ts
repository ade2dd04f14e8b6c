// Spec §2.1: the main remote renders the paths handed to it and sends what it does not know to
// /errors (the route table is core's).
import {
  BOOKING_PATHS,
  DEFAULT_AGENT_NAVIGATION,
  DEFAULT_BOOKING_MENU_ITEM_OPTIONS,
  ENGINE_VERTICALS,
  profileMenuItems,
  ROUTE_TABLE,
} from '@wl/core';
import { describe, expect, it } from 'vitest';
import { pageFor } from './pages/registry.ts';
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
    ['/booknow/hotels/search', { family: 'booking', service: 'Hotels' }, '/booknow/hotels/search'],
    [
      '/booknow/activities/result-details/ABC1',
      { family: 'booking', service: 'Activities', params: { productCode: 'ABC1' } },
      '/booknow/activities/result-details/:productCode',
    ],
    ['/signup', { family: 'account' }, '/signup'],
    ['/dashboard', { family: 'agent' }, '/dashboard'],
    ['/mytrip/wallet/', { family: 'traveller' }, '/mytrip/wallet'],
    ['/deal-link', { family: 'deal' }, '/deal-link'],
    ['/allowAgentProposal', { family: 'proposal' }, '/allowAgentProposal'],
  ])('%s opens its family page under its route pattern', (path, expected, pattern) => {
    expect(mainRoute(path, allActive)).toEqual({
      kind: 'page',
      params: {},
      ...expected,
      pattern,
    });
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

describe('profile menus lead to pages (issue 16 "Done when")', () => {
  const roles = [
    ['a traveller', { userType: 'Client', isTravelAgent: false, isRewardWalletEnable: true }],
    ['an owner', { userType: 'AgencyOwner', isTravelAgent: true, isRewardWalletEnable: false }],
  ] as const;

  it.each(roles)("every item of %s's menu but Logout opens a page of its own", (_who, user) => {
    const items = profileMenuItems(
      { ...user, isRestrictedAgent: false },
      { bookingMenuItemOptions: allActive.bookingMenuItemOptions },
    ).filter((item) => item.path !== '/logout');
    for (const item of items) {
      const route = mainRoute(item.path, allActive);
      expect(route.kind, item.path).toBe('page');
      if (route.kind === 'page') expect(pageFor(route.pattern), item.path).toBeDefined();
    }
  });

  // Every item of the agents' side navigation (spec §1, §2.8) but the groups that only open.
  const sideNavPaths = DEFAULT_AGENT_NAVIGATION.flatMap((item) => [
    ...(item.subMenu ? [] : [item.path]),
    ...(item.subMenu ?? []).map((child) => child.path),
  ]).map((path) => path.replace('{userId}', '7'));

  it.each(sideNavPaths)('the side navigation’s %s opens a page of its own', (path) => {
    const route = mainRoute(path, allActive);
    expect(route).toMatchObject({ kind: 'page' });
    if (route.kind === 'page') expect(pageFor(route.pattern), path).toBeDefined();
  });

  it.each(['/allowAgentProposal', '/disapproveProposal', '/url/AbC234xy'])(
    'the client’s proposal page and a deal link’s short address %s open pages of their own',
    (path) => {
      const route = mainRoute(path, allActive);
      expect(route).toMatchObject({ kind: 'page' });
      if (route.kind === 'page') expect(pageFor(route.pattern), path).toBeDefined();
    },
  );

  it.each([
    '/booknow/hotels',
    '/booknow/flights',
    '/booknow/cars',
    '/booknow/activities',
    '/booknow/cruise',
  ])('Book Now’s landing %s is its vertical’s search page', (landing) => {
    const route = mainRoute(landing, allActive);
    const search = mainRoute(`${landing}/search`, allActive);
    if (route.kind !== 'page' || search.kind !== 'page') throw new Error('both are main routes');
    expect(pageFor(route.pattern)).toBe(pageFor(search.pattern));
  });
});

describe('every booking route of spec §2.1 has a page of its own (no placeholder)', () => {
  const bookingRoutes = ROUTE_TABLE.filter(
    (route) => route.area === 'booking' && route.owner === 'main',
  );

  it('the table gives the main remote the booking routes of five verticals', () => {
    expect(new Set(bookingRoutes.map((route) => route.service))).toEqual(
      new Set(['Hotels', 'Cars', 'Activities', 'Cruise', 'Air Travel']),
    );
  });

  it.each(bookingRoutes.map((route) => route.path))('%s opens its own page', (pattern) => {
    expect(pageFor(pattern)).toBeDefined();
  });

  it.each(ENGINE_VERTICALS.filter((vertical) => vertical !== 'resorts'))(
    "the %s booking's offer, payment, confirmation and details paths are routes of the table",
    (vertical) => {
      for (const path of Object.values(BOOKING_PATHS[vertical])) {
        expect(bookingRoutes.map((route) => route.path)).toContain(path);
      }
    },
  );
});
