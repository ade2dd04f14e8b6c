// The main remote's agent pages, keyed by the route table's pattern (core ROUTE_TABLE path).
import { lazy } from 'react';
import type { PageTable } from '../registry.ts';

const settings = () => import('./AgencySettingsPages.tsx');
const people = () => import('./PeoplePages.tsx');
const shared = () => import('../areas/SupportAndWalletPages.tsx');
const look = () => import('./AgencyLookPages.tsx');

export const agentPages: PageTable = {
  '/dashboard': lazy(() => import('./CommandCenterPage.tsx')),
  '/settings/agency': lazy(() => import('./MarkupSettingsPage.tsx')),
  '/settings/profile': lazy(() => import('../areas/ProfilePage.tsx')),
  '/settings/website': lazy(() => settings().then((m) => ({ default: m.WebsiteSettingsPage }))),
  '/settings/payment': lazy(() => settings().then((m) => ({ default: m.PaymentSettingsPage }))),
  '/settings/product': lazy(() => settings().then((m) => ({ default: m.ProductSettingsPage }))),
  '/settings/support': lazy(() => shared().then((m) => ({ default: m.SupportPage }))),
  '/wallet/details': lazy(() => shared().then((m) => ({ default: m.AgentWalletPage }))),
  '/users/clients': lazy(() => people().then((m) => ({ default: m.ClientsPage }))),
  '/users/agents/view/:id': lazy(() => people().then((m) => ({ default: m.AgentsPage }))),
  '/bookings': lazy(() => import('./AgencyBookingsPage.tsx')),
  '/searches': lazy(() => import('./RecentSearchesPage.tsx')),
  '/proposals': lazy(() => import('./ProposalsPage.tsx')),
  '/deal-link': lazy(() => import('./DealLinkPage.tsx')),
  '/pay': lazy(() => import('./PayPage.tsx')),
  '/theme-customisation': lazy(() => look().then((m) => ({ default: m.ThemeCustomisationPage }))),
  '/applications': lazy(() => look().then((m) => ({ default: m.ApplicationsPage }))),
};
