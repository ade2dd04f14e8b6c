// Issue 14 items 5 and 6 in the browser: the run-time layout rules of spec §2.1, §2.6, §2.7 and §4
// on the built pages (before the first paint, without React), the deep-link values handed to a
// mounted remote, and the error surfaces of spec §2.9 and §8 (the 'Something went wrong.' screen,
// toasts, the side navigation emptied by a failed navigation load).
import { DEEP_LINKS_STORAGE_KEY, MESSAGES, SESSION_COOKIES } from '@wl/core';
import type { BrowserContext, Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandsCommitted, type SitesHarness, settled, startSites } from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

type HeaderState = 'absent' | 'hidden' | 'visible';

/**
 * Records, before every frame the page could paint (requestAnimationFrame runs right before each
 * rendering update, from the first one on), whether the header is absent, in the document but not
 * rendered, or rendered. Installed before any of the page's own bytes run.
 */
async function recordHeaderFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: string[] = [];
    Object.assign(window, { __wlHeaderFrames: frames });
    const look = () => {
      const header = document.querySelector('header');
      if (!header) frames.push('absent');
      else frames.push(header.getClientRects().length > 0 ? 'visible' : 'hidden');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const headerFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wlHeaderFrames: HeaderState[] }).__wlHeaderFrames);

/** The page's islands and remotes never load: what shows is the HTML, its CSS and its head script. */
const holdBackScripts = (context: BrowserContext) =>
  context.route(/\/(_shell|_remotes)\/.*\.js(\?.*)?$/, (route) => route.abort());

async function cookieValue(page: Page, name: string) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

async function openIn(context: BrowserContext, subdomain: string, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await recordHeaderFrames(page);
  await page.goto(new URL(path, sites.server.url(subdomain)).href);
  return { page, errors };
}

const visible = (page: Page, role: 'banner' | 'contentinfo') =>
  page.getByRole(role).first().isVisible();

/** Until the header has been in the document for at least one frame. */
const headerSeen = (page: Page) =>
  page.waitForFunction(() =>
    (window as unknown as { __wlHeaderFrames: string[] }).__wlHeaderFrames.some(
      (state) => state !== 'absent',
    ),
  );

describe('spec §2.1, §2.6, §4: hideHeader=true', () => {
  it('a page without it paints its header (the recorder sees a rendered header)', async () => {
    const context = await sites.browser.newContext();
    try {
      const { page } = await openIn(context, 'horizon', '/about');
      await headerSeen(page);
      await page.waitForLoadState('load');
      expect(await headerFrames(page)).toContain('visible');
    } finally {
      await context.close();
    }
  });

  it('no header at any frame of the load, with the island scripts held back', async () => {
    const context = await sites.browser.newContext();
    try {
      await holdBackScripts(context);
      const { page } = await openIn(context, 'horizon', '/?hideHeader=true');
      await page.waitForLoadState('load');
      await headerSeen(page);
      const frames = await headerFrames(page);
      expect(frames).toContain('hidden');
      expect(frames).not.toContain('visible');
      expect(await visible(page, 'contentinfo')).toBe(true);
      // The head script alone set the cookie that keeps the header hidden for the visit.
      expect(await cookieValue(page, SESSION_COOKIES.hideHeader)).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('stays hidden on the next pages of the visit, through hydration, until logout clears it', async () => {
    const context = await sites.browser.newContext();
    const origin = sites.server.url('horizon');
    try {
      // An agent: logout brings agents back to / (spec §2.1), on this site.
      const token = await sites.apiToken('horizon', 'owner@horizon.test');
      await context.addCookies([{ name: SESSION_COOKIES.accessToken, value: token, url: origin }]);
      const first = await openIn(context, 'horizon', '/?hideHeader=true');
      await settled(first.page);
      expect(await headerFrames(first.page)).not.toContain('visible');
      expect(await visible(first.page, 'banner')).toBe(false);

      const next = await openIn(context, 'horizon', '/about');
      await settled(next.page);
      await headerSeen(next.page);
      expect(await headerFrames(next.page)).not.toContain('visible');
      expect(await visible(next.page, 'banner')).toBe(false);
      expect(await visible(next.page, 'contentinfo')).toBe(true);

      await next.page.goto(new URL('/logout', origin).href);
      await next.page.waitForURL(new URL('/', origin).href);
      await expect
        .poll(() => cookieValue(next.page, SESSION_COOKIES.hideHeader), { timeout: 20_000 })
        .toBeUndefined();
      const after = await openIn(context, 'horizon', '/about');
      await headerSeen(after.page);
      await after.page.getByRole('banner').first().waitFor({ state: 'visible' });
      expect(first.errors.concat(next.errors, after.errors)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('spec §2.1, §2.7: hideFooter=true and proposal pages', () => {
  it('hideFooter=true hides the footer only, before any script of an island runs', async () => {
    const context = await sites.browser.newContext();
    try {
      await holdBackScripts(context);
      const { page } = await openIn(context, 'horizon', '/about?hideFooter=true');
      await page.waitForLoadState('load');
      expect(await visible(page, 'banner')).toBe(true);
      expect(await page.locator('footer').count()).toBe(1);
      expect(await page.locator('footer').isVisible()).toBe(false);
      expect(await cookieValue(page, SESSION_COOKIES.hideHeader)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it.each(['/allowAgentProposal?proposalId=P-9', '/disapproveProposal'])(
    '%s has no header and no footer',
    async (path) => {
      const context = await sites.browser.newContext();
      try {
        const { page } = await openIn(context, 'horizon', path);
        await page.waitForLoadState('load');
        expect(await headerFrames(page)).not.toContain('visible');
        expect(await visible(page, 'banner')).toBe(false);
        expect(await page.locator('footer').isVisible()).toBe(false);
      } finally {
        await context.close();
      }
    },
  );
});

describe('spec §2.7: footer links under hideHeaderforDealProposal (nordlys)', () => {
  const usefulLinks = (page: Page) => page.getByRole('navigation', { name: 'Useful Links' });
  const SEARCH = '/booknow/flights/search';

  async function signedInContext() {
    const context = await sites.browser.newContext();
    const token = await sites.apiToken('nordlys', 'traveller@nordlys.test');
    await context.addCookies([
      { name: SESSION_COOKIES.accessToken, value: token, url: sites.server.url('nordlys') },
    ]);
    return context;
  }

  it('a visitor who is not logged in sees no footer links on a booking page', async () => {
    const context = await sites.browser.newContext();
    try {
      await holdBackScripts(context);
      const { page } = await openIn(context, 'nordlys', SEARCH);
      await page.waitForLoadState('load');
      expect(await page.locator('footer').isVisible()).toBe(true);
      expect(await usefulLinks(page).isVisible()).toBe(false);
      // Not a booking page: the links are there.
      await page.goto(new URL('/about', sites.server.url('nordlys')).href);
      expect(await usefulLinks(page).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a signed-in user keeps them, until arriving by a deal link; the link counts for the visit', async () => {
    const context = await signedInContext();
    try {
      await holdBackScripts(context);
      const { page } = await openIn(context, 'nordlys', SEARCH);
      await page.waitForLoadState('load');
      expect(await usefulLinks(page).isVisible()).toBe(true);

      await page.goto(new URL(`${SEARCH}?dealLinkId=D-17`, sites.server.url('nordlys')).href);
      expect(await usefulLinks(page).isVisible()).toBe(false);
      // The next booking page, without the query: the stored deal link still counts (spec §4).
      await page.goto(new URL('/booknow/flights/checkout', sites.server.url('nordlys')).href);
      expect(await usefulLinks(page).isVisible()).toBe(false);
      expect(
        await page.evaluate((key) => sessionStorage.getItem(key), DEEP_LINKS_STORAGE_KEY),
      ).toBe(JSON.stringify({ dealLinkId: 'D-17' }));
    } finally {
      await context.close();
    }
  });

  it('checkout=true makes a terms page a checkout page for the visitor', async () => {
    const context = await sites.browser.newContext();
    try {
      await holdBackScripts(context);
      const { page } = await openIn(context, 'nordlys', '/user-terms-and-conditions');
      await page.waitForLoadState('load');
      const terms = new URL(page.url()).pathname;
      // The page is the shell's terms page (issue 14 item 4) or, until it exists, the app shell.
      expect(terms).toBe('/user-terms-and-conditions');
      expect(await usefulLinks(page).isVisible()).toBe(true);
      await page.goto(
        new URL('/user-terms-and-conditions?checkout=true', sites.server.url('nordlys')).href,
      );
      expect(await page.locator('footer').isVisible()).toBe(true);
      expect(await usefulLinks(page).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('horizon (flag off) keeps the links for a visitor who came by a deal link', async () => {
    const context = await sites.browser.newContext();
    try {
      await holdBackScripts(context);
      const { page } = await openIn(context, 'horizon', '/booknow/hotels/search?dealLinkId=4');
      await page.waitForLoadState('load');
      expect(await usefulLinks(page).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

const ENTRY = '**/_remotes/main/remoteEntry.js*';

/** A remote entry (a Module Federation container as an ES module) whose `mount` runs `body`. */
const fakeRemote = (body: string) => (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'text/javascript',
    body: `
      export async function init() {}
      export async function get() {
        return () => ({ mount(element, context) { ${body} return () => {}; } });
      }
    `,
  });

interface SeenContext {
  path: string;
  deepLinks: Record<string, string>;
}

describe('spec §2.1, §4: deep-link values reach a mounted remote', () => {
  it('with the host state at mount: from the query, then from storage, and gone after logout', async () => {
    const context = await sites.browser.newContext();
    const origin = sites.server.url('horizon');
    try {
      await context.route(
        ENTRY,
        fakeRemote(`
          window.__wlMounted = { path: context.path, deepLinks: context.deepLinks };
          element.textContent = 'fake remote';
        `),
      );
      // An agent: logout brings agents back to / on this site (spec §2.1), where the storage is.
      const token = await sites.apiToken('horizon', 'owner@horizon.test');
      await context.addCookies([{ name: SESSION_COOKIES.accessToken, value: token, url: origin }]);
      const page = await context.newPage();
      const mounted = async () => {
        await page.waitForFunction(() => '__wlMounted' in window);
        return page.evaluate(() => (window as unknown as { __wlMounted: SeenContext }).__wlMounted);
      };
      await page.goto(
        new URL('/booknow/hotels/search?dealLinkId=D-42&xsessionid=S-7&tab=Hotels', origin).href,
      );
      expect(await mounted()).toEqual({
        path: '/booknow/hotels/search',
        deepLinks: { dealLinkId: 'D-42', xsessionid: 'S-7' },
      });

      await page.goto(new URL('/booknow/hotels/checkout?proposalId=P-5', origin).href);
      expect(await mounted()).toEqual({
        path: '/booknow/hotels/checkout',
        deepLinks: { dealLinkId: 'D-42', proposalId: 'P-5', xsessionid: 'S-7' },
      });

      // Spec §4: logout clears the stored deep-link values.
      await page.goto(new URL('/logout', origin).href);
      await page.waitForURL(new URL('/', origin).href);
      await expect
        .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DEEP_LINKS_STORAGE_KEY), {
          timeout: 20_000,
        })
        .toBeNull();
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("spec §2.9, §8: 'Something went wrong.' for an uncaught error or a rejected promise", () => {
  const screen = (page: Page) =>
    page.getByRole('alert').filter({ hasText: MESSAGES.uncaughtError });

  it('a remote that throws after mounting brings the screen over the whole page', async () => {
    const context = await sites.browser.newContext();
    try {
      await context.route(
        ENTRY,
        fakeRemote(`
          element.textContent = 'fake remote';
          setTimeout(() => { throw new Error('remote broke after mounting'); }, 50);
        `),
      );
      const { page, errors } = await openIn(context, 'horizon', '/booknow/hotels/search');
      await screen(page).waitFor();
      expect(errors).toEqual(['remote broke after mounting']);
      // Over everything: the screen's box is the viewport.
      const box = await page.locator('[data-placement="page"]').boundingBox();
      const viewport = page.viewportSize();
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
      // Try again loads the page again.
      await context.unroute(ENTRY);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Hotels' }).waitFor();
      expect(await screen(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a rejected promise nobody handles in a remote shows it too', async () => {
    const context = await sites.browser.newContext();
    try {
      await context.route(ENTRY, fakeRemote(`Promise.reject(new Error('remote lost a promise'));`));
      const { page } = await openIn(context, 'horizon', '/booknow/hotels/search');
      await screen(page).waitFor();
    } finally {
      await context.close();
    }
  });

  it('an island’s uncaught error on a static page shows it', async () => {
    const { page, close } = await sites.open('horizon', '/about');
    try {
      // A reading page runs its islands on the visitor's first interaction (issue 18): before it
      // no script of ours runs, so none can throw.
      await page.getByRole('button', { name: 'Language' }).first().hover();
      await islandsCommitted(page);
      expect(await screen(page).count()).toBe(0);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('island broke');
        });
      });
      await screen(page).waitFor();
    } finally {
      await close();
    }
  });
});

describe('spec §2.9, §8, §9: toasts', () => {
  it('an exchange-rates failure shows its message top-right, which leaves after 5 s', async () => {
    const context = await sites.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      // The failure is held back until the page's clock is paused, so the toast's 5 s are counted
      // on that clock alone (a busy machine cannot stretch or shrink them).
      let answer = () => {};
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await context.route('**/api/multi-currency/exchange', async (route) => {
        await held;
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
      });
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(new URL('/about', sites.server.url('horizon')).href);
      // A reading page loads the rates once the visitor shows intent (issue 18).
      await page.getByRole('button', { name: 'Language' }).first().hover();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      answer();
      const toast = page.getByRole('alert').filter({ hasText: MESSAGES.exchangeRatesFailed });
      await toast.waitFor();
      const box = await toast.locator('xpath=ancestor::li').boundingBox();
      if (!box) throw new Error('the toast has no box');
      // Spec §2.9: top-right.
      expect(1280 - (box.x + box.width)).toBeLessThan(40);
      expect(box.y).toBeLessThan(40);
      // Spec §9: auto-close after 5000 ms.
      await page.clock.runFor(4_990);
      expect(await toast.count()).toBe(1);
      await page.clock.runFor(20);
      await toast.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('spec §8: a failed navigation load empties the side navigation', () => {
  it('the agent keeps the fixed entries, and no item of the navigation call', async () => {
    const context = await sites.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const origin = sites.server.url('horizon');
    try {
      const token = await sites.apiToken('horizon', 'owner@horizon.test');
      await context.addCookies([{ name: SESSION_COOKIES.accessToken, value: token, url: origin }]);
      const page = await context.newPage();
      await page.goto(new URL('/', origin).href);
      const nav = page.locator('#wl-side-nav');
      // With the call answering, its items are there.
      await nav.getByRole('link', { name: /Command Center/ }).waitFor({ state: 'attached' });

      await context.route('**/api/agency/navigations', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      const failed = page.waitForResponse('**/api/agency/navigations');
      await page.reload();
      await failed;
      await nav.getByRole('link', { name: /Log Out/ }).waitFor({ state: 'attached' });
      await expect
        .poll(() => nav.getByRole('link', { name: /Command Center/ }).count(), { timeout: 20_000 })
        .toBe(0);
      expect(await nav.getByRole('link', { name: /Clients/ }).count()).toBe(0);
      expect(
        await page.getByRole('alert').filter({ hasText: MESSAGES.uncaughtError }).count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('spec §2.2: a remote page with a background of its own reaches the footer', () => {
  it.each(['/signup', '/forgotpassword'])(
    'horizon %s: the account form’s grey page ends where the footer starts',
    async (path) => {
      const { page, close } = await sites.open('horizon', path);
      try {
        const heading = page.locator('[data-remote-app] h1');
        await heading.waitFor();
        await settled(page);
        // The remote's page: the frame's child that holds the form's heading.
        const surface = page.locator('[data-remote-app] > *').filter({ has: page.locator('h1') });
        const surfaceBox = await surface.boundingBox();
        const footerBox = await page.getByRole('contentinfo').first().boundingBox();
        expect(surfaceBox && footerBox).toBeTruthy();
        if (!surfaceBox || !footerBox) return;
        expect(Math.abs(surfaceBox.y + surfaceBox.height - footerBox.y)).toBeLessThanOrEqual(1);
      } finally {
        await close();
      }
    },
  );
});
