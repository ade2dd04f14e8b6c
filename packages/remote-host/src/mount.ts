// What a remote's exposed module looks like to the host (docs/remotes.md "Building a remote").
import type { DeepLinks, LanguageCode } from '@wl/core';

/** The module every remote exposes under this name. */
export const REMOTE_EXPOSE = './App';

/**
 * The home page's search box (issue 15), which the main remote exposes besides its pages: a
 * `RemoteModule` that renders the search form of the home's active deal tab (the `tab` query, as
 * core `activeDealTab` reads it) and follows it when the address changes in place.
 */
export const HOME_SEARCH_EXPOSE = './HomeSearch';

/** The texts of one language, namespace → key → text, as the translation service serves them. */
export type LanguageTexts = Record<string, Record<string, string>>;

/** What the host hands a remote when it mounts it. */
export interface RemoteMountContext {
  /** The path the remote renders (spec §2.1: every path not listed is handed to the main remote). */
  path: string;
  /**
   * Spec §2.1, §4 stored deep-link values of the visit (`dealLinkId`, `proposalId`, `xsessionid`:
   * core `DEEP_LINK_KEYS`), the current URL's query over what earlier pages stored; only the keys
   * the visit has. Logout clears them (the page reloads, so a mounted remote never sees them go).
   */
  deepLinks: DeepLinks;
  /**
   * A failure after mounting (a render error the remote's own boundary caught): the host replaces
   * the remote with spec §8 'Failed to load remote component.' and a retry.
   */
  reportError(error: unknown): void;
  /**
   * The texts of a language (spec §7 "Other": fetched by language). The host's own language
   * resolves at once from the page; another comes from the translation service. A remote bundles
   * no texts: all nine languages would be the largest part of its scripts (issue 18).
   */
  texts(language: LanguageCode): Promise<LanguageTexts>;
}

/**
 * A remote's exposed module: `mount` renders into the element the host gives it (with the host's
 * React, shared by Module Federation) and returns how to unmount.
 */
export interface RemoteModule {
  mount(element: HTMLElement, context: RemoteMountContext): undefined | (() => void);
}

export function isRemoteModule(value: unknown): value is RemoteModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { mount?: unknown }).mount === 'function'
  );
}
