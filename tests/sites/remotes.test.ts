// Issue 14 in the browser: the built main remote mounted in the shell on the Module Federation
// runtime with the host's React, the spec §4 host/remote events on a real page, and each spec §8
// loading failure with its exact text while the header and footer keep working.
import { CURRENCY_STORAGE_KEY, LANGUAGE_COOKIE, MESSAGES } from '@wl/core';
import { NAMESPACES } from '@wl/i18n';
import type { Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseCurrency,
  islandsCommitted,
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

// A booking page of the main remote. Every route has a page of its own now, so the host state a
// remote received is read from what real pages draw with it: the cruise form needs the agency
// (its date rules are the agency's), results prices follow host:multicurrency, the traveller's
// dashboard greets host:user.
const SEARCH = '/booknow/cruise/search';
const ENTRY = '**/_remotes/main/remoteEntry.js*';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Cruise results a signed-in traveller sees priced (spec §2.3). */
const CRUISE_RESULTS = `/booknow/cruise/search-details?${new URLSearchParams({
  shipLine: '1',
  from: day(10),
  to: day(50),
  adult: '2',
  children: '0',
  infant: '0',
})}`;
const TRAVELLER_DASHBOARD = '/mytrip/dashboard';
const welcome = (name: string) =>
  NAMESPACES.areas.en['traveller.welcome'].replace('{{name}}', name);

/** The main remote's page body (sites/remotes/main, the cruise search page's title). */
const remoteTitle = (page: Page) =>
  page.getByRole('heading', { level: 1, name: NAMESPACES.deals.en['emptyDeals.cruise'] });
/** The cruise form, drawn only once the remote has the agency (host:agency). */
const cruiseForm = (page: Page) => page.getByRole('form', { name: NAMESPACES.search.en.submit });
/** The first price of the results (the amount a traveller pays). */
const firstPrice = (page: Page) => page.locator('[data-result]').first();

/** Records every React renderer that registers (react-dom does so once per copy on the page). */
async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __wlRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: (renderer: unknown) => renderers.push(renderer),
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

/** The header still answers: its currency picker opens and closes. */
async function expectHeaderWorks(page: Page) {
  // The header runs at idle, on a busy machine after the remote's failure shows: what is checked
  // here is that it still works then, not the press held meanwhile (hydration.test.ts).
  await islandsCommitted(page);
  await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
  await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  await page
    .getByRole('button', { name: /Currency/ })
    .first()
    .click();
  await page.getByRole('searchbox', { name: 'Search currencies' }).waitFor();
  await page.keyboard.press('Escape');
}

/** Opens the search page with the remote's entry answered by `fulfil` instead of the build. */
async function openWithEntry(fulfil: (route: Route) => Promise<void>) {
  const context = await sites.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(ENTRY, fulfil);
  await page.goto(new URL(SEARCH, sites.server.url('horizon')).href);
  return { page, errors, close: () => context.close() };
}

const javascript = (body: string) => (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/javascript', body });

/** GET over loopback with the Host header (DESIGN §3: Node does not resolve *.localhost). */
async function head(path: string): Promise<{ status: number; cacheControl: string }> {
  const base = new URL(sites.server.url('horizon'));
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: base.port, path, method: 'HEAD', headers: { host: base.host } },
      (res) => {
        res.resume();
        resolve({
          status: res.statusCode ?? 0,
          cacheControl: String(res.headers['cache-control']),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('main remote in the shell (issue 14, DESIGN §2 Remotes)', () => {
  it('is built beside the sites: its entry revalidated, its hashed assets immutable', async () => {
    const entry = await head('/_remotes/main/remoteEntry.js');
    expect(entry).toEqual({ status: 200, cacheControl: 'no-cache' });
    const context = await sites.browser.newContext();
    try {
      const page = await context.newPage();
      const assets: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/_remotes/main/assets/')) assets.push(pathname);
      });
      await page.goto(new URL(SEARCH, sites.server.url('horizon')).href);
      await remoteTitle(page).waitFor();
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        expect(asset).toMatch(/-[\w-]{8}\.(js|css)$/);
        await expect(head(asset)).resolves.toEqual({
          status: 200,
          cacheControl: 'public, max-age=31536000, immutable',
        });
      }
    } finally {
      await context.close();
    }
  });

  it('mounts at a booking route with the host state and the host’s one React and i18next', async () => {
    const context = await sites.browser.newContext();
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    // A remote's own copy of a library the host provides (HOST_SHARED) is a fallback the federation
    // plugin names `…__prebuild__<library>__prebuild__…`: fetched, it would be a second copy.
    const fallbacks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('__prebuild__')) fallbacks.push(request.url());
    });
    try {
      await countReactRenderers(page);
      await page.goto(new URL(SEARCH, sites.server.url('horizon')).href);
      await remoteTitle(page).waitFor();
      await expect(cruiseForm(page).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);

      const shared = await page.evaluate(async () => {
        type Instance = { name: string; loadShare(name: string): Promise<false | (() => unknown)> };
        const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
          .__FEDERATION__;
        const instance = (name: string) => federation.__INSTANCES__.find((i) => i.name === name);
        const reactOf = async (name: string) => {
          const factory = await instance(name)?.loadShare('react');
          return factory ? (factory() as Record<string, unknown>) : null;
        };
        const hostReact = await reactOf('wl_shell');
        const remoteReact = await reactOf('wl_main');
        const i18nextOf = async (name: string) => {
          const factory = await instance(name)?.loadShare('i18next');
          return factory ? factory() : null;
        };
        const remoteI18next = await i18nextOf('wl_main');
        const renderers = (
          window as unknown as { __wlRenderers: { currentDispatcherRef: unknown }[] }
        ).__wlRenderers;
        const internals = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
        return {
          remoteHasReact: remoteReact !== null,
          sameReact: remoteReact !== null && remoteReact === hostReact,
          renderers: renderers.length,
          // The page's one react-dom renders with the very React the remote imports.
          rendererUsesRemoteReact: renderers[0]?.currentDispatcherRef === remoteReact?.[internals],
          sameI18next: remoteI18next !== null && remoteI18next === (await i18nextOf('wl_shell')),
        };
      });
      expect(shared).toEqual({
        remoteHasReact: true,
        sameReact: true,
        renderers: 1,
        rendererUsesRemoteReact: true,
        sameI18next: true,
      });
      expect(fallbacks).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('EUR chosen in the header reaches the mounted remote without a reload (host:multicurrency)', async () => {
    const { page, close } = await sites.openSignedIn('horizon', 'traveller@horizon.test');
    try {
      await page.goto(new URL(CRUISE_RESULTS, sites.server.url('horizon')).href);
      await firstPrice(page).waitFor();
      await settled(page);
      await expect.poll(() => firstPrice(page).textContent()).toMatch(/\$/);
      await page.evaluate(() => Object.assign(window, { __wlSamePage: true }));
      await chooseCurrency(page, 'EUR', /Germany/);
      await expect.poll(() => firstPrice(page).textContent()).toMatch(/€/);
      // The same document: a reload would have dropped the marker.
      await expect(page.evaluate(() => '__wlSamePage' in window)).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('a stored EUR prices the remote’s results from their first paint (spec §4, issue 46 item 3)', async () => {
    const { page, close } = await sites.openWithSession(
      'horizon',
      'traveller@horizon.test',
      'about:blank',
    );
    try {
      // Chosen on an earlier page; then every frame's first price, from the first that has one.
      await page.addInitScript((key) => {
        localStorage.setItem(key, 'EUR');
        const frames: string[] = [];
        Object.assign(window, { __wlPrices: frames });
        const record = () => {
          const price = document.querySelector('[data-result]')?.textContent;
          if (price) frames.push(price);
          if (frames.length < 30) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      }, CURRENCY_STORAGE_KEY);
      await page.goto(new URL(CRUISE_RESULTS, sites.server.url('horizon')).href);
      await firstPrice(page).waitFor();
      await page.waitForFunction(
        () => (window as unknown as { __wlPrices: string[] }).__wlPrices.length >= 30,
      );
      const frames = await page.evaluate(
        () => (window as unknown as { __wlPrices: string[] }).__wlPrices,
      );
      expect(frames.filter((price) => /\$/.test(price))).toEqual([]);
      expect(frames.every((price) => /€/.test(price))).toBe(true);
    } finally {
      await close();
    }
  });
});

it('asks for the remote’s first files together: its App before its entry has answered', async () => {
  // Without the page's hints the browser learns of App only once the entry has run, so while
  // the entry is held App is never asked for (scripts/lib/remotePreloads.ts).
  const context = await sites.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const appAsked = page.waitForRequest(
      (request) => /^\/_remotes\/main\/assets\/App-/.test(new URL(request.url()).pathname),
      { timeout: 15_000 },
    );
    let appBeforeEntry = false;
    await page.route(ENTRY, async (route) => {
      appBeforeEntry = await appAsked.then(
        () => true,
        () => false,
      );
      await route.continue();
    });
    await page.goto(new URL(SEARCH, sites.server.url('horizon')).href);
    await remoteTitle(page).waitFor();
    expect(appBeforeEntry).toBe(true);
    const hinted = await page.$$eval(
      'link[rel="modulepreload"][href^="/_remotes/main/"]',
      (links) => links.map((link) => link.getAttribute('href')),
    );
    expect(hinted).toContain('/_remotes/main/remoteEntry.js');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

describe('host/remote events on a page (spec §4, DESIGN §3)', () => {
  it('a state-request is answered with agency, multicurrency, enabled-countries and user', async () => {
    const { page, close } = await sites.open('horizon', SEARCH);
    try {
      await remoteTitle(page).waitFor();
      await settled(page);
      const answered = await page.evaluate(() => {
        const seen: { type: string; detail: unknown }[] = [];
        const names = [
          'host:agency',
          'host:multicurrency',
          'host:enabled-countries',
          'host:user',
          'host:language',
        ];
        const record = (event: Event) =>
          seen.push({ type: event.type, detail: (event as CustomEvent).detail });
        for (const name of names) window.addEventListener(name, record);
        window.dispatchEvent(new CustomEvent('remote:state-request'));
        for (const name of names) window.removeEventListener(name, record);
        return seen;
      });
      expect(answered.map((event) => event.type)).toEqual([
        'host:agency',
        'host:multicurrency',
        'host:enabled-countries',
        'host:user',
        'host:language',
      ]);
      const detail = Object.fromEntries(answered.map((event) => [event.type, event.detail]));
      expect(detail['host:agency']).toMatchObject({
        agencyName: 'Horizon Travel Co.',
        subdomain: 'horizon',
      });
      expect(detail['host:multicurrency']).toMatchObject({ selectedCurrency: { currency: 'USD' } });
      expect((detail['host:enabled-countries'] as unknown[]).length).toBeGreaterThan(0);
      expect(detail['host:user']).toBeNull();
      expect(detail['host:language']).toBe('en');
    } finally {
      await close();
    }
  });

  it('an unknown remote: event only warns on the console and changes nothing', async () => {
    const { page, errors, close } = await sites.open('horizon', SEARCH);
    try {
      await remoteTitle(page).waitFor();
      await settled(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const before = await page.locator('main').innerHTML();
      const url = page.url();
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('remote:teleport', { detail: { to: '/moon' } })),
      );
      await expect.poll(() => warnings.join('\n')).toContain('remote:teleport');
      await expect(page.locator('main').innerHTML()).resolves.toBe(before);
      expect(page.url()).toBe(url);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a signed-in user reaches the remote, and a remote user-updated reaches the header', async () => {
    const { page, close } = await sites.openSignedIn('horizon', 'traveller@horizon.test');
    try {
      await page.goto(new URL(TRAVELLER_DASHBOARD, sites.server.url('horizon')).href);
      await page.getByText(welcome('Olivia')).first().waitFor();
      await expect(page.getByText(welcome('Renata')).count()).resolves.toBe(0);
      await page.evaluate(() => {
        let user: Record<string, unknown> | null = null;
        const take = (event: Event) => {
          user = (event as CustomEvent).detail;
        };
        window.addEventListener('host:user', take);
        window.dispatchEvent(new CustomEvent('remote:state-request'));
        window.removeEventListener('host:user', take);
        if (!user) throw new Error('no host:user answer');
        const current = user as { personal_info: Record<string, unknown> };
        window.dispatchEvent(
          new CustomEvent('remote:user-updated', {
            detail: {
              ...current,
              personal_info: { ...current.personal_info, first_name: 'Renata' },
            },
          }),
        );
      });
      await expect.poll(() => page.getByText(welcome('Renata')).count()).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page
            .getByRole('banner')
            .getByRole('button', { name: /Renata/ })
            .count(),
        )
        .toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});

describe('remote loading failures (spec §8), header and footer unaffected', () => {
  it("a 404 entry script shows 'Loading script failed', and Retry loads the real remote", async () => {
    let failing = true;
    const { page, close } = await openWithEntry((route) =>
      failing ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    try {
      await page.getByRole('alert').filter({ hasText: MESSAGES.scriptLoadFailed }).waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(MESSAGES.scriptLoadFailed);
      await expectHeaderWorks(page);
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await remoteTitle(page).waitFor();
    } finally {
      await close();
    }
  });

  it("an entry that never registers a container shows 'Container missing'", async () => {
    const { page, close } = await openWithEntry(javascript('export const notAContainer = true;'));
    try {
      await page.getByRole('alert').filter({ hasText: MESSAGES.containerMissing }).waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(MESSAGES.containerMissing);
      await expectHeaderWorks(page);
    } finally {
      await close();
    }
  });

  it("a remote that throws at mount shows 'Failed to load remote component.'", async () => {
    const { page, errors, close } = await openWithEntry(
      javascript(`
        export async function init() {}
        export async function get() {
          return () => ({ mount() { throw new Error('remote broke while mounting'); } });
        }
      `),
    );
    try {
      await page.getByRole('alert').filter({ hasText: MESSAGES.remoteComponentFailed }).waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        MESSAGES.remoteComponentFailed,
      );
      await expectHeaderWorks(page);
      // The failure stays inside the remote's slot: the page itself has no uncaught error.
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a remote that fails after it has mounted shows 'Failed to load remote component.', and Try again mounts it afresh", async () => {
    // What @wl/remote-kit's mountRemote does with a render error the remote's React root did not
    // catch (`onUncaughtError`): it reports it through the mount context, long after mounting.
    const { page, errors, close } = await openWithEntry(
      javascript(`
        export async function init() {}
        export async function get() {
          return () => ({
            mount(element, context) {
              const button = document.createElement('button');
              button.textContent = 'Break the remote';
              button.addEventListener('click', () =>
                context.reportError(new Error('remote broke after mounting')),
              );
              element.append(button);
              return () => button.remove();
            },
          });
        }
      `),
    );
    try {
      const breaker = page.getByRole('button', { name: 'Break the remote' });
      await breaker.click();
      const alert = page.getByRole('alert').filter({ hasText: MESSAGES.remoteComponentFailed });
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toBe(MESSAGES.remoteComponentFailed);
      // The failed remote is gone from the page, not left half-drawn under the message.
      await expect(breaker.count()).resolves.toBe(0);
      await expectHeaderWorks(page);
      expect(errors).toEqual([]);
      await page.getByRole('button', { name: 'Try again' }).click();
      await breaker.waitFor();
    } finally {
      await close();
    }
  });

  it("spec §4, §9: an entry that never answers times out at 120 s as 'Loading chunk main failed'", async () => {
    const context = await sites.browser.newContext();
    const page = await context.newPage();
    try {
      await page.clock.install();
      // The entry request stays open: only the machine's 120 s time-out can end the wait.
      await page.route(ENTRY, () => {});
      await page.goto(new URL(SEARCH, sites.server.url('horizon')).href);
      // The loader has started (its busy indicator): the page's preload hint asks for the entry
      // earlier, before the loader and its timer exist.
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor();
      // The installed clock also runs at real speed, and the loader's timer started before its
      // indicator was seen: on a loaded machine seconds of real time pass between the two, so a
      // check at 119 s failed in CI. The exact 120 s boundary is the machine's unit test
      // (remoteLoaderMachine.test.ts); here the page must still wait at 100 s and give up by 120 s.
      await page.clock.runFor(100_000);
      // The remote's own alert only: 100 fake seconds also time out the page's API calls still
      // in flight, and a failed exchange-rates call is a toast (an alert) of its own (spec §8).
      const alert = page.getByRole('alert').filter({ hasText: /^Loading chunk/ });
      await expect(alert.count()).resolves.toBe(0);
      await page.clock.runFor(20_000);
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toBe('Loading chunk main failed');
      await expectHeaderWorks(page);
    } finally {
      await context.close();
    }
  });

  it("a missing chunk of the remote shows 'Loading chunk {n} failed'", async () => {
    const context = await sites.browser.newContext();
    const page = await context.newPage();
    try {
      await page.route('**/_remotes/main/assets/App-*.js', (route) =>
        route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page.goto(new URL(SEARCH, sites.server.url('horizon')).href);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toMatch(/^Loading chunk App-[\w-]+ failed$/);
      await expectHeaderWorks(page);
    } finally {
      await context.close();
    }
  });
});

describe("a remote's page with JavaScript off (NoScriptNotice)", () => {
  const needsJavaScript = (language: 'ar' | 'en') =>
    NAMESPACES.common[language]['app.needsJavaScript'];

  it('says in the page’s language that it needs JavaScript, where the remote would be', async () => {
    const { page, close } = await sites.open('horizon', 'about:blank', {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      await page
        .context()
        .addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: sites.server.url('horizon') }]);
      await page.goto(new URL('/booknow/hotels/search', sites.server.url('horizon')).href);
      // What the visitor reads (Playwright's text locators skip what a <noscript> holds).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor reads.
      await expect(page.getByRole('main').innerText()).resolves.toContain(needsJavaScript('ar'));
      // At the top of the page's content, not below the room kept for the remote.
      const box = await page.getByRole('main').locator('p').first().boundingBox();
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
    } finally {
      await close();
    }
  });

  it('is not shown when scripts run: the remote is', async () => {
    const { page, close } = await sites.open('horizon', '/booknow/hotels/search');
    try {
      await page.locator('[data-remote-app]').first().waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor reads.
      await expect(page.getByRole('main').innerText()).resolves.not.toContain(
        needsJavaScript('en'),
      );
    } finally {
      await close();
    }
  });
});
