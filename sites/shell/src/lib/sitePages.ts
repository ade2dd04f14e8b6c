import {
  type AgencyConfig,
  agencyTermsPath,
  builtInContentPages,
  CANCELLATION_POLICY_PATH,
  type ContentPage,
  CRUISE_LINES,
  type CruiseLine,
  cruiseLinePolicyPath,
  USER_TERMS_PATH,
} from '@wl/core';

/** What a generated page shows; scripts/lib/siteRules.ts derives the servers' file list from `sitePages`. */
export type PageKind =
  | 'home'
  | 'about'
  | 'faqs'
  | 'privacy-policy'
  | 'cookies-policy'
  | 'disclaimer'
  | 'user-terms'
  | 'agency-terms'
  | 'cancellation-policy'
  | 'errors'
  | 'logout'
  | 'login'
  | 'blog'
  | 'blog-post'
  | 'destinations'
  | 'destination'
  | 'app'
  | 'app-bare';

/** Pages whose content is all in their HTML, for reading: no call feeds them. */
const READING_PAGES: ReadonlySet<PageKind> = new Set([
  'about',
  'faqs',
  'privacy-policy',
  'cookies-policy',
  'disclaimer',
  'user-terms',
  'agency-terms',
  'cancellation-policy',
  'errors',
  'blog',
  'blog-post',
  'destinations',
  'destination',
]);

/**
 * Whether a page's islands (header pickers, side navigation, error surfaces) can wait for the
 * visitor's first interaction: a reader then gets no JavaScript at all (issue 18).
 */
export function isReadingPage(kind: PageKind): boolean {
  return READING_PAGES.has(kind);
}

/** Whether a page's main area is a remote application's (the two app shells, spec §2.1). */
export function isAppPage(kind: PageKind): boolean {
  return kind === 'app' || kind === 'app-bare';
}

export interface SitePage {
  kind: PageKind;
  /** Output path under the agency folder, without slashes ('' is the home page). */
  slug: string;
  /** The path the page answers at (the app shells answer for many; theirs is representative). */
  pathname: string;
  /** A cruise line's cancellation policy page (spec §2.1). */
  cruiseLine?: CruiseLine;
  /** A blog or destinations page (core `builtInContentPages`): what it lists or shows. */
  content?: ContentPage;
}

const withoutSlash = (path: string) => path.slice(1);

/**
 * The page files every agency's site has. Remote-owned routes reach the app shells by rewrite;
 * `sitePages` adds the agency's own agency terms page.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { kind: 'home', slug: '', pathname: '/' },
  { kind: 'about', slug: 'about', pathname: '/about' },
  { kind: 'faqs', slug: 'faqs', pathname: '/faqs' },
  { kind: 'privacy-policy', slug: 'privacy-policy', pathname: '/privacy-policy' },
  { kind: 'cookies-policy', slug: 'cookies-policy', pathname: '/cookies-policy' },
  { kind: 'disclaimer', slug: 'disclaimer', pathname: '/disclaimer' },
  { kind: 'user-terms', slug: withoutSlash(USER_TERMS_PATH), pathname: USER_TERMS_PATH },
  {
    kind: 'cancellation-policy',
    slug: withoutSlash(CANCELLATION_POLICY_PATH),
    pathname: CANCELLATION_POLICY_PATH,
  },
  ...CRUISE_LINES.map(
    (cruiseLine): SitePage => ({
      kind: 'cancellation-policy',
      slug: withoutSlash(cruiseLinePolicyPath(cruiseLine)),
      pathname: cruiseLinePolicyPath(cruiseLine),
      cruiseLine,
    }),
  ),
  { kind: 'errors', slug: 'errors', pathname: '/errors' },
  { kind: 'logout', slug: 'logout', pathname: '/logout' },
  { kind: 'login', slug: 'login', pathname: '/login' },
  { kind: 'app', slug: '_app', pathname: '/booknow' },
  { kind: 'app-bare', slug: '_app/bare', pathname: '/disapproveProposal' },
];

/**
 * Every page file of one agency's site: `SITE_PAGES`, /agency-terms-and-conditions/{id} for the
 * agency's own id (spec §2.1; any other id is the 404 page, scripts/lib/siteRules.ts), and the
 * blog and destination pages the shell shows itself (core `builtInContentPages`).
 */
export function sitePages(
  config: Pick<AgencyConfig, 'remotes' | 'blog' | 'destinations'> & {
    agency: Pick<AgencyConfig['agency'], 'id' | 'displayTopDestinations'>;
  },
): SitePage[] {
  const agencyTerms = agencyTermsPath(config.agency);
  return [
    ...SITE_PAGES,
    ...(agencyTerms
      ? [{ kind: 'agency-terms', slug: withoutSlash(agencyTerms), pathname: agencyTerms } as const]
      : []),
    ...builtInContentPages(config).map(
      (content): SitePage => ({
        kind: content.view,
        slug: withoutSlash(content.pathname),
        pathname: content.pathname,
        content,
      }),
    ),
  ];
}

/**
 * Where the copies of an agency's pages in its other languages live (`_lang/ar/about/…`). The
 * servers pick them by the `lng` query or the pll_language cookie (spec §4), so every language's
 * first paint is static and needs no fetch; the default language stays at the site root.
 */
export const LANGUAGE_VARIANTS_DIR = '_lang';

export function languageSlug(slug: string, variant: string | null): string {
  if (variant === null) return slug;
  return [LANGUAGE_VARIANTS_DIR, variant, slug].filter(Boolean).join('/');
}
