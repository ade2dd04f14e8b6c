// A real build of the given agency configs into a temp folder, served by the real server
// (reference API in process) and opened in Debian's chromium (DESIGN §3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright';
import { type BuildReport, buildSites } from '../../scripts/lib/buildSites.ts';
import { type RunningServer, startServer } from '../../scripts/serve.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface SitesHarness {
  report: BuildReport;
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startSites(configDir: string): Promise<SitesHarness> {
  const work = mkdtempSync(join(tmpdir(), 'wl-sites-'));
  const sitesDir = join(work, 'sites');
  // Port 0 builds for a server whose port is only known later: canonical URLs use this origin.
  const report = await buildSites({
    configDir,
    outDir: sitesDir,
    origin: 'http://{subdomain}.localhost:4321',
    log: () => {},
  });
  const server = await startServer({
    sitesDir,
    configDir,
    databaseFile: join(work, 'platform.sqlite'),
    port: 0,
    log: () => {},
    apiLogger: { info: () => {}, warn: () => {}, error: () => {} },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    report,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
