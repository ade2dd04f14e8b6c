// DESIGN §2 "Remotes outside this repository": a configured remote origin changes the CSP only by
// adding that origin. Horizon's config with its blog remote on another origin (a small server of
// our own on loopback, another port), built and served for real and opened in Debian's chromium:
// the shell's own stylesheet still applies on every kind of page, nothing is blocked, each
// directive the remote widens keeps 'self', and the remote's script, stylesheet, image and font
// load under the page's policy.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSites } from '../../scripts/lib/buildSites.ts';
import { CONFIG_DIR } from '../../scripts/lib/configFiles.ts';
import { type RunningServer, startServer } from '../../scripts/serve.ts';
import { CHROMIUM_ARGS, settled } from './sitesHarness.ts';

/** The directives a remote's origin is added to (sites/shell/src/lib/pageHead.ts cspSources). */
const WIDENED = ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src'] as const;
/** A page of each kind: home, reading pages, a booking page with the built-in remote, sign-in. */
const PAGES = ['/', '/about', '/faqs', '/booknow/hotels/search', '/login'];
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** A 1x1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What the remote-like server answers, each with CORS headers (fonts and fetches need them). */
const REMOTE_FILES: Record<string, { type: string; body: string | Buffer }> = {
  '/remoteEntry.js': { type: 'text/javascript', body: 'window.__remoteEntryRan = true;\n' },
  '/remote.css': {
    type: 'text/css',
    body:
      '@font-face { font-family: "RemoteProbe"; src: url("/font.ttf") format("truetype"); }\n' +
      '.remote-probe { outline-style: dotted; font-family: "RemoteProbe"; }\n',
  },
  '/pixel.png': { type: 'image/png', body: PIXEL },
  '/font.ttf': { type: 'font/ttf', body: readFileSync(FONT) },
};

let work: string;
let remote: Server;
let remoteOrigin: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'wl-remote-csp-'));
  remote = createServer((request, response) => {
    const file = REMOTE_FILES[new URL(request.url ?? '/', 'http://remote').pathname];
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;

  const configDir = join(work, 'configs');
  cpSync(join(CONFIG_DIR, 'assets'), join(configDir, 'assets'), { recursive: true });
  const horizon = JSON.parse(readFileSync(join(CONFIG_DIR, 'horizon.json'), 'utf8'));
  // The blog remote: no page mounts it, so the pages differ from the demo's only by their policy.
  horizon.remotes = { blog: `${remoteOrigin}/remoteEntry.js` };
  writeFileSync(join(configDir, 'horizon.json'), JSON.stringify(horizon, null, 2));
  const sitesDir = join(work, 'sites');
  const report = await buildSites({
    configDir,
    outDir: sitesDir,
    origin: 'http://{subdomain}.localhost:4321',
    log: () => {},
  });
  if (report.failed.length > 0) throw new Error(JSON.stringify(report.failed));
  server = await startServer({
    sitesDir,
    configDir,
    databaseFile: join(work, 'platform.sqlite'),
    port: 0,
    log: () => {},
    apiLogger: { info: () => {}, warn: () => {}, error: () => {} },
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => (remote ? remote.close(resolve) : resolve(undefined)));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens a page of horizon (or of another host), collecting every CSP violation it reports. */
async function openWatched(path: string, subdomain = 'horizon') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('requestfailed', (request) => {
    if (/CSP/i.test(request.failure()?.errorText ?? '')) {
      violations.push(`${request.failure()?.errorText} ${request.url()}`);
    }
  });
  await page.goto(new URL(path, server.url(subdomain)).href);
  await settled(page);
  return { page, violations, close: () => context.close() };
}

/** The page's meta policy, directive name to its sources. */
async function metaPolicy(page: Page): Promise<Map<string, string[]>> {
  const content = await page
    .locator('meta[http-equiv="content-security-policy"]')
    .getAttribute('content');
  return new Map(
    (content ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => !!name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** What the shell's stylesheet sets and a browser's defaults do not. */
function shellStyles(page: Page) {
  return page.evaluate(() => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
      (link) => new URL(link.href).pathname.startsWith('/_shell/'),
    );
    const rulesOf = (link: HTMLLinkElement) => {
      try {
        return link.sheet?.cssRules.length ?? 0;
      } catch {
        return 0;
      }
    };
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element) : null;
    };
    return {
      shellSheets: sheets.length,
      // A stylesheet the policy refused is left without readable rules.
      emptySheets: sheets.filter((link) => rulesOf(link) === 0).map((link) => link.href),
      bodyMargin: getComputedStyle(document.body).marginTop,
      headerBorder: style('header')?.borderBottomStyle ?? 'no header',
      footerBorder: style('footer')?.borderTopStyle ?? 'no footer',
    };
  });
}

describe('an external remote origin only widens the CSP (DESIGN §2 Remotes outside this repository)', () => {
  it.each(PAGES)("%s: the shell's stylesheet applies and nothing is blocked", async (path) => {
    const { page, violations, close } = await openWatched(path);
    try {
      const styles = await shellStyles(page);
      expect(styles.shellSheets, path).toBeGreaterThan(0);
      expect(styles, path).toEqual({
        shellSheets: styles.shellSheets,
        emptySheets: [],
        bodyMargin: '0px',
        headerBorder: 'solid',
        footerBorder: 'solid',
      });
      const policy = await metaPolicy(page);
      for (const directive of WIDENED) {
        expect(policy.get(directive), `${path} ${directive}`).toEqual(
          expect.arrayContaining(["'self'", remoteOrigin]),
        );
      }
      expect(violations, path).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the page for an unknown host keeps the fixed sources: no remote there, nothing blocked', async () => {
    const { page, violations, close } = await openWatched('/', 'nobody');
    try {
      const policy = await metaPolicy(page);
      for (const directive of WIDENED) {
        // A directive the policy leaves out falls back to default-src.
        const sources = policy.get(directive) ?? policy.get('default-src');
        expect(sources, directive).toContain("'self'");
        expect(sources, directive).not.toContain(remoteOrigin);
      }
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
      expect(violations).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the remote's script, fetch, stylesheet, image and font load under the page's policy", async () => {
    const { page, violations, close } = await openWatched('/about');
    try {
      const loaded = await page.evaluate(async (origin) => {
        /** Adds an element that loads from the remote; resolves with its load or error event. */
        const load = (tag: string, attributes: Record<string, string>) =>
          new Promise<string>((resolve) => {
            const element = document.createElement(tag);
            element.addEventListener('load', () => resolve('loaded'));
            element.addEventListener('error', () => resolve('failed'));
            for (const [name, value] of Object.entries(attributes))
              element.setAttribute(name, value);
            (tag === 'img' ? document.body : document.head).append(element);
          });
        const probe = document.createElement('p');
        probe.className = 'remote-probe';
        probe.textContent = 'Remote';
        document.body.append(probe);
        return {
          script: await load('script', { src: `${origin}/remoteEntry.js` }),
          ran: (window as unknown as { __remoteEntryRan?: boolean }).__remoteEntryRan === true,
          fetch: await fetch(`${origin}/remoteEntry.js`).then(
            (response) => String(response.status),
            () => 'failed',
          ),
          stylesheet: await load('link', { rel: 'stylesheet', href: `${origin}/remote.css` }),
          applied: getComputedStyle(probe).outlineStyle,
          image: await load('img', { src: `${origin}/pixel.png`, alt: '' }),
          // The remote's stylesheet declares the face; the probe uses it.
          font: await document.fonts.load('16px RemoteProbe').then(
            (faces) => (faces.length > 0 ? 'loaded' : 'none'),
            () => 'failed',
          ),
        };
      }, remoteOrigin);
      expect(loaded).toEqual({
        script: 'loaded',
        ran: true,
        fetch: '200',
        stylesheet: 'loaded',
        applied: 'dotted',
        image: 'loaded',
        font: 'loaded',
      });
      expect(violations).toEqual([]);
    } finally {
      await close();
    }
  });
});
