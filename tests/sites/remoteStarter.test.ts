// Issue 42 items 2 and 3 (docs/remotes.md): a remote written outside this repository. The SDK is
// packed (scripts/packSdk.ts), the starter (examples/remote-starter) copied to a folder outside the
// workspace, installed from the registry with the packed .tgz, typechecked against the packed
// declarations, built and served by its own `vite preview` on another origin (loopback, another
// port), and registered as horizon's blog remote in a copy of its config. Opened in Debian's
// chromium: it mounts with the shell styled and nothing blocked, gets the host state, follows the
// header's currency without a reload and raises a toast through `remote:toast`.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SESSION_COOKIES } from '@wl/core';
import { type Browser, chromium, type Page } from 'playwright';
import * as React from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSites } from '../../scripts/lib/buildSites.ts';
import { CONFIG_DIR, ROOT } from '../../scripts/lib/configFiles.ts';
import { ChildBuildError, lastLines, startCollecting } from '../../scripts/lib/nodeChild.ts';
import { type PackedSdk, packSdk } from '../../scripts/packSdk.ts';
import { type RunningServer, startServer } from '../../scripts/serve.ts';
import { send } from '../../scripts/test/siteFixture.ts';
import { CHROMIUM_ARGS, chooseCurrency, DEMO_PASSWORD, settled } from './sitesHarness.ts';

const STARTER = join(ROOT, 'examples', 'remote-starter');
/** The starter is registered as horizon's blog remote: the shell mounts it on /blog. */
const REMOTE_PATH = '/blog';
const TOAST = 'Hello from the remote starter';
/** Every host state event (spec §4), as watchHostState listens to them. */
const HOST_STATE_EVENTS = [
  'host:agency',
  'host:multicurrency',
  'host:enabled-countries',
  'host:user',
  'host:language',
];

let work: string;
let starter: string;
let packed: PackedSdk;
let preview: ChildProcess | undefined;
let remoteOrigin: string;
let server: RunningServer;
let browser: Browser;

/**
 * The environment of a tool run in the starter: the test runner's own npm and pnpm settings
 * (npm_config_*, set by pnpm for its scripts) and NODE_ENV=test are not the author's.
 */
function authorEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_|pnpm_|VITEST|NODE_ENV$|TEST$)/i.test(name),
    ),
  );
  return { ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', ...extra };
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv = authorEnv()) {
  const { code, output } = await startCollecting(command, args, { cwd: starter, env }).exited;
  if (code !== 0) throw new ChildBuildError(`${command} ${args[0]}`, code, lastLines(output, 40));
  return output;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForRemote(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the starter was not served at ${url}`);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'wl-remote-starter-'));
  packed = await packSdk({ outDir: join(work, 'sdk') });

  // The starter as an author would copy it: its own files, outside the workspace.
  starter = join(work, 'starter');
  cpSync(STARTER, starter, {
    recursive: true,
    filter: (source) => !/(^|\/)(node_modules|dist)(\/|$)/.test(relative(STARTER, source)),
  });
  const manifest = JSON.parse(readFileSync(join(starter, 'package.json'), 'utf8'));
  manifest.dependencies['@wl/remote-sdk'] = `file:${packed.file}`;
  writeFileSync(join(starter, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  // The packed declarations are enough for the author's own type check.
  await run(process.execPath, [
    join(starter, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    '.',
  ]);

  const port = await freePort();
  remoteOrigin = `http://127.0.0.1:${port}`;
  await run(
    process.execPath,
    [join(starter, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    authorEnv({
      NODE_ENV: 'production',
      REMOTE_PUBLIC_URL: `${remoteOrigin}/`,
      CACHE_DIR: join(work, 'vite-cache'),
    }),
  );
  const vite = join(starter, 'node_modules', 'vite', 'bin', 'vite.js');
  preview = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: starter, env: authorEnv({ CACHE_DIR: join(work, 'vite-cache') }), stdio: 'ignore' },
  );
  await waitForRemote(`${remoteOrigin}/remoteEntry.js`, preview);

  const configDir = join(work, 'configs');
  cpSync(join(CONFIG_DIR, 'assets'), join(configDir, 'assets'), { recursive: true });
  const horizon = JSON.parse(readFileSync(join(CONFIG_DIR, 'horizon.json'), 'utf8'));
  horizon.remotes = { ...horizon.remotes, blog: `${remoteOrigin}/remoteEntry.js` };
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
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  preview?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed SDK (issue 42 item 2)', () => {
  it('installs with zod as its one dependency and imports nothing of the workspace', () => {
    const installed = join(starter, 'node_modules', '@wl', 'remote-sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(packed.file).toMatch(/wl-remote-sdk-0\.1\.0\.tgz$/);
    expect(manifest).toMatchObject({ name: '@wl/remote-sdk', version: '0.1.0' });
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies).toEqual({ zod: expect.any(String) });
    expect(manifest.devDependencies).toBeUndefined();
    for (const file of ['index.js', 'index.d.ts', 'shared.js', 'shared.d.ts']) {
      const text = readFileSync(join(installed, 'dist', file), 'utf8');
      const imported = [...text.matchAll(/\bfrom\s+["']([^"'.][^"']*)["']/g)].map((m) => m[1]);
      expect(
        imported.every((name) => name === 'zod/mini'),
        `${file}: ${imported}`,
      ).toBe(true);
    }
  });

  it('exports the versions of the libraries the host shares, the same React the shell runs', async () => {
    const shared = await import(
      pathToFileURL(join(starter, 'node_modules', '@wl', 'remote-sdk', 'dist', 'shared.js')).href
    );
    expect(shared.HOST_SHARED_VERSIONS).toMatchObject({
      react: React.version,
      'react-dom': React.version,
      'react-dom/client': React.version,
      'react/jsx-runtime': React.version,
    });
    expect(shared.HOST_SHARED_VERSIONS.i18next).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('runs outside the workspace: its client sends checked events and ignores bad ones', async () => {
    const sdk = await import(
      pathToFileURL(join(starter, 'node_modules', '@wl', 'remote-sdk', 'dist', 'index.js')).href
    );
    const target = new EventTarget();
    const warnings: string[] = [];
    const client = sdk.createRemoteClient({
      target,
      logger: { warn: (w: string) => warnings.push(w) },
    });
    const toasts: unknown[] = [];
    target.addEventListener('remote:toast', (event) => toasts.push((event as CustomEvent).detail));
    client.showToast('Saved', 'success');
    expect(toasts).toEqual([{ message: 'Saved', tone: 'success' }]);
    const languages: string[] = [];
    client.on('host:language', (language: string) => languages.push(language));
    target.dispatchEvent(new CustomEvent('host:language', { detail: 'ar' }));
    target.dispatchEvent(new CustomEvent('host:language', { detail: 'xx' }));
    expect(languages).toEqual(['ar']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('host:language ignored');
    expect(sdk.parsePayload('remote:toast', { message: '' }).ok).toBe(false);
    expect(sdk.convertFromUsd(100, 'EUR', { EUR: 0.5 })).toEqual({ amount: 50, currency: 'EUR' });
  });
});

/** Opens horizon's `path` signed in as its traveller, collecting CSP violations and page errors. */
async function openStarter(path = REMOTE_PATH) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await send(server.port, '/api/user/login', {
    host: 'horizon.localhost',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'traveller@horizon.test', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  await context.addCookies([
    {
      name: SESSION_COOKIES.accessToken,
      value: JSON.parse(login.text).token,
      url: server.url('horizon'),
    },
  ]);
  const violations: string[] = [];
  const errors: string[] = [];
  const fallbacks: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(
    (names) => {
      const seen: string[] = [];
      Object.assign(window, { __wlEvents: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI}`,
        ),
      );
      for (const name of names) window.addEventListener(name, () => seen.push(name));
    },
    [...HOST_STATE_EVENTS, 'remote:state-request', 'remote:toast'],
  );
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A remote's own copy of a shared library is named `…__prebuild__<library>__prebuild__…` by
  // the federation plugin: fetched, it would be a second React on the page.
  page.on('request', (request) => {
    if (request.url().includes('__prebuild__')) fallbacks.push(request.url());
  });
  await page.goto(new URL(path, server.url('horizon')).href);
  return { page, violations, errors, fallbacks, close: () => context.close() };
}

const field = (page: Page, name: string) => page.locator(`.wl-starter [data-field="${name}"]`);

describe('the starter remote on an agency (issue 42 item 3)', () => {
  it('mounts in the styled shell, gets the host state, follows the currency and raises a toast', async () => {
    const { page, violations, errors, fallbacks, close } = await openStarter();
    try {
      await page.getByRole('heading', { name: 'Remote starter' }).waitFor();
      await settled(page);

      // The host state, from host:agency, host:user, host:language and host:multicurrency.
      await expect.poll(() => field(page, 'agency').textContent()).toBe('Horizon Travel Co.');
      await expect.poll(() => field(page, 'user').textContent()).toBe('Olivia Bennett');
      expect(await field(page, 'language').textContent()).toBe('en');
      expect(await field(page, 'path').textContent()).toBe(REMOTE_PATH);
      expect(await field(page, 'currency').textContent()).toBe('USD');
      expect(await field(page, 'price').first().textContent()).toBe('$420.00');
      const seen = await page.evaluate(
        () => (window as unknown as { __wlEvents: string[] }).__wlEvents,
      );
      expect(seen).toContain('remote:state-request');
      expect(seen).toEqual(expect.arrayContaining(HOST_STATE_EVENTS));

      // The shell's own stylesheet and the remote's, both under the page's policy.
      const styles = await page.evaluate(() => {
        const shellSheets = [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        ].filter((link) => new URL(link.href).pathname.startsWith('/_shell/'));
        const rules = (link: HTMLLinkElement) => {
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
          shellSheets: shellSheets.length > 0,
          emptyShellSheets: shellSheets.filter((link) => rules(link) === 0).length,
          bodyMargin: getComputedStyle(document.body).marginTop,
          headerBorder: style('header')?.borderBottomStyle ?? 'no header',
          footerBorder: style('footer')?.borderTopStyle ?? 'no footer',
          remoteBorder: style('.wl-starter')?.borderTopStyle ?? 'no remote',
        };
      });
      expect(styles).toEqual({
        shellSheets: true,
        emptyShellSheets: 0,
        bodyMargin: '0px',
        headerBorder: 'solid',
        footerBorder: 'solid',
        remoteBorder: 'dashed',
      });

      // The header's currency reaches the remote in place (host:multicurrency).
      await page.evaluate(() => Object.assign(window, { __wlSamePage: true }));
      await chooseCurrency(page, 'EUR', /Germany/);
      await expect.poll(() => field(page, 'currency').textContent()).toBe('EUR');
      await expect.poll(() => field(page, 'price').first().textContent()).toMatch(/^€[\d,.]+$/);
      expect(await field(page, 'price').first().textContent()).not.toBe('€420.00');
      await expect(page.evaluate(() => '__wlSamePage' in window)).resolves.toBe(true);

      // remote:toast: the shell's toast region shows it.
      await page.getByRole('button', { name: 'Show a toast' }).click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('status')
        .filter({ hasText: TOAST })
        .waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __wlEvents: string[] }).__wlEvents),
      ).toContain('remote:toast');

      expect(fallbacks).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
