import type { SideNavItem } from '@wl/core';
import type { NAMESPACES } from '@wl/i18n';
import type { IconType } from 'react-icons';
import {
  LuCalendarCheck,
  LuCircle,
  LuCreditCard,
  LuFileText,
  LuGlobe,
  LuGraduationCap,
  LuLayoutDashboard,
  LuLayoutGrid,
  LuLifeBuoy,
  LuLink,
  LuLogOut,
  LuPackage,
  LuPalette,
  LuPercent,
  LuPlane,
  LuReceipt,
  LuSearch,
  LuSettings,
  LuUser,
  LuUserCog,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';

/** The texts an item can carry: its own in `sideNav`, Book Now and Log Out in `common`. */
export type SideNavTextKey =
  | `sideNav:${Extract<keyof (typeof NAMESPACES)['sideNav']['en'], `item.${string}`>}`
  | 'common:action.bookNow'
  | 'common:action.logOut';

interface Presentation {
  /** Translation key; absent for an item of the navigation call the shell does not know. */
  key?: SideNavTextKey;
  icon: IconType;
}

/** Items core `sideNavItems` adds itself, by id (spec §2.8). */
const BY_ID: Readonly<Record<string, Presentation>> = {
  settings: { key: 'sideNav:item.settings', icon: LuSettings },
  'settings-markup': { key: 'sideNav:item.settings.markup', icon: LuPercent },
  'settings-website': { key: 'sideNav:item.settings.website', icon: LuGlobe },
  'settings-payment': { key: 'sideNav:item.settings.payment', icon: LuCreditCard },
  'settings-product': { key: 'sideNav:item.settings.product', icon: LuPackage },
  'settings-profile': { key: 'sideNav:item.settings.profile', icon: LuUser },
  wallet: { key: 'sideNav:item.wallet', icon: LuWallet },
  'wallet-details': { key: 'sideNav:item.wallet.details', icon: LuReceipt },
  academy: { key: 'sideNav:item.academy', icon: LuGraduationCap },
  'book-now': { key: 'common:action.bookNow', icon: LuPlane },
  logout: { key: 'common:action.logOut', icon: LuLogOut },
};

/** Items of the navigation call (spec §1 agent menu, §7 /api/agency/navigations), by path. */
const BY_PATH: readonly (readonly [RegExp, Presentation])[] = [
  [/^\/dashboard\/?$/, { key: 'sideNav:item.commandCenter', icon: LuLayoutDashboard }],
  [/^\/users\/clients\/?$/, { key: 'sideNav:item.clients', icon: LuUsers }],
  [/^\/users\/agents(\/|$)/, { key: 'sideNav:item.agents', icon: LuUserCog }],
  [/^\/bookings\/?$/, { key: 'sideNav:item.bookings', icon: LuCalendarCheck }],
  [/^\/proposals\/?$/, { key: 'sideNav:item.proposals', icon: LuFileText }],
  [/^\/deal-link\/?$/, { key: 'sideNav:item.dealLink', icon: LuLink }],
  [/^\/applications\/?$/, { key: 'sideNav:item.applications', icon: LuLayoutGrid }],
  [/^\/theme-customisation\/?$/, { key: 'sideNav:item.themeCustomisation', icon: LuPalette }],
  [/^\/pay\/?$/, { key: 'sideNav:item.pay', icon: LuCreditCard }],
  [/^\/settings\/support\/?$/, { key: 'sideNav:item.support', icon: LuLifeBuoy }],
  [/^\/searches\/?$/, { key: 'sideNav:item.searches', icon: LuSearch }],
];

/** The text key and icon of a side navigation item; unknown items keep their own label. */
export function presentationOf(item: Pick<SideNavItem, 'id' | 'path'>): Presentation {
  const byId = BY_ID[item.id];
  if (byId) return byId;
  const byPath = BY_PATH.find(([pattern]) => pattern.test(item.path));
  return byPath ? byPath[1] : { icon: LuCircle };
}
