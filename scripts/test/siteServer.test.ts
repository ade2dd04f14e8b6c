import { spawn } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Logger } from '@wl/platform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_DIR, ROOT } from '../lib/configFiles.ts';
import { normaliseRequestPath, subdomainOfHost } from '../lib/routing.ts';
import { APP_SHELL } from '../lib/siteRules.ts';
import { devToolsEnabled, type RunningServer, startServer } from '../serve.ts';
import { tempDir } from './cli.ts';
import {
  buildFixtureSites,
  demoSiteRules,
  expectRoute,
  expectSecurityHeaders,
  HEADER_CASES,
  pageMarker,
  type Reply,
  ROUTE_CASES,
  type SendOptions,
  SHELL_SCRIPT,
  SHELL_STYLE,
  send,
  writeAgencySite,
} from './siteFixture.ts';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

let dir: string;
let sitesDir: string;
let server: RunningServer;
const printed: string[] = [];

function get(path: string, options: SendOptions): Promise<Reply> {
  return send(server.port, path, options);
}

beforeAll(async () => {
  dir = tempDir('site-server');
  sitesDir = buildFixtureSites(dir);
  server = await startServer({
    sitesDir,
    configDir: CONFIG_DIR,
    databaseFile: join(dir, 'data', 'platform.sqlite'),
    host: '127.0.0.1',
    port: 0,
    log: (line) => printed.push(line),
    apiLogger: quiet,
  });
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('scripts/serve: the request algorithm of the serving contract', () => {
  for (const route of ROUTE_CASES) {
    it(route.name, async () => {
      await expectRoute(server.port, route);
    });
  }

  it('issue 17: security headers on pages, redirects, errors and assets; HSTS only over https', async () => {
    for (const [host, path] of HEADER_CASES) {
      expectSecurityHeaders(await get(path, { host }), `${host}${path}`, false);
      const behindTls = await get(path, { host, headers: { 'X-Forwarded-Proto': 'https' } });
      expectSecurityHeaders(behindTls, `https ${host}${path}`, true);
    }
  });

  it('spec §2.1: unknown hosts in every form get the Agency not found! page', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '..',
      '../horizon.localhost',
      'HORIZON/.localhost',
    ]) {
      const reply = await get('/', { host });
      expect(reply.status, host).toBe(404);
      expect(reply.text).toContain('Agency not found!');
    }
    // The Host is case-insensitive.
    const upper = await get('/about', { host: 'Horizon.LOCALHOST' });
    expect(upper.text).toContain(pageMarker('horizon', '/about'));
  });

  it('answers HEAD like GET without a body, and 405 with Allow for other methods', async () => {
    const head = await get('/about', { host: 'horizon.localhost', method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const del = await get('/', { host: 'horizon.localhost', method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.allow).toBe('GET, HEAD');
  });

  it('revalidates with ETag (304) and compresses text with brotli or gzip', async () => {
    const first = await get(SHELL_SCRIPT, { host: 'horizon.localhost' });
    const etag = String(first.headers.etag);
    const again = await get(SHELL_SCRIPT, {
      host: 'horizon.localhost',
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);

    const plain = await get(SHELL_STYLE, { host: 'horizon.localhost' });
    const br = await get(SHELL_STYLE, {
      host: 'horizon.localhost',
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await get(SHELL_STYLE, {
      host: 'solmar.localhost',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('spec §4/§9: compressed HTML varies with Accept-Encoding and the language cookie', async () => {
    const big = `<!doctype html><html lang="ar"><body>${'مرحبا '.repeat(400)}</body></html>`;
    writeFileSync(join(sitesDir, 'horizon', '_lang', 'ar', 'faqs', 'index.html'), big);
    const reply = await get('/faqs', {
      host: 'horizon.localhost',
      headers: { 'Accept-Encoding': 'br', Cookie: 'pll_language=ar' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(reply.body).toString()).toBe(big);
    // The same URL without the cookie is the default page (a cache must not mix them up).
    const plain = await get('/faqs', { host: 'horizon.localhost' });
    expect(plain.text).toContain(pageMarker('horizon', '/faqs'));
    expect(plain.headers.etag).not.toBe(reply.headers.etag);
    // A 304 says what it varies with too.
    const again = await get('/faqs', {
      host: 'horizon.localhost',
      headers: { Cookie: 'pll_language=ar', 'If-None-Match': String(reply.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toMatch(/Cookie/);
    // The Agency not found! page depends on no cookie.
    const unknown = await get('/', {
      host: 'nowhere.localhost',
      headers: { Cookie: 'pll_language=ar' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.vary ?? '').not.toMatch(/Cookie/);
  });

  it('spec §4: an agency whose own main remote takes the rest serves that shell in the language', async () => {
    const rules = demoSiteRules().get('horizon');
    if (!rules) throw new Error('no horizon rules');
    writeAgencySite(join(sitesDir, 'remoted'), {
      ...rules,
      subdomain: 'remoted',
      fallback: { type: 'rewrite', target: APP_SHELL },
    });
    const arabic = await get('/some/remote/page?lng=ar', { host: 'remoted.localhost' });
    expect(arabic.status).toBe(200);
    expect(arabic.text).toContain(pageMarker('remoted', 'app-shell', 'ar'));
    const english = await get('/some/remote/page', { host: 'remoted.localhost' });
    expect(english.text).toContain(pageMarker('remoted', 'app-shell'));
    // Rules written before language variants existed: the default pages, always.
    const { languages: _, ...older } = rules;
    writeAgencySite(join(sitesDir, 'older'), { ...older, subdomain: 'older' } as typeof rules);
    const old = await get('/about', {
      host: 'older.localhost',
      headers: { Cookie: 'pll_language=ar' },
    });
    expect(old.status).toBe(200);
    expect(old.text).toContain(pageMarker('older', '/about'));
    rmSync(join(sitesDir, 'remoted'), { recursive: true });
    rmSync(join(sitesDir, 'older'), { recursive: true });
  });

  it('normalises paths and hosts the same way nginx does', () => {
    expect(normaliseRequestPath('/a//b/./c/')).toBe('/a/b/c/');
    expect(normaliseRequestPath('/%41bout')).toBe('/About');
    expect(normaliseRequestPath('/a/%2e%2e/b')).toBe('/b');
    expect(normaliseRequestPath('/a/..')).toBe('/');
    expect(normaliseRequestPath('/a/%2e%2e/%2e%2e/b')).toBeNull();
    expect(normaliseRequestPath('/%zz')).toBeNull();
    expect(normaliseRequestPath('/a%00')).toBeNull();
    expect(subdomainOfHost('horizon.localhost:4321')).toBe('horizon');
    expect(subdomainOfHost('horizon.example.com.')).toBe('horizon');
    expect(subdomainOfHost('127.0.0.1:4321')).toBeNull();
    expect(subdomainOfHost('hori_zon.localhost')).toBeNull();
    expect(subdomainOfHost('horizon')).toBeNull();
  });
});

describe('scripts/serve: the platform API on the same port (spec §7)', () => {
  it('spec §7: GET /api/agency answers the Host’s agency', async () => {
    const reply = await get('/api/agency', { host: 'horizon.localhost' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.text)).toMatchObject({
      subdomain: 'horizon',
      agencyName: 'Horizon Travel Co.',
    });
  });

  it('spec §7: the API answers an unknown host with its own JSON 404', async () => {
    const reply = await get('/api/agency', { host: 'nowhere.localhost' });
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.text)).toEqual({ message: 'Agency not found!' });
  });

  it('spec §7: POST reaches the API (login with a demo user)', async () => {
    const reply = await get('/api/user/login', {
      host: 'horizon.localhost',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'traveller@horizon.test', password: 'Demo!2026' }),
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text).token).toEqual(expect.any(String));
  });
});

describe('scripts/serve: rebuilt agencies and the start script', () => {
  it('issue 4: a folder swapped while running is served fresh, rules included', async () => {
    const before = await get('/', { host: 'horizon.localhost' });
    expect(before.text).toContain(pageMarker('horizon', '/'));
    expect((await get('/faqs', { host: 'horizon.localhost' })).status).toBe(200);

    // As the generator does: build beside, then swap the folder in.
    const rules = demoSiteRules().get('horizon');
    if (!rules) throw new Error('no horizon rules');
    const next = join(sitesDir, '.horizon.next');
    writeAgencySite(
      next,
      {
        ...rules,
        redirects: [
          {
            path: '/faqs',
            cookie: { name: 'wl_access_token', present: false },
            location: '/login',
          },
        ],
      },
      'horizon-v2',
    );
    renameSync(join(sitesDir, 'horizon'), join(sitesDir, '.horizon.old'));
    renameSync(next, join(sitesDir, 'horizon'));
    rmSync(join(sitesDir, '.horizon.old'), { recursive: true });

    const after = await get('/', { host: 'horizon.localhost' });
    expect(after.text).toContain(pageMarker('horizon-v2', '/'));
    const faqs = await get('/faqs', { host: 'horizon.localhost' });
    expect(faqs.status).toBe(302);
    expect(faqs.headers.location).toBe('/login');

    // An agency whose rules disappear stops being served; a broken rules file too.
    writeFileSync(join(sitesDir, 'horizon', '_site.json'), '{ broken');
    expect((await get('/', { host: 'horizon.localhost' })).status).toBe(404);
    writeFileSync(join(sitesDir, 'horizon', '_site.json'), JSON.stringify(rules));
    expect((await get('/', { host: 'horizon.localhost' })).status).toBe(200);
  });

  it('issue 16: npm start shows the API’s outbox at /_dev/outbox, newest message first', async () => {
    const signUp = (email: string) =>
      get('/api/user/signup', {
        host: 'horizon.localhost',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Out',
          lastName: 'Box',
          email,
          password: 'outbox passphrase',
        }),
      });
    expect((await signUp('older.outbox@example.com')).status).toBe(202);
    expect((await signUp('newer.outbox@example.com')).status).toBe(202);
    const page = await get('/_dev/outbox', { host: 'horizon.localhost' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Outbox of Horizon Travel Co.');
    expect(page.text.indexOf('newer.outbox@example.com')).toBeGreaterThan(0);
    expect(page.text.indexOf('newer.outbox@example.com')).toBeLessThan(
      page.text.indexOf('older.outbox@example.com'),
    );
    expect(page.text).toMatch(/href="http:\/\/horizon\.localhost[^"]*\/verify\?token=[\w-]{43}"/);
    expect(page.headers['cache-control']).toBe('no-store');
    // Each agency sees only its own messages.
    const solmar = await get('/_dev/outbox', { host: 'solmar.localhost' });
    expect(solmar.text).not.toContain('outbox@example.com');
    expect(printed.some((line) => line.includes('/_dev/outbox'))).toBe(true);
  });

  it('issue 16: production mode (NODE_ENV=production) never serves /_dev/outbox', async () => {
    expect(devToolsEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devToolsEnabled({ NODE_ENV: 'development' })).toBe(true);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const data = tempDir('serve-production');
    let production: RunningServer | undefined;
    try {
      production = await startServer({
        sitesDir,
        configDir: CONFIG_DIR,
        databaseFile: join(data, 'platform.sqlite'),
        port: 0,
        log: () => {},
        apiLogger: quiet,
      });
      const created = await send(production.port, '/api/user/signup', {
        host: 'horizon.localhost',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Prod',
          lastName: 'User',
          email: 'prod.user@example.com',
          password: 'production passphrase',
        }),
      });
      expect(created.status).toBe(202);
      for (const path of ['/_dev/outbox', '/_dev/', '/_dev', '/x/../_dev/outbox']) {
        const reply = await send(production.port, path, { host: 'horizon.localhost' });
        expect(reply.status, path).toBe(404);
        expect(reply.text).not.toContain('prod.user@example.com');
      }
    } finally {
      process.env.NODE_ENV = previous;
      await production?.close();
    }
  });

  it('DESIGN §3: startServer prints every built agency’s URL, inactive ones marked', () => {
    expect(printed).toContain(`http://horizon.localhost:${server.port}/`);
    expect(printed).toContain(`http://solmar.localhost:${server.port}/`);
    expect(printed).toContain(`http://dormant.localhost:${server.port}/ (inactive)`);
    expect(server.url('solmar')).toBe(`http://solmar.localhost:${server.port}/`);
  });

  it('DESIGN §3: the CLI listens on PORT, prints the URLs and stops cleanly on SIGTERM', async () => {
    const data = tempDir('serve-cli');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'serve.ts'), '--sites', sitesDir],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          PLATFORM_DB: join(data, 'platform.sqlite'),
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no port printed: ${stdout}${stderr}`)),
          20_000,
        );
        child.stdout.on('data', () => {
          const found = /Serving on 127\.0\.0\.1:(\d+)/.exec(stdout);
          if (found) {
            clearTimeout(timer);
            resolve(Number(found[1]));
          }
        });
        child.on('exit', () => reject(new Error(`exited early: ${stdout}${stderr}`)));
      });
      expect(stdout).toContain(`http://horizon.localhost:${port}/`);
      expect(stdout).toContain(`http://dormant.localhost:${port}/ (inactive)`);
      const home = await send(port, '/', { host: 'horizon.localhost' });
      expect(home.status).toBe(200);
      const api = await send(port, '/api/agency', { host: 'solmar.localhost' });
      expect(JSON.parse(api.text).agencyName).toBe('Viajes Solmar');

      const exit = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(data, { recursive: true, force: true });
    }
  });
});
