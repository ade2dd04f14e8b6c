// Spec §4 "stored deep-link values": what a deal or proposal link brought in (core
// DEEP_LINK_KEYS), stored by the page's head script for the pages after it (applyPageLayout),
// handed to remotes when they mount, and forgotten on logout.
import { DEEP_LINK_KEYS, DEEP_LINKS_STORAGE_KEY, type DeepLinks, decideLayout } from '@wl/core';
import { applyPageLayout, pageLayoutConfig } from '../lib/applyPageLayout.ts';
import { islandPage } from './islandPage.ts';

/**
 * The visit's deep-link values as the layout rule decides them for the current URL (this page's
 * query over the stored ones), the page's layout applied again on the way.
 */
export function visitDeepLinks(): DeepLinks {
  const { deepLinks } = applyPageLayout(
    decideLayout,
    pageLayoutConfig(islandPage().data.config.agency),
  );
  const known: DeepLinks = {};
  for (const key of DEEP_LINK_KEYS) if (deepLinks[key]) known[key] = deepLinks[key];
  return known;
}

/** Forgets every stored deep-link value (spec §4 logout). */
export function forgetDeepLinks(): void {
  try {
    sessionStorage.removeItem(DEEP_LINKS_STORAGE_KEY);
  } catch {
    // Storage switched off: nothing was stored there either.
  }
}
