// Which page a path opens in the main remote. The route table is core's (spec §2.1, one owner):
// the remote only picks the family page for what the table gives the main remote.
import { type Agency, matchRoute } from '@wl/core';
import type { RemoteRouteFamily } from '@wl/ui';

export type MainRoute =
  | {
      kind: 'page';
      family: RemoteRouteFamily;
      service?: Agency['bookingMenuItemOptions'][number]['title'];
      /** The route table's pattern, the key of the page registry. */
      pattern: string;
      params: Record<string, string>;
    }
  | { kind: 'unknown' };

const FAMILIES: ReadonlySet<string> = new Set<RemoteRouteFamily>([
  'booking',
  'account',
  'agent',
  'traveller',
  'deal',
  'proposal',
]);

type RouteAgency = Pick<Agency, 'bookingMenuItemOptions' | 'displayTopDestinations'>;

/** Spec §2.1: a path the table does not give the main remote goes to /errors. */
export function mainRoute(pathname: string, agency: RouteAgency): MainRoute {
  const found = matchRoute(pathname, agency);
  if (found?.route.owner !== 'main' || !FAMILIES.has(found.route.area)) {
    return { kind: 'unknown' };
  }
  return {
    kind: 'page',
    family: found.route.area as RemoteRouteFamily,
    ...(found.route.service ? { service: found.route.service } : {}),
    pattern: found.route.path,
    params: found.params,
  };
}
