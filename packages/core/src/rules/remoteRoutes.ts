// Spec §2.1 "Every path not listed above is handed to the main remote application" and "a path
// that matches nothing redirects to /errors", decided once: the servers' fallback (scripts
// siteRules) and the browser's app shell island both ask here.
import type { AgencyConfig } from '../config/agencyConfig.ts';
import { routeOwnerFor } from './contentPages.ts';
import { matchRoute, type RouteOwner } from './routes.ts';

/** A remote application that renders a route's body inside the shell (spec §1). */
export type RemoteName = Exclude<RouteOwner, 'shell'>;

type RemoteInput = Pick<AgencyConfig, 'remotes'> & {
  agency: Parameters<typeof matchRoute>[1];
};

/**
 * Whether a path the route table does not list goes to the main remote. Only an agency's own main
 * remote may know more paths (it sends the rest to /errors itself); the built-in one knows none,
 * so there such a path is /errors at once.
 */
export function unlistedPathsToMainRemote(config: Pick<AgencyConfig, 'remotes'>): boolean {
  return config.remotes.main !== undefined;
}

/**
 * The remote that renders `pathname` (the route table's owner, the main remote for the shell's
 * own paths and for unlisted ones it takes), or null: the path is /errors.
 */
export function remoteForPath(pathname: string, config: RemoteInput): RemoteName | null {
  const found = matchRoute(pathname, config.agency);
  if (!found) return unlistedPathsToMainRemote(config) ? 'main' : null;
  const owner = routeOwnerFor(found.route, config);
  return owner === 'shell' ? 'main' : owner;
}
