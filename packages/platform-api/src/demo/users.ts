import type { KnownUserType } from '@wl/core';

/** Demo-only password of every seeded user (DESIGN §3); documented as such in the README. */
export const DEMO_PASSWORD = 'Demo!2026';

export interface DemoUser {
  email: string;
  userType: KnownUserType;
  firstName: string;
  lastName: string;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
  isRewardWalletEnable: boolean;
  credits: { amount: number; currency: string } | null;
}

/** DESIGN §3: the horizon traveller has the rewards wallet; other agencies' travellers do not. */
const REWARD_WALLET_AGENCIES: ReadonlySet<string> = new Set(['horizon']);

const TRAVELLER_NAMES: Readonly<Record<string, [string, string]>> = {
  horizon: ['Olivia', 'Bennett'],
  solmar: ['Carlos', 'Méndez'],
  nordlys: ['Ingrid', 'Halvorsen'],
  dormant: ['Sam', 'Parker'],
};

const STAFF: Readonly<Record<string, DemoUser[]>> = {
  horizon: [
    staff('owner@horizon.test', 'AgencyOwner', 'Daniel', 'Ortiz', {
      credits: { amount: 250, currency: 'USD' },
    }),
    staff('admin@horizon.test', 'Admin', 'Priya', 'Shah'),
    staff('agent@horizon.test', 'TravelAgent', 'Lucas', 'Moreau', { isRestrictedAgent: true }),
    staff('sales@horizon.test', 'SalesAgent', 'Hannah', 'Kim'),
  ],
  solmar: [staff('owner@solmar.test', 'AgencyOwner', 'Sofía', 'Ramírez')],
};

function staff(
  email: string,
  userType: KnownUserType,
  firstName: string,
  lastName: string,
  extra: Partial<DemoUser> = {},
): DemoUser {
  return {
    email,
    userType,
    firstName,
    lastName,
    isTravelAgent: true,
    isRestrictedAgent: false,
    isRewardWalletEnable: false,
    credits: null,
    ...extra,
  };
}

/** The demo users of one agency: its traveller, plus the staff DESIGN §3 lists for it. */
export function demoUsersFor(subdomain: string): DemoUser[] {
  const [firstName, lastName] = TRAVELLER_NAMES[subdomain] ?? ['Demo', 'Traveller'];
  const traveller: DemoUser = {
    email: `traveller@${subdomain}.test`,
    userType: 'Client',
    firstName,
    lastName,
    isTravelAgent: false,
    isRestrictedAgent: false,
    isRewardWalletEnable: REWARD_WALLET_AGENCIES.has(subdomain),
    credits: null,
  };
  return [traveller, ...(STAFF[subdomain] ?? [])];
}
