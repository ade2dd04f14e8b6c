// The main remote (spec §1, DESIGN §2 Remotes): one Vite build for every agency, a Module
// Federation container at `/_remotes/main/remoteEntry.js` whose exposed `./App` mounts the
// remote's router. React and react-dom come from the host (shared singletons), so the remote
// renders with the page's one React. scripts/lib/buildRemotes.ts runs this build.
import { federation } from '@module-federation/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The remote's name in the federation and its folder under `/_remotes/`. */
const NAME = 'main';
/** Each library the host provides; the remote keeps its own copy only as the unused fallback. */
const HOST_SHARED = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

export default defineConfig({
  base: `/_remotes/${NAME}/`,
  // Vite's cache stays inside this package, away from other builds running at the same time.
  cacheDir: 'node_modules/.vite',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    federation({
      name: `wl_${NAME}`,
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      shared: Object.fromEntries(
        HOST_SHARED.map((name) => [name, { singleton: true, requiredVersion: '^19.0.0' }]),
      ),
      // The remote's styles ship with its exposed module (no CSS in the host's bundle).
      bundleAllCSS: true,
      dts: false,
    }),
  ],
  build: {
    outDir: process.env.WL_REMOTE_OUT ?? `../../../dist/sites/_remotes/${NAME}`,
    emptyOutDir: true,
    target: 'es2022',
    // Hashed names everywhere but the entry: `assets/[name]-[hash].js` is Vite's default.
    assetsDir: 'assets',
    // No page of its own: the federation plugin adds remoteEntry.js; the exposed module is the
    // only other entry (Vite would look for an index.html otherwise).
    rolldownOptions: { input: { App: 'src/App.tsx' } },
  },
});
