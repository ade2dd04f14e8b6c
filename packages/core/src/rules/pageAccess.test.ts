import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_MENU_ITEM_OPTIONS } from '../schemas/bookingTypes.ts';
import { userProfileSchema } from '../schemas/user.ts';
import { maySeeSetting, pageAccess } from './pageAccess.ts';
import { matchRoute } from './routes.ts';

const user = (overrides: Record<string, unknown> = {}) =>
  userProfileSchema.parse({
    id: 7,
    userType: 'Client',
    personal_info: { first_name: 'Sam', email: 'sam@example.com' },
    ...overrides,
  });
const ROLES = {
  traveller: user({ isRewardWalletEnable: true }),
  travellerWithoutWallet: user(),
  owner: user({ userType: 'AgencyOwner', isTravelAgent: true }),
  admin: user({ userType: 'Admin', isTravelAgent: true }),
  restricted: user({ userType: 'TravelAgent', isTravelAgent: true, isRestrictedAgent: true }),
  sales: user({ userType: 'SalesAgent', isTravelAgent: true }),
};

const agency = {
  bookingMenuItemOptions: structuredClone(DEFAULT_BOOKING_MENU_ITEM_OPTIONS),
  displayTopDestinations: false,
};
const access = (who: keyof typeof ROLES | null, path: string) => {
  const found = matchRoute(path, agency);
  if (!found) throw new Error(`no route for ${path}`);
  return pageAccess(who ? ROLES[who] : null, found.route, path);
};

const REFUSED_TO_SALES = [
  '/settings/agency',
  '/settings/website',
  '/settings/payment',
  '/settings/product',
];

describe('maySeeSetting (spec §2.8, §6: sales agents keep only Profile settings)', () => {
  it.each(REFUSED_TO_SALES)(
    'a sales agent may not use %s; owners, admins and agents may',
    (path) => {
      expect(maySeeSetting(ROLES.sales, path)).toBe(false);
      expect(maySeeSetting(ROLES.owner, path)).toBe(true);
      expect(maySeeSetting(ROLES.admin, path)).toBe(true);
      expect(maySeeSetting(ROLES.restricted, path)).toBe(true);
    },
  );

  it('a sales agent keeps Profile settings and support', () => {
    expect(maySeeSetting(ROLES.sales, '/settings/profile')).toBe(true);
    expect(maySeeSetting(ROLES.sales, '/settings/support')).toBe(true);
  });

  it('travellers and visitors use no agent setting', () => {
    expect(maySeeSetting(ROLES.traveller, '/settings/profile')).toBe(false);
    expect(maySeeSetting(null, '/settings/profile')).toBe(false);
  });
});

describe('pageAccess (spec §2.1 signed-in routes, §2.8, §6)', () => {
  it('a visitor signs in first and comes back to the page', () => {
    expect(access(null, '/settings/agency')).toEqual({
      kind: 'signIn',
      loginHref: '/login?redirect=%2Fsettings%2Fagency',
    });
    expect(access(null, '/mytrip/profile')).toEqual({
      kind: 'signIn',
      loginHref: '/login?redirect=%2Fmytrip%2Fprofile',
    });
  });

  it.each(REFUSED_TO_SALES)('the page %s refuses a sales agent, and says why', (path) => {
    expect(access('sales', path)).toEqual({ kind: 'refused', reason: 'salesAgentSetting' });
    expect(access('owner', path)).toEqual({ kind: 'allowed' });
  });

  it('a sales agent opens the Command Center, Profile settings and the lists', () => {
    for (const path of ['/dashboard', '/settings/profile', '/users/clients', '/wallet/details']) {
      expect(access('sales', path), path).toEqual({ kind: 'allowed' });
    }
  });

  it('agents pages refuse travellers; traveller pages refuse agents (spec §6)', () => {
    expect(access('traveller', '/dashboard')).toEqual({ kind: 'refused', reason: 'agentsOnly' });
    expect(access('owner', '/mytrip/profile')).toEqual({
      kind: 'refused',
      reason: 'travellersOnly',
    });
    expect(access('traveller', '/mytrip/profile')).toEqual({ kind: 'allowed' });
  });

  it('the wallet opens only with isRewardWalletEnable (spec §2.6)', () => {
    expect(access('traveller', '/mytrip/wallet/')).toEqual({ kind: 'allowed' });
    expect(access('travellerWithoutWallet', '/mytrip/wallet/')).toEqual({
      kind: 'refused',
      reason: 'noRewardWallet',
    });
  });

  it('a public route needs nobody', () => {
    const found = matchRoute('/signup', agency);
    expect(found && pageAccess(null, found.route, '/signup')).toEqual({ kind: 'allowed' });
  });
});
