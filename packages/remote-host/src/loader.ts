// The federated remote loader (spec §4 script loading, §8; DESIGN §2 Remotes) on the Module
// Federation runtime: remotes registered by URL, React and react-dom provided by the host as
// shared singletons, and every failure reported in the terms the loader machine maps to §8 texts.
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { RemoteLoadFailure } from '@wl/machines';
import { isRemoteModule, REMOTE_EXPOSE, type RemoteModule } from './mount.ts';
import type { HostSharedLibrary } from './shared.ts';

/**
 * A library the host provides to its remotes: its version and the module itself, or a dynamic
 * import of it (`load`), which the federation runtime calls only when a remote asks for the
 * library: a page without a remote fetches no chunk for it.
 */
export type SharedLibrary =
  | { version: string; module: unknown }
  | { version: string; load: () => Promise<unknown> };

export interface RemoteLoaderOptions {
  /** The host's name in the federation (share scope owner). */
  hostName: string;
  /** Each library remotes take from the host (HOST_SHARED): one instance on the page. */
  shared: Readonly<Record<HostSharedLibrary, SharedLibrary>>;
  /** Where a remote's entry (`remoteEntry.js`, an ES module) is, by remote name. */
  entryOf(remote: string): string;
}

export interface RemoteLoader {
  /**
   * Loads (or loads again, after a failure) a remote's exposed module: its pages (`./App`) unless
   * another is named (`HOME_SEARCH_EXPOSE`).
   */
  load(remote: string, expose?: string): Promise<RemoteModule>;
}

// Module Federation runtime error codes (@module-federation/error-codes), as its messages carry them.
const ENTRY_NOT_LOADED = '#RUNTIME-008';
const CONTAINER_CODES = ['#RUNTIME-001', '#RUNTIME-002'];
/** Chromium's, Firefox's and Safari's words for a module script that could not be fetched. */
const MODULE_FETCH_FAILED =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)(?::\s*(\S+))?/;

/** The chunk a failed fetch names: its file name without extension (`App-3fa9c1`). */
function chunkName(url: string): string {
  const file = url.split(/[?#]/, 1)[0]?.split('/').pop() ?? url;
  return file.replace(/\.m?js$/, '');
}

/**
 * What went wrong, in the loader machine's terms (spec §8): the entry script did not load; it
 * loaded but is no container; a chunk of it is missing; anything else is the component's fault.
 */
export function classifyLoadError(error: unknown, entry: string): RemoteLoadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes(ENTRY_NOT_LOADED)) return { reason: 'script' };
  if (CONTAINER_CODES.some((code) => message.includes(code))) return { reason: 'container' };
  const fetchFailed = MODULE_FETCH_FAILED.exec(message);
  if (fetchFailed) {
    const url = fetchFailed[1];
    if (!url || url.split(/[?#]/, 1)[0] === entry.split(/[?#]/, 1)[0]) return { reason: 'script' };
    return { reason: 'chunk', chunk: chunkName(url), type: 'missing' };
  }
  return { reason: 'component' };
}

/** Spec §8 "Container missing": an entry without the container interface. */
const containerMissing = (): RemoteLoadFailure => ({ reason: 'container' });

/**
 * Where remotes built with the federation plugin's `experiments.externalRuntime` (remote-kit's
 * Vite config) find the runtime: the host's, so a booking page loads it once, not once more in
 * its remote (about 19 kB gzip). A remote built without that option brings its own as before.
 */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const global = globalThis as Record<string, unknown>;
  global[EXTERNAL_RUNTIME_GLOBAL] ??= runtimeCore;
  const federation = createInstance({
    name: options.hostName,
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(options.shared).map(([name, library]) => [
        name,
        {
          version: library.version,
          ...('load' in library
            ? { get: () => library.load().then((module) => () => module as never) }
            : { lib: () => library.module as never }),
          // The host's copy wins whatever the remote bundled: one React per page.
          shareConfig: { singleton: true, requiredVersion: `^${library.version}` },
        },
      ]),
    ),
  });
  const attempts = new Map<string, number>();

  return {
    async load(remote, expose = REMOTE_EXPOSE) {
      const attempt = (attempts.get(remote) ?? 0) + 1;
      attempts.set(remote, attempt);
      const base = new URL(options.entryOf(remote), window.location.href);
      // A browser keeps a failed module fetch in its module map: a retry asks for a new URL.
      if (attempt > 1) base.searchParams.set('attempt', String(attempt));
      const entry = base.href;
      federation.registerRemotes([{ name: remote, entry, type: 'module' }], { force: true });
      let module: unknown;
      try {
        module = await federation.loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`);
      } catch (error) {
        throw classifyLoadError(error, entry);
      }
      if (module === null || module === undefined) throw containerMissing();
      if (!isRemoteModule(module)) throw { reason: 'component' } satisfies RemoteLoadFailure;
      return module;
    },
  };
}
