import { type AgencyConfig, type LanguageCode, siteLanguages } from '@wl/core';
import { languageSlug, type SitePage, sitePages } from './sitePages.ts';

/** One generated page: where it is written and what it renders. */
export interface SitePagePath {
  /** `<subdomain>/<page>` under the sites folder, no slashes at either end ('' for a home). */
  path: string;
  props: SitePageProps;
}

export interface SitePageProps {
  config: AgencyConfig;
  page: SitePage;
  language: LanguageCode;
  languages: { primary: LanguageCode; variants: LanguageCode[] };
}

/** Every page of an agency, in each of its languages. */
export function sitePagesOf(config: AgencyConfig): SitePagePath[] {
  const { primary, variants } = siteLanguages({ agency: config.agency, offered: config.languages });
  return [primary, ...variants].flatMap((language) =>
    sitePages(config).map((page) => {
      const slug = languageSlug(page.slug, language === primary ? null : language);
      return {
        path: [config.agency.subdomain, slug].filter(Boolean).join('/'),
        props: { config, page, language, languages: { primary, variants } },
      };
    }),
  );
}
