import type { AgencyConfig, LanguageCode } from '@wl/core';
import type { Resource } from 'i18next';

/** Id of the JSON block every page carries for its islands. */
export const PAGE_DATA_ID = 'wl-page-data';

/**
 * What a page's islands know about their site, written once per page as JSON (never per island):
 * the agency config without the long content only static pages show, the page language and its
 * texts (baked, so the first paint needs no fetch).
 */
export interface PageData {
  config: AgencyConfig;
  language: LanguageCode;
  resources: Resource;
  /**
   * Country code -> currency, for the countries whose currency the agency enables: the visitor's
   * country currency is the default (spec §4). Baked from `countries-list` so no lookup is needed.
   */
  countryCurrencies: Record<string, string>;
}

/** Id of the JSON block of booking pages naming the built-in remotes' first files. */
export const REMOTE_PRELOADS_ID = 'wl-remote-preloads';

/**
 * A remote's files a booking page may fetch before the remote asks for them (scripts/lib/
 * remotePreloads.ts): its entry and what its `./App` imports statically, and its stylesheet.
 */
export interface RemotePreload {
  scripts: string[];
  styles: string[];
}

/**
 * Drops what no island reads (policies, terms, cancellation policies, About and FAQ bodies, blog
 * posts and destination guides): they are in the static HTML.
 */
export function clientConfig(config: AgencyConfig): AgencyConfig {
  const { privacyPolicy, cookiesPolicy, disclaimer, ...agency } = config.agency;
  return {
    ...config,
    agency,
    about: { isEnabled: config.about.isEnabled },
    faq: { isEnabled: config.faq.isEnabled, questions: [] },
    termsAndConditions: {},
    cancellationPolicy: { cruiseLines: {} },
    blog: { posts: [] },
    destinations: { guides: [] },
  };
}

/** JSON safe inside `<script type="application/json">`: no `</script>` or `<!--` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
