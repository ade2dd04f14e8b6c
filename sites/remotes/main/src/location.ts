// The URL the main remote renders, as a store React can read, and the navigation its pages use.
// Moving between two main-remote paths stays in place (pushState); any other path is a page load,
// because the shell or another remote renders it.
import { useSyncExternalStore } from 'react';

/** Fired on window after a pushState/replaceState of the remote (popstate fires only on Back). */
const LOCATION_CHANGE = 'wl:main-location';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(LOCATION_CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(LOCATION_CHANGE, listener);
  };
}

/** `pathname + search` of the current URL. */
export function useLocationHref(initialPath: string): string {
  return useSyncExternalStore(
    subscribe,
    () => `${window.location.pathname}${window.location.search}` || initialPath,
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
  window.dispatchEvent(new Event(LOCATION_CHANGE));
  window.scrollTo({ top: 0 });
}
