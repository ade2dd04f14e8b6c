import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import type { NavigationRoute } from '../schemas/navigation.ts';
import { userProfileSchema } from '../schemas/user.ts';
import { creditToShow, type SideNavInput, type SideNavItem, sideNavItems } from './sideNav.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

const user = (overrides: Record<string, unknown> = {}) =>
  userProfileSchema.parse({
    id: 42,
    userType: 'TravelAgent',
    isTravelAgent: true,
    personal_info: { first_name: 'Rita', email: 'rita@agency.example' },
    ...overrides,
  });

/** A navigation call answer that grants every settings page. */
const NAVIGATION: NavigationRoute[] = [
  { label: 'Command Center', path: '/dashboard', read: true },
  { label: 'Clients', path: '/users/clients', read: true },
  { label: 'Agents', path: '/users/agents/view/{userId}', read: true },
  { label: 'Bookings', path: '/bookings', read: false },
  { label: 'Proposals', path: '/proposals', read: true },
  { label: 'Applications', path: '/applications', read: false },
  {
    label: 'Settings',
    path: '/settings',
    read: true,
    subMenu: [
      { label: 'Markup', path: '/settings/agency', read: true },
      { label: 'Website', path: '/settings/website', read: true },
      { label: 'Payment', path: '/settings/payment', read: true },
      { label: 'Product', path: '/settings/product', read: true },
      { label: 'Profile', path: '/settings/profile', read: true },
    ],
  },
];

const items = (overrides: Partial<SideNavInput> = {}): SideNavItem[] =>
  sideNavItems({ navigation: NAVIGATION, user: user(), agency: agency(), ...overrides });

const byLabel = (list: SideNavItem[], label: string) => {
  const found = list.find((item) => item.label === label);
  if (!found) throw new Error(`no item labelled ${label}`);
  return found;
};

describe('sideNavItems: navigation items and read permission (spec §2.8, §5, §6)', () => {
  it('shows the items of the navigation call, active only with read permission', () => {
    const list = items();
    expect(byLabel(list, 'Command Center').enabled).toBe(true);
    expect(byLabel(list, 'Clients').enabled).toBe(true);
    expect(byLabel(list, 'Proposals').enabled).toBe(true);
    expect(byLabel(list, 'Bookings').enabled).toBe(false);
    expect(byLabel(list, 'Applications').enabled).toBe(false);
  });

  it('keeps disabled items in the menu (they look disabled)', () => {
    expect(items().map((item) => item.label)).toEqual(
      expect.arrayContaining(['Bookings', 'Applications']),
    );
  });

  it('points the Agents item at the current user (spec §2.1 /users/agents/view/{id})', () => {
    expect(byLabel(items(), 'Agents').path).toBe('/users/agents/view/42');
  });

  it('applies read permission to sub-menu items too', () => {
    const list = items({
      navigation: [
        {
          label: 'Deals',
          path: '/deal-link',
          read: true,
          subMenu: [
            { label: 'Open', path: '/deal-link/open', read: true },
            { label: 'Closed', path: '/deal-link/closed', read: false },
          ],
        },
      ],
    });
    const deals = byLabel(list, 'Deals');
    expect(deals.children?.map((child) => [child.label, child.enabled])).toEqual([
      ['Open', true],
      ['Closed', false],
    ]);
  });
});

describe('sideNavItems: settings group (spec §2.8, §6 SalesAgent)', () => {
  it('has a Settings group with the five sub-links Markup, Website, Payment, Product, Profile', () => {
    const settings = byLabel(items(), 'Settings');
    expect(settings.children?.map((child) => child.label)).toEqual([
      'Markup',
      'Website',
      'Payment',
      'Product',
      'Profile',
    ]);
    expect(settings.children?.map((child) => child.path)).toEqual([
      '/settings/agency',
      '/settings/website',
      '/settings/payment',
      '/settings/product',
      '/settings/profile',
    ]);
    expect(settings.children?.every((child) => child.enabled)).toBe(true);
  });

  it('shows Settings once, as a group, not again as top-level items', () => {
    const list = items();
    expect(list.filter((item) => item.label === 'Settings')).toHaveLength(1);
    expect(list.some((item) => item.path.startsWith('/settings/'))).toBe(false);
  });

  it('a settings sub-link without read permission is disabled', () => {
    const navigation = NAVIGATION.map((route) =>
      route.path === '/settings'
        ? {
            ...route,
            subMenu: route.subMenu?.map((child) =>
              child.path === '/settings/payment' ? { ...child, read: false } : child,
            ),
          }
        : route,
    );
    const settings = byLabel(items({ navigation }), 'Settings');
    expect(settings.children?.map((child) => [child.label, child.enabled])).toEqual([
      ['Markup', true],
      ['Website', true],
      ['Payment', false],
      ['Product', true],
      ['Profile', true],
    ]);
  });

  it('a sales agent sees Markup, Website, Payment and Product disabled and Profile enabled', () => {
    const settings = byLabel(
      items({ user: user({ userType: 'SalesAgent', isTravelAgent: false }) }),
      'Settings',
    );
    expect(settings.children?.map((child) => [child.label, child.enabled])).toEqual([
      ['Markup', false],
      ['Website', false],
      ['Payment', false],
      ['Product', false],
      ['Profile', true],
    ]);
  });
});

describe('sideNavItems: Wallet, Academy, Book Now, Log Out (spec §2.8)', () => {
  it('disables the Settings and Wallet groups when the navigation grants them nothing (spec §5)', () => {
    const list = items({
      navigation: [{ label: 'Command Center', path: '/dashboard', read: true }],
    });
    const settings = byLabel(list, 'Settings');
    expect(settings.enabled).toBe(false);
    expect(settings.children?.every((child) => !child.enabled)).toBe(true);
    expect(byLabel(list, 'Wallet').children?.[0]?.enabled).toBe(false);
  });

  it('has a Wallet group with Details', () => {
    const wallet = byLabel(items(), 'Wallet');
    expect(wallet.children?.map((child) => [child.label, child.path])).toEqual([
      ['Details', '/wallet/details'],
    ]);
  });

  it('has an Academy link in a new tab carrying the access token in its query', () => {
    const academy = byLabel(
      items({ academyUrl: 'https://academy.example/start?lang=en', accessToken: 'tok-123.abc' }),
      'Academy',
    );
    expect(academy.external).toBe(true);
    const url = new URL(academy.path);
    expect(url.origin + url.pathname).toBe('https://academy.example/start');
    expect([...url.searchParams.values()]).toContain('tok-123.abc');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('has no Academy link when no academy address is set', () => {
    expect(items({ accessToken: 'tok-123' }).some((item) => item.label === 'Academy')).toBe(false);
  });

  it('puts no token in the Academy link when there is none', () => {
    const academy = byLabel(items({ academyUrl: 'https://academy.example/' }), 'Academy');
    expect(new URL(academy.path).search).toBe('');
  });

  it('has a Book Now item pointing to the first active booking type', () => {
    expect(byLabel(items(), 'Book Now').path).toBe('/booknow/hotels');
    const noHotels = agency({ bookingMenuItemOptions: [{ title: 'Hotels', active: false }] });
    expect(byLabel(items({ agency: noHotels }), 'Book Now').path).toBe('/booknow/flights');
  });

  it('ends with a red Log Out entry', () => {
    const list = items();
    const last = list.at(-1);
    expect(last?.label).toBe('Log Out');
    expect(last?.path).toBe('/logout');
    expect(last?.tone).toBe('danger');
    expect(last?.enabled).toBe(true);
    expect(list.filter((item) => item.tone === 'danger')).toHaveLength(1);
  });
});

describe('creditToShow (spec §2.8: credit balance only when above zero, in the selected currency)', () => {
  it('shows nothing for no credits, zero or a negative balance', () => {
    expect(creditToShow(null, null)).toBeNull();
    expect(creditToShow(undefined, { EUR: 0.9 })).toBeNull();
    expect(creditToShow({ amount: 0, currency: 'USD' }, null)).toBeNull();
    expect(creditToShow({ amount: -5, currency: 'USD' }, null)).toBeNull();
    expect(creditToShow({ amount: Number.NaN, currency: 'USD' }, null)).toBeNull();
  });

  it('passes a dollar balance on for conversion to the selected currency', () => {
    expect(creditToShow({ amount: 250, currency: 'USD' }, null)).toEqual({
      kind: 'usd',
      amountUsd: 250,
    });
  });

  it('brings a balance held in another currency back to dollars with the USD-relative rate', () => {
    expect(creditToShow({ amount: 90, currency: 'EUR' }, { EUR: 0.9 })).toEqual({
      kind: 'usd',
      amountUsd: 100,
    });
  });

  it('keeps the balance in its own currency when no usable rate is known', () => {
    const native = { kind: 'native', amount: 90, currency: 'EUR' };
    expect(creditToShow({ amount: 90, currency: 'EUR' }, null)).toEqual(native);
    expect(creditToShow({ amount: 90, currency: 'EUR' }, { EUR: 0 })).toEqual(native);
  });
});
