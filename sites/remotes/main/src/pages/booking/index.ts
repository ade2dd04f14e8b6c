// The booking engine's pages (hotels, flights, cars, activities, cruises after their results), keyed by
// the route table's pattern (core ROUTE_TABLE path, core BOOKING_PATHS).
import { BOOKING_PATHS, type EngineVertical } from '@wl/core';
import { lazy } from 'react';
import type { PageTable, RemotePage } from '../registry.ts';

const pages = () => import('./CheckoutPage.tsx');

// Resorts book on the resort remote's own checkout.
const PAGES: Record<Exclude<EngineVertical, 'resorts'>, RemotePage> = {
  hotels: lazy(() => pages().then((module) => ({ default: module.HotelCheckoutPage }))),
  flights: lazy(() => pages().then((module) => ({ default: module.FlightCheckoutPage }))),
  cars: lazy(() => pages().then((module) => ({ default: module.CarCheckoutPage }))),
  activities: lazy(() => pages().then((module) => ({ default: module.ActivityCheckoutPage }))),
  cruise: lazy(() => pages().then((module) => ({ default: module.CruiseCheckoutPage }))),
};

export const bookingPages: PageTable = Object.fromEntries(
  (Object.keys(PAGES) as (keyof typeof PAGES)[]).flatMap((vertical) =>
    [...new Set(Object.values(BOOKING_PATHS[vertical]))].map((path) => [path, PAGES[vertical]]),
  ),
);
