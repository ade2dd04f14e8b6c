// The built-in remote applications (DESIGN §2 Remotes): each `sites/remotes/<name>/` is its own
// Vite + Module Federation build, run once for every agency into `<sites>/_remotes/<name>/`, and
// only again when its inputs change. Hashed assets are only ever added (a page still running the
// previous entry keeps finding its chunks); the entry is replaced last, in one rename.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pLimit, { type LimitFunction } from 'p-limit';
import { ROOT } from './configFiles.ts';
import { ONE_THREAD_BUNDLER_ENV, runNodeTool } from './nodeChild.ts';
import { REMOTE_ENTRY, REMOTES_DIR } from './serving.ts';
import { fingerprintOf, packageSources, sourceFilesUnder } from './sourceFiles.ts';

/** Vite's build manifest of a remote, named in remote-kit's Vite config. */
const REMOTE_MANIFEST = 'remote-manifest.json';

/** Where a remote's last build manifest is kept: beside the tree, never served. */
export function remoteManifestFile(sitesDir: string, name: string): string {
  return join(sitesDir, `.remote-${name}.manifest.json`);
}

export { REMOTE_ENTRY, REMOTES_DIR };

const SOURCES = join(ROOT, 'sites', 'remotes');

export interface RemotesReport {
  built: string[];
  /** Copied from the build cache: built before, for the same inputs, into another folder. */
  cached: string[];
  unchanged: string[];
  failed: { name: string; problem: string }[];
}

/**
 * Remotes built before, by name and fingerprint, for every output folder of this checkout: a
 * build into a new folder (a second `npm run build --out`, a test's build) copies a remote built
 * for the same inputs instead of running Vite again. Only a cache: deleting it costs a rebuild.
 */
const CACHE = join(ROOT, 'node_modules', '.cache', 'wl-remotes');

/** The remotes this repository builds: every folder of sites/remotes with a package.json. */
export function builtInRemotes(): string[] {
  if (!existsSync(SOURCES)) return [];
  return readdirSync(SOURCES)
    .filter((name) => existsSync(join(SOURCES, name, 'package.json')))
    .sort();
}

/**
 * A remote's own sources, the packages it bundles (their sources and manifests, and the shared
 * Vite build, @wl/remote-kit's vite.ts, which sits beside its src), the lockfile and this script.
 */
function remoteFingerprint(name: string): string {
  const files = [
    ...sourceFilesUnder(join(SOURCES, name)),
    ...packageSources(),
    join(ROOT, 'pnpm-lock.yaml'),
    join(ROOT, 'scripts', 'lib', 'buildRemotes.ts'),
  ];
  return fingerprintOf(files);
}

/** A copy of a finished build, put in place in one rename (another build may look meanwhile). */
function keepInCache(built: string, cached: string): void {
  const partial = `${cached}.partial-${process.pid}`;
  try {
    cpSync(built, partial, { recursive: true });
    renameSync(partial, cached);
  } catch {
    // Another build cached the same inputs first, or the cache cannot be written: both fine.
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

function runVite(name: string, outDir: string): Promise<void> {
  const cwd = join(SOURCES, name);
  return runNodeTool(
    'vite build',
    join(cwd, 'node_modules', 'vite', 'bin', 'vite.js'),
    ['build', '--logLevel', 'warn'],
    {
      cwd,
      env: {
        ...process.env,
        ...ONE_THREAD_BUNDLER_ENV,
        WL_REMOTE_OUT: outDir,
        // A production build whoever runs it: under a test runner (NODE_ENV=test, VITEST) the
        // federation plugin would otherwise switch itself off and emit no remoteEntry.js.
        NODE_ENV: 'production',
        MFE_VITE_NO_TEST_ENV_CHECK: 'true',
      },
      keepLines: 20,
    },
  );
}

/**
 * Builds each built-in remote whose inputs changed (all of them with `force`). `bundlers` decides
 * how many bundlers run at once, shared with whatever else the caller bundles meanwhile (the shell,
 * buildSites.ts); one at a time without it.
 */
export async function buildRemotes(
  sitesDir: string,
  {
    force = false,
    log = (line: string) => console.log(line),
    bundlers = pLimit(1),
  }: { force?: boolean; log?: (line: string) => void; bundlers?: LimitFunction } = {},
): Promise<RemotesReport> {
  const report: RemotesReport = { built: [], cached: [], unchanged: [], failed: [] };
  const remotesDir = join(sitesDir, REMOTES_DIR);
  // Each remote is its own Vite run.
  const buildOne = async (name: string) => {
    const target = join(remotesDir, name);
    // Beside the tree, not inside `_remotes/`, so no server ever hands them out.
    const stamp = join(sitesDir, `.remote-${name}.build-hash`);
    const fingerprint = remoteFingerprint(name);
    const current =
      !force &&
      existsSync(join(target, REMOTE_ENTRY)) &&
      existsSync(remoteManifestFile(sitesDir, name)) &&
      existsSync(stamp) &&
      readFileSync(stamp, 'utf8') === fingerprint;
    if (current) {
      report.unchanged.push(name);
      return;
    }
    const staging = join(sitesDir, `.remote-staging-${name}-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    const cached = join(CACHE, `${name}-${fingerprint}`);
    const fromCache =
      !force && existsSync(join(cached, REMOTE_ENTRY)) && existsSync(join(cached, REMOTE_MANIFEST));
    try {
      if (fromCache) {
        cpSync(cached, staging, { recursive: true });
      } else {
        await bundlers(() => {
          log(`building remote ${name}`);
          return runVite(name, staging);
        });
        for (const file of [REMOTE_ENTRY, REMOTE_MANIFEST]) {
          if (!existsSync(join(staging, file))) {
            throw new Error(`the build wrote no ${file} (is remote-kit's Vite config used?)`);
          }
        }
        keepInCache(staging, cached);
      }
      mkdirSync(target, { recursive: true });
      // What each exposed module needs (remotePreloads.ts), kept beside the stamp: no server
      // hands it out, and unlike the hashed files it is replaced on every build.
      renameSync(join(staging, REMOTE_MANIFEST), remoteManifestFile(sitesDir, name));
      // Hashed names never change content: adding beside the old ones is safe while serving.
      for (const entry of readdirSync(staging)) {
        if (entry !== REMOTE_ENTRY) {
          cpSync(join(staging, entry), join(target, entry), { recursive: true, force: false });
        }
      }
      renameSync(join(staging, REMOTE_ENTRY), join(target, REMOTE_ENTRY));
      writeFileSync(stamp, fingerprint);
      (fromCache ? report.cached : report.built).push(name);
    } catch (error) {
      // The previous build of this remote stays in place.
      report.failed.push({ name, problem: (error as Error).message });
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  };
  await Promise.all(builtInRemotes().map(buildOne));
  // The report lists names in order, whichever remote finished first.
  for (const list of [report.built, report.cached, report.unchanged]) list.sort();
  report.failed.sort((a, b) => a.name.localeCompare(b.name));
  return report;
}
