// Issue 17 "Load and crashes", on loopback and bounded in time: scripts/serve under a minute of
// load (no errors, memory flat, p99 reported), the reference API with 200 concurrent users signing
// in, searching and saving to their profile (no 5xx, nothing acknowledged lost), and a kill -9 of
// the API in the middle of writes that loses nothing it acknowledged.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CONFIG_DIR, ROOT } from '../../scripts/lib/configFiles.ts';
import { send } from '../../scripts/test/siteFixture.ts';

const DEMO_PASSWORD = 'Demo!2026';
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const work = mkdtempSync(join(tmpdir(), 'wl-load-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

interface Served {
  child: ChildProcess;
  port: number;
}

/** `scripts/serve.ts` as its own process (as `npm start` runs it), on a free port. */
function serve(databaseFile: string): Promise<Served> {
  const child = spawn(
    TSX,
    ['scripts/serve.ts', '--sites', inject('sitesDir'), '--configs', CONFIG_DIR],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', PLATFORM_DB: databaseFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Serving on [\d.]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`serve exited (${code}):\n${out}`)));
  });
}

/** Resident memory of a process, in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function login(port: number, email: string, host = 'horizon.localhost') {
  const reply = await send(port, '/api/user/login', {
    host,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return reply;
}

describe('issue 17: scripts/serve under load', () => {
  it('serves a minute of pages, assets and API calls with no errors and flat memory', async () => {
    const { child, port } = await serve(join(work, 'serve.sqlite'));
    const pid = child.pid ?? 0;
    const shellAsset = readFileSync(
      join(inject('sitesDir'), 'horizon', 'index.html'),
      'utf8',
    ).match(/\/_shell\/[^"']+\.js/)?.[0];
    expect(shellAsset).toBeTruthy();
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
    const host = (subdomain: string) => ({ host: `${subdomain}.localhost` });
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 50,
      duration: 60,
      requests: [
        { method: 'GET', path: '/', headers: host('horizon') },
        { method: 'GET', path: '/about', headers: { ...host('horizon'), 'accept-encoding': 'br' } },
        { method: 'GET', path: '/faqs?lng=ar', headers: host('horizon') },
        { method: 'GET', path: '/booknow/hotels/search', headers: host('solmar') },
        {
          method: 'GET',
          path: shellAsset ?? '/',
          headers: { ...host('nordlys'), 'accept-encoding': 'gzip' },
        },
        { method: 'GET', path: '/api/agency', headers: host('horizon') },
        { method: 'GET', path: '/api/multi-currency/exchange', headers: host('solmar') },
      ],
    });
    clearInterval(sampler);
    const warm = samples.slice(5, 15);
    const end = samples.slice(-10);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `[load] scripts/serve, 50 connections, 60 s: ${result.requests.total} requests, ` +
        `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms; RSS ${median(warm).toFixed(0)} MB ` +
        `after warm-up, ${median(end).toFixed(0)} MB at the end`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(10_000);
    // Flat: the last ten seconds use no more than the ten after warm-up, plus a margin for the
    // compressed-body cache (bounded at 32 MB) and the garbage collector's timing.
    expect(median(end)).toBeLessThan(median(warm) + 48);
    child.kill('SIGTERM');
  }, 120_000);
});

describe('issue 17: the reference API with 200 concurrent users', () => {
  it('200 users sign in, search deals and save a language at once: no 5xx, nothing lost', async () => {
    const { child, port } = await serve(join(work, 'users.sqlite'));
    const emails = [
      'traveller@horizon.test',
      'owner@horizon.test',
      'admin@horizon.test',
      'agent@horizon.test',
      'sales@horizon.test',
    ];
    const languages = ['fr', 'de', 'pt', 'es', 'ar'];
    const users = Array.from({ length: 200 }, (_, index) => ({
      email: emails[index % emails.length] as string,
      language: languages[index % languages.length] as string,
    }));
    const statuses: number[] = [];
    const tokens = await Promise.all(
      users.map(async ({ email, language }) => {
        const signedIn = await login(port, email);
        statuses.push(signedIn.status);
        const token = JSON.parse(signedIn.text).token as string;
        const auth = {
          host: 'horizon.localhost',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        };
        const search = await send(port, '/api/hotel/deals/hotel-search', {
          ...auth,
          method: 'POST',
          body: JSON.stringify({ latitude: 25.7617, longitude: -80.1918 }),
        });
        statuses.push(search.status);
        const saved = await send(port, `/api/user/changeLanguage/${language}`, auth);
        statuses.push(saved.status);
        return token;
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // Every acknowledged session is still there, once each.
    expect(new Set(tokens).size).toBe(200);
    for (const token of tokens) {
      const me = await send(port, '/api/user/me', {
        host: 'horizon.localhost',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
    }
    child.kill('SIGTERM');
  }, 120_000);
});

describe('issue 17: kill -9 of the API in the middle of writes', () => {
  it('loses nothing it acknowledged (SQLite WAL, synchronous FULL)', async () => {
    const databaseFile = join(work, 'crash.sqlite');
    const first = await serve(databaseFile);
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        try {
          const reply = await login(first.port, 'traveller@horizon.test');
          if (reply.status === 200) acknowledged.push(JSON.parse(reply.text).token);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await serve(databaseFile);
    const lost: string[] = [];
    for (const token of acknowledged) {
      const me = await send(second.port, '/api/user/me', {
        host: 'horizon.localhost',
        headers: { Authorization: `Bearer ${token}` },
      });
      if (me.status !== 200) lost.push(token);
    }
    console.log(
      `[crash] ${acknowledged.length} sessions acknowledged before kill -9; ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    second.child.kill('SIGTERM');
  }, 120_000);
});

describe('issue 17: the login throttle cannot lock a user out from another address', () => {
  it('failed logins from one address leave the same user free to sign in from another', async () => {
    const { child, port } = await serve(join(work, 'throttle.sqlite'));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await send(port, '/api/user/login', {
        host: 'horizon.localhost',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'owner@horizon.test', password: 'guess' }),
        localAddress: '127.0.0.2',
      });
    }
    const attacker = await send(port, '/api/user/login', {
      host: 'horizon.localhost',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@horizon.test', password: DEMO_PASSWORD }),
      localAddress: '127.0.0.2',
    });
    expect(attacker.status).toBe(429);
    const owner = await login(port, 'owner@horizon.test');
    expect(owner.status).toBe(200);
    child.kill('SIGTERM');
  }, 60_000);
});
