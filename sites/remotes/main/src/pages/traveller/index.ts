// The main remote's traveller pages, keyed by the route table's pattern (core ROUTE_TABLE path).
// /mytrip/mytrips belongs to the hotel journey (issue 15).
import { lazy } from 'react';
import type { PageTable } from '../registry.ts';

const shared = () => import('../areas/SupportAndWalletPages.tsx');

export const travellerPages: PageTable = {
  '/mytrip/dashboard': lazy(() => import('./TravellerDashboardPage.tsx')),
  '/mytrip/profile': lazy(() => import('../areas/ProfilePage.tsx')),
  '/mytrip/support': lazy(() => shared().then((m) => ({ default: m.SupportPage }))),
  '/mytrip/wallet': lazy(() => shared().then((m) => ({ default: m.RewardWalletPage }))),
};
