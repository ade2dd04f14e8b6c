// The main remote's search pages, keyed by the route table's pattern (core ROUTE_TABLE path).
// Each vertical's form and results share one page: the results path shows the form filled with
// the URL's search above its results (issue 15). Hotels are the journey's (pages/hotels).
import { lazy } from 'react';
import type { PageTable } from '../registry.ts';

const FlightsPage = lazy(() => import('./FlightsPage.tsx'));
const CarsPage = lazy(() => import('./CarsPage.tsx'));
const ActivitiesPage = lazy(() => import('./ActivitiesPage.tsx'));
const CruisePage = lazy(() => import('./CruisePage.tsx'));

export const searchPages: PageTable = {
  // A vertical's landing (Book Now leads there, spec §2.6) is its search page.
  '/booknow/flights': FlightsPage,
  '/booknow/cars': CarsPage,
  '/booknow/activities': ActivitiesPage,
  '/booknow/cruise': CruisePage,
  '/booknow/flights/search': FlightsPage,
  '/booknow/flights/search-details': FlightsPage,
  '/booknow/cars/search': CarsPage,
  '/booknow/cars/result-details': CarsPage,
  '/booknow/activities/search': ActivitiesPage,
  '/booknow/cruise/search': CruisePage,
  '/booknow/cruise/search-details': CruisePage,
};
