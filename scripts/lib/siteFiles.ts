// Files a generated site carries besides its pages: sitemap.xml and robots.txt. Which pages they
// list is core's `indexablePaths`, the rule the pages' own `noindex` follows.
import { type AgencyConfig, siteIndexable } from '@wl/core';

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
  if (!siteIndexable(config)) return 'User-agent: *\nDisallow: /\n';
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
