// Issue 20 bug: a page that shows no content of its own must not be indexed. solmar's disabled
// /about said 'About Us Page is not available' (spec §2.4) and was left out of the sitemap, yet
// carried no `noindex`. The page head and sitemap.xml must give the same answer for every page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allResources } from '@wl/i18n';
import { describe, expect, inject, it } from 'vitest';
import { sitePages } from '../../sites/shell/src/lib/sitePages.ts';
import { readAgencyConfig } from './demoConfigs.ts';

const sitesDir = inject('sitesDir');
/** solmar's pages are Spanish (the partner agency's forced language, spec §4). */
const SOLMAR_PAGES = allResources().es.pages;
const ORIGIN = (subdomain: string) => `http://${subdomain}.localhost:4321`;

function sitemapPaths(subdomain: string): string[] {
  const xml = readFileSync(join(sitesDir, subdomain, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) =>
    loc.slice(ORIGIN(subdomain).length),
  );
}

const hasNoindex = (html: string) => /<meta name="robots" content="noindex"/.test(html);

describe.each(['horizon', 'solmar', 'nordlys', 'dormant'])('%s pages', (subdomain) => {
  it('carry noindex exactly when sitemap.xml leaves them out (spec §2.4, §2.5, §2.7)', () => {
    const listed = sitemapPaths(subdomain);
    for (const page of sitePages(readAgencyConfig(subdomain))) {
      const file = join(sitesDir, subdomain, page.slug, 'index.html');
      if (!existsSync(file)) continue;
      const html = readFileSync(file, 'utf8');
      expect(hasNoindex(html), `${subdomain}${page.pathname}`).toBe(
        !listed.includes(page.pathname),
      );
    }
  });
});

describe('solmar (About disabled, one FAQ question too short)', () => {
  it("spec §2.4: /about shows 'not available' and is not indexed", () => {
    const html = readFileSync(join(sitesDir, 'solmar', 'about', 'index.html'), 'utf8');
    expect(html).toContain(SOLMAR_PAGES['about.unavailable']);
    expect(hasNoindex(html)).toBe(true);
    expect(sitemapPaths('solmar')).not.toContain('/about');
  });

  it("spec §2.5, §5: /faqs shows 'No Faqs Found !' and is not indexed", () => {
    const html = readFileSync(join(sitesDir, 'solmar', 'faqs', 'index.html'), 'utf8');
    expect(html).toContain(SOLMAR_PAGES['faq.noFaqs']);
    expect(hasNoindex(html)).toBe(true);
    expect(sitemapPaths('solmar')).not.toContain('/faqs');
  });

  it('spec §2.7: the disclaimer it has is listed and indexable', () => {
    const html = readFileSync(join(sitesDir, 'solmar', 'disclaimer', 'index.html'), 'utf8');
    expect(hasNoindex(html)).toBe(false);
    expect(sitemapPaths('solmar')).toContain('/disclaimer');
  });
});

describe('issue 14: the terms and cancellation policy pages (spec §2.1)', () => {
  it('horizon: every one it wrote is listed and indexable; Disney, which it did not, is neither', () => {
    const listed = sitemapPaths('horizon');
    for (const path of [
      '/user-terms-and-conditions',
      '/agency-terms-and-conditions/1001',
      '/cancellation-policy',
      '/cancellation-policy/royal-caribbean',
      '/cancellation-policy/carnival',
      '/cancellation-policy/mcl',
      '/cancellation-policy/celebrity',
    ]) {
      expect(listed, path).toContain(path);
      const html = readFileSync(join(sitesDir, 'horizon', path, 'index.html'), 'utf8');
      expect(hasNoindex(html), path).toBe(false);
    }
    expect(listed).not.toContain('/cancellation-policy/disney');
    const disney = readFileSync(
      join(sitesDir, 'horizon', 'cancellation-policy', 'disney', 'index.html'),
      'utf8',
    );
    expect(hasNoindex(disney)).toBe(true);
  });

  it('solmar: its terms are listed; its empty cancellation policy is not indexed', () => {
    const listed = sitemapPaths('solmar');
    expect(listed).toContain('/user-terms-and-conditions');
    expect(listed).toContain('/agency-terms-and-conditions/1002');
    expect(listed.filter((path) => path.startsWith('/cancellation-policy'))).toEqual([]);
    const html = readFileSync(
      join(sitesDir, 'solmar', 'cancellation-policy', 'index.html'),
      'utf8',
    );
    expect(html).toContain(allResources().es.legal['empty.cancellation']);
    expect(hasNoindex(html)).toBe(true);
  });

  it('only the agency’s own id has an agency terms page', () => {
    expect(existsSync(join(sitesDir, 'nordlys', 'agency-terms-and-conditions', '1003'))).toBe(true);
    expect(existsSync(join(sitesDir, 'nordlys', 'agency-terms-and-conditions', '1001'))).toBe(
      false,
    );
    expect(sitemapPaths('nordlys')).not.toContain('/agency-terms-and-conditions/1003');
  });
});
