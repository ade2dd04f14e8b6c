// Two builds of the sites served side by side and visited alternately, so a change is compared
// on the same machine in one run (issue 18). Each visit measures one number in a fresh context;
// the medians are printed. Used by remoteReady.ts and mainThread.ts.
//
//   node_modules/.bin/tsx scripts/build.ts --out /tmp/wl-before/sites   (on the old commit)
//   node_modules/.bin/tsx scripts/build.ts --out /tmp/wl-after/sites    (on the new one)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright';
import { CONFIG_DIR } from '../lib/configFiles.ts';
import { type RunningServer, startServer } from '../serve.ts';
import { median } from './measure.ts';
import { CHROMIUM_ARGS } from './pageWeight.ts';

/** Lighthouse's mobile preset: slow 4G (150 ms, 1.6 Mbit/s) and a CPU four times slower. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** The command-line options every side-by-side script takes (`parseArgs` options). */
export const BUILD_OPTIONS = {
  before: { type: 'string' },
  after: { type: 'string' },
} as const;

/** The two build folders, or a clear error naming what is missing. */
export function buildsToCompare(values: { before?: string; after?: string }) {
  const { before, after } = values;
  if (!before || !after) {
    throw new Error('--before <dir> and --after <dir> are required (outputs of scripts/build.ts)');
  }
  return { before, after };
}

export interface SideBySide {
  before: string;
  after: string;
  runs: number;
  /** What the medians are of, e.g. "horizon /: remote ready (ms)". */
  label: string;
  /** One visit of `server`'s sites; returns the measured number. */
  visit(browser: Browser, server: RunningServer): Promise<number>;
}

export async function compareBuilds({ before, after, runs, label, visit }: SideBySide) {
  const work = mkdtempSync(join(tmpdir(), 'wl-side-by-side-'));
  const serve = (sitesDir: string, name: string) =>
    startServer({
      sitesDir,
      configDir: CONFIG_DIR,
      databaseFile: join(work, `${name}.sqlite`),
      port: 0,
      log: () => {},
      apiLogger: { info() {}, warn() {}, error() {} },
    });
  const servers: Record<'before' | 'after', RunningServer> = {
    before: await serve(before, 'before'),
    after: await serve(after, 'after'),
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const values: Record<'before' | 'after', number[]> = { before: [], after: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const name of ['before', 'after'] as const) {
        values[name].push(await visit(browser, servers[name]));
        console.log(`${name} ${values[name].at(-1)}`);
      }
    }
    console.log(
      `${label}, median of ${runs}: before ${median(values.before)}, after ${median(values.after)}`,
    );
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
  }
}
