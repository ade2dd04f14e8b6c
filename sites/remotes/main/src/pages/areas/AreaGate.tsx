// Who may open a page of the traveller's or agents' area is core's (`pageAccess`, spec §2.8, §6):
// the page refuses and says why, as the menus and the API do.
import { isAgent, matchRoute, pageAccess, type UserProfile } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { AccessNotice } from '@wl/ui';
import type { ReactNode } from 'react';

export interface AreaGateProps {
  page: RemotePageProps;
  /** The page for a user core lets in. */
  children: (user: UserProfile) => ReactNode;
}

export function AreaGate({ page, children }: AreaGateProps) {
  const { host, path, search } = page;
  const agency = host.agency;
  // The host answers the state request at once; until then there is nothing to decide on.
  if (!agency || host.user === undefined) return null;
  const found = matchRoute(path, {
    bookingMenuItemOptions: agency.bookingMenuItemOptions ?? [],
    displayTopDestinations: agency.displayTopDestinations ?? false,
  });
  if (!found) return null;
  const query = search.toString();
  const access = pageAccess(host.user, found.route, query ? `${path}?${query}` : path);
  if (access.kind !== 'allowed' || !host.user) {
    return access.kind === 'allowed' ? null : (
      <AccessNotice
        access={access}
        homeHref={isAgent(host.user) ? '/dashboard' : '/mytrip/dashboard'}
      />
    );
  }
  return <>{children(host.user)}</>;
}
