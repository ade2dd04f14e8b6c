// The layout of a static page for this visitor (spec §2.1, §2.7, §4), applied to the document
// before its first paint: the page's head inlines this function and core's `decideLayout`
// (pageHead.ts `layoutScript`); islands call it again after the path changes in place.
import {
  type Agency,
  DEEP_LINKS_STORAGE_KEY,
  type decideLayout,
  hideHeaderCookie,
  type LayoutDecision,
  type LayoutRuleSet,
  layoutRuleSet,
  SESSION_COOKIES,
} from '@wl/core';
// The subpath, not the barrel: this runs in Node at build time, where no vanilla-extract plugin
// gives `.css.ts` files a scope.
import { LAYOUT_HIDE_ATTRIBUTES, type LayoutHideAttributes } from '@wl/ui/layoutAttributes';

export interface PageLayoutConfig {
  rules: LayoutRuleSet;
  /** Core `SESSION_COOKIES` names. */
  accessTokenCookie: string;
  hideHeaderCookie: string;
  /** Core `hideHeaderCookie(false)`: the Set-Cookie value, `; Secure` added on https. */
  hideHeaderSetCookie: string;
  /** Core `DEEP_LINKS_STORAGE_KEY`. */
  deepLinksKey: string;
  /** ui `LAYOUT_HIDE_ATTRIBUTES`. */
  attributes: LayoutHideAttributes;
}

/** The names and rules `applyPageLayout` works with, for one agency (its head script's JSON). */
export function pageLayoutConfig(
  agency: Pick<Agency, 'hideHeaderforDealProposal'>,
): PageLayoutConfig {
  return {
    rules: layoutRuleSet(agency),
    accessTokenCookie: SESSION_COOKIES.accessToken,
    hideHeaderCookie: SESSION_COOKIES.hideHeader,
    hideHeaderSetCookie: hideHeaderCookie(false),
    deepLinksKey: DEEP_LINKS_STORAGE_KEY,
    attributes: LAYOUT_HIDE_ATTRIBUTES,
  };
}

/**
 * Reads the visit (location, cookies, stored deep-link values), asks `decide` and writes the
 * answer: the hide-header cookie, the deep-link values (session storage, cleared by logout) and
 * the `<html>` attributes the layout's CSS hides parts by.
 *
 * Self-contained like `decideLayout` (no outside names, no inner named functions): its source is
 * inlined in every page's head.
 */
export function applyPageLayout(
  decide: typeof decideLayout,
  config: PageLayoutConfig,
): LayoutDecision {
  let hideHeaderCookie = false;
  let isLoggedIn = false;
  for (const entry of document.cookie.split(';')) {
    const at = entry.indexOf('=');
    const name = entry.slice(0, at).trim();
    // A cookie with an empty value is none, as for the servers.
    const set = at > 0 && entry.slice(at + 1).trim() !== '';
    if (name === config.hideHeaderCookie && set) hideHeaderCookie = true;
    if (name === config.accessTokenCookie && set) isLoggedIn = true;
  }
  let storedDeepLinks: Record<string, string> = {};
  try {
    const stored = JSON.parse(sessionStorage.getItem(config.deepLinksKey) || '{}');
    if (stored && typeof stored === 'object') storedDeepLinks = stored;
  } catch {
    // Storage switched off or not ours: no values stored.
  }
  const decision = decide(config.rules, {
    pathname: location.pathname,
    search: location.search,
    hideHeaderCookie,
    isLoggedIn,
    storedDeepLinks,
  });
  if (decision.rememberHideHeader) {
    // biome-ignore lint/suspicious/noDocumentCookie: runs before anything else on the page; no library here.
    document.cookie =
      config.hideHeaderSetCookie + (location.protocol === 'https:' ? '; Secure' : '');
  }
  if (Object.keys(decision.deepLinks).length > 0) {
    try {
      sessionStorage.setItem(config.deepLinksKey, JSON.stringify(decision.deepLinks));
    } catch {
      // Storage switched off: the values live for this page only.
    }
  }
  const root = document.documentElement;
  root.toggleAttribute(config.attributes.header, !decision.header);
  root.toggleAttribute(config.attributes.footer, !decision.footer);
  root.toggleAttribute(config.attributes.footerLinks, !decision.footerLinks);
  return decision;
}
