// Which component renders a route of the main remote, keyed by the route table's pattern (core
// ROUTE_TABLE `path`). Each area keeps its own table in its folder, so pages are added without
// touching the router; a route with no page yet shows the family page (RemoteRoutePage).
// Pages are lazy: a visitor downloads the code of the page they open, not of every page.

import type { RemotePageProps } from '@wl/remote-kit';
import type { ComponentType, LazyExoticComponent } from 'react';
import { accountPages } from './account/index.ts';
import { agentPages } from './agent/index.ts';
import { bookingPages } from './booking/index.ts';
import { hotelsPages } from './hotels/index.ts';
import { proposalPages } from './proposal/index.ts';
import { searchPages } from './search/index.ts';
import { travellerPages } from './traveller/index.ts';
import { tripsPages } from './trips/index.ts';

export type RemotePage = LazyExoticComponent<ComponentType<RemotePageProps>>;
export type PageTable = Readonly<Record<string, RemotePage>>;

const PAGES: PageTable = {
  ...searchPages,
  ...hotelsPages,
  ...bookingPages,
  ...tripsPages,
  ...accountPages,
  ...travellerPages,
  ...agentPages,
  ...proposalPages,
};

/** The page for a route pattern, or undefined while the route has none of its own. */
export function pageFor(pattern: string): RemotePage | undefined {
  return Object.hasOwn(PAGES, pattern) ? PAGES[pattern] : undefined;
}
