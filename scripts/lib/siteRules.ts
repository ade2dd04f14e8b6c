// The routing rules of one generated site, as data both servers read: `scripts/serve` applies them
// per request and the nginx config is written from them. The generator writes them beside the
// agency's pages (`<subdomain>/_site.json`) so they swap in with the pages they describe.
import {
  type AgencyConfig,
  agencyRoutes,
  contentShareFallbacks,
  ERRORS_PATH,
  HOME_PATH,
  isAgencyInactive,
  isProposalPath,
  LANGUAGE_COOKIE,
  type LanguageCode,
  partnerAgencyRedirect,
  type RouteDef,
  resolveLanguage,
  routeOwnerFor,
  routeRegexSource,
  SESSION_COOKIES,
  siteLanguages,
  unlistedPathsToMainRemote,
} from '@wl/core';
import { sitePages } from '../../sites/shell/src/lib/sitePages.ts';

/** Paths the generator renders as files for an agency; everything else is a rewrite or a redirect. */
export function shellPages(config: AgencyConfig): string[] {
  return sitePages(config)
    .filter((page) => !page.slug.startsWith('_'))
    .map((page) => page.pathname);
}

/** The shell page around a remote's mount point, and its variant without header and footer. */
export const APP_SHELL = '/_app/index.html';
export const BARE_APP_SHELL = '/_app/bare/index.html';

export interface SiteRewrite {
  /** The spec §2.1 pattern, e.g. `/booknow/activities/result-details/:productCode`. */
  source: string;
  /** The same pattern as a case-insensitive PCRE/JS regular expression source, anchored. */
  regex: string;
  /**
   * File served (status 200) for a matching path, relative to the site root; null for a route the
   * shell owns and renders as files (`/agency-terms-and-conditions/{id}`): a path no file
   * answers is the site's 404 page, status 404.
   */
  target: string | null;
}

export interface SiteRedirect {
  /** Exact path (trailing slash ignored). */
  path: string;
  /** Only when the request carries (true) or lacks (false) this cookie. */
  cookie: { name: string; present: boolean };
  location: string;
}

export type SiteFallback =
  /** Spec §2.1: the built-in main remote knows no other path, so it is the /errors page at once. */
  | { type: 'redirect'; location: string }
  /** An agency's own main remote may know more paths: it decides, and sends the rest to /errors. */
  | { type: 'rewrite'; target: string };

/**
 * Spec §4 "Language", §9: the language of the pages at the site root, and the other languages
 * whose pages the generator writes under `_lang/<code>/` (same tree, same paths).
 */
export interface SiteLanguages {
  /** What `resolveLanguage` gives with no query and no cookie: en, or es for the partner agency. */
  default: LanguageCode;
  /** Offered languages a visitor can choose (they resolve to themselves), the default excepted. */
  variants: LanguageCode[];
}

export interface SiteRules {
  subdomain: string;
  inactive: boolean;
  redirects: SiteRedirect[];
  rewrites: SiteRewrite[];
  fallback: SiteFallback;
  languages: SiteLanguages;
}

/** Folder of an agency's language variants (the generator's); never requested directly (404). */
export { LANGUAGE_VARIANTS_DIR } from '../../sites/shell/src/lib/sitePages.ts';

/** The `lng` query parameter (spec §2.1, home query parameters). */
export const LANGUAGE_QUERY = 'lng';

function rewriteFor(route: RouteDef, config: AgencyConfig): SiteRewrite {
  let target: string | null = APP_SHELL;
  if (routeOwnerFor(route, config) === 'shell') target = null;
  else if (isProposalPath(route.path)) target = BARE_APP_SHELL;
  return { source: route.path, regex: routeRegexSource(route.path), target };
}

/** Spec §4 "Language": default en, the partner agency forced to es; the choosable rest. */
/**
 * The language variant a request asks for, or null for the default pages. The same choice as
 * core's `resolveLanguage` (spec §4, §9): the `lng` query (spec §2.1) wins when it names a language
 * the site offers, else the `pll_language` cookie; case-insensitive, trimmed. Only a variant counts:
 * the default language, an unsupported or a not offered one gives null.
 */
export function requestedLanguage(
  rules: Pick<SiteRules, 'languages'>,
  request: { query: URLSearchParams; cookies: ReadonlyMap<string, string> },
): LanguageCode | null {
  const languages = rules.languages;
  // `_site.json` written before language variants existed has none.
  if (!languages || languages.variants.length === 0) return null;
  const language = resolveLanguage({
    // The partner agency has no variants (returned above); the rest choose freely.
    agency: { isAgencyClaro: false },
    offered: [languages.default, ...languages.variants],
    queryLanguage: request.query.get(LANGUAGE_QUERY),
    cookieLanguage: request.cookies.get(LANGUAGE_COOKIE),
  });
  return languages.variants.includes(language) ? language : null;
}

/** Spec §2.1 as server rules for one agency. */
export function siteRules(config: AgencyConfig): SiteRules {
  const { agency } = config;
  const files = new Set<string>(shellPages(config));
  // A shared link with no page opens its list (core contentShareFallbacks); placed first, as the
  // section's own `/blog/*rest` would otherwise answer it with the 404 page.
  const shareFallbacks = contentShareFallbacks(config).map(
    ({ pattern, listPath }): SiteRewrite => ({
      source: pattern,
      regex: routeRegexSource(pattern),
      target: `${listPath}/index.html`,
    }),
  );
  const rewrites = [
    ...shareFallbacks,
    ...agencyRoutes(agency)
      .filter((route) => !files.has(route.path))
      .map((route) => rewriteFor(route, config)),
  ];

  // The partner agency's redirect (spec §2.1 "special agency mode"), as core decides it for `/`
  // with and without a token; the home page's inline script (pageHead partnerAgencyScript) does
  // the same where these rules are not.
  const redirects = [true, false].flatMap((present): SiteRedirect[] => {
    const location = partnerAgencyRedirect(HOME_PATH, agency, present);
    if (!location) return [];
    return [{ path: HOME_PATH, cookie: { name: SESSION_COOKIES.accessToken, present }, location }];
  });

  return {
    subdomain: agency.subdomain,
    inactive: isAgencyInactive(agency),
    redirects,
    rewrites,
    fallback: unlistedPathsToMainRemote(config)
      ? { type: 'rewrite', target: APP_SHELL }
      : { type: 'redirect', location: ERRORS_PATH },
    languages: (({ primary, variants }) => ({ default: primary, variants }))(
      siteLanguages({ agency, offered: config.languages }),
    ),
  };
}
