import type { UserProfile } from '../schemas/user.ts';
import { LOGIN_PATH } from './routes.ts';
import { isAgent, isSalesAgent, type Roles } from './viewer.ts';

/**
 * Spec §2.8 / §6: the settings a sales agent may not open. Profile settings stay theirs. One
 * owner for the side navigation (disabled items), the navigation call (read: false), the pages
 * (refusal) and the API (403 on a write).
 */
export const SALES_AGENT_REFUSED_SETTINGS: ReadonlySet<string> = new Set([
  '/settings/agency',
  '/settings/website',
  '/settings/payment',
  '/settings/product',
]);

/** Spec §2.8 / §6: whether this user may open (and change) the settings page at `path`. */
export function maySeeSetting(user: Roles | null | undefined, path: string): boolean {
  if (!isAgent(user)) return false;
  return !(isSalesAgent(user) && SALES_AGENT_REFUSED_SETTINGS.has(normalise(path)));
}

/** Why a signed-in user is refused a page: each reason has its own sentence on the page. */
export type RefusalReason =
  /** An agents' page opened by a traveller (spec §2.1 "Agent:" routes, §6). */
  | 'agentsOnly'
  /** A traveller's page opened by an agent (spec §6: agents do not get My Trips and the rest). */
  | 'travellersOnly'
  /** Markup, Website, Payment or Product settings opened by a sales agent (spec §2.8, §6). */
  | 'salesAgentSetting'
  /** The reward wallet of a traveller who has none (spec §2.6 "Wallet (if isRewardWalletEnable)"). */
  | 'noRewardWallet';

export type PageAccess =
  | { kind: 'allowed' }
  /** A visitor: sign in first, then come back here. */
  | { kind: 'signIn'; loginHref: string }
  | { kind: 'refused'; reason: RefusalReason };

type AccessUser = Roles & Pick<UserProfile, 'isRewardWalletEnable'>;

/**
 * Who may open a signed-in page of spec §2.1 (route table `audience`), decided once for the
 * main remote's pages. `path` is the path opened, kept as the login's return address.
 */
export function pageAccess(
  user: AccessUser | null | undefined,
  route: { path: string; audience?: 'agent' | 'traveller' | undefined },
  path: string,
): PageAccess {
  if (!route.audience) return { kind: 'allowed' };
  if (!user) {
    return {
      kind: 'signIn',
      loginHref: `${LOGIN_PATH}?${new URLSearchParams({ redirect: path })}`,
    };
  }
  if (route.audience === 'agent') {
    if (!isAgent(user)) return { kind: 'refused', reason: 'agentsOnly' };
    if (!maySeeSetting(user, route.path)) {
      return { kind: 'refused', reason: 'salesAgentSetting' };
    }
    return { kind: 'allowed' };
  }
  if (isAgent(user)) return { kind: 'refused', reason: 'travellersOnly' };
  if (normalise(route.path) === '/mytrip/wallet' && !user.isRewardWalletEnable) {
    return { kind: 'refused', reason: 'noRewardWallet' };
  }
  return { kind: 'allowed' };
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
