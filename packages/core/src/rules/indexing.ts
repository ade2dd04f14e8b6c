// Which pages of an agency's site have content of their own, and so which ones search engines may
// list. The page head (`noindex`), sitemap.xml and robots.txt all ask here: when they decided it
// apart, solmar's disabled /about said 'not available', was left out of the sitemap and was
// still offered for indexing.
import type { AgencyConfig } from '../config/agencyConfig.ts';
import { isAgencyInactive } from '../schemas/agency.ts';
import { indexableContentPaths } from './contentPages.ts';
import { hasValidFaqQuestions } from './faq.ts';
import { type LegalConfig, legalPathsWithContent } from './legalPages.ts';
import { hasRichTextContent } from './richText.ts';
import { HOME_PATH } from './routes.ts';

/** Spec §2.1 pages whose body is the agency's own content (§2.4 About, §2.5 FAQ, §2.7 policies). */
export const CONTENT_PAGE_PATHS = [
  '/about',
  '/faqs',
  '/privacy-policy',
  '/cookies-policy',
  '/disclaimer',
] as const;

export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

/**
 * What the rule reads of a config: the About and FAQ switches, the policies, the terms and
 * cancellation policies, the status and the id (its agency terms page).
 */
export type IndexingInput = Pick<
  AgencyConfig,
  'about' | 'faq' | 'remotes' | 'blog' | 'destinations'
> &
  LegalConfig & {
    agency: Pick<
      AgencyConfig['agency'],
      'status' | 'privacyPolicy' | 'cookiesPolicy' | 'disclaimer' | 'id' | 'displayTopDestinations'
    >;
  };

/**
 * Whether a content page shows content rather than its "not available" state: About when enabled
 * (spec §2.4); FAQ when enabled and every question is valid (§2.5, §5, else 'No Faqs Found !');
 * a policy when its markup is not empty (§2.7, §5).
 */
export function contentPageHasContent(path: ContentPagePath, config: IndexingInput): boolean {
  const { agency } = config;
  switch (path) {
    case '/about':
      return config.about.isEnabled;
    case '/faqs':
      return config.faq.isEnabled && hasValidFaqQuestions(config.faq.questions);
    case '/privacy-policy':
      return hasRichTextContent(agency.privacyPolicy);
    case '/cookies-policy':
      return hasRichTextContent(agency.cookiesPolicy);
    case '/disclaimer':
      return hasRichTextContent(agency.disclaimer);
  }
}

/** An Inactive agency shows only the blocking modal (spec §2.9): none of its pages is listed. */
export function siteIndexable(config: Pick<IndexingInput, 'agency'>): boolean {
  return !isAgencyInactive(config.agency);
}

/**
 * The paths search engines may index, in sitemap order: home, the content pages that have their
 * content, and the terms and cancellation policy pages the agency wrote (core
 * `legalPathsWithContent`; their empty states are not listed), the blog and destination pages
 * with content (`indexableContentPaths`). Every other page (errors, login,
 * logout, the remotes' shells) is `noindex`.
 */
export function indexablePaths(config: IndexingInput): string[] {
  if (!siteIndexable(config)) return [];
  return [
    HOME_PATH,
    ...CONTENT_PAGE_PATHS.filter((path) => contentPageHasContent(path, config)),
    ...legalPathsWithContent(config),
    ...indexableContentPaths(config),
  ];
}

/** Whether the page at `pathname` may be indexed (no `noindex` in its head). */
export function isIndexablePath(pathname: string, config: IndexingInput): boolean {
  return indexablePaths(config).includes(pathname);
}
