// Issue 19 item 4: keyboard journeys on the built sites, in Chromium, with the keyboard alone from
// the top of the page: each control is reached with Tab, opened and worked with Enter, arrows and
// typing, closed with Escape, and the focus comes back to what opened it.
import AxeBuilder from '@axe-core/playwright';
import { devices, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SAVE_MODAL, type SitesHarness, settled, startSites } from './sitesHarness.ts';

let sites: SitesHarness;
beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const PHONE = devices['Pixel 7'];

/** Presses Tab until `target` (or something inside it) has the focus; how many presses. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    const reached = await target
      .evaluate((element) => element.contains(document.activeElement), undefined, {
        timeout: 2000,
      })
      .catch(() => false);
    if (reached) return presses;
  }
  throw new Error(`Tab did not reach ${target} in ${most} presses`);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);
const focusInside = (page: Page, selector: string) =>
  page.evaluate((inside) => document.activeElement?.closest(inside) !== null, selector);

/**
 * A page of horizon opened by a visitor who dismissed the save-prices modal on an earlier visit
 * (spec §4; the last test has it), or by `email` signed in; the islands settled.
 */
async function open(path: string, options: { phone?: boolean; email?: string } = {}) {
  if (options.email) {
    const opened = await sites.openWithSession('horizon', options.email);
    await opened.page.goto(new URL(path, opened.page.url()).href);
    await settled(opened.page);
    return opened;
  }
  const opened = await sites.open('horizon', 'about:blank', options.phone ? PHONE : {});
  await opened.page.addInitScript(NO_SAVE_MODAL);
  await opened.page.goto(new URL(path, sites.server.url('horizon')).href);
  await settled(opened.page);
  return opened;
}

describe('keyboard journeys (issue 19 item 4)', { timeout: 120_000 }, () => {
  it('the currency picker: Tab, Enter, type to search, arrows, Enter; Escape closes', async () => {
    const { page, close } = await open('/about');
    try {
      const picker = page.getByRole('button', { name: /Currency/ });
      await tabTo(page, picker);
      await page.keyboard.press('Enter');
      const search = page.getByRole('searchbox', { name: 'Search currencies' });
      await search.waitFor();
      expect(await isFocused(search)).toBe(true);
      await page.keyboard.type('EUR');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => picker.textContent()).toContain('EUR');
      await expect.poll(() => isFocused(picker)).toBe(true);
      await page.keyboard.press('Enter');
      await search.waitFor();
      await page.keyboard.press('Escape');
      await search.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(picker)).toBe(true);
    } finally {
      await close();
    }
  });

  it('the FAQ accordion opens and closes with Enter (spec §2.5)', async () => {
    const { page, close } = await open('/faqs');
    try {
      const question = page.locator('summary').first();
      await tabTo(page, question);
      const opened = () =>
        question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
      expect(await opened()).toBe(false);
      await page.keyboard.press('Enter');
      expect(await opened()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await opened()).toBe(false);
    } finally {
      await close();
    }
  });

  it('the deal tabs move with the arrow keys (spec §2.3), the address follows', async () => {
    const { page, close } = await open('/');
    try {
      await tabTo(page, page.getByRole('tab', { selected: true }));
      await page.keyboard.press('ArrowRight');
      const selected = page.getByRole('tab', { selected: true });
      await expect.poll(() => selected.textContent()).toBe('Air Travel');
      expect(await isFocused(selected)).toBe(true);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('Air Travel');
    } finally {
      await close();
    }
  });

  it('the deals carousel on a phone: Next deal with Enter', async () => {
    const { page, close } = await open('/', { phone: true });
    try {
      const next = page.getByRole('button', { name: 'Next deal' }).first();
      await next.waitFor();
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await page
        .getByText(/^2 of \d+$/)
        .first()
        .waitFor();
    } finally {
      await close();
    }
  });

  it('the profile menu: Enter opens on its first entry, arrows move, Escape returns', async () => {
    const { page, close } = await open('/about', { email: 'traveller@horizon.test' });
    try {
      const trigger = page.getByRole('button', { name: /^Profile menu of/ });
      await tabTo(page, trigger);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const first = await page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('ArrowDown');
      expect(await focusInside(page, '[role="menu"]')).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(first);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(trigger)).toBe(true);
    } finally {
      await close();
    }
  });

  it('the mobile menu keeps the focus inside until Escape, then returns it to the burger', async () => {
    const { page, close } = await open('/about', { phone: true });
    try {
      const burger = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, burger);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      for (let presses = 0; presses < 15; presses++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(burger)).toBe(true);
    } finally {
      await close();
    }
  });

  it('the agent side navigation drawer: the focus goes in, Escape closes and returns it (spec §2.8)', async () => {
    const { page, close } = await sites.open('horizon', '/login', PHONE);
    try {
      await settled(page);
      await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@horizon.test');
      await page.getByLabel('Password').fill('Demo!2026');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await settled(page);
      const toggle = page.getByRole('button', { name: 'Navigation menu' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => focusInside(page, 'nav[aria-label="Side navigation"]')).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'nav[aria-label="Side navigation"]')).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => isFocused(toggle)).toBe(true);
    } finally {
      await close();
    }
  });

  it('the save-prices modal holds the focus until Escape (spec §4)', async () => {
    const { page, close } = await sites.open('horizon', '/');
    try {
      const dialog = page.getByRole('dialog', { name: 'Unlock exclusive prices' });
      await dialog.waitFor();
      await expect.poll(() => focusInside(page, '[role="dialog"]')).toBe(true);
      for (let presses = 0; presses < 8; presses++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // It opened by itself: the focus goes back to the page, not to a control it never left.
      expect(await focusInside(page, '[role="dialog"]')).toBe(false);
    } finally {
      await close();
    }
  });
});

/** axe's violations on the page as it stands, as `rule: help` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Every page type a visitor meets, on horizon, which has them all, and its first booking page (its
 * remote). The other themes' homes and FAQ pages have their axe checks in sites.test.ts.
 */
const VISITOR_PAGES: Record<string, string[]> = {
  horizon: ['/', '/about', '/faqs', '/privacy-policy', '/login', '/no-such-page'],
};
/** The roles whose pages differ: a traveller, an unrestricted agent (owner), a sales agent. */
const ROLES = ['traveller@horizon.test', 'owner@horizon.test', 'sales@horizon.test'];

describe('axe on every page type for every demo role (issue 19 item 4)', {
  timeout: 240_000,
}, () => {
  it.each(Object.keys(VISITOR_PAGES))('a visitor on %s: no violation', async (agency) => {
    const { page, close } = await sites.open(agency, '/');
    try {
      const bookNow = new URL(sites.server.url(agency)).origin;
      // The agency's first booking page, with its remote: the home's Book Now, in its HTML. (Read
      // on /about, where the header's booking menu waits for the visitor, it was never found: the
      // read waited out Playwright's 30 s and the booking page went unchecked.)
      const booking = await page
        .locator('a[href^="/booknow/"]')
        .first()
        .getAttribute('href', { timeout: 5_000 });
      expect(booking).toMatch(/^\/booknow\//);
      const pages = [...(VISITOR_PAGES[agency] ?? []), booking ?? ''];
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(new URL(path, bookNow).href);
        await settled(page);
        if (path === booking) await page.locator('[data-remote-app]').first().waitFor();
        found.push(...(await axeViolations(page)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(ROLES)('%s on horizon: no violation', async (email) => {
    const { page, close } = await sites.openWithSession('horizon', email);
    try {
      const found: string[] = [];
      for (const path of ['/', '/about', '/booknow/hotels/search']) {
        await page.goto(new URL(path, page.url()).href);
        await settled(page);
        if (path.startsWith('/booknow')) await page.locator('[data-remote-app]').first().waitFor();
        found.push(...(await axeViolations(page)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });
});
