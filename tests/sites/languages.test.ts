// Issue 6 "Done when" on the built demo sites: every language of every site, the language picker,
// Arabic mirrored, and money in the selected currency.
import AxeBuilder from '@axe-core/playwright';
import {
  authLinks,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  type LanguageCode,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from '@wl/core';
import { allResources, localeTag } from '@wl/i18n';
import type { BrowserContextOptions, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAgencyConfig } from './demoConfigs.ts';
import { expectScreenshot } from './screenshots.ts';
import {
  chooseCurrency,
  NO_SAVE_MODAL,
  type SitesHarness,
  settled,
  startSites,
} from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const RESOURCES = allResources();

/**
 * Keys i18next would show in place of a missing text: `about.unavailable`, `forgotPassword`,
 * `footer:…` (a one-word key such as `submitting` is an ordinary word, so only its prefixed form).
 */
const KEYS = new Set(
  Object.entries(RESOURCES.en).flatMap(([namespace, texts]) =>
    Object.keys(texts).flatMap((key) =>
      /[._]|[a-z][A-Z]/.test(key) ? [key, `${namespace}:${key}`] : [`${namespace}:${key}`],
    ),
  ),
);

/** Every text a visitor or a screen reader meets: visible text, names, alternatives, title. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor reads (no script or hidden text).
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function untranslatedKeys(page: Page): Promise<string[]> {
  const words = (await textsOf(page)).flatMap((text) => text.split(/[\s"'()[\]]+/));
  return [...new Set(words.filter((word) => KEYS.has(word)))];
}

async function openIn(
  subdomain: string,
  path: string,
  language: LanguageCode,
  options: BrowserContextOptions = {},
) {
  const opened = await sites.open(subdomain, 'about:blank', options);
  await opened.page.addInitScript(NO_SAVE_MODAL);
  await opened.page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: language, url: sites.server.url(subdomain) }]);
  await opened.page.goto(new URL(path, sites.server.url(subdomain)).href);
  return opened;
}

const DEMO_SITES = ['horizon', 'nordlys', 'solmar'] as const;

describe.each(DEMO_SITES)('%s switched through the 9 languages (spec §4, §9)', (subdomain) => {
  const config = readAgencyConfig(subdomain);

  // SSO agencies without direct login have no login form: /login leaves for their address.
  const paths =
    authLinks(config.agency).login === '/login'
      ? ['/', '/faqs', '/errors', '/login']
      : ['/', '/faqs', '/errors'];

  // The language the agency's pages have before any choice (spec §4).
  const defaultLanguage = resolveLanguage({ agency: config.agency, offered: config.languages });

  it.each([...LANGUAGE_CODES])('%s: pages in that language, no untranslated key', async (asked) => {
    // A language the agency does not offer gets its default; the partner agency is always es.
    const chosen = resolveLanguage({
      agency: config.agency,
      offered: config.languages,
      cookieLanguage: asked,
    });
    const offered = config.languages.includes(asked);
    /** What the page says of its language, wherever its text came from. */
    const expectIn = async (page: Page) => {
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(localeTag(chosen));
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe(
        chosen === 'ar' ? 'rtl' : 'ltr',
      );
      // The footer heading is in the chosen language (spec §2.7 "Useful Links", translated).
      await expect(
        page.getByRole('heading', { name: RESOURCES[chosen].footer['usefulLinks.title'] }).count(),
      ).resolves.toBe(1);
      expect(await untranslatedKeys(page)).toEqual([]);
    };
    // The pages' text is the server's: reading pages' islands wait for the visitor and the others
    // render what the server did, so they are read as the server sent them, scripts off, one
    // page after another in one browser context. A language the agency does not offer serves its
    // default language's home.
    const unscripted = await openIn(subdomain, 'about:blank', asked, { javaScriptEnabled: false });
    try {
      for (const path of offered ? paths : ['/']) {
        await unscripted.page.goto(new URL(path, sites.server.url(subdomain)).href, {
          waitUntil: 'domcontentloaded',
        });
        await expectIn(unscripted.page);
      }
    } finally {
      await unscripted.close();
    }
    // The home's deal lists are drawn in the browser: this agency's (its own booking types) are
    // read with scripts in its default language, and every language's by the picker test below;
    // a text missing in any language fails @wl/i18n's resources test.
    if (asked !== defaultLanguage) return;
    const { page, errors, close } = await openIn(subdomain, '/', asked);
    try {
      await page.getByRole('banner').waitFor();
      await settled(page);
      await expectIn(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('language picker (spec §2.6, §4)', () => {
  it('switches horizon home through all 9 languages, each stored in pll_language', async () => {
    const config = readAgencyConfig('horizon');
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      await page.addInitScript(NO_SAVE_MODAL);
      await page.goto(new URL('/', sites.server.url('horizon')).href);
      let current: LanguageCode = 'en';
      for (const next of config.languages as LanguageCode[]) {
        if (next === current) continue;
        const name = SUPPORTED_LANGUAGES.find((entry) => entry.code === next)?.name ?? next;
        await settled(page);
        await page
          .getByRole('button', { name: RESOURCES[current].header['language.label'] })
          .first()
          .click();
        await Promise.all([
          page.waitForURL(() => true, { waitUntil: 'load' }),
          page.getByRole('option', { name }).click(),
        ]);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(localeTag(next));
        await expect(page.locator('html').getAttribute('dir')).resolves.toBe(
          next === 'ar' ? 'rtl' : 'ltr',
        );
        const cookies = await page.context().cookies();
        const stored = cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE);
        expect(stored?.value).toBe(next);
        // Spec §9: valid 525600 minutes (about a year).
        const days = ((stored?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(364);
        expect(days).toBeLessThan(366);
        expect(await untranslatedKeys(page)).toEqual([]);
        current = next;
      }
    } finally {
      await close();
    }
  });

  it.each([
    ['/booknow/hotels/search?x=1', '/booknow/hotels/search?x=1'],
    ['/booknow/cars/search', '/booknow/cars'],
  ])(
    'spec §4: a change on %s reloads on booking pages and returns to the cars home on car pages',
    async (from, to) => {
      const { page, close } = await sites.open('horizon', from);
      try {
        await page.getByRole('banner').waitFor();
        await settled(page);
        await page.getByRole('button', { name: 'Language' }).first().click();
        await Promise.all([
          page.waitForURL(new URL(to, sites.server.url('horizon')).href),
          page.getByRole('option', { name: 'Deutsch' }).click(),
        ]);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
      } finally {
        await close();
      }
    },
  );

  it('spec §2.1 lng query: opens the page in that language and keeps the choice', async () => {
    const { page, close } = await sites.open('nordlys', '/faqs?lng=sv');
    try {
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('sv');
      await page.getByRole('banner').waitFor();
      await settled(page);
      // Written by the page's script once its first island starts, which on a slow machine can be
      // after the islands report hydrated: wait for the cookie, not a moment.
      await expect
        .poll(async () => {
          const cookies = await page.context().cookies();
          return cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;
        })
        .toBe('sv');
      await page.goto(new URL('/errors', sites.server.url('nordlys')).href);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('sv');
    } finally {
      await close();
    }
  });
});

describe('language copies for search engines', () => {
  it('each copy names itself canonical with lng and lists the others as alternates', async () => {
    const { page, close } = await openIn('horizon', '/about', 'ar');
    try {
      const origin = 'http://horizon.localhost:4321';
      await expect(page.locator('link[rel=canonical]').getAttribute('href')).resolves.toBe(
        `${origin}/about?lng=ar`,
      );
      const alternates = await page
        .locator('link[rel=alternate][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      expect(alternates.sort()).toEqual(
        readAgencyConfig('horizon')
          .languages.map((code) => localeTag(code as LanguageCode))
          .sort(),
      );
      await expect(
        page.locator('link[rel=alternate][hreflang=en]').getAttribute('href'),
      ).resolves.toBe(`${origin}/about`);
    } finally {
      await close();
    }
  });
});

describe('Arabic (issue 6: right-to-left everywhere)', () => {
  const viewport = { width: 1280, height: 900 };

  it("a signed-in agent's Arabic home: side navigation on the right, axe clean, baseline", async () => {
    const { page, close } = await sites.openWithSession('horizon', 'owner@horizon.test');
    try {
      await page.setViewportSize(viewport);
      await page.addInitScript(NO_SAVE_MODAL);
      await page
        .context()
        .addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: sites.server.url('horizon') }]);
      await page.goto(new URL('/', sites.server.url('horizon')).href);
      const nav = page.getByRole('navigation', { name: RESOURCES.ar.sideNav['nav.label'] });
      await nav.waitFor();
      await settled(page);
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      const box = await nav.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(viewport.width - 10);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await expectScreenshot(page, 'horizon-ar-agent-home', {
        mask: [page.getByRole('tabpanel')],
      });
    } finally {
      await close();
    }
  });

  it.each(['/', '/about', '/faqs', '/login', '/errors'])(
    'horizon %s in Arabic is mirrored, axe clean and matches its baseline',
    async (path) => {
      const { page, close } = await openIn('horizon', path, 'ar');
      try {
        await page.setViewportSize(viewport);
        await page.getByRole('banner').waitFor();
        await settled(page);
        await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
        // Mirrored: the logo (start of the header) sits at the right edge.
        const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
        expect((logo?.x ?? 0) + (logo?.width ?? 0)).toBeGreaterThan(viewport.width / 2);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
        await expectScreenshot(
          page,
          `horizon-ar${path === '/' ? '-home' : path.replace(/\//g, '-')}`,
          {
            // Deal prices and pictures change with the day the search runs.
            mask: [page.getByRole('tabpanel')],
          },
        );
      } finally {
        await close();
      }
    },
  );
});

describe('money (issue 6: Intl formatting in the selected currency, converted from USD)', () => {
  /** The price to the traveller on the first deal card (spec §2.3 signed-in traveller). */
  async function firstPrice(page: Page): Promise<string> {
    const card = page.getByRole('main').getByRole('listitem').first();
    const price = card
      .locator('dt', { hasText: /^Price$/ })
      .locator('xpath=following-sibling::dd[1]');
    await price.waitFor();
    return ((await price.textContent()) ?? '').replace(/\s/g, ' ').trim();
  }

  it.each([
    ['horizon', 'de-DE', 'EUR'],
    ['horizon', 'en-US', 'USD'],
    ['horizon', 'ja', 'JPY'],
    // A country whose currency the agency does not enable: US dollar.
    ['horizon', 'pt-BR', 'USD'],
    ['nordlys', 'nb-NO', 'NOK'],
    // The partner agency defaults to the Mexican peso whatever the visitor's country.
    ['solmar', 'en-US', 'MXN'],
  ])(
    'spec §4 default currency: %s for a visitor in %s is %s',
    async (subdomain, locale, currency) => {
      const { page, close } = await sites.open(subdomain, '/', { locale });
      try {
        await page.getByRole('banner').waitFor();
        const picker = page.getByRole('button', { name: /Currency|Moneda|Valuta/ }).first();
        await expect.poll(() => picker.textContent(), { timeout: 10_000 }).toContain(currency);
      } finally {
        await close();
      }
    },
  );

  it('USD, EUR, MXN, AED and JPY: symbol, separators and conversion on horizon deals', async () => {
    const { page, close } = await sites.openWithSession('horizon', 'traveller@horizon.test');
    try {
      await settled(page);
      const rates = await page.evaluate(() =>
        fetch('/api/multi-currency/exchange').then((response) => response.json()),
      );
      await chooseCurrency(page, 'USD', /United States/);
      const usdText = await firstPrice(page);
      expect(usdText).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      const usd = Number(usdText.replace(/[$,]/g, ''));
      const expected = (currency: string) =>
        new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
          usd * rates.rates[currency],
        );

      for (const [currency, country, shape] of [
        ['EUR', /Germany/, /^€\d{1,3}(,\d{3})*\.\d{2}$/],
        ['MXN', /Mexico/, /^MX\$\d{1,3}(,\d{3})*\.\d{2}$/],
        ['AED', /United Arab Emirates/, /^AED \d{1,3}(,\d{3})*\.\d{2}$/],
        // A zero-decimal currency: no cents.
        ['JPY', /Japan/, /^¥\d{1,3}(,\d{3})*$/],
      ] as const) {
        await chooseCurrency(page, currency, country);
        await expect.poll(() => firstPrice(page), { timeout: 10_000 }).toMatch(shape);
        expect(await firstPrice(page)).toBe(expected(currency).replace(/\s/g, ' '));
      }
    } finally {
      await close();
    }
  });

  it('German and Arabic pages format the same amount with their own separators', async () => {
    for (const [language, shape] of [
      // de: dot thousands, comma decimals, symbol after.
      ['de', /^\d{1,3}(\.\d{3})*,\d{2} \$$/],
      // ar: right-to-left mark, Western or Arabic-Indic digits as the browser's Arabic locale has
      // them, 'US$' after the amount, isolated so it is drawn in its own order (@wl/i18n money.ts).
      [
        'ar',
        /^\u200f?[\d\u0660-\u0669]{1,3}([,\u066c][\d\u0660-\u0669]{3})*[.\u066b][\d\u0660-\u0669]{2} \u2068US\$\u2069$/,
      ],
    ] as const) {
      const opened = await openIn('horizon', '/login', language);
      try {
        await settled(opened.page);
        await opened.page.locator('input[type=email]').fill('traveller@horizon.test');
        await opened.page.locator('input[type=password]').fill('Demo!2026');
        await opened.page.locator('form button[type=submit]').click();
        await opened.page.waitForURL(new URL('/', sites.server.url('horizon')).href);
        const card = opened.page.getByRole('main').getByRole('listitem').first();
        const price = card
          .locator('dt', { hasText: new RegExp(`^${RESOURCES[language].deals['price.price']}$`) })
          .locator('xpath=following-sibling::dd[1]');
        await price.waitFor();
        const text = ((await price.textContent()) ?? '').replace(/\s/g, ' ').trim();
        expect(text).toMatch(shape);
      } finally {
        await opened.close();
      }
    }
  });
});
