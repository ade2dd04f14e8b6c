// The main remote's hotels pages, keyed by the route table's pattern (core ROUTE_TABLE path).
// A room is booked on the booking engine's pages (../booking).
import { lazy } from 'react';
import type { PageTable } from '../registry.ts';

const HotelSearchPage = lazy(() => import('./HotelSearchPage.tsx'));

export const hotelsPages: PageTable = {
  // The hotels landing (Book Now leads there, spec §2.6) is the search page.
  '/booknow/hotels': HotelSearchPage,
  '/booknow/hotels/search': HotelSearchPage,
  '/booknow/hotels/search-details': lazy(() => import('./HotelSearchDetailsPage.tsx')),
  '/booknow/hotels/deal/:proposalId': lazy(() => import('./HotelDealPage.tsx')),
};
