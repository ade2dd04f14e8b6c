// The shell bundled by `astro build` (sites/shell/renderAdapter.mjs): the server entry the render
// processes render every page with (renderPages.ts) and the hashed browser assets (`client/_shell/`)
// every page names. Kept by the fingerprint of its sources, so a build whose sources did not change
// (an agency's config edited, another output folder, a shard) starts rendering at once.
import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './configFiles.ts';
import { ChildBuildError, ONE_THREAD_BUNDLER_ENV, runNodeTool } from './nodeChild.ts';
import { fingerprintOf, packageSources, sourceFilesUnder } from './sourceFiles.ts';

/** The Astro generator (not the `_shell/` assets folder it emits, serving.ts SHARED_ASSETS_DIR). */
const GENERATOR_DIR = join(ROOT, 'sites', 'shell');

/**
 * Inside the generator: the server entry imports the generator's packages (React, i18next…) by
 * name, and Node finds them from where the entry lies.
 */
const BUNDLES = join(GENERATOR_DIR, 'node_modules', '.cache', 'wl-shell');

/** Bundles of older sources kept beside the current one (switching branches back and forth). */
const KEEP = 3;

/** The server entry of a bundle, for the render processes. */
export function bundleEntry(bundle: string): string {
  return join(bundle, 'server', 'entry.mjs');
}

/** The browser assets of a bundle: the folder that holds `_shell/`. */
export function bundleClient(bundle: string): string {
  return join(bundle, 'client');
}

/**
 * What the bundle is made from: the shell's and the packages' sources (stories and tests left
 * out), their manifests and Vite plugins (packages/i18n/vite.ts), the Astro config and the lockfile.
 */
export function shellFingerprint(): string {
  return fingerprintOf([
    ...packageSources(),
    ...sourceFilesUnder(join(GENERATOR_DIR, 'src')),
    ...['astro.config.mjs', 'renderAdapter.mjs', 'package.json'].map((file) =>
      join(GENERATOR_DIR, file),
    ),
    join(ROOT, 'pnpm-lock.yaml'),
    join(ROOT, 'scripts', 'lib', 'shellBundle.ts'),
  ]);
}

function pruneOlderBundles(current: string): void {
  const others = readdirSync(BUNDLES)
    .map((name) => join(BUNDLES, name))
    .filter((path) => path !== current && !/\.(partial|previous)-/.test(path))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of others.slice(KEEP)) rmSync(old, { recursive: true, force: true });
}

/**
 * The bundle of the current sources: bundled now if there is none yet (or with `force`), in one
 * rename so a build running beside this one never reads half of it.
 */
export async function shellBundle({
  fingerprint = shellFingerprint(),
  force = false,
  log = (line: string) => console.log(line),
}: {
  fingerprint?: string;
  force?: boolean;
  log?: (line: string) => void;
} = {}): Promise<string> {
  const bundle = join(BUNDLES, fingerprint);
  if (!force && existsSync(bundleEntry(bundle))) {
    // Marked as used, so pruning keeps the bundles in use rather than the newest built.
    const now = new Date();
    utimesSync(bundle, now, now);
    return bundle;
  }
  const partial = `${bundle}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  log('bundling the shell');
  try {
    await runNodeTool(
      'astro build',
      join(GENERATOR_DIR, 'node_modules', 'astro', 'bin', 'astro.mjs'),
      ['build', '--silent'],
      {
        cwd: GENERATOR_DIR,
        env: {
          ...process.env,
          ...ONE_THREAD_BUNDLER_ENV,
          WL_SHELL_BUNDLE: partial,
          ASTRO_TELEMETRY_DISABLED: '1',
          // The build that ships, whoever runs it: under a test runner (NODE_ENV=test) Vite would
          // bundle React's development build into the islands, and the main remote shares the
          // shell's React, so its StrictMode would mount every page twice in the test build only.
          NODE_ENV: 'production',
        },
      },
    );
    if (!existsSync(bundle)) {
      renameSync(partial, bundle);
    } else if (force) {
      // Set aside, not removed first: the current one stays whole until the new one is in place.
      const previous = `${bundle}.previous-${process.pid}`;
      renameSync(bundle, previous);
      renameSync(partial, bundle);
      rmSync(previous, { recursive: true, force: true });
    } else {
      // Another build bundled the same sources meanwhile: theirs is the same, keep it.
      rmSync(partial, { recursive: true, force: true });
    }
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (error instanceof ChildBuildError) {
      throw new Error(`astro build exited with ${error.code}\n${error.lastLines.join('\n')}`);
    }
    throw error;
  }
  pruneOlderBundles(bundle);
  return bundle;
}
