// Issue 18 in the browser: reading pages ship no JavaScript until the visitor interacts, and no
// press is lost to hydration however late an island runs (sites/shell src/directives/held.ts).
import { CURRENCY_STORAGE_KEY, SESSION_COOKIES } from '@wl/core';
import { NAMESPACES } from '@wl/i18n';
import { CURRENCY_VALUE_ATTRIBUTE } from '@wl/ui/components/CurrencyPicker/currencyValueMarkup.ts';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTED_ATTRIBUTE, WAITING_ATTRIBUTE } from '../../sites/shell/src/directives/held.ts';
import {
  chooseCurrency,
  logInReturnsTo,
  NO_SAVE_MODAL,
  type SitesHarness,
  settled,
  startSites,
  translationsAsked,
} from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const ISLAND_SCRIPT = /\/_shell\/.*\.js(\?.*)?$/;

/** Island scripts answer only after `ms`: a slow network, during which the visitor acts. */
const slowScripts = (page: Page, ms: number) =>
  page.route(ISLAND_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

/** The site's own scripts the page asked for (agency analytics on other hosts not counted). */
function scriptRequests(page: Page, origin: string): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) {
      requested.push(new URL(request.url()).pathname);
    }
  });
  return requested;
}

describe('issue 18: reading pages run no island until the visitor interacts', () => {
  it.each(['/about', '/faqs', '/privacy-policy', '/errors'])(
    'horizon %s loads no script of its own for a visitor who only reads',
    async (path) => {
      const origin = sites.server.url('horizon');
      const { page, close } = await sites.open('horizon', 'about:blank');
      try {
        const requested = scriptRequests(page, origin);
        await page.goto(new URL(path, origin).href);
        await settled(page);
        await page.waitForTimeout(1000);
        expect(requested).toEqual([]);
        // The first sign of intent brings the islands: the header works from then on.
        await page.getByRole('button', { name: 'Language' }).first().hover();
        await expect.poll(() => requested.length, { timeout: 20_000 }).toBeGreaterThan(0);
        // The page's texts came with it: its islands ask the translation service for none.
        await page.locator(`astro-island[${COMMITTED_ATTRIBUTE}]`).first().waitFor();
        await settled(page);
        await expect(translationsAsked(page)).resolves.toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('a signed-in visitor’s header hydrates without waiting (it names who is signed in)', async () => {
    const origin = sites.server.url('horizon');
    const token = await sites.apiToken('horizon', 'traveller@horizon.test');
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      await page
        .context()
        .addCookies([{ name: SESSION_COOKIES.accessToken, value: token, url: origin }]);
      await page.goto(new URL('/about', origin).href);
      await settled(page);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Log In' }).count(),
      ).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});

describe('spec §4: the stored currency on a reading page (issue 46 item 3)', () => {
  const VALUE = `[${CURRENCY_VALUE_ATTRIBUTE}]`;
  const EUR = '🇪🇺 EUR';

  /**
   * An init script: what every currency trigger of the page shows on each of the page's first
   * animation frames (a frame's callbacks run just before it is painted), in `window.__wlFrames`.
   */
  const recordFrames = (selector: string) => {
    const frames: string[][] = [];
    Object.assign(window, { __wlFrames: frames });
    const record = () => {
      const shown = [...document.querySelectorAll(selector)].map((value) => value.textContent);
      if (shown.length > 0) frames.push(shown as string[]);
      if (frames.length < 20) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  };
  const framesOf = async (page: Page) => {
    await page.waitForFunction(
      () => ((window as unknown as { __wlFrames?: unknown[] }).__wlFrames?.length ?? 0) >= 3,
    );
    return page.evaluate(() => (window as unknown as { __wlFrames: string[][] }).__wlFrames);
  };

  /**
   * The page's uncaught errors and console errors, React's hydration mismatches among them (a
   * resource the offline machine cannot reach, a picture of another host, is not the page's).
   */
  const errorsOf = (page: Page) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) {
        errors.push(message.text());
      }
    });
    return errors;
  };

  const headerIsland = (page: Page) => page.locator('astro-island[component-url*="HeaderIsland"]');

  it('EUR chosen on /faqs is in the header after a reload from the first frame, before any move, and the header hydrates without a mismatch', async () => {
    const origin = sites.server.url('horizon');
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      await page.goto(new URL('/faqs', origin).href);
      await settled(page);
      await chooseCurrency(page, 'EUR', /Germany/);
      const trigger = page.getByRole('button', { name: 'Currency' }).first();
      await expect.poll(() => trigger.textContent()).toContain('EUR');

      // A reload: every frame the page painted showed the visitor's currency, none the server's.
      await page.addInitScript(recordFrames, VALUE);
      await page.reload();
      expect(new Set((await framesOf(page)).flat())).toEqual(new Set([EUR]));

      // The page again in a tab of the same visitor (the same storage) that no pointer, key or
      // focus ever reached (a reload keeps the pointer over the page, whose events the browser
      // repeats): the header shows EUR while its island still waits, with none of its scripts.
      const again = await page.context().newPage();
      const errors = errorsOf(again);
      const requested = scriptRequests(again, origin);
      await again.addInitScript(recordFrames, VALUE);
      await again.goto(new URL('/faqs', origin).href);
      const shown = again.getByRole('banner').getByRole('button', { name: 'Currency' });
      expect(await shown.textContent()).toBe(EUR);
      expect(new Set((await framesOf(again)).flat())).toEqual(new Set([EUR]));
      await settled(again);
      expect(await headerIsland(again).getAttribute(WAITING_ATTRIBUTE)).toBe('');
      expect(requested).toEqual([]);
      expect(await shown.textContent()).toBe(EUR);

      // A later move hydrates the header over that markup: no mismatch, and it keeps EUR.
      await again.getByRole('button', { name: 'Language' }).first().hover();
      await headerIsland(again)
        .and(again.locator(`[${COMMITTED_ATTRIBUTE}]`))
        .waitFor();
      await settled(again);
      expect(await shown.textContent()).toBe(EUR);
      expect(errors).toEqual([]);
      // And the picker works on: another choice is shown, not written over.
      await chooseCurrency(again, 'GBP', /United Kingdom/);
      await expect.poll(() => shown.textContent()).toContain('GBP');
      expect(errors).toEqual([]);
      await again.close();
    } finally {
      await close();
    }
  });

  it('in Arabic on a phone, the stored EUR is in the menu the burger opens, with no mismatch', async () => {
    const origin = sites.server.url('horizon');
    const { page, close } = await sites.open('horizon', 'about:blank', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    try {
      const errors = errorsOf(page);
      // Chosen on an earlier visit.
      await page.addInitScript((key) => localStorage.setItem(key, 'EUR'), CURRENCY_STORAGE_KEY);
      await page.addInitScript(recordFrames, VALUE);
      await page.goto(new URL('/faqs?lng=ar', origin).href);
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      // The bar's trigger is the desktop one (hidden on a phone) and shows EUR all the same.
      expect(new Set((await framesOf(page)).flat())).toEqual(new Set([EUR]));
      await settled(page);
      await page.getByRole('button', { name: NAMESPACES.header.ar['mobileMenu.open'] }).tap();
      const menu = page.getByRole('dialog', { name: NAMESPACES.header.ar['mobileMenu.title'] });
      await menu.waitFor({ timeout: 40_000 });
      const inMenu = menu.getByRole('button', { name: NAMESPACES.header.ar['currency.label'] });
      await expect.poll(() => inMenu.textContent()).toBe(EUR);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('issue 18: on the home too the header waits for the visitor', () => {
  /** The header island's own module, as the page names it. */
  const headerModule = (page: Page) =>
    page
      .locator('astro-island[component-url*="HeaderIsland"]')
      .getAttribute('component-url')
      .then((url) => new URL(url ?? '', page.url()).pathname);

  /** Horizon at `path`, settled, for a visitor who dismissed the save-prices offer earlier. */
  async function openHorizon(path: string) {
    const origin = sites.server.url('horizon');
    const opened = await sites.open('horizon', 'about:blank');
    try {
      await opened.page.addInitScript(NO_SAVE_MODAL);
      const requested = scriptRequests(opened.page, origin);
      await opened.page.goto(new URL(path, origin).href);
      await settled(opened.page);
      return { ...opened, requested };
    } catch (error) {
      await opened.close();
      throw error;
    }
  }

  it('horizon home: the deals run, the header only once the visitor moves', async () => {
    const { page, requested, close } = await openHorizon('/');
    try {
      await page.getByRole('article').first().waitFor();
      const header = await headerModule(page);
      expect(requested).not.toContain(header);
      await page.getByRole('button', { name: 'Language' }).first().hover();
      await expect.poll(() => requested, { timeout: 20_000 }).toContain(header);
    } finally {
      await close();
    }
  });

  it('at an address with a query the header runs at once, and Log In returns there (spec §2.1)', async () => {
    const { page, close } = await openHorizon('/?tab=cars');
    try {
      await expect.poll(() => logInReturnsTo(page), { timeout: 10_000 }).toBe('/?tab=cars');
    } finally {
      await close();
    }
  });

  it('the currency trigger the server drew keeps its flag and width once the country list arrives (spec §2.6, §3)', async () => {
    const { page, close } = await openHorizon('/');
    try {
      const trigger = page.getByRole('banner').getByRole('button', { name: 'Currency' });
      const drawn = { text: await trigger.textContent(), box: await trigger.boundingBox() };
      // The enabled countries (spec §7 GET /api/admin/country/enable) come with the header, on
      // the visitor's first move.
      const countries = page.waitForResponse((response) =>
        new URL(response.url()).pathname.endsWith('/api/admin/country/enable'),
      );
      await page.getByRole('button', { name: 'Language' }).first().hover();
      expect((await countries).status()).toBe(200);
      await settled(page);
      expect(drawn.text).toBe('🇺🇸 USD');
      expect(await trigger.textContent()).toBe(drawn.text);
      expect((await trigger.boundingBox())?.width).toBe(drawn.box?.width);
    } finally {
      await close();
    }
  });

  it('a currency other than the one the server wrote shows in the header without waiting', async () => {
    // Spec §4: the currency query wins; the deals below are drawn in it, so must the header be.
    const { page, close } = await openHorizon('/?currency=GBP');
    try {
      await expect
        .poll(() => page.getByRole('button', { name: 'Currency' }).first().textContent(), {
          timeout: 20_000,
        })
        .toContain('GBP');
    } finally {
      await close();
    }
  });
});

describe('issue 18: a press made before its island hydrates takes effect once it does', () => {
  it('nordlys home: the Cruise tab pressed while the deals load ends selected', async () => {
    const { page, close } = await sites.open('nordlys', 'about:blank');
    try {
      await slowScripts(page, 1500);
      await page.goto(new URL('/', sites.server.url('nordlys')).href, {
        waitUntil: 'domcontentloaded',
      });
      const cruise = page.getByRole('tab', { name: 'Cruise' });
      await cruise.click();
      await expect(cruise.getAttribute('aria-selected')).resolves.toBe('false');
      await page.waitForFunction(
        () =>
          document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Cruise',
        null,
        { timeout: 40_000 },
      );
    } finally {
      await close();
    }
  });

  it('horizon /about: the Language button pressed before the header runs opens its list', async () => {
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      await slowScripts(page, 1000);
      await page.goto(new URL('/about', sites.server.url('horizon')).href);
      await settled(page);
      const language = page.getByRole('button', { name: 'Language' }).first();
      await language.click();
      await page.getByRole('listbox').waitFor({ timeout: 40_000 });
      await expect(page.getByRole('option', { name: 'Deutsch' }).count()).resolves.toBe(1);
      // The list works as if the press had come late: a choice changes the language.
      await page.getByRole('option', { name: 'Deutsch' }).click();
      await expect
        .poll(() => page.locator('html').getAttribute('lang'), { timeout: 20_000 })
        .toBe('de');
    } finally {
      await close();
    }
  });

  it('horizon /about on a phone: the burger pressed before the header runs opens the menu', async () => {
    const { page, close } = await sites.open('horizon', 'about:blank', {
      viewport: { width: 390, height: 844 },
    });
    try {
      await slowScripts(page, 1000);
      await page.goto(new URL('/about', sites.server.url('horizon')).href);
      await settled(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor({ timeout: 40_000 });
      // The menu works as if the press had come late: it holds the header's pickers.
      await expect(menu.getByRole('button', { name: 'Language' }).count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });
});

// The overlays' code (react-aria's Select, Menu, Popover, Modal) is a third of a page's scripts:
// it comes when a visitor first opens one (@wl/ui primitives/Overlay/deferredOverlay.tsx).
const OVERLAY_CHUNK = /\/_shell\/(LanguageSelect|CurrencySelect|ProfileMenuList|MobileMenuPanel)\./;

describe("issue 18: the header's overlays arrive on their first opening, and no press is lost", () => {
  it('horizon home: no overlay code until the Language button is pressed; then its list, and Escape returns focus', async () => {
    const origin = sites.server.url('horizon');
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      // The save-prices modal (spec §4) would open over the header after 5 s.
      await page.addInitScript(NO_SAVE_MODAL);
      const requested = scriptRequests(page, origin);
      await page.goto(new URL('/', origin).href);
      await settled(page);
      expect(requested.filter((path) => OVERLAY_CHUNK.test(path))).toEqual([]);
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'Deutsch' }).waitFor();
      expect(requested.filter((path) => OVERLAY_CHUNK.test(path))).toEqual([
        expect.stringMatching(/\/LanguageSelect\./),
      ]);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Language');
    } finally {
      await close();
    }
  });

  it('horizon home: the Currency button pressed while its list’s code is on a slow network opens it once it arrives', async () => {
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      await page.addInitScript(NO_SAVE_MODAL);
      await page.route(OVERLAY_CHUNK, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(new URL('/', sites.server.url('horizon')).href);
      await settled(page);
      await page.getByRole('button', { name: 'Currency' }).click();
      await expect(page.getByRole('listbox').count()).resolves.toBe(0);
      // Spec §2.6: the list opens with its search box focused.
      await page.getByRole('searchbox', { name: 'Search currencies' }).waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
        .toBe('search');
    } finally {
      await close();
    }
  });

  it('a traveller’s profile menu opens from its avatar on the first press, with the role’s items', async () => {
    const { page, close } = await sites.openWithSession('horizon', 'traveller@horizon.test');
    try {
      await settled(page);
      await page.getByRole('button', { name: /Profile menu of/ }).click();
      await page.getByRole('menu').waitFor();
      await expect(page.getByRole('menuitem', { name: 'My Trips' }).count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
        .toBe('true');
    } finally {
      await close();
    }
  });
});
