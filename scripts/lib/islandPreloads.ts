// Pages whose islands hydrate as soon as they load (a booking page's app shell, the sign-in form,
// the home's page surfaces) name every module those islands import, so the browser asks for them
// in one round trip. Astro's island loader imports only the component and its renderer: what they
// import is found one level at a time, each level a round trip on a phone.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AgencyConfig, siteLanguages } from '@wl/core';
import { isReadingPage, languageSlug, sitePages } from '../../sites/shell/src/lib/sitePages.ts';
import { moduleClosures } from './moduleClosure.ts';

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
/** Astro's `client:load`; `client:held` islands wait for the visitor and are not asked for early. */
const ON_LOAD = 'load';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The agency's page files (relative to its folder) whose islands may hydrate on load. */
export function eagerPageFiles(config: AgencyConfig): string[] {
  const { variants } = siteLanguages({ agency: config.agency, offered: config.languages });
  const pages = sitePages(config.agency).filter((page) => !isReadingPage(page.kind));
  return [null, ...variants].flatMap((variant) =>
    pages.map((page) => join(languageSlug(page.slug, variant), 'index.html')),
  );
}

/**
 * A rewriter of pages built into `root` (the Astro run's output, `_shell/` inside): each page gets
 * a `<link rel="modulepreload">` for every module its on-load islands need, right after its
 * charset (which must stay within the first kilobyte).
 */
export async function islandPreloader(root: string): Promise<(file: string) => void> {
  const closures = await moduleClosures(root);
  return (file) => {
    const html = readFileSync(file, 'utf8');
    const urls = new Set<string>();
    for (const [tag] of html.matchAll(ISLAND_TAG)) {
      if (attribute(tag, 'client') !== ON_LOAD) continue;
      for (const url of [attribute(tag, 'renderer-url'), attribute(tag, 'component-url')]) {
        if (!url?.startsWith('/')) continue;
        for (const module of closures.of(url.slice(1))) urls.add(`/${module}`);
      }
    }
    const links = [...urls]
      .filter((url) => !html.includes(`href="${url}"`))
      .map((url) => `<link rel="modulepreload" href="${url}">`)
      .join('');
    if (!links) return;
    const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
    const at = charset ? charset.index + charset[0].length : html.indexOf('</head>');
    if (at < 0) return;
    writeFileSync(file, html.slice(0, at) + links + html.slice(at));
  };
}
