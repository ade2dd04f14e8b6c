// The Vite build of a remote (DESIGN §2 Remotes, docs/remotes.md "Building a remote"): one build
// for every agency, a Module Federation container at `/_remotes/<name>/remoteEntry.js` whose
// exposed `./App` mounts the remote. React, react-dom, i18next and xstate come from the host
// (shared singletons, HOST_SHARED), so the remote renders with the page's one React; React Aria
// keeps its texts in spec §9's languages only. scripts/lib/buildRemotes.ts runs it in the
// remote's folder with WL_REMOTE_OUT set. Every remote's vite.config.ts is this with its name.

import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { federation } from '@module-federation/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { reactAriaLocales } from '../i18n/vite.ts';
import { HOST_SHARED, type HostSharedLibrary, sharedPackage } from '../remote-host/src/shared.ts';
import { exposedStyles } from './exposedStyles.ts';

const require = createRequire(import.meta.url);

/**
 * Each library the host provides, at least the version the remote is built with (any later one
 * of the same major will do); the remote keeps its own copy only as the unused fallback.
 */
function sharedWithHost(library: HostSharedLibrary) {
  const { version } = require(`${sharedPackage(library)}/package.json`) as { version: string };
  return { singleton: true, requiredVersion: `^${version}` };
}

/**
 * `name`: the remote's folder under `/_remotes/`; its federation name is `wl_<name>`. `more`:
 * modules it exposes besides `./App`, by expose name (the main remote's `./HomeSearch`).
 */
export function remoteViteConfig(
  name: string,
  more: Readonly<Record<string, string>> = {},
): UserConfig {
  const exposes = { './App': './src/App.tsx', ...more };
  return defineConfig({
    base: `/_remotes/${name}/`,
    // Vite's cache stays inside the remote's package, away from other builds running at once.
    cacheDir: 'node_modules/.vite',
    plugins: [
      reactAriaLocales(),
      exposedStyles(Object.values(exposes).map((file) => resolve(file))),
      react(),
      vanillaExtractPlugin(),
      federation({
        name: `wl_${name}`,
        filename: 'remoteEntry.js',
        exposes,
        shared: Object.fromEntries(
          HOST_SHARED.map((library) => [library, sharedWithHost(library)]),
        ),
        // Not `bundleAllCSS` (every page's styles with the exposed module): exposedStyles links
        // what the exposed module needs, Vite what each lazily loaded page needs.
        bundleAllCSS: false,
        dts: false,
        // The plugin waits for every module to be parsed before it settles what is shared, and
        // after 10 s without one it goes on without the rest ("some shared dependencies may be
        // missing"): on a loaded machine vanilla-extract's style files alone take longer.
        moduleParseIdleTimeout: 120,
        // The federation runtime is the host's (@wl/remote-host's loader publishes it).
        experiments: { externalRuntime: true },
      }),
    ],
    build: {
      outDir: process.env.WL_REMOTE_OUT ?? `../../../dist/sites/_remotes/${name}`,
      emptyOutDir: true,
      target: 'es2022',
      // A stylesheet per chunk: a page loads its own styles with its code (Vite's preload
      // helper), not every page's (the budgets of scripts/bench/budgets.ts).
      cssCodeSplit: true,
      // Hashed names everywhere but the entry: `assets/[name]-[hash].js` is Vite's default.
      assetsDir: 'assets',
      // Which files the exposed modules need, for the pages' preload hints (scripts/lib/
      // remotePreloads.ts); buildRemotes.ts moves it out of the served tree.
      manifest: 'remote-manifest.json',
      // No page of its own: the federation plugin adds remoteEntry.js; the exposed modules are the
      // only other entries (Vite would look for an index.html otherwise).
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(exposes).map(([expose, file]) => [expose.slice(2), file.slice(2)]),
        ),
      },
    },
  });
}
