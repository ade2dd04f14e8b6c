// The islands of every built page render for that page, although the build renders several pages
// at once (Astro `build.concurrency`): each island is given its page by a prop and renders with
// that page's data (islands/islandPage.ts `pageIsland`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAgencyInactive, type LanguageCode } from '@wl/core';
import { allResources, RUNTIME_NAMESPACES, SHELL_NAMESPACES } from '@wl/i18n';
import { describe, expect, inject, it } from 'vitest';
import {
  LANGUAGE_VARIANTS_DIR,
  type SitePage,
  sitePages,
} from '../../sites/shell/src/lib/sitePages.ts';
import { readAgencyConfig } from './demoConfigs.ts';

const RESOURCES = allResources();
const OPTIONAL_KINDS: readonly SitePage['kind'][] = [
  'privacy-policy',
  'cookies-policy',
  'disclaimer',
];
const sitesDir = inject('sitesDir');

interface BuiltPage {
  file: string;
  /** The page reference its islands must carry (lib/buildPageData.ts PageRef). */
  ref: { agency: string; language: LanguageCode };
  language: LanguageCode;
  kind: SitePage['kind'];
}

function builtPages(subdomain: string): BuiltPage[] {
  const rules = JSON.parse(readFileSync(join(sitesDir, subdomain, '_site.json'), 'utf8')) as {
    languages: { default: LanguageCode; variants: LanguageCode[] };
  };
  const { default: primary, variants } = rules.languages;
  return [primary, ...variants].flatMap((language) =>
    sitePages(readAgencyConfig(subdomain)).map((page) => ({
      file: join(
        sitesDir,
        subdomain,
        ...(language === primary ? [] : [LANGUAGE_VARIANTS_DIR, language]),
        page.slug,
        'index.html',
      ),
      ref: { agency: subdomain, language },
      language,
      kind: page.kind,
    })),
  );
}

/** Undoes Astro's attribute escaping (html-escaper: & < > ' " and nothing else). */
function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** React's `useId` as it writes an id: `_` + the root's identifier prefix + `R_…_`. */
const REACT_ID = /_(\w*?)R_[0-9a-z]+_/g;

/** Each `<astro-island>` of a page: its component, its props and its server-rendered markup. */
function islands(html: string) {
  return [...html.matchAll(/<astro-island([^>]*)>([\s\S]*?)<\/astro-island>/g)].map(
    ([, attributes = '', markup = '']) => ({
      component: /opts="[^"]*?&quot;name&quot;:&quot;(\w+)&quot;/.exec(attributes)?.[1],
      /** The `useId` prefix its hydration uses (Astro's React client reads it from here). */
      prefix: / prefix="([^"]*)"/.exec(attributes)?.[1],
      // Astro writes each prop as [type, value], objects with their members written the same way.
      props: JSON.parse(unescapeAttribute(/ props="([^"]*)"/.exec(attributes)?.[1] ?? '{}')) as {
        page?: [number, { agency?: [number, string]; language?: [number, string] }];
      },
      markup,
    }),
  );
}

describe.each(['horizon', 'nordlys', 'solmar'])('%s pages', (subdomain) => {
  it('every island names its own page, renders in its language and keeps its ids its own', () => {
    const pages = builtPages(subdomain);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      if (!existsSync(page.file)) {
        // Only a policy the agency does not have is left out of its site.
        expect(OPTIONAL_KINDS, page.file).toContain(page.kind);
        continue;
      }
      const html = readFileSync(page.file, 'utf8');
      const found = islands(html);
      expect(found.length, page.file).toBeGreaterThan(0);
      // Islands are separate React roots: without its own prefix each would number its ids from
      // the same start, and an id used twice breaks the label or popup that points to it. The
      // server's ids must also be the ones the browser's hydration makes with the same prefix.
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        page.file,
      ).toEqual([]);
      for (const island of found) {
        const prefixes = [...island.markup.matchAll(REACT_ID)].map(([, prefix]) => prefix);
        expect(new Set(prefixes), `${page.file} ${island.component}`).toEqual(
          new Set(prefixes.length > 0 ? [island.prefix] : []),
        );
      }
      for (const island of found) {
        const ref = island.props.page?.[1];
        expect(
          { agency: ref?.agency?.[1], language: ref?.language?.[1] },
          `${page.file} ${island.component}`,
        ).toEqual(page.ref);
      }
      // Issue 18: texts only a remote shows travel with the pages that mount one; elsewhere a
      // remote asks for them as it mounts (the home's search box).
      const data = /<script type="application\/json" id="wl-page-data">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
      const carried = Object.keys(JSON.parse(data ?? '{}').resources ?? {}).sort();
      const mountsRemote =
        (page.kind === 'app' || page.kind === 'app-bare') &&
        !isAgencyInactive(readAgencyConfig(subdomain).agency);
      expect(carried, page.file).toEqual(
        [...(mountsRemote ? RUNTIME_NAMESPACES : SHELL_NAMESPACES)].sort(),
      );
      const header = found.find((island) => island.component === 'HeaderIsland');
      // Proposal pages (spec §2.1) have no header.
      if (page.kind === 'app-bare') {
        expect(header, page.file).toBeUndefined();
        continue;
      }
      expect(header?.markup ?? '', page.file).toContain(
        `aria-label="${RESOURCES[page.language].header['nav.label']}"`,
      );
    }
  });
});
