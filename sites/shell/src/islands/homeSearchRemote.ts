// The home page's search box from the main remote (HOME_SEARCH_EXPOSE, issue 15). Imported only
// when the box is wanted, so the federation runtime is no part of the home's first script.
import { HOME_SEARCH_EXPOSE } from '@wl/remote-host';
import { islandPage } from './islandPage.ts';
import { pageRemoteHost } from './remoteHostBridge.ts';
import { remoteLoader } from './remoteLoader.ts';
import { remoteMountContext } from './remoteMountContext.ts';

/**
 * Loads the main remote's search box and mounts it into `element`; resolves to its unmount.
 * `onFailure`: it broke after mounting (the box goes back to its Book Now link).
 */
export async function mountHomeSearch(
  element: HTMLElement,
  onFailure: (error: unknown) => void,
): Promise<() => void> {
  // Listening before the remote loads: its first act is a state-request (spec §4).
  pageRemoteHost();
  const context = remoteMountContext(
    `${window.location.pathname}${window.location.search}`,
    onFailure,
  );
  // The home carries only the shell's texts: the remote's are asked for while its scripts load,
  // not once it mounts and asks (a failure here is the remote's to meet when it asks again).
  context.texts(islandPage().data.language).catch(() => {});
  const module = await remoteLoader().load('main', HOME_SEARCH_EXPOSE);
  return module.mount(element, context) ?? (() => {});
}
