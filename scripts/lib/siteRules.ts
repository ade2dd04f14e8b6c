// The routing rules of one generated site, as data both servers read: `scripts/serve` applies them
// per request and the nginx config is written from them. The generator writes them beside the
// agency's pages (`<subdomain>/_site.json`) so they swap in with the pages they describe.
import {
  type AgencyConfig,
  agencyRoutes,
  HOME_PATH,
  isProposalPath,
  LOGIN_PATH,
  type RouteDef,
  routeRegexSource,
  SESSION_COOKIES,
} from '@wl/core';
import { SITE_PAGES } from '../../sites/shell/src/lib/sitePages.ts';

/** Paths the generator renders as files, per agency; everything else is a rewrite or a redirect. */
export const SHELL_PAGES: readonly string[] = SITE_PAGES.filter(
  (page) => !page.slug.startsWith('_'),
).map((page) => page.pathname);

/** The shell page around a remote's mount point, and its variant without header and footer. */
export const APP_SHELL = '/_app/index.html';
export const BARE_APP_SHELL = '/_app/bare/index.html';

export interface SiteRewrite {
  /** The spec §2.1 pattern, e.g. `/booknow/activities/result-details/:productCode`. */
  source: string;
  /** The same pattern as a case-insensitive PCRE/JS regular expression source, anchored. */
  regex: string;
  /** File served (status 200) for a matching path, relative to the site root. */
  target: string;
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

export interface SiteRules {
  subdomain: string;
  inactive: boolean;
  redirects: SiteRedirect[];
  rewrites: SiteRewrite[];
  fallback: SiteFallback;
}

function rewriteFor(route: RouteDef): SiteRewrite {
  return {
    source: route.path,
    regex: routeRegexSource(route.path),
    target: isProposalPath(route.path) ? BARE_APP_SHELL : APP_SHELL,
  };
}

/** Spec §2.1 as server rules for one agency. */
export function siteRules(config: AgencyConfig): SiteRules {
  const { agency } = config;
  const files = new Set<string>(SHELL_PAGES);
  const rewrites = agencyRoutes(agency)
    .filter((route) => !files.has(route.path))
    .map(rewriteFor);

  const redirects: SiteRedirect[] = [];
  if (agency.isAgencyClaro) {
    // Spec §2.1 special agency mode; the client router repeats it for hosts without these rules.
    const target = '/booknow/hotels';
    redirects.push(
      {
        path: HOME_PATH,
        cookie: { name: SESSION_COOKIES.accessToken, present: true },
        location: target,
      },
      {
        path: HOME_PATH,
        cookie: { name: SESSION_COOKIES.accessToken, present: false },
        location: `${LOGIN_PATH}?${new URLSearchParams({ redirect: target })}`,
      },
    );
  }

  return {
    subdomain: agency.subdomain,
    inactive: agency.status === 'Inactive',
    redirects,
    rewrites,
    fallback: config.remotes.main
      ? { type: 'rewrite', target: APP_SHELL }
      : { type: 'redirect', location: '/errors' },
  };
}
