// How long a phone waits for a booking page's remote (issue 18): from navigation until the
// remote's hotel search form shows its Search button, on a slow 4G link (150 ms, 1.6 Mbit/s, as
// Lighthouse's mobile preset) with the CPU four times slower. Two builds side by side, visits
// alternating, so a change to how the remote loads is compared on the same machine in one run.
//
//   node_modules/.bin/tsx scripts/build.ts --out /tmp/wl-before/sites   (on the old commit)
//   node_modules/.bin/tsx scripts/build.ts --out /tmp/wl-after/sites    (on the new one)
//   node_modules/.bin/tsx scripts/bench/remoteReady.ts --before /tmp/wl-before/sites \
//     --after /tmp/wl-after/sites [--runs 5] [--path /booknow/hotels]
//
// Lighthouse's simulated LCP does not show this wait: the remote's form is not the page's
// largest paint there (docs/measurements.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CONFIG_DIR } from '../lib/configFiles.ts';
import { type RunningServer, startServer } from '../serve.ts';
import { median } from './measure.ts';
import { CHROMIUM_ARGS } from './pageWeight.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/booknow/hotels' },
  },
});
if (!values.before || !values.after) {
  throw new Error('--before <dir> and --after <dir> are required (outputs of scripts/build.ts)');
}
const runs = Number(values.runs);

/** Lighthouse's mobile preset: slow 4G and a CPU four times slower. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const work = mkdtempSync(join(tmpdir(), 'wl-remote-ready-'));
const servers: Record<'before' | 'after', RunningServer> = {
  before: await serve(values.before, 'before'),
  after: await serve(values.after, 'after'),
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

function serve(sitesDir: string, name: string): Promise<RunningServer> {
  return startServer({
    sitesDir,
    configDir: CONFIG_DIR,
    databaseFile: join(work, `${name}.sqlite`),
    port: 0,
    log: () => {},
    apiLogger: { info() {}, warn() {}, error() {} },
  });
}

/** Milliseconds from navigation until the remote's Search button shows, in a fresh phone context. */
async function visit(server: RunningServer): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = performance.now();
    await page.goto(new URL(values.path as string, server.url('horizon')).href);
    await page.getByRole('button', { name: 'Search' }).waitFor({ timeout: 90_000 });
    return Math.round(performance.now() - started);
  } finally {
    await context.close();
  }
}

try {
  const times: Record<'before' | 'after', number[]> = { before: [], after: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const name of ['before', 'after'] as const) {
      times[name].push(await visit(servers[name]));
      console.log(`${name} ${times[name].at(-1)} ms`);
    }
  }
  console.log(
    `horizon ${values.path}: remote ready, median of ${runs}: before ${median(times.before)} ms, after ${median(times.after)} ms`,
  );
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  rmSync(work, { recursive: true, force: true });
}
