// DESIGN §2 "Serving": the build emits an nginx config serving the same tree by Host with the same
// rules as scripts/serve. This starts Debian's nginx on loopback with it (the real platform API as
// its upstream) and checks the shared route table of the serving contract.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createPlatformApi, type Logger } from '@wl/platform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_DIR } from '../../scripts/lib/configFiles.ts';
import { nginxConfig, writeNginxConfig } from '../../scripts/lib/nginxConfig.ts';
import { NGINX, type RunningNginx, startNginx } from '../../scripts/lib/nginxRunner.ts';
import { APP_SHELL } from '../../scripts/lib/siteRules.ts';
import { tempDir } from '../../scripts/test/cli.ts';
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
  send,
} from '../../scripts/test/siteFixture.ts';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

let dir: string;
let sitesDir: string;
let confFile: string;
let port: number;
let nginx: RunningNginx | undefined;
let apiServer: Server | undefined;
let closeApi = () => {};

function nginxArgs(...extra: string[]): string[] {
  if (!nginx) throw new Error('nginx is not running');
  return nginx.args(...extra);
}

function get(path: string, options: SendOptions): Promise<Reply> {
  return send(port, path, options);
}

beforeAll(async () => {
  dir = tempDir('nginx-test');
  sitesDir = buildFixtureSites(dir);

  // The real platform API as the upstream, on its own port.
  const platform = createPlatformApi({
    databaseFile: join(dir, 'data', 'platform.sqlite'),
    configDir: CONFIG_DIR,
    logger: quiet,
    // Reached only through nginx, which appends the client's address to X-Forwarded-For.
    trustProxy: true,
  });
  closeApi = platform.close;
  const api = createServer(
    getRequestListener((request, env) => platform.app.fetch(request, env), {
      overrideGlobalObjects: false,
    }),
  );
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiServer = api;
  const apiPort = (api.address() as AddressInfo).port;

  nginx = await startNginx({
    dir: join(dir, 'nginx'),
    sitesDir,
    apiUpstream: `127.0.0.1:${apiPort}`,
  });
  port = nginx.port;
  confFile = nginx.confFile;
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => (apiServer ? apiServer.close(resolve) : resolve(undefined)));
  closeApi();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('nginx config: emitted for the built tree', () => {
  it('passes nginx -t', () => {
    const check = spawnSync(NGINX, nginxArgs('-t'), { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    expect(check.status).toBe(0);
  });

  it('has one server per agency and a default server', () => {
    const text = readFileSync(confFile, 'utf8');
    expect(text).toContain('listen 127.0.0.1:');
    expect(text).toMatch(/default_server;/);
    for (const subdomain of ['horizon', 'solmar', 'nordlys', 'dormant']) {
      expect(text).toContain(`server_name ${subdomain}.localhost ${subdomain}.*;`);
    }
    expect(text).toContain('if ($cookie_wl_access_token != "")');
    expect(text).toContain(`root "${sitesDir}/horizon";`);
  });

  it('points the roots where the tree is deployed when told', () => {
    const out = join(dir, 'deployed.conf');
    const sites = writeNginxConfig(sitesDir, out, { root: '/srv/wl/sites' });
    expect(sites.map((site) => site.subdomain)).toEqual([
      'dormant',
      'horizon',
      'nordlys',
      'solmar',
    ]);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('root "/srv/wl/sites/solmar";');
    expect(text).toContain('listen 80;');
    expect(text).toContain('server 127.0.0.1:4000;');
  });

  it('spec §4/§9: language maps at http level, variant pages tried first, /_lang/ denied', () => {
    const text = readFileSync(confFile, 'utf8');
    expect(text).toContain('map $arg_lng $wl_lng_query {');
    expect(text).toContain('map $cookie_pll_language $wl_lng_cookie {');
    for (const code of ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']) {
      expect(text).toMatch(new RegExp(`^  "~\\*[^"]*${code}[^"]*" ${code};$`, 'm'));
    }
    expect(text).toContain('try_files $wl_lang_prefix$wl_path/index.html $wl_path/index.html');
    expect(text).toContain('$wl_lang_prefix/_app/index.html /_app/index.html =404;');
    expect(text).toContain('try_files $wl_lang_prefix/errors/index.html /errors/index.html =404;');
    expect(text).toContain('add_header Vary $wl_vary_html always;');
    // The variants folder is denied (with the local tools' /_dev/, issue 16).
    expect(text).toContain('location ~ "^/(_lang|_dev)(/|$)');
    // The partner agency has no variants: its prefix is always empty.
    const solmar = text.slice(text.indexOf('# solmar'));
    expect(solmar).toContain('set $wl_lang_prefix "";');
    expect(solmar).not.toContain('set $wl_lang_prefix /_lang/');
    // An agency's own main remote: the fallback shell in the language too.
    const rules = demoSiteRules().get('horizon');
    if (!rules) throw new Error('no horizon rules');
    const remoted = nginxConfig({
      sitesDir,
      sites: [{ ...rules, fallback: { type: 'rewrite', target: APP_SHELL } }],
    });
    expect(remoted).toContain(
      'try_files $wl_lang_prefix$wl_path/index.html $wl_path/index.html $wl_path $wl_lang_prefix/_app/index.html /_app/index.html =404;',
    );
  });

  it('refuses values nginx would read differently', () => {
    const rules = demoSiteRules().get('solmar');
    if (!rules) throw new Error('no solmar rules');
    const bad = {
      ...rules,
      redirects: [
        { path: '/', cookie: { name: 'wl_access_token', present: true }, location: '/$host' },
      ],
    };
    expect(() => nginxConfig({ sitesDir, sites: [bad] })).toThrow(/unsupported character/);
  });
});

describe('nginx: the request algorithm of the serving contract, as scripts/serve answers it', () => {
  for (const route of ROUTE_CASES) {
    it(route.name, async () => {
      await expectRoute(port, route);
    });
  }

  it('issue 17: security headers on pages, redirects, errors and assets; no HSTS over http', async () => {
    for (const [host, path] of HEADER_CASES) {
      expectSecurityHeaders(await get(path, { host }), `${host}${path}`, false);
    }
  });

  it('issue 16: never serves the API’s outbox (/_dev/outbox is a local tool of npm start)', async () => {
    const created = await get('/api/user/signup', {
      host: 'horizon.localhost',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Behind',
        lastName: 'Nginx',
        email: 'behind.nginx@example.com',
        password: 'nginx passphrase',
      }),
    });
    expect(created.status).toBe(202);
    for (const path of ['/_dev/outbox', '/_dev/outbox/', '/_dev', '/about/../_dev/outbox']) {
      const reply = await get(path, { host: 'horizon.localhost' });
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).not.toContain('behind.nginx@example.com');
      expect(reply.text, path).not.toContain('Outbox of');
    }
    expect(readFileSync(confFile, 'utf8')).toContain('location ~ "^/(_lang|_dev)(/|$)');
  });

  it('serves an agency under any parent domain (server_name <sub>.*)', async () => {
    const reply = await get('/about', { host: 'horizon.travel.example' });
    expect(reply.text).toContain(pageMarker('horizon', '/about'));
  });

  it('spec §7: /api/agency is proxied to the platform API with the Host', async () => {
    const reply = await get('/api/agency', { host: 'horizon.localhost' });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toMatchObject({ agencyName: 'Horizon Travel Co.' });
    expect(reply.headers['cache-control']).not.toBe('public, max-age=300');
    const unknown = await get('/api/agency', { host: 'nowhere.localhost' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ message: 'Agency not found!' });
  });

  it('issue 17: through nginx, failed logins from one address do not lock the user out from another', async () => {
    const attempt = (localAddress: string, password: string) =>
      get('/api/user/login', {
        host: 'horizon.localhost',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.1' },
        body: JSON.stringify({ email: 'admin@horizon.test', password }),
        localAddress,
      });
    for (let count = 0; count < 6; count += 1) await attempt('127.0.0.2', 'guess');
    expect((await attempt('127.0.0.2', 'Demo!2026')).status).toBe(429);
    expect((await attempt('127.0.0.1', 'Demo!2026')).status).toBe(200);
  });

  it('spec §7: POST reaches the API through nginx (login with a demo user)', async () => {
    const reply = await get('/api/user/login', {
      host: 'solmar.localhost',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'traveller@solmar.test', password: 'Demo!2026' }),
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text).token).toEqual(expect.any(String));
  });
});
