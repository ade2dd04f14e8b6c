import type { UserProfile } from '../schemas/user.ts';

export type Roles = Pick<UserProfile, 'userType' | 'isTravelAgent' | 'isRestrictedAgent'>;

const STAFF_TYPES: ReadonlySet<string> = new Set([
  'AgencyOwner',
  'Admin',
  'SalesAgent',
  'TravelAgent',
]);

/** Agency staff (spec §1, §6): travel agents (isTravelAgent) and the staff user types. */
export function isAgent(user: Roles | null | undefined): boolean {
  return !!user && (user.isTravelAgent || STAFF_TYPES.has(user.userType));
}

export function isSalesAgent(user: Roles | null | undefined): boolean {
  return user?.userType === 'SalesAgent';
}

/** Spec §2.6 / §6: AgencyOwner and Admin get Website Settings, Support and the subscription rule. */
export function isOwnerOrAdmin(user: Roles | null | undefined): boolean {
  return user?.userType === 'AgencyOwner' || user?.userType === 'Admin';
}

/** Who is looking at a price (spec §2.3, §6). */
export type Viewer =
  | { kind: 'visitor' }
  | { kind: 'traveller' }
  | { kind: 'agent'; restricted: boolean };

export function viewerOf(user: Roles | null | undefined): Viewer {
  if (!user) return { kind: 'visitor' };
  if (isAgent(user)) return { kind: 'agent', restricted: user.isRestrictedAgent };
  return { kind: 'traveller' };
}

/**
 * Spec §2.3, §4 non-login flow: a visitor must sign in before booking (and before seeing
 * prices) unless the agency allows the non-login flow. Decided here for every checkout.
 */
export function signInRequired(
  user: Roles | null | undefined,
  agency: { allowNonLoginFlow: boolean },
): boolean {
  return !user && !agency.allowNonLoginFlow;
}
