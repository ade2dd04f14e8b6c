// Issue 45 "Publish": from the owner's settings save until a new visitor's page shows the change,
// on scripts/serve with publishing on (serve.ts `publish`): the save is answered at once, the
// agency is rebuilt by the incremental build and swapped in, and the clock stops at the first
// plain request for /about (no cookies, no cache: a new visitor) whose HTML has the new title.
//
//   npm run bench -- --only publish [--runs 5]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSites } from '../lib/buildSites.ts';
import { CONFIG_DIR } from '../lib/configFiles.ts';
import { startServer } from '../serve.ts';
import { send } from '../test/siteFixture.ts';
import { median } from './measure.ts';

export interface PublishResult {
  agency: string;
  /** What each save changed. */
  change: string;
  /** Save to first new visitor with the change, each run, in ms. */
  runsMs: number[];
  medianMs: number;
}

/** The target: a change visible to a new visitor within 10 s. */
export const PUBLISH_TARGET_MS = 10_000;
const AGENCY = 'horizon';
const HOST = `${AGENCY}.localhost`;
const ORIGIN = 'http://{subdomain}.localhost:4321';

export async function measurePublish(runs: number): Promise<PublishResult> {
  const work = mkdtempSync(join(tmpdir(), 'wl-bench-publish-'));
  const sitesDir = join(work, 'sites');
  const built = await buildSites({
    configDir: CONFIG_DIR,
    files: [join(CONFIG_DIR, `${AGENCY}.json`)],
    outDir: sitesDir,
    origin: ORIGIN,
    log: () => {},
  });
  if (!built.rendered.includes(AGENCY)) {
    throw new Error(`building ${AGENCY} failed: ${JSON.stringify(built.failed)}`);
  }
  const server = await startServer({
    sitesDir,
    configDir: CONFIG_DIR,
    databaseFile: join(work, 'platform.sqlite'),
    port: 0,
    publish: { origin: ORIGIN },
    log: () => {},
    apiLogger: { info: () => {}, warn: () => {}, error: () => {} },
  });
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const reply = await send(server.port, path, {
      host: HOST,
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: reply.status, text: reply.text };
  };
  try {
    const login = await call('POST', '/api/user/login', undefined, {
      email: 'owner@horizon.test',
      password: 'Demo!2026',
    });
    if (login.status !== 200) throw new Error(`owner login: ${login.status} ${login.text}`);
    const { token } = JSON.parse(login.text) as { token: string };
    const runsMs: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const title = `Published by the bench, run ${run} of ${Date.now()}`;
      const opened = await call('GET', '/api/agency/settings/website', token);
      const { version } = (JSON.parse(opened.text) as { data: { version: number } }).data;
      const started = performance.now();
      const saved = await call('PUT', '/api/agency/settings/website', token, {
        baseVersion: version,
        about: { title },
      });
      if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.text}`);
      for (;;) {
        const page = await call('GET', '/about');
        if (page.status === 200 && page.text.includes(title)) break;
        if (performance.now() - started > 120_000) {
          throw new Error(`run ${run}: /about never showed the saved title`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      runsMs.push(Math.round(performance.now() - started));
    }
    return { agency: AGENCY, change: 'About title', runsMs, medianMs: median(runsMs) };
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
