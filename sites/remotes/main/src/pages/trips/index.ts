// The main remote's trips pages, keyed by the route table's pattern (core ROUTE_TABLE path).
import { lazy } from 'react';
import type { PageTable } from '../registry.ts';

export const tripsPages: PageTable = {
  '/mytrip/mytrips': lazy(() => import('./MyTripsPage.tsx')),
};
