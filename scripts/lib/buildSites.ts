// `npm run build`: every agency config becomes dist/sites/<subdomain>/. Only the agencies whose
// inputs changed (content hash) render, with the shell bundled once for its sources
// (shellBundle.ts) and in one render process per core (renderWorkers, renderPages.ts). Each
// rendered agency is swapped into place whole, so a reader or a failed build never sees half a
// site, and a broken config fails only its own agency, keeping that agency's previous output.
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { type AgencyConfig, indexablePaths } from '@wl/core';
import { assetReferences } from '@wl/core/node';
import pLimit from 'p-limit';
import { buildRemotes, builtInRemotes, type RemotesReport } from './buildRemotes.ts';
import { configFilesIn, formatProblem, loadConfigs, ROOT } from './configFiles.ts';
import { writeNginxConfig } from './nginxConfig.ts';
import { remotePreloads } from './remotePreloads.ts';
import { renderPages } from './renderPages.ts';
import { NOT_FOUND_PAGE, SHARED_ASSETS_DIR, SITE_RULES_FILE } from './serving.ts';
import { bundleClient, shellBundle, shellFingerprint } from './shellBundle.ts';
import { robotsTxt, sitemapXml } from './siteFiles.ts';
import { siteRules } from './siteRules.ts';
import { fingerprintOf } from './sourceFiles.ts';

export const DEFAULT_ORIGIN = 'http://{subdomain}.localhost:4321';
/**
 * What the last build rendered from which inputs. A shard keeps its own (`.build-manifest.2-of-4.json`),
 * so merged shard outputs never clash on it and each worker's next build is incremental.
 */
const manifestName = (shard?: Shard) =>
  shard ? `.build-manifest.${shard.index}-of-${shard.count}.json` : '.build-manifest.json';

export interface BuildOptions {
  configDir: string;
  /**
   * The config files to build instead of every one in `configDir`. Each file's image references
   * are relative to its own folder, as `agency validate` reads them: a config staged in a folder
   * of its own with its images (scripts/lib/publishAgency.ts) builds beside the files of
   * `configDir`.
   */
  files?: readonly string[];
  /** The sites folder (`dist/sites`). */
  outDir: string;
  /** Public address of a site, `{subdomain}` replaced. */
  origin?: string;
  /** Render every agency, changed or not. */
  force?: boolean;
  /**
   * Build one n-th of the agencies (`{ index: 1, count: 2 }` is the first half), so n machines
   * build at once; their outputs merge into one tree (shared assets are byte-identical).
   */
  shard?: Shard;
  /** Render processes at once; by default one per core once there are enough agencies. */
  renderRuns?: number;
  log?: (line: string) => void;
}

/** One of `count` parts of the agencies, `index` from 1. */
export interface Shard {
  index: number;
  count: number;
}

/** `2/5` as a shard; a clear error for anything else. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard expects i/n with 1 <= i <= n (e.g. 1/4), got "${text}"`);
  }
  return { index, count };
}

/**
 * Which shard builds an agency: by a hash of its subdomain (a failed config's file name), so an
 * agency stays on its shard whatever the others do and the shards come out about even.
 */
export function shardOf(key: string, count: number): number {
  return (createHash('sha256').update(key).digest().readUInt32BE(0) % count) + 1;
}

export interface AgencyFailure {
  file: string;
  subdomain?: string;
  problems: string[];
}

export interface BuildReport {
  rendered: string[];
  unchanged: string[];
  failed: AgencyFailure[];
  /** Output folders whose config is gone; kept, never deleted by a build. */
  orphaned: string[];
  /** The built-in remote applications (sites/remotes), built once for every agency. */
  remotes: RemotesReport;
  ms: number;
}

interface Manifest {
  fingerprint: string;
  agencies: Record<string, { hash: string; file: string }>;
}

interface Candidate {
  file: string;
  /** The folder its image references are relative to: the file's own. */
  root: string;
  config: AgencyConfig;
  hash: string;
  assets: string[];
}

const sha256 = () => createHash('sha256');

/**
 * Everything besides an agency's own config that shapes its pages: the shell bundle's sources
 * (shellBundle.ts) and the scripts that render and complete the agencies' folders.
 */
function generatorFingerprint(shell: string): string {
  const scripts = [
    'buildSites.ts',
    'renderPages.ts',
    'renderWorker.mjs',
    'siteFiles.ts',
    'siteRules.ts',
    'serving.ts',
  ].map((name) => join(ROOT, 'scripts', 'lib', name));
  return sha256().update(shell).update('\0').update(fingerprintOf(scripts)).digest('hex');
}

function readManifest(outDir: string, shard?: Shard): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(outDir, manifestName(shard)), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Write beside, then rename: a reader never sees half a file. */
function writeAtomic(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** Where one render process writes: beside the agencies, so each is swapped in by a rename. */
function stagingDir(outDir: string, worker: number): string {
  return join(outDir, `.render-${process.pid}-${worker}`);
}

/**
 * A page renders on one thread, so agencies render in one process per core, at once. A process
 * costs about as much to start (loading the bundle) as an agency to render: one per two agencies.
 */
const AGENCIES_PER_RUN = 2;

export function renderWorkers(agencies: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor(agencies / AGENCIES_PER_RUN)));
}

/**
 * The agencies dealt into `count` groups of about the same number of pages: an agency's pages
 * grow with its languages, so the one with most languages goes to the lightest group first.
 */
export function partition<T extends { config: { languages: readonly unknown[] } }>(
  items: readonly T[],
  count: number,
): T[][] {
  const groups = Array.from({ length: count }, () => ({ items: [] as T[], pages: 0 }));
  const weight = (item: T) => item.config.languages.length;
  for (const item of [...items].sort((a, b) => weight(b) - weight(a))) {
    const lightest = groups.reduce((min, group) => (group.pages < min.pages ? group : min));
    lightest.items.push(item);
    lightest.pages += weight(item);
  }
  return groups.map((group) => group.items);
}

/** Swaps a freshly rendered agency folder in: two renames, the old one removed after. */
function swapInto(staged: string, target: string): void {
  const previous = `${target}.previous-${process.pid}`;
  if (existsSync(target)) renameSync(target, previous);
  try {
    renameSync(staged, target);
  } catch (error) {
    if (existsSync(previous)) renameSync(previous, target);
    throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}

/**
 * An asset's bytes. The loader refused symbolic links; O_NOFOLLOW keeps that true if the file was
 * swapped for a link since, and the bytes (never a link) are what gets published.
 */
function readNoFollow(file: string): Buffer {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The subdomain a config that failed validation names, if it names one, for the summary. */
function declaredSubdomain(file: string): string | undefined {
  try {
    // A pipe or a device named *.json would never finish reading: only a regular, small file.
    const stats = lstatSync(file);
    if (!stats.isFile() || stats.size > 1_000_000) return undefined;
    const subdomain = JSON.parse(readFileSync(file, 'utf8'))?.agency?.subdomain;
    return typeof subdomain === 'string' && /^[a-z0-9-]+$/.test(subdomain) ? subdomain : undefined;
  } catch {
    return undefined;
  }
}

/** The hashed assets every site shares, added before any page that names them is swapped in. */
function publishAssets(bundle: string, outDir: string): void {
  // Hashed names never change content, so copying over what exists is safe while serving.
  cpSync(join(bundleClient(bundle), SHARED_ASSETS_DIR), join(outDir, SHARED_ASSETS_DIR), {
    recursive: true,
    force: false,
  });
}

export async function buildSites(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const origin = options.origin ?? DEFAULT_ORIGIN;
  const { configDir, outDir } = options;
  mkdirSync(outDir, { recursive: true });

  const failed: AgencyFailure[] = [];
  const candidates: Candidate[] = [];
  // Remotes before any page: a page rendered below may be served as soon as it is swapped in, and
  // booking pages name the remotes' first files. (Building them while the pages render was slower
  // on 2 cores: four bundlers at once.) Two bundlers at once, one thread each (nodeChild.ts
  // ONE_THREAD_BUNDLER_ENV): the remotes side by side, then the shell, which does not depend on
  // them, as soon as one is done (the shortest job last keeps both cores busy longest). A first
  // build of one agency took 13.3 s instead of 17.9 s one after the other, its processes holding
  // 1.6 GB at most; three bundlers at once would pass issue 18's 2 GB. The bundle is asked for
  // whether or not an agency turns out to need it, which costs nothing once it is cached; when no
  // agency needs it, a failure to bundle is nobody's and is dropped below.
  const bundlers = pLimit(2);
  const shell = shellFingerprint();
  const building = buildRemotes(outDir, { force: options.force, log, bundlers });
  const bundling = bundlers(() => shellBundle({ fingerprint: shell, force: options.force, log }));
  bundling.catch(() => undefined);
  const remotes = await building;
  const preloads = await remotePreloads(outDir, builtInRemotes());
  const fingerprint = sha256()
    .update(generatorFingerprint(shell))
    .update('\0')
    .update(JSON.stringify(preloads))
    .digest('hex');

  const { shard } = options;
  const inShard = (key: string) => !shard || shardOf(key, shard.count) === shard.index;
  for (const result of loadConfigs(options.files ?? configFilesIn(configDir))) {
    const key = result.ok ? result.config.agency.subdomain : basename(result.file);
    if (!inShard(key)) continue;
    if (!result.ok) {
      failed.push({
        file: result.file,
        subdomain: declaredSubdomain(result.file),
        problems: result.problems.map((problem) => formatProblem(result.file, problem)),
      });
      continue;
    }
    const { config, file } = result;
    const root = dirname(file);
    // loadConfigs already refused duplicate subdomains and missing images: every file is there.
    const assets = [...new Set(assetReferences(config).map(({ ref }) => ref))];
    const hash = sha256().update(fingerprint).update('\0').update(origin).update('\0');
    hash.update(readFileSync(file));
    for (const ref of assets)
      hash
        .update('\0')
        .update(ref)
        .update(readFileSync(join(root, ref)));
    candidates.push({ file, root, config, hash: hash.digest('hex'), assets });
  }

  const manifest = readManifest(outDir, shard);
  const isCurrent = (candidate: Candidate) =>
    !options.force &&
    manifest?.agencies[candidate.config.agency.subdomain]?.hash === candidate.hash &&
    existsSync(join(outDir, candidate.config.agency.subdomain, SITE_RULES_FILE));
  const toRender = candidates.filter((candidate) => !isCurrent(candidate));
  const unchanged = candidates.filter(isCurrent).map((c) => c.config.agency.subdomain);
  const needsShared =
    options.force ||
    manifest?.fingerprint !== fingerprint ||
    !existsSync(join(outDir, NOT_FOUND_PAGE));

  const rendered: string[] = [];
  let renderFailed = false;
  if (toRender.length > 0 || needsShared) {
    let bundle: string | null = null;
    try {
      bundle = await bundling;
    } catch (error) {
      // Nothing renders without the bundle: every agency keeps its previous output. The error is
      // the shell's, not an agency's: printed once, not once per agency.
      for (const line of `bundling the shell failed: ${(error as Error).message}`.split('\n')) {
        log(`  ${line}`);
      }
      for (const candidate of toRender) {
        failed.push({
          file: candidate.file,
          subdomain: candidate.config.agency.subdomain,
          problems: [`${candidate.file}: not rendered: bundling the shell failed (printed above)`],
        });
      }
      renderFailed = true;
    }
    if (bundle) {
      publishAssets(bundle, outDir);
      const runs = options.renderRuns ?? renderWorkers(toRender.length);
      const groups = partition(toRender, Math.max(1, Math.min(runs, toRender.length)));
      log(
        `rendering ${toRender.length} of ${candidates.length} agencies (${unchanged.length} unchanged)` +
          (groups.length > 1 ? ` in ${groups.length} processes at once` : ''),
      );
      const bySubdomain = new Map(toRender.map((c) => [c.config.agency.subdomain, c]));
      const finish = (subdomain: string, staging: string) => {
        const candidate = bySubdomain.get(subdomain);
        if (!candidate) return;
        const { config } = candidate;
        const site = join(staging, subdomain);
        const siteOrigin = origin.replaceAll('{subdomain}', subdomain).replace(/\/$/, '');
        for (const ref of candidate.assets) {
          mkdirSync(dirname(join(site, ref)), { recursive: true });
          writeFileSync(join(site, ref), readNoFollow(join(candidate.root, ref)));
        }
        writeFileSync(join(site, 'sitemap.xml'), sitemapXml(siteOrigin, indexablePaths(config)));
        writeFileSync(join(site, 'robots.txt'), robotsTxt(siteOrigin, config));
        writeFileSync(
          join(site, SITE_RULES_FILE),
          `${JSON.stringify(siteRules(config), null, 2)}\n`,
        );
        swapInto(site, join(outDir, subdomain));
        rendered.push(subdomain);
        log(`[${rendered.length}/${toRender.length}] ${subdomain}: ${config.agency.agencyName}`);
      };
      const renderGroups = (groups.length > 0 ? groups : [[]]).map((group, worker) => ({
        agencies: group.map((c) => ({ file: c.file, subdomain: c.config.agency.subdomain })),
        staging: stagingDir(outDir, worker),
        // The first process also renders the page for unknown hosts.
        notFound: worker === 0,
      }));
      for (const { staging } of renderGroups) {
        rmSync(staging, { recursive: true, force: true });
        mkdirSync(staging, { recursive: true });
      }
      try {
        const complete = await renderPages(
          bundle,
          { origin, remotePreloads: preloads },
          renderGroups,
          {
            rendered: finish,
            // A failed agency keeps its previous output; the others are unaffected.
            failed: (subdomain, problem) => {
              const candidate = bySubdomain.get(subdomain);
              failed.push({
                file: candidate?.file ?? subdomain,
                subdomain,
                problems: [`${candidate?.file ?? subdomain}: ${problem}`],
              });
            },
          },
        );
        const notFound = join(renderGroups[0]?.staging ?? outDir, NOT_FOUND_PAGE);
        if (existsSync(notFound)) {
          writeAtomic(join(outDir, NOT_FOUND_PAGE), readFileSync(notFound, 'utf8'));
        }
        renderFailed = !complete || !existsSync(notFound);
      } finally {
        for (const { staging } of renderGroups) rmSync(staging, { recursive: true, force: true });
      }
    }
  } else {
    // Nothing to render: the bundle asked for above is only waited for, never a failure here.
    await bundling.catch(() => undefined);
  }

  const agencies: Manifest['agencies'] = {};
  // Agencies that failed this time keep their previous entry, like their previous output.
  for (const [subdomain, entry] of Object.entries(manifest?.agencies ?? {})) {
    if (existsSync(join(outDir, subdomain))) agencies[subdomain] = entry;
  }
  const built = new Set([...rendered, ...unchanged]);
  for (const candidate of candidates) {
    const subdomain = candidate.config.agency.subdomain;
    if (built.has(subdomain)) agencies[subdomain] = { hash: candidate.hash, file: candidate.file };
  }
  const shared = renderFailed ? (manifest?.fingerprint ?? '') : fingerprint;
  writeAtomic(
    join(outDir, manifestName(shard)),
    `${JSON.stringify({ fingerprint: shared, agencies }, null, 2)}\n`,
  );

  // Production serving of the same tree by Host with the same rules (DESIGN §2 Serving).
  writeNginxConfig(outDir, join(dirname(outDir), 'nginx', 'sites.conf'));

  const configured = new Set(candidates.map((candidate) => candidate.config.agency.subdomain));
  const orphaned = readdirSync(outDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'),
    )
    .map((entry) => entry.name)
    .filter((name) => inShard(name) && !configured.has(name))
    .filter((name) => !failed.some((f) => f.subdomain === name));
  return {
    rendered,
    unchanged,
    failed,
    orphaned,
    remotes,
    ms: Math.round(performance.now() - started),
  };
}

/** The per-agency summary `npm run build` prints. */
export function formatReport(report: BuildReport): string[] {
  const lines = [
    ...report.rendered.map((subdomain) => `  ✓ ${subdomain} rendered`),
    ...report.unchanged.map((subdomain) => `  = ${subdomain} unchanged`),
    ...report.failed.flatMap((failure) => [
      `  ✗ ${failure.subdomain ?? relative(process.cwd(), failure.file)} failed (previous output kept)`,
      ...failure.problems.map((problem) => `      ${problem}`),
    ]),
    ...report.orphaned.map((subdomain) => `  ? ${subdomain} has no config any more (output kept)`),
    ...report.remotes.built.map((name) => `  ✓ remote ${name} built`),
    ...report.remotes.cached.map((name) => `  ✓ remote ${name} copied from the build cache`),
    ...report.remotes.unchanged.map((name) => `  = remote ${name} unchanged`),
    ...report.remotes.failed.flatMap(({ name, problem }) => [
      `  ✗ remote ${name} failed (previous build kept)`,
      ...problem.split('\n').map((line) => `      ${line}`),
    ]),
  ];
  const total = report.rendered.length + report.unchanged.length + report.failed.length;
  lines.push(
    `${report.rendered.length + report.unchanged.length} of ${total} agencies built ` +
      `(${report.rendered.length} rendered, ${report.unchanged.length} unchanged, ` +
      `${report.failed.length} failed) in ${(report.ms / 1000).toFixed(1)} s`,
  );
  return lines;
}
