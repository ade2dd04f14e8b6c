// Issue 14 item 4: the pages the route table gives the shell (spec §2.1) that the generator did not
// write: /user-terms-and-conditions, /agency-terms-and-conditions/{id} and /cancellation-policy with
// its five cruise lines. Read with JavaScript off, as a crawler or a visitor on a locked-down
// browser would: content, header and footer are all in the HTML.
import {
  type AgencyConfig,
  CRUISE_LINE_NAMES,
  CRUISE_LINES,
  type CruiseLine,
  cruiseLinePolicyPath,
  hasRichTextContent,
  MESSAGES,
} from '@wl/core';
import { allResources } from '@wl/i18n';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAgencyConfig } from './demoConfigs.ts';
import { type SitesHarness, startSites } from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

/** The demo agencies and the language of their pages at the site root (solmar: es, spec §4). */
const AGENCIES = { horizon: 'en', solmar: 'es', nordlys: 'en' } as const;
type Subdomain = keyof typeof AGENCIES;
const RESOURCES = allResources();

/** A text of the page language, `{{cruiseLine}}` filled in. */
function text(
  language: keyof typeof RESOURCES,
  key: string,
  namespace: 'legal' | 'common' | 'footer' = 'legal',
  cruiseLine = '',
): string {
  const found = RESOURCES[language][namespace][key];
  if (!found) throw new Error(`no text ${namespace}:${key} in ${language}`);
  return found.replace('{{cruiseLine}}', cruiseLine);
}

const openWithoutScript = (subdomain: string, path: string) =>
  sites.open(subdomain, path, { javaScriptEnabled: false });

/**
 * The start of the first heading, paragraph or list item of agency HTML (up to its first tag):
 * what the page must show of it.
 */
function firstText(html: string | undefined): string {
  const text = /<(?:h[1-6]|p|li)>([^<]+)</.exec(html ?? '')?.[1];
  if (!text) throw new Error(`no text in ${html?.slice(0, 80)}`);
  return text.replaceAll('&amp;', '&').trim();
}

/** Header and footer are there without JavaScript, and the footer's Terms link (spec §2.7). */
async function expectFrame(page: Page, subdomain: Subdomain) {
  await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
  const footer = page.getByRole('contentinfo');
  await expect(footer.isVisible()).resolves.toBe(true);
  return {
    footer,
    terms: footer.getByRole('link', {
      name: text(AGENCIES[subdomain], 'usefulLinks.terms', 'footer'),
    }),
  };
}

async function expectHeading(page: Page, name: string) {
  await expect(
    page.getByRole('heading', { level: 1, name, exact: true }).isVisible(),
  ).resolves.toBe(true);
}

describe.each(Object.keys(AGENCIES) as Subdomain[])('%s with JavaScript off', (subdomain) => {
  const config: AgencyConfig = readAgencyConfig(subdomain);
  const language = AGENCIES[subdomain];
  const t = (key: string, cruiseLine = '') => text(language, key, 'legal', cruiseLine);
  const id = config.agency.id;

  it('spec §2.1, §2.7: /user-terms-and-conditions shows the terms; the footer’s Terms link leads there', async () => {
    const { page, response, close } = await openWithoutScript(
      subdomain,
      '/user-terms-and-conditions',
    );
    try {
      expect(response?.status()).toBe(200);
      await expectHeading(page, t('userTerms.title'));
      const main = page.getByRole('main');
      await expect(
        main.getByText(firstText(config.termsAndConditions.user)).first().isVisible(),
      ).resolves.toBe(true);
      const { terms } = await expectFrame(page, subdomain);
      await expect(terms.getAttribute('href')).resolves.toBe('/user-terms-and-conditions');
      await expect(page.title()).resolves.toBe(
        `${t('userTerms.title')} | ${config.agency.agencyName}`,
      );
    } finally {
      await close();
    }
  });

  it(`spec §2.1: /agency-terms-and-conditions/${id} (its own id) is its agency terms page`, async () => {
    const { page, response, close } = await openWithoutScript(
      subdomain,
      `/agency-terms-and-conditions/${id}`,
    );
    try {
      expect(response?.status()).toBe(200);
      await expectHeading(page, t('agencyTerms.title'));
      const html = config.termsAndConditions.agency;
      const main = page.getByRole('main');
      if (hasRichTextContent(html)) {
        await expect(main.getByText(firstText(html)).first().isVisible()).resolves.toBe(true);
      } else {
        // nordlys has written none: the page says so instead of being empty.
        await expect(main.getByRole('status').textContent()).resolves.toContain(t('empty.terms'));
      }
      await expectFrame(page, subdomain);
    } finally {
      await close();
    }
  });

  it('spec §2.1, §2.9: another agency’s id, or any other, is the 404 page with status 404', async () => {
    const other = Object.keys(AGENCIES).find((name) => name !== subdomain) ?? 'horizon';
    for (const path of [
      `/agency-terms-and-conditions/${readAgencyConfig(other).agency.id}`,
      '/agency-terms-and-conditions/31337',
    ]) {
      const { page, response, close } = await openWithoutScript(subdomain, path);
      try {
        expect(response?.status(), path).toBe(404);
        expect(new URL(page.url()).pathname, path).toBe(path);
        await expectHeading(page, text(language, 'error.pageNotFound', 'common'));
        await expectFrame(page, subdomain);
      } finally {
        await close();
      }
    }
  });

  it('spec §2.1: /cancellation-policy shows the policy and links the lines that have one', async () => {
    const { page, response, close } = await openWithoutScript(subdomain, '/cancellation-policy');
    try {
      expect(response?.status()).toBe(200);
      await expectHeading(page, t('cancellation.title'));
      const main = page.getByRole('main');
      const lines = CRUISE_LINES.filter((line) =>
        hasRichTextContent(config.cancellationPolicy.cruiseLines[line]),
      );
      const hrefs = await main
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(lines.map(cruiseLinePolicyPath));
      if (hasRichTextContent(config.cancellationPolicy.content)) {
        await expect(
          main.getByText(firstText(config.cancellationPolicy.content)).first().isVisible(),
        ).resolves.toBe(true);
      } else {
        // solmar sells no cruises and has written no policy: the empty state.
        await expect(main.getByRole('status').textContent()).resolves.toContain(
          t('empty.cancellation'),
        );
      }
      await expectFrame(page, subdomain);
    } finally {
      await close();
    }
  });

  it.each(CRUISE_LINES)('spec §2.1: /cancellation-policy/%s', async (line: CruiseLine) => {
    const { page, response, close } = await openWithoutScript(
      subdomain,
      cruiseLinePolicyPath(line),
    );
    try {
      expect(response?.status()).toBe(200);
      const name = CRUISE_LINE_NAMES[line];
      await expectHeading(page, t('cancellation.cruiseLineTitle', name));
      const html = config.cancellationPolicy.cruiseLines[line];
      const main = page.getByRole('main');
      if (hasRichTextContent(html)) {
        await expect(main.getByText(firstText(html)).first().isVisible()).resolves.toBe(true);
      } else {
        await expect(main.getByRole('status').textContent()).resolves.toContain(
          t('empty.cruiseLine', name),
        );
      }
      await expect(
        main.getByRole('link', { name: t('cancellation.allPolicies') }).getAttribute('href'),
      ).resolves.toBe('/cancellation-policy');
      const { terms } = await expectFrame(page, subdomain);
      // Spec §2.7: footer links are hidden on cancellation-policy pages for a visitor when the
      // agency has hideHeaderforDealProposal on (nordlys); the others keep them.
      await expect(terms.count()).resolves.toBe(config.agency.hideHeaderforDealProposal ? 0 : 1);
    } finally {
      await close();
    }
  });
});

describe('spec §2.1 public information pages', () => {
  it('/user-terms-and-conditions adds no return address to Log In; /cancellation-policy does', async () => {
    for (const [path, href] of [
      ['/user-terms-and-conditions', '/login'],
      [
        '/cancellation-policy',
        `/login?${new URLSearchParams({ redirect: '/cancellation-policy' })}`,
      ],
    ] as const) {
      const { page, close } = await openWithoutScript('horizon', path);
      try {
        await expect(
          page
            .getByRole('banner')
            .getByRole('link', { name: text('en', 'action.logIn', 'common') })
            .first()
            .getAttribute('href'),
        ).resolves.toBe(href);
      } finally {
        await close();
      }
    }
  });
});

describe('Arabic, right to left', () => {
  it('the cancellation policy of a line reads in Arabic with the agency text in its own direction', async () => {
    const { page, close } = await openWithoutScript(
      'horizon',
      '/cancellation-policy/carnival?lng=ar',
    );
    try {
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      await expectHeading(
        page,
        text('ar', 'cancellation.cruiseLineTitle', 'legal', CRUISE_LINE_NAMES.carnival),
      );
      await expect(
        page.getByRole('main').locator('[dir="auto"]').first().isVisible(),
      ).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('a foreign agency id is the Arabic 404 page, status 404', async () => {
    const { page, response, close } = await openWithoutScript(
      'horizon',
      '/agency-terms-and-conditions/1003?lng=ar',
    );
    try {
      expect(response?.status()).toBe(404);
      await expect(page.locator('html').getAttribute('lang')).resolves.toMatch(/^ar/);
      await expectHeading(page, text('ar', 'error.pageNotFound', 'common'));
      expect(MESSAGES.pageNotFound).toBe(text('en', 'error.pageNotFound', 'common'));
    } finally {
      await close();
    }
  });
});
