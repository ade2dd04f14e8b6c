import type { Agency } from '../schemas/agency.ts';
import type { NavigationRoute } from '../schemas/navigation.ts';
import type { Money, UserProfile } from '../schemas/user.ts';
import { bookNowHref } from './bookNow.ts';
import { convertToUsd } from './market.ts';
import { maySeeSetting } from './pageAccess.ts';

/**
 * The agent menu an agency starts with (spec §1 lists what agents get). `read` is the agency's
 * grant; the platform narrows it per user. Academy, Book Now and Log Out are added by
 * `sideNavItems`; the Settings and Wallet groups are always shown in the spec's shape, enabled by
 * the grants listed here.
 */
export const DEFAULT_AGENT_NAVIGATION: NavigationRoute[] = [
  { label: 'Command Center', path: '/dashboard', read: true },
  { label: 'Clients', path: '/users/clients', read: true },
  { label: 'Agents', path: '/users/agents/view/{userId}', read: true },
  { label: 'Bookings', path: '/bookings', read: true },
  { label: 'Proposals', path: '/proposals', read: true },
  { label: 'Deal Link', path: '/deal-link', read: true },
  { label: 'Applications', path: '/applications', read: true },
  { label: 'Theme Customisation', path: '/theme-customisation', read: true },
  { label: 'Pay', path: '/pay', read: true },
  { label: 'Support', path: '/settings/support', read: true },
  { label: 'Searches', path: '/searches', read: true },
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
  {
    label: 'Wallet',
    path: '/wallet',
    read: true,
    subMenu: [{ label: 'Details', path: '/wallet/details', read: true }],
  },
];

/** Spec §2.8: the settings group and its five sub-links, in the spec's order. */
export const SETTINGS_LINKS = [
  { id: 'markup', label: 'Markup', path: '/settings/agency' },
  { id: 'website', label: 'Website', path: '/settings/website' },
  { id: 'payment', label: 'Payment', path: '/settings/payment' },
  { id: 'product', label: 'Product', path: '/settings/product' },
  { id: 'profile', label: 'Profile', path: '/settings/profile' },
] as const;

export interface SideNavItem {
  id: string;
  label: string;
  path: string;
  /** Spec §2.8 / §5: only items with read permission are active; others look disabled. */
  enabled: boolean;
  /** Opens in a new tab (`rel="noopener noreferrer"`). */
  external?: boolean;
  /** The red Log Out entry. */
  tone?: 'danger';
  children?: SideNavItem[];
}

export interface SideNavInput {
  /** Items of the navigation call (spec §7 /api/agency/navigations). */
  navigation: readonly NavigationRoute[];
  user: UserProfile;
  agency: Pick<Agency, 'bookingMenuItemOptions'>;
  /** Spec §2.8: the Academy link carries the access token in its query. */
  academyUrl?: string | undefined;
  accessToken?: string | undefined;
}

const GROUPED_PATHS = new Set<string>([
  ...SETTINGS_LINKS.map((link) => link.path),
  '/settings',
  '/wallet',
  '/wallet/details',
]);

/** The side navigation of spec §2.8, item by item, with each item's enabled state. */
export function sideNavItems(input: SideNavInput): SideNavItem[] {
  const { navigation, user } = input;
  const grants = new Map<string, boolean>();
  collectGrants(navigation, grants);

  const fromNavigation = navigation
    .filter((route) => !GROUPED_PATHS.has(route.path))
    .map((route, index) => toItem(route, `nav-${index}`, user));

  const settings: SideNavItem = {
    id: 'settings',
    label: 'Settings',
    path: '/settings',
    enabled: grants.get('/settings') === true,
    children: SETTINGS_LINKS.map((link) => ({
      id: `settings-${link.id}`,
      label: link.label,
      path: link.path,
      // Spec §2.8 / §6: the agency's grant, narrowed for sales agents by core pageAccess.
      enabled: grants.get(link.path) === true && maySeeSetting(user, link.path),
    })),
  };
  const wallet: SideNavItem = {
    id: 'wallet',
    label: 'Wallet',
    path: '/wallet',
    enabled: grants.get('/wallet') === true,
    children: [
      {
        id: 'wallet-details',
        label: 'Details',
        path: '/wallet/details',
        enabled: grants.get('/wallet/details') === true,
      },
    ],
  };

  const items: SideNavItem[] = [...fromNavigation, settings, wallet];
  if (input.academyUrl) {
    items.push({
      id: 'academy',
      label: 'Academy',
      path: academyHref(input.academyUrl, input.accessToken),
      enabled: true,
      external: true,
    });
  }
  items.push(
    { id: 'book-now', label: 'Book Now', path: bookNowHref(input.agency), enabled: true },
    { id: 'logout', label: 'Log Out', path: '/logout', enabled: true, tone: 'danger' },
  );
  return items;
}

function toItem(route: NavigationRoute, id: string, user: UserProfile): SideNavItem {
  const item: SideNavItem = {
    id,
    label: route.label,
    path: route.path.replace('{userId}', encodeURIComponent(String(user.id))),
    enabled: route.read === true,
  };
  if (route.subMenu?.length) {
    item.children = route.subMenu.map((child, index) => toItem(child, `${id}-${index}`, user));
  }
  return item;
}

function collectGrants(routes: readonly NavigationRoute[], grants: Map<string, boolean>): void {
  for (const route of routes) {
    grants.set(route.path, route.read === true);
    if (route.subMenu) collectGrants(route.subMenu, grants);
  }
}

/** Spec §2.8: the Academy link carries the access token in its query. */
export function academyHref(academyUrl: string, accessToken?: string): string {
  const url = new URL(academyUrl);
  if (accessToken) url.searchParams.set('token', accessToken);
  return url.toString();
}

/** How the side navigation shows a credit balance (spec §2.8). */
export type CreditDisplay =
  | { kind: 'usd'; amountUsd: number }
  | { kind: 'native'; amount: number; currency: string };

/**
 * Spec §2.8: the credit balance shows only when above zero, in the selected currency. Amounts are
 * converted from US dollars (spec §1), so credits held in another currency are first brought back
 * to dollars (core convertToUsd); without a rate for it they stay in their own currency
 * rather than show a wrong number. Null: nothing to show.
 */
export function creditToShow(
  credits: Money | null | undefined,
  exchangeRates: Readonly<Record<string, number>> | null | undefined,
): CreditDisplay | null {
  if (!credits || !(credits.amount > 0)) return null;
  const amountUsd = convertToUsd(credits.amount, credits.currency, exchangeRates);
  if (amountUsd !== null) return { kind: 'usd', amountUsd };
  return { kind: 'native', amount: credits.amount, currency: credits.currency };
}
