import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import { userProfileSchema } from '../schemas/user.ts';
import { authLinks, logoHref, profileMenuItems } from './profileMenu.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

const user = (overrides: Record<string, unknown> = {}) =>
  userProfileSchema.parse({
    id: 3,
    userType: 'Client',
    personal_info: { first_name: 'Sam', email: 'sam@example.com' },
    ...overrides,
  });

const travelAgent = (overrides: Record<string, unknown> = {}) =>
  user({ userType: 'TravelAgent', isTravelAgent: true, ...overrides });

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('profileMenuItems for travellers (spec §2.6 profile menu, §6 client)', () => {
  it('lists Dashboard, Book Now, My Trips, Profile Settings, Support, Logout', () => {
    expect(labels(profileMenuItems(user(), agency()))).toEqual([
      'Dashboard',
      'Book Now',
      'My Trips',
      'Profile Settings',
      'Support',
      'Logout',
    ]);
  });

  it('adds Wallet, before Logout, only with isRewardWalletEnable', () => {
    expect(labels(profileMenuItems(user({ isRewardWalletEnable: true }), agency()))).toEqual([
      'Dashboard',
      'Book Now',
      'My Trips',
      'Profile Settings',
      'Support',
      'Wallet',
      'Logout',
    ]);
    expect(labels(profileMenuItems(user({ isRewardWalletEnable: false }), agency()))).not.toContain(
      'Wallet',
    );
  });

  it('points to the traveller routes of spec §2.1', () => {
    const paths = Object.fromEntries(
      profileMenuItems(user({ isRewardWalletEnable: true }), agency()).map((item) => [
        item.label,
        item.path,
      ]),
    );
    expect(paths).toMatchObject({
      Dashboard: '/mytrip/dashboard',
      'My Trips': '/mytrip/mytrips',
      'Profile Settings': '/mytrip/profile',
      Support: '/mytrip/support',
      Wallet: '/mytrip/wallet/',
      Logout: '/logout',
    });
  });

  it('Book Now points to the first active booking service', () => {
    const bookNow = (options: AgencyInput['bookingMenuItemOptions']) =>
      profileMenuItems(user(), agency({ bookingMenuItemOptions: options })).find(
        (item) => item.label === 'Book Now',
      )?.path;
    expect(bookNow(undefined)).toBe('/booknow/hotels');
    expect(bookNow([{ title: 'Hotels', active: false }])).toBe('/booknow/flights');
    expect(
      bookNow([
        { title: 'Hotels', active: false },
        { title: 'Air Travel', active: false },
        { title: 'Resorts', active: false },
      ]),
    ).toBe('/booknow/cars');
  });
});

describe('profileMenuItems for agents (spec §2.6 profile menu, §6 travel agent, AgencyOwner and Admin)', () => {
  it('gives a travel agent Command Center and settings profile', () => {
    const items = profileMenuItems(travelAgent(), agency());
    expect(items.find((item) => item.label === 'Command Center')?.path).toBe('/dashboard');
    expect(items.some((item) => item.path === '/settings/profile')).toBe(true);
    expect(items.some((item) => item.path === '/settings/website')).toBe(false);
    expect(labels(items)).not.toContain('Website Settings');
    expect(labels(items)).not.toContain('Support');
  });

  it.each(['AgencyOwner', 'Admin'])('%s also gets Website Settings and Support', (userType) => {
    const items = profileMenuItems(user({ userType }), agency());
    expect(labels(items)).toEqual(
      expect.arrayContaining(['Command Center', 'Website Settings', 'Support']),
    );
    expect(items.some((item) => item.path === '/settings/profile')).toBe(true);
    expect(items.find((item) => item.label === 'Website Settings')?.path).toBe('/settings/website');
    expect(items.find((item) => item.label === 'Support')?.path).toBe('/settings/support');
  });

  it('a sales agent gets no owner or admin extras', () => {
    const items = profileMenuItems(user({ userType: 'SalesAgent' }), agency());
    expect(labels(items)).toContain('Command Center');
    expect(labels(items)).not.toContain('Website Settings');
  });

  it.each([
    ['TravelAgent', { isTravelAgent: true }],
    ['AgencyOwner', {}],
    ['Admin', {}],
    ['SalesAgent', {}],
  ] as const)('%s never sees Book Now, My Trips or the traveller pages', (userType, flags) => {
    const items = profileMenuItems(
      user({ userType, ...flags, isRewardWalletEnable: true }),
      agency(),
    );
    expect(labels(items)).not.toContain('Book Now');
    expect(labels(items)).not.toContain('My Trips');
    expect(items.some((item) => item.path.startsWith('/mytrip'))).toBe(false);
    expect(items.some((item) => item.path.startsWith('/booknow'))).toBe(false);
  });
});

describe('logoHref (spec §2.6 logo, §6 AgencyOwner and Admin)', () => {
  const unsubscribed = agency({ isSubscribed: false });
  const subscribed = agency({ isSubscribed: true });

  it.each(['AgencyOwner', 'Admin'])(
    'sends %s of an unsubscribed agency to the subscription path',
    (userType) => {
      expect(logoHref(user({ userType }), unsubscribed)).toBe('/subscription');
      expect(logoHref(user({ userType }), subscribed)).toBe('/');
    },
  );

  it('sends everyone else home, subscribed or not', () => {
    expect(logoHref(null, unsubscribed)).toBe('/');
    expect(logoHref(user(), unsubscribed)).toBe('/');
    expect(logoHref(travelAgent(), unsubscribed)).toBe('/');
    expect(logoHref(user({ userType: 'SalesAgent' }), unsubscribed)).toBe('/');
  });
});

describe('authLinks (spec §2.6 Log In and Sign Up, §6 SSO agencies)', () => {
  it('links to /login and /signup by default', () => {
    expect(authLinks(agency())).toEqual({ login: '/login', signup: '/signup' });
  });

  it('uses the login address it is given', () => {
    expect(authLinks(agency(), '/login?redirect=%2Fmytrip%2Fmytrips').login).toBe(
      '/login?redirect=%2Fmytrip%2Fmytrips',
    );
  });

  it('hides Log In with isHideLoginOption and Sign Up with isHideSignupOption', () => {
    expect(authLinks(agency({ isHideLoginOption: true }))).toEqual({
      login: null,
      signup: '/signup',
    });
    expect(authLinks(agency({ isHideSignupOption: true }))).toEqual({
      login: '/login',
      signup: null,
    });
    expect(authLinks(agency({ isHideLoginOption: true, isHideSignupOption: true }))).toEqual({
      login: null,
      signup: null,
    });
  });

  it('sends both to the agency return address for SSO agencies without direct login', () => {
    const sso = agency({
      returnUrl: 'https://portal.agency.example/',
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
    });
    expect(authLinks(sso, '/login?redirect=%2Fx')).toEqual({
      login: 'https://portal.agency.example/',
      signup: 'https://portal.agency.example/',
    });
  });

  it('keeps the normal links for SSO agencies that allow direct login', () => {
    const sso = agency({
      returnUrl: 'https://portal.agency.example/',
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true },
    });
    expect(authLinks(sso)).toEqual({ login: '/login', signup: '/signup' });
  });

  it('keeps the hide flags for SSO agencies', () => {
    const sso = agency({
      returnUrl: 'https://portal.agency.example/',
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
      isHideSignupOption: true,
    });
    expect(authLinks(sso)).toEqual({ login: 'https://portal.agency.example/', signup: null });
  });
});
