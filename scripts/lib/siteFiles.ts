// Files a generated site carries besides its pages: the agency's images, sitemap.xml, robots.txt.
import { type AgencyConfig, hasRichTextContent, hasValidFaqQuestions } from '@wl/core';

/** Config image references that are files beside the config (not URLs), e.g. `assets/x/logo.svg`. */
export function localAssetRefs(config: AgencyConfig): string[] {
  const refs = [
    config.agency.logo,
    config.agency.logoMobile,
    config.agency.favicon,
    config.about.image,
  ];
  return [
    ...new Set(
      refs.filter(
        (ref): ref is string => !!ref && !/^(https?:)?\/\//i.test(ref) && !ref.startsWith('data:'),
      ),
    ),
  ].map((ref) => ref.replace(/^\.?\//, ''));
}

/** Public pages with content of their own (spec §2.1, §2.4, §2.5, §2.7 rules for showing them). */
export function sitemapPaths(config: AgencyConfig): string[] {
  if (config.agency.status === 'Inactive') return [];
  const { agency } = config;
  const paths = ['/'];
  if (config.about.isEnabled) paths.push('/about');
  if (config.faq.isEnabled && hasValidFaqQuestions(config.faq.questions)) paths.push('/faqs');
  if (hasRichTextContent(agency.privacyPolicy)) paths.push('/privacy-policy');
  if (hasRichTextContent(agency.cookiesPolicy)) paths.push('/cookies-policy');
  if (hasRichTextContent(agency.disclaimer)) paths.push('/disclaimer');
  return paths;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string, config: AgencyConfig): string {
  if (config.agency.status === 'Inactive') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /errors',
    'Disallow: /logout',
    'Disallow: /_app/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
