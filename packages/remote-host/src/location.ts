// The page's address as host and remotes share it: a remote that moves between its own paths in
// place (pushState) announces it, so the shell's islands (the header's Log In return address, the
// side navigation's current item) follow without a page load. History has no change event of its
// own; popstate fires only on Back and Forward.

/** Fired on window after a remote changed the address with pushState or replaceState. */
export const LOCATION_CHANGE_EVENT = 'wl:location-change';

/** Calls `listener` whenever the address changes without a page load; returns the unsubscribe. */
export function subscribeLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(LOCATION_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(LOCATION_CHANGE_EVENT, listener);
  };
}

/** `pathname + search` of the current address. */
export function currentHref(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Tells host and remotes that the address changed in place (after pushState/replaceState). */
export function announceLocationChange(): void {
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}
