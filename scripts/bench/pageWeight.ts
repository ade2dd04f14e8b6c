// Page weight per page type (issue 18): what a phone downloads for one page before the visitor
// touches anything — HTML, CSS, JavaScript raw, gzip and brotli, and the number of requests —
// measured in Chromium against the real server, so lazily loaded islands and the remote count.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type AgencyConfig, authLinks, bookNowHref, contentPageHasContent } from '@wl/core';
import { chromium, type Page } from 'playwright';

export interface PageType {
  name: string;
  path: string | ((config: AgencyConfig) => string);
  /** A demo user whose session the page is opened with (DESIGN §3: only some agencies have one). */
  as?: { agency: string; email: string };
  /** Whether the agency has this page at all; every agency when absent. */
  shownBy?: (config: AgencyConfig) => boolean;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home (visitor)', path: '/' },
  { name: 'home (agent)', path: '/', as: { agency: 'horizon', email: 'owner@horizon.test' } },
  // A content page the agency has left empty is its "not available" state, not this page type.
  { name: 'about', path: '/about', shownBy: (config) => contentPageHasContent('/about', config) },
  { name: 'faqs', path: '/faqs', shownBy: (config) => contentPageHasContent('/faqs', config) },
  {
    name: 'legal (privacy policy)',
    path: '/privacy-policy',
    shownBy: (config) => contentPageHasContent('/privacy-policy', config),
  },
  // An SSO agency without direct login sends /login away to its own address (spec §2.1).
  {
    name: 'login',
    path: '/login',
    shownBy: (config) => authLinks(config.agency).login === '/login',
  },
  // The search page of the agency's first active service: what Book Now leads to.
  {
    name: 'booking page with its remote',
    path: (config) => `${bookNowHref(config.agency)}/search`,
  },
  { name: '404', path: '/no-such-page' },
];

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  agency: string;
  page: string;
  path: string;
  requests: number;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  jsFiles: number;
  /** False when the page still had requests in flight after 45 s. */
  quiet: boolean;
  /** Its heaviest scripts, gzip: where a page's JavaScript budget goes. */
  largestScripts?: ScriptWeight[];
}

export interface ScriptWeight {
  /** The file name without its content hash, e.g. `pageState.js`. */
  file: string;
  gzip: number;
}

const LARGEST_SCRIPTS = 6;

const zero = (): Bytes => ({ raw: 0, gzip: 0, brotli: 0 });

/** `…/_shell/pageState.DvzNS2rd.js` → `pageState.js`; remotes' `Name-HASH.js` → `Name.js`. */
function fileName(url: string): string {
  const name = new URL(url).pathname.split('/').pop() ?? url;
  return name.replace(/[.-][\w-]{8}\.js$/, '.js');
}

function add(total: Bytes, body: Buffer) {
  total.raw += body.length;
  total.gzip += gzipSync(body, { level: 9 }).length;
  total.brotli += brotliCompressSync(body).length;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Requests in flight on a page, and when the last one ended. */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return { quietFor: () => (inFlight === 0 ? Date.now() - lastChange : 0) };
}

/**
 * Waits until no request has been in flight for a second, islands that hydrate on their own
 * included (they load their code on idle). Gives up after 45 s and says so: a page that never
 * goes quiet is itself a finding.
 */
async function settled(page: Page, network: ReturnType<typeof trackNetwork>): Promise<boolean> {
  await page.waitForLoadState('load');
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (network.quietFor() >= 1000) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** Whether an agency of this config has a page of this type (and the page type's user). */
export function hasPage(type: PageType, agency: string, config: AgencyConfig): boolean {
  if (type.as && type.as.agency !== agency) return false;
  return type.shownBy?.(config) ?? true;
}

/** The path a page type opens at one agency. */
export function pathOf(type: PageType, config: AgencyConfig): string {
  return typeof type.path === 'string' ? type.path : type.path(config);
}

export interface WeightTarget {
  /** Site address of an agency, e.g. http://127.0.0.1:1234 with the Host header set. */
  url(subdomain: string): string;
  /** An access token of a demo user, for the signed-in page types. */
  token(subdomain: string, email: string): Promise<string>;
  config(subdomain: string): AgencyConfig;
}

export async function measurePageWeights(
  target: WeightTarget,
  agencies: readonly string[],
  pages: readonly PageType[] = PAGE_TYPES,
): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results: PageWeight[] = [];
  try {
    for (const agency of agencies) {
      for (const type of pages) {
        if (!hasPage(type, agency, target.config(agency))) continue;
        const context = await browser.newContext({ ...PHONE });
        if (type.as) {
          const token = await target.token(agency, type.as.email);
          await context.addCookies([
            { name: 'wl_access_token', value: token, url: target.url(agency) },
          ]);
        }
        const page = await context.newPage();
        // The save-price offer (spec §4) is a modal the visitor has not seen yet: it counts.
        const bodies: Promise<void>[] = [];
        const weight: PageWeight = {
          agency,
          page: type.name,
          path: pathOf(type, target.config(agency)),
          requests: 0,
          html: zero(),
          css: zero(),
          js: zero(),
          jsFiles: 0,
          quiet: false,
        };
        const network = trackNetwork(page);
        const scripts: ScriptWeight[] = [];
        page.on('response', (response) => {
          weight.requests += 1;
          const kind = response.request().resourceType();
          const bucket =
            kind === 'document'
              ? weight.html
              : kind === 'stylesheet'
                ? weight.css
                : kind === 'script'
                  ? weight.js
                  : null;
          if (!bucket) return;
          if (kind === 'script') weight.jsFiles += 1;
          bodies.push(
            response.body().then(
              (body) => {
                add(bucket, body);
                if (kind === 'script')
                  scripts.push({ file: fileName(response.url()), gzip: gzipSync(body).length });
              },
              () => {},
            ),
          );
        });
        await page.goto(new URL(weight.path, target.url(agency)).href);
        weight.quiet = await settled(page, network);
        await Promise.all(bodies);
        weight.largestScripts = scripts.sort((a, b) => b.gzip - a.gzip).slice(0, LARGEST_SCRIPTS);
        results.push(weight);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Lighthouse's mobile preset viewport, for the same layout the phone gets. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
