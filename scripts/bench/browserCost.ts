// What one browser test's visitor costs the machine (issue 19 item 6: `npm test` under 25 minutes
// on 2 cores). The suites are CPU-bound, so the figure that matters is CPU time, not wall time.
//
//   node_modules/.bin/tsx scripts/build.ts --out /tmp/wl-cost/sites
//   node_modules/.bin/tsx scripts/bench/browserCost.ts --sites /tmp/wl-cost/sites \
//     [--executable /usr/bin/chromium] [--visits 8]
//
// Prints, per visit: wall seconds and CPU seconds of the whole machine (run it on a quiet one),
// for a fresh context and page, a fresh context that loads the horizon home until its islands
// have committed, the home in a new page of one context, and the same home reloaded in one page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { COMMITTED_ATTRIBUTE, WAITING_ATTRIBUTE } from '../../sites/shell/src/directives/held.ts';
import { CONFIG_DIR } from '../lib/configFiles.ts';
import { startServer } from '../serve.ts';
import { CHROMIUM_ARGS } from './pageWeight.ts';

const { values } = parseArgs({
  options: {
    sites: { type: 'string' },
    executable: { type: 'string', default: '/usr/bin/chromium' },
    visits: { type: 'string', default: '8' },
  },
});
if (!values.sites) throw new Error('--sites <dir> is required (the output of scripts/build.ts)');
const visits = Number(values.visits);

/** Busy jiffies of every core since boot (/proc/stat: user, nice, system, irq, softirq, steal). */
function busyTicks(): number {
  const [cpuLine = ''] = readFileSync('/proc/stat', 'utf8').split('\n', 1);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpuLine
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return user + nice + system + irq + softirq + steal;
}
const TICKS_PER_SECOND = 100;

const work = mkdtempSync(join(tmpdir(), 'wl-browser-cost-'));
const server = await startServer({
  sitesDir: values.sites,
  configDir: CONFIG_DIR,
  databaseFile: join(work, 'platform.sqlite'),
  port: 0,
  log: () => {},
  apiLogger: { info() {}, warn() {}, error() {} },
});
const browser = await chromium.launch({
  executablePath: values.executable,
  args: CHROMIUM_ARGS,
});
const home = new URL('/', server.url('horizon')).href;

async function islandsCommitted(page: import('playwright').Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    ([waiting, committed]) =>
      document.querySelector(`astro-island:not([${waiting}]):not([${committed}])`) === null,
    [WAITING_ATTRIBUTE, COMMITTED_ATTRIBUTE] as const,
  );
}

async function measure(name: string, visit: () => Promise<void>) {
  await visit(); // warm: the server's caches and the browser's first process
  const ticks = busyTicks();
  const start = performance.now();
  for (let round = 0; round < visits; round += 1) await visit();
  const wall = (performance.now() - start) / 1000 / visits;
  const cpu = (busyTicks() - ticks) / TICKS_PER_SECOND / visits;
  console.log(`${name.padEnd(40)} wall ${wall.toFixed(2)} s  cpu ${cpu.toFixed(2)} s`);
}

try {
  console.log(`${values.executable}, ${visits} visits each`);
  await measure('fresh context and page', async () => {
    const context = await browser.newContext();
    await context.newPage();
    await context.close();
  });
  await measure('fresh context, horizon home', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(home);
    await islandsCommitted(page);
    await context.close();
  });
  const context = await browser.newContext();
  await measure('one context, a new page, horizon home', async () => {
    const fresh = await context.newPage();
    await fresh.goto(home);
    await islandsCommitted(fresh);
    await fresh.close();
  });
  const page = await context.newPage();
  await measure('one page, horizon home again', async () => {
    await page.goto(home);
    await islandsCommitted(page);
  });
  await context.close();
} finally {
  await browser.close();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
