// The demo agencies built once for this project (buildOnce.ts), served by the real server
// (reference API in process, its own temp database) and opened in Debian's chromium (DESIGN §3).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIES } from '@wl/core';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Response,
} from 'playwright';
import { inject } from 'vitest';
import { CONFIG_DIR } from '../../scripts/lib/configFiles.ts';
import { type RunningServer, startServer } from '../../scripts/serve.ts';
import { send } from '../../scripts/test/siteFixture.ts';
import { COMMITTED_ATTRIBUTE, WAITING_ATTRIBUTE } from '../../sites/shell/src/directives/held.ts';
import { SHARED_BUILD_ORIGIN } from './buildOnce.ts';
import { sharable, visitorPages } from './visitorPages.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface OpenedPage {
  page: Page;
  /** The answer to the first navigation (null for about:blank). */
  response: Response | null;
  blocked: string[];
  errors: string[];
  close(): Promise<void>;
}

/**
 * `ownContext`: the page gets a context of its own even without other options, for a test that
 * changes the whole context (`page.clock`, context routes or init scripts, permissions).
 */
export interface OpenOptions extends BrowserContextOptions {
  ownContext?: boolean;
}

export interface SitesHarness {
  built: { rendered: string[]; failed: string[] };
  server: RunningServer;
  browser: Browser;
  /**
   * Opens a page as a new visitor: no cookies, no storage (tests/sites/visitorPages.ts); CSP reports and
   * page errors are collected.
   */
  open(subdomain: string, path: string, options?: OpenOptions): Promise<OpenedPage>;
  /** A demo user's access token from POST /api/user/login, for a test that sets the cookie. */
  apiToken(subdomain: string, email: string): Promise<string>;
  /** Signs a demo user in on /login (password `Demo!2026`) and waits for the home page. */
  openSignedIn(subdomain: string, email: string): Promise<OpenedPage>;
  /**
   * Gives the page's context a demo user's session cookie from the API's sign-in, as the sign-in
   * form would leave it, without the form's page on the way: for tests about what a signed-in user
   * finds, not about signing in.
   */
  addSession(page: Page, subdomain: string, email: string): Promise<void>;
  /** Opens `path` as a returning demo user (`addSession`). */
  openWithSession(
    subdomain: string,
    email: string,
    path?: string,
    options?: OpenOptions,
  ): Promise<OpenedPage>;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'Demo!2026';

/**
 * An init script for a visitor who dismissed the save-prices modal (spec §4) on an earlier visit:
 * for tests that look at what the modal would cover. The modal has its own tests and stories.
 */
export const NO_SAVE_MODAL = () => localStorage.setItem('displaySavingPopup', 'false');

/** Where the header's Log In link returns to (its `redirect`, spec §2.1), as the page has it now. */
export async function logInReturnsTo(page: Page): Promise<string | null> {
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' }).first();
  const href = await logIn.getAttribute('href');
  return href === null ? null : new URL(href, page.url()).searchParams.get('redirect');
}

/** Fills and sends the sign-in form of /login (spec §2.1). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Picks a currency in the header's picker (spec §2.6): its search, then the country's entry. */
export async function chooseCurrency(page: Page, currency: string, country: RegExp): Promise<void> {
  await page
    .getByRole('button', { name: /Currency/ })
    .first()
    .click();
  await page.getByRole('searchbox', { name: 'Search currencies' }).fill(currency);
  await page.getByRole('option', { name: country }).first().click();
}

/**
 * The network is quiet and every island has committed its first render (so its effects, the
 * listeners and what it does on start, have run). `client:idle` islands may hydrate after the
 * network went quiet, and what they do on start (cookies, session restore) is what tests check.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await islandsCommitted(page);
}

/**
 * Every island that is not waiting for the visitor has committed. Islands of reading pages wait
 * for the visitor's first interaction (sites/shell/src/directives/held.ts): they count as they are.
 */
export async function islandsCommitted(page: Page): Promise<void> {
  await page.waitForFunction(
    ([waiting, committed]) =>
      document.querySelector(`astro-island:not([${waiting}]):not([${committed}])`) === null,
    [WAITING_ATTRIBUTE, COMMITTED_ATTRIBUTE] as const,
  );
}

/**
 * The translation-service calls the page has made since it loaded (spec §7 "Other"), read from
 * its resource timings: a call made before a test started listening is counted too.
 */
export function translationsAsked(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/api/translations/')),
  );
}

export interface SitesOptions {
  /**
   * The day the reference API starts on (its clock then runs at real speed), for a file that fixes
   * the browser's day too: the API refuses a search whose dates its own clock finds past.
   */
  apiDay?: Date;
  /**
   * Issue 45: a settings save rebuilds its agency (scripts/serve.ts `publish`). The server then
   * serves a copy of the shared build of its own, so the rebuilds never reach the other files'.
   */
  publish?: boolean;
}

export async function startSites({ apiDay, publish }: SitesOptions = {}): Promise<SitesHarness> {
  const work = mkdtempSync(join(tmpdir(), 'wl-sites-'));
  const started = Date.now();
  const sitesDir = publish ? join(work, 'sites') : inject('sitesDir');
  if (publish) cpSync(inject('sitesDir'), sitesDir, { recursive: true });
  const server = await startServer({
    ...(apiDay ? { apiNow: () => new Date(apiDay.getTime() + Date.now() - started) } : {}),
    // The origin the shared build was made with (buildOnce.ts), so a rebuilt agency matches it.
    ...(publish ? { publish: { origin: SHARED_BUILD_ORIGIN } } : {}),
    sitesDir,
    configDir: CONFIG_DIR,
    databaseFile: join(work, 'platform.sqlite'),
    port: 0,
    log: () => {},
    apiLogger: { info: () => {}, warn: () => {}, error: () => {} },
  });
  const launch = {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  };
  const browser = await chromium.launch(launch);
  const visitors = visitorPages(join(work, 'profile'), launch);
  async function pageOfItsOwn(options: BrowserContextOptions) {
    const context = await browser.newContext(options);
    return { page: await context.newPage(), close: () => context.close() };
  }
  const harness: SitesHarness = {
    built: inject('builtAgencies'),
    server,
    browser,
    async open(subdomain, path, { ownContext, ...options } = {}) {
      const shared = ownContext || !sharable(options) ? null : await visitors.open(options);
      const { page, close } = shared ?? (await pageOfItsOwn(options));
      const blocked: string[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(new URL(path, server.url(subdomain)).href);
      return { page, response, blocked, errors, close };
    },
    async apiToken(subdomain, email) {
      const reply = await send(server.port, '/api/user/login', {
        host: `${subdomain}.localhost`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (reply.status !== 200) throw new Error(`login of ${email}: ${reply.status} ${reply.text}`);
      return JSON.parse(reply.text).token as string;
    },
    async openSignedIn(subdomain, email) {
      const opened = await harness.open(subdomain, '/login');
      try {
        await settled(opened.page);
        await signIn(opened.page, email);
        await opened.page.waitForURL(new URL('/', server.url(subdomain)).href);
        return opened;
      } catch (error) {
        await opened.close();
        throw error;
      }
    },
    async addSession(page, subdomain, email) {
      const token = await harness.apiToken(subdomain, email);
      await page
        .context()
        .addCookies([
          { name: SESSION_COOKIES.accessToken, value: token, url: server.url(subdomain) },
        ]);
    },
    async openWithSession(subdomain, email, path = '/', options = {}) {
      const opened = await harness.open(subdomain, 'about:blank', options);
      try {
        await harness.addSession(opened.page, subdomain, email);
        opened.response = await opened.page.goto(new URL(path, server.url(subdomain)).href);
        return opened;
      } catch (error) {
        await opened.close();
        throw error;
      }
    },
    async close() {
      await visitors.close();
      await browser.close();
      await server.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
  return harness;
}
