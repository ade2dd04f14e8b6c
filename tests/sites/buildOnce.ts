// One real build of the demo agencies for every test file of this project (vitest globalSetup):
// each file then starts its own server and browser over the same output.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSites } from '../../scripts/lib/buildSites.ts';
import { CONFIG_DIR } from '../../scripts/lib/configFiles.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sitesDir: string;
    builtAgencies: { rendered: string[]; failed: string[] };
  }
}

/** Canonical URLs name this origin; the servers of the test files listen on other ports. */
export const SHARED_BUILD_ORIGIN = 'http://{subdomain}.localhost:4321';

export default async function buildOnce(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'wl-sites-build-'));
  const sitesDir = join(work, 'sites');
  const report = await buildSites({
    configDir: CONFIG_DIR,
    outDir: sitesDir,
    origin: SHARED_BUILD_ORIGIN,
    log: () => {},
  });
  project.provide('sitesDir', sitesDir);
  project.provide('builtAgencies', {
    rendered: [...report.rendered],
    failed: report.failed.map((failure) => JSON.stringify(failure)),
  });
  return () => rmSync(work, { recursive: true, force: true });
}
