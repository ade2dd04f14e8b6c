import {
  type AgencyConfig,
  bookNowHref,
  maySeeSetting,
  type NavigationRoute,
  SETTINGS_LINKS,
  type UserProfile,
} from '@wl/core';

/** Who the navigation call answers for. Staff types share the agent menu. */
export const NAVIGATION_ROLES = [
  'Visitor',
  'Client',
  'AgencyOwner',
  'Admin',
  'TravelAgent',
  'SalesAgent',
] as const;
export type NavigationRole = (typeof NAVIGATION_ROLES)[number];

const WALLET_PATH = '/mytrip/wallet/';

/** The menu each role gets from the navigation call (spec §7), built from the agency config. */
export function navigationFor(config: AgencyConfig, role: NavigationRole): NavigationRoute[] {
  if (role === 'Visitor') {
    return config.navigation.header.map((item) => ({
      label: item.label,
      path: item.path,
      read: true,
    }));
  }
  if (role === 'Client') {
    return [
      { label: 'Dashboard', path: '/mytrip/dashboard', read: true },
      { label: 'Book Now', path: bookNowHref(config.agency), read: true },
      { label: 'My Trips', path: '/mytrip/mytrips', read: true },
      { label: 'Profile Settings', path: '/mytrip/profile', read: true },
      { label: 'Support', path: '/mytrip/support', read: true },
      { label: 'Wallet', path: WALLET_PATH, read: true },
    ];
  }
  // The staff role as core's permission rules read it (spec §2.8 / §6).
  const staff = { userType: role, isTravelAgent: true, isRestrictedAgent: false };
  // The agency's config may withhold an item; the role can only narrow that grant further.
  const grants = new Map<string, boolean>();
  collectGrants(config.navigation.agent, grants);
  const granted = (path: string) => grants.get(path) ?? true;
  const grouped = new Set([
    '/settings',
    '/wallet',
    '/wallet/details',
    ...SETTINGS_LINKS.map((link) => link.path),
  ]);
  return [
    ...structuredClone(config.navigation.agent).filter((item) => !grouped.has(item.path)),
    {
      label: 'Settings',
      path: '/settings',
      read: granted('/settings'),
      subMenu: SETTINGS_LINKS.map((link) => ({
        label: link.label,
        path: link.path,
        read: granted(link.path) && maySeeSetting(staff, link.path),
      })),
    },
    {
      label: 'Wallet',
      path: '/wallet',
      read: granted('/wallet'),
      subMenu: [{ label: 'Details', path: '/wallet/details', read: granted('/wallet/details') }],
    },
  ];
}

function collectGrants(routes: readonly NavigationRoute[], grants: Map<string, boolean>): void {
  for (const route of routes) {
    grants.set(route.path, route.read);
    if (route.subMenu) collectGrants(route.subMenu, grants);
  }
}

/** The stored menu a signed-in user (or a visitor) reads. */
export function navigationRoleOf(user: UserProfile | undefined): NavigationRole {
  if (!user) return 'Visitor';
  if ((NAVIGATION_ROLES as readonly string[]).includes(user.userType)) {
    return user.userType as NavigationRole;
  }
  return user.isTravelAgent ? 'TravelAgent' : 'Client';
}

/** Fills in what depends on the user: their id in agent paths, the wallet when they have one. */
export function personalise(
  items: NavigationRoute[],
  user: UserProfile | undefined,
): NavigationRoute[] {
  return items
    .filter((item) => item.path !== WALLET_PATH || user?.isRewardWalletEnable === true)
    .map((item) => ({
      ...item,
      path: user ? item.path.replace('{userId}', encodeURIComponent(String(user.id))) : item.path,
      ...(item.subMenu ? { subMenu: personalise(item.subMenu, user) } : {}),
    }));
}
