// npm run bench [-- --quick] [--only build,weight,lighthouse,serving,publish] [--sizes 1,10,100,1000] [--runs 3]
// With --only, the sections not named are kept from the last report, each with its own date.
// Issue 18: measures the product side by side in one run on this machine and writes
// docs/benchmarks.md with a JSON file beside it. Every figure names the command that reruns it.
// Timings live here, never in `npm test` (budgets on bytes do).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AgencyConfig } from '@wl/core';
import { measureBuildScale } from './bench/buildScale.ts';
import { measureLighthouse } from './bench/lighthouse.ts';
import { machine } from './bench/measure.ts';
import { hasPage, measurePageWeights, PAGE_TYPES, pathOf } from './bench/pageWeight.ts';
import { measurePublish } from './bench/publish.ts';
import { type Results, renderReport, SECTIONS, type Section } from './bench/report.ts';
import { measureServing } from './bench/serving.ts';
import { SPA_PATH } from './bench/spa/contract.ts';
import {
  buildSpaBaseline,
  checkSpaBaselinePaints,
  installSpaBaseline,
  SPA_PAGE_TYPE,
} from './bench/spaBaseline.ts';
import { writeSyntheticAgencies } from './bench/syntheticAgencies.ts';
import { buildSites } from './lib/buildSites.ts';
import { CONFIG_DIR, configFilesIn, loadConfigs, ROOT } from './lib/configFiles.ts';
import { startServer } from './serve.ts';
import { send } from './test/siteFixture.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    sizes: { type: 'string' },
    runs: { type: 'string' },
    synthetic: { type: 'string' },
    out: { type: 'string' },
  },
});

// `--synthetic N --out DIR` only writes N synthetic configs (the build-scale commands use it).
if (values.synthetic) {
  const dir = values.out ?? join(tmpdir(), `wl-synthetic-${values.synthetic}`);
  writeSyntheticAgencies(dir, Number(values.synthetic));
  console.log(dir);
  process.exit(0);
}

const sections = new Set((values.only ?? 'build,weight,lighthouse,serving,publish').split(','));
const runs = Number(values.runs ?? (values.quick ? 1 : 3));
const sizes = (values.sizes ?? (values.quick ? '1,10' : '1,10,100,1000')).split(',').map(Number);
const BENCH_PORT = 4890;
const DEMO_PASSWORD = 'Demo!2026';

function log(line: string) {
  process.stderr.write(`[bench] ${line}\n`);
}

async function apiToken(port: number, subdomain: string, email: string): Promise<string> {
  const reply = await send(port, '/api/user/login', {
    host: `${subdomain}.localhost`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (reply.status !== 200) throw new Error(`login of ${email}: ${reply.status} ${reply.text}`);
  return (JSON.parse(reply.text) as { token: string }).token;
}

/** A demo agency's config, as the build read it. */
function demoConfig(subdomain: string): AgencyConfig {
  for (const loaded of loadConfigs(configFilesIn(CONFIG_DIR))) {
    if (loaded.ok && loaded.config.agency.subdomain === subdomain) return loaded.config;
  }
  throw new Error(`no demo agency ${subdomain} in ${CONFIG_DIR}`);
}

const docs = join(ROOT, 'docs');
const REPORT_JSON = join(docs, 'benchmarks.json');
const results: Results = { machine: machine(), date: new Date().toISOString() };
// `--only` measures some sections: the others stay as the last report had them, with their own
// dates, when it was written on a machine like this one (else they are left out).
if (values.only) keepEarlierSections(results);

function keepEarlierSections(into: Results): void {
  let earlier: Results;
  try {
    earlier = JSON.parse(readFileSync(REPORT_JSON, 'utf8')) as Results;
  } catch {
    return;
  }
  const sameMachine =
    earlier.machine?.cores === into.machine.cores &&
    earlier.machine?.memoryGiB === into.machine.memoryGiB;
  if (!sameMachine) return;
  const measuredAt: Partial<Record<Section, string>> = {};
  for (const section of SECTIONS) {
    if (earlier[section] === undefined) continue;
    Object.assign(into, { [section]: earlier[section] });
    measuredAt[section] = earlier.measuredAt?.[section] ?? earlier.date;
  }
  into.measuredAt = measuredAt;
}

/** A section this run measured: its date is the run's. */
function measured<S extends Section>(section: S, value: Results[S]): void {
  Object.assign(results, { [section]: value });
  results.measuredAt = { ...results.measuredAt, [section]: results.date };
}

if (sections.has('weight') || sections.has('lighthouse') || sections.has('serving')) {
  const work = mkdtempSync(join(tmpdir(), 'wl-bench-'));
  const sitesDir = join(work, 'sites');
  log('building the demo agencies');
  const built = await buildSites({
    configDir: CONFIG_DIR,
    outDir: sitesDir,
    origin: `http://{subdomain}.localhost:${BENCH_PORT}`,
    force: true,
    log: () => {},
  });
  if (built.failed.length > 0)
    throw new Error(`demo build failed: ${JSON.stringify(built.failed)}`);
  const agencies = ['horizon', 'nordlys'];
  // Issue 18 "versus a client-rendered baseline": measured beside the static home in the same
  // page-weight pass and Lighthouse run, so it is served by the same server too.
  const baseline = sections.has('weight') || sections.has('lighthouse');
  if (baseline) {
    log('building the client-rendered baseline');
    const spaDir = join(work, 'spa');
    await buildSpaBaseline(spaDir);
    for (const agency of agencies) installSpaBaseline(spaDir, sitesDir, agency);
  }
  const server = await startServer({
    sitesDir,
    configDir: CONFIG_DIR,
    databaseFile: join(work, 'platform.sqlite'),
    port: BENCH_PORT,
    log: () => {},
    apiLogger: { info: () => {}, warn: () => {}, error: () => {} },
  });
  try {
    if (baseline) {
      await checkSpaBaselinePaints(
        agencies.map((agency) => new URL(SPA_PATH, server.url(agency)).href),
      );
    }
    if (sections.has('weight')) {
      log('page weight');
      measured(
        'weights',
        await measurePageWeights(
          {
            url: (subdomain) => server.url(subdomain),
            token: (subdomain, email) => apiToken(server.port, subdomain, email),
            config: (subdomain) => demoConfig(subdomain),
          },
          agencies,
          [...PAGE_TYPES, SPA_PAGE_TYPE],
        ),
      );
    }
    if (sections.has('lighthouse')) {
      log(`Lighthouse, ${runs} run(s) a page`);
      const pages = agencies.flatMap((agency) =>
        [...PAGE_TYPES, SPA_PAGE_TYPE]
          .filter(
            (type) => !type.as && type.name !== '404' && hasPage(type, agency, demoConfig(agency)),
          )
          .map((type) => ({
            agency,
            page: type.name,
            url: new URL(pathOf(type, demoConfig(agency)), server.url(agency)).href,
          })),
      );
      measured('lighthouse', await measureLighthouse(pages, runs));
    }
    if (sections.has('serving')) {
      log(`serving: scripts/serve and nginx, ${runs} run(s) each`);
      measured('serving', await measureServing(sitesDir, runs));
    }
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (sections.has('build')) {
  log(`build scale: ${sizes.join(', ')} agencies`);
  measured('build', await measureBuildScale(sizes, runs));
}

if (sections.has('publish')) {
  // Issue 45: median of 5 saves (the measure), 1 in a quick run.
  const saves = values.runs ? runs : values.quick ? 1 : 5;
  log(`publish: save -> first new visitor sees it, ${saves} save(s)`);
  measured('publish', await measurePublish(saves));
}

const REPORT_MD = join(docs, 'benchmarks.md');
writeFileSync(REPORT_JSON, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(REPORT_MD, renderReport(results, { quick: values.quick, runs }));
// In the repository's format (its tables aligned), so `npm test`'s `biome check` accepts the report.
execFileSync(
  process.execPath,
  [
    join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'),
    'format',
    '--write',
    REPORT_JSON,
    REPORT_MD,
  ],
  { stdio: 'ignore' },
);
log('wrote docs/benchmarks.md and docs/benchmarks.json');
