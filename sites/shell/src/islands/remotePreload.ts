// Hints for the remote a booking page is about to mount (scripts/lib/remotePreloads.ts): its
// entry, the modules its `./App` imports statically and its stylesheet are fetched together, as
// soon as the page's app shell island has loaded, instead of one after another once it has run.
import type { RemoteName } from '@wl/core';
import { REMOTE_PRELOADS_ID, type RemotePreload } from '../lib/pageData.ts';

function pagePreloads(): Record<string, RemotePreload> {
  const block = document.getElementById(REMOTE_PRELOADS_ID);
  try {
    return block?.textContent
      ? (JSON.parse(block.textContent) as Record<string, RemotePreload>)
      : {};
  } catch {
    // Only hints: without them the remote loads as it always could.
    return {};
  }
}

function hint(rel: 'modulepreload' | 'preload', href: string): void {
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') link.as = 'style';
  document.head.append(link);
}

/** Asks the browser for `remote`'s first files now; nothing when the page lists none for it. */
export function preloadRemote(remote: RemoteName): void {
  const preload = pagePreloads()[remote];
  if (!preload) return;
  for (const href of preload.scripts) hint('modulepreload', href);
  for (const href of preload.styles) hint('preload', href);
}
