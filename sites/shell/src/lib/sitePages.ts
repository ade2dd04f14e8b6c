/** What a generated page shows; scripts/lib/siteRules.ts derives the servers' file list from SITE_PAGES. */
export type PageKind =
  | 'home'
  | 'about'
  | 'faqs'
  | 'privacy-policy'
  | 'cookies-policy'
  | 'disclaimer'
  | 'errors'
  | 'logout'
  | 'login'
  | 'app'
  | 'app-bare';

export interface SitePage {
  kind: PageKind;
  /** Output path under the agency folder, without slashes ('' is the home page). */
  slug: string;
  /** The path the page answers at (the app shells answer for many; theirs is representative). */
  pathname: string;
}

/** Every page file one agency's site has. Remote-owned routes reach the app shells by rewrite. */
export const SITE_PAGES: readonly SitePage[] = [
  { kind: 'home', slug: '', pathname: '/' },
  { kind: 'about', slug: 'about', pathname: '/about' },
  { kind: 'faqs', slug: 'faqs', pathname: '/faqs' },
  { kind: 'privacy-policy', slug: 'privacy-policy', pathname: '/privacy-policy' },
  { kind: 'cookies-policy', slug: 'cookies-policy', pathname: '/cookies-policy' },
  { kind: 'disclaimer', slug: 'disclaimer', pathname: '/disclaimer' },
  { kind: 'errors', slug: 'errors', pathname: '/errors' },
  { kind: 'logout', slug: 'logout', pathname: '/logout' },
  { kind: 'login', slug: 'login', pathname: '/login' },
  { kind: 'app', slug: '_app', pathname: '/booknow' },
  { kind: 'app-bare', slug: '_app/bare', pathname: '/disapproveProposal' },
];

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
