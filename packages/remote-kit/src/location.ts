// The URL a remote renders, as a store React can read, and the navigation its pages use.
// Moving between two paths of the same remote stays in place (pushState); any other path is a page load,
// because the shell or another remote renders it.
import { announceLocationChange, currentHref, subscribeLocation } from '@wl/remote-host/remote';
import { useSyncExternalStore } from 'react';

/** `pathname + search` of the current URL. */
export function useLocationHref(initialPath: string): string {
  return useSyncExternalStore(
    subscribeLocation,
    () => currentHref() || initialPath,
    () => initialPath,
  );
}

/**
 * Goes to `to` (a site path with its query): in place when `rendersInPlace(pathname)`, else a
 * page load. Scrolls to the top like a page load would.
 */
export function navigateTo(
  to: string,
  rendersInPlace: (pathname: string) => boolean,
  options: { replace?: boolean } = {},
): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin || !rendersInPlace(url.pathname)) {
    if (options.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const href = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  announceLocationChange();
  window.scrollTo({ top: 0 });
}
