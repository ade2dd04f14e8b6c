import type { Agency } from '../schemas/agency.ts';
import type { UserProfile } from '../schemas/user.ts';
import { bookNowHref } from './bookNow.ts';
import { isAgent, isOwnerOrAdmin } from './viewer.ts';

export interface MenuItem {
  id: string;
  label: string;
  path: string;
}

type Account = Pick<
  UserProfile,
  'userType' | 'isTravelAgent' | 'isRestrictedAgent' | 'isRewardWalletEnable'
>;

/** The profile avatar menu of spec §2.6 and §6, by role and flags. */
export function profileMenuItems(
  user: Account,
  agency: Pick<Agency, 'bookingMenuItemOptions'>,
): MenuItem[] {
  const logout: MenuItem = { id: 'logout', label: 'Logout', path: '/logout' };
  if (isAgent(user)) {
    const items: MenuItem[] = [
      { id: 'command-center', label: 'Command Center', path: '/dashboard' },
      { id: 'profile-settings', label: 'Profile Settings', path: '/settings/profile' },
    ];
    if (isOwnerOrAdmin(user)) {
      items.push(
        { id: 'website-settings', label: 'Website Settings', path: '/settings/website' },
        { id: 'support', label: 'Support', path: '/settings/support' },
      );
    }
    return [...items, logout];
  }
  const items: MenuItem[] = [
    { id: 'dashboard', label: 'Dashboard', path: '/mytrip/dashboard' },
    { id: 'book-now', label: 'Book Now', path: bookNowHref(agency) },
    { id: 'my-trips', label: 'My Trips', path: '/mytrip/mytrips' },
    { id: 'profile-settings', label: 'Profile Settings', path: '/mytrip/profile' },
    { id: 'support', label: 'Support', path: '/mytrip/support' },
  ];
  if (user.isRewardWalletEnable)
    items.push({ id: 'wallet', label: 'Wallet', path: '/mytrip/wallet/' });
  return [...items, logout];
}

/**
 * Spec §2.6 / §6: the logo sends an owner or admin of an unsubscribed agency to the subscription
 * path; everyone else goes home.
 */
export function logoHref(
  user: Account | null | undefined,
  agency: Pick<Agency, 'isSubscribed'>,
): string {
  return isOwnerOrAdmin(user) && !agency.isSubscribed ? '/subscription' : '/';
}

/** Spec §2.6 / §6: login and sign-up targets; SSO without direct login sends both to returnUrl. */
export function authLinks(
  agency: Pick<Agency, 'sso' | 'returnUrl' | 'isHideLoginOption' | 'isHideSignupOption'>,
  loginHref = '/login',
): { login: string | null; signup: string | null } {
  const ssoTarget =
    agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers
      ? agency.returnUrl
      : undefined;
  return {
    login: agency.isHideLoginOption ? null : (ssoTarget ?? loginHref),
    signup: agency.isHideSignupOption ? null : (ssoTarget ?? '/signup'),
  };
}
