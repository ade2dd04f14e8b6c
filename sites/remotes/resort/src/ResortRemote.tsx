import { ERRORS_PATH, matchRoute } from '@wl/core';
import type { HostState } from '@wl/remote-host/remote';
import { type HostStore, RemoteFrame, type RemotePageProps, useRemoteHost } from '@wl/remote-kit';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { RESORT_PATHS } from './resortQuery.ts';

const PAGES: Readonly<Record<string, ComponentType<RemotePageProps>>> = {
  [RESORT_PATHS.home]: lazy(() => import('./pages/ResortHomePage.tsx')),
  [RESORT_PATHS.search]: lazy(() => import('./pages/ResortSearchPage.tsx')),
  [RESORT_PATHS.details]: lazy(() => import('./pages/ResortDetailsPage.tsx')),
  [RESORT_PATHS.checkout]: lazy(() => import('./pages/ResortCheckoutPage.tsx')),
};

/**
 * Spec §2.1: the route table (core's) gives these paths to the resort remote only while the
 * Resorts booking item is active; anything else is not ours.
 */
function resortPattern(pathname: string, agency: HostState['agency'] | undefined): string | null {
  if (!agency) return null;
  const found = matchRoute(pathname, {
    bookingMenuItemOptions: agency.bookingMenuItemOptions ?? [],
    displayTopDestinations: agency.displayTopDestinations ?? false,
  });
  return found?.route.owner === 'resort' && Object.hasOwn(PAGES, found.route.path)
    ? found.route.path
    : null;
}

const rendersInPlace = (pathname: string, state: Partial<HostState>) =>
  resortPattern(pathname, state.agency) !== null;

/** The resort remote's router: its four pages, /errors for a path that is not its own. */
export function ResortRemote({ store, path: initialPath }: { store: HostStore; path: string }) {
  const host = useRemoteHost(store, initialPath, rendersInPlace);
  const { state, url, agencyConfig, navigate } = host;
  const pattern = resortPattern(url.pathname, state.agency);
  const Page = pattern ? PAGES[pattern] : undefined;
  const unknown = Boolean(state.agency) && !pattern;
  useEffect(() => {
    if (unknown) window.location.replace(ERRORS_PATH);
  }, [unknown]);
  return (
    <RemoteFrame name="resort" host={host}>
      {Page && agencyConfig ? (
        <Suspense fallback={null}>
          <Page
            path={url.pathname}
            params={{}}
            search={url.searchParams}
            host={state}
            navigate={navigate}
          />
        </Suspense>
      ) : null}
    </RemoteFrame>
  );
}
