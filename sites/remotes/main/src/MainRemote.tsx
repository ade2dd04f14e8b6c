import { ERRORS_PATH } from '@wl/core';
import type { HostState } from '@wl/remote-host/remote';
import { type HostStore, RemoteFrame, useRemoteHost } from '@wl/remote-kit';
import { RemoteRoutePage } from '@wl/ui';
import { Suspense, useEffect, useMemo } from 'react';
import { pageFor } from './pages/registry.ts';
import { useRememberSearch } from './recentSearches.ts';
import { mainRoute } from './routes.ts';

function routeOptionsOf(agency: HostState['agency'] | undefined) {
  return agency
    ? {
        bookingMenuItemOptions: agency.bookingMenuItemOptions ?? [],
        displayTopDestinations: agency.displayTopDestinations ?? false,
      }
    : null;
}

/** Main-remote paths move in place; the shell's and other remotes' paths are page loads. */
function rendersInPlace(pathname: string, state: Partial<HostState>): boolean {
  const options = routeOptionsOf(state.agency);
  return options !== null && mainRoute(pathname, options).kind === 'page';
}

/**
 * The main remote's router (spec §2.1): the route family page for a path the route table gives
 * the main remote, /errors for anything else. Everything it shows comes from the host's events.
 */
export function MainRemote({ store, path: initialPath }: { store: HostStore; path: string }) {
  const host = useRemoteHost(store, initialPath, rendersInPlace);
  const { state, url, agencyConfig, navigate } = host;
  const path = url.pathname;
  useRememberSearch(url, state.user);

  const { agency } = state;
  const routeOptions = useMemo(() => routeOptionsOf(agency), [agency]);
  const route = useMemo(
    () => (routeOptions ? mainRoute(path, routeOptions) : null),
    [routeOptions, path],
  );
  const Page = route?.kind === 'page' ? pageFor(route.pattern) : undefined;
  useEffect(() => {
    if (route?.kind === 'unknown') window.location.replace(ERRORS_PATH);
  }, [route]);

  return (
    <RemoteFrame name="main" host={host}>
      {route?.kind === 'page' && Page && agencyConfig ? (
        <Suspense fallback={null}>
          <Page
            path={path}
            params={route.params}
            search={url.searchParams}
            host={state}
            navigate={navigate}
          />
        </Suspense>
      ) : route?.kind === 'page' ? (
        <RemoteRoutePage
          family={route.family}
          service={route.service}
          path={path}
          agencyName={agency?.agencyName ?? null}
          user={state.user ?? null}
        />
      ) : null}
    </RemoteFrame>
  );
}
