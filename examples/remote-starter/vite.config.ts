// The starter remote's build: one Module Federation container, `remoteEntry.js`, whose exposed
// `./App` mounts the remote (docs/remotes.md "Serve it").
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { hostShared } from '@wl/remote-sdk/shared';
import { defineConfig } from 'vite';

/**
 * Where the built files will be served, ending in `/`: the chunks and the stylesheet are fetched
 * by absolute URL from the agency's pages, which live on another origin.
 */
const publicUrl = process.env.REMOTE_PUBLIC_URL ?? 'http://localhost:4174/';

export default defineConfig({
  base: publicUrl,
  cacheDir: process.env.CACHE_DIR ?? 'node_modules/.vite',
  plugins: [
    react(),
    federation({
      // Any name: the shell registers the remote under its config key (remotes.blog, …).
      name: 'wl_starter',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      // React comes from the host, one copy per page; list each library the remote imports.
      shared: hostShared(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']),
      // The remote's styles load with its exposed module.
      bundleAllCSS: true,
      dts: false,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No index.html: the exposed module is the entry (the plugin adds remoteEntry.js).
    rolldownOptions: { input: { App: 'src/App.tsx' } },
  },
  // `npm run serve`: the built remote on http://localhost:4174/, readable from any agency origin
  // and revalidated on every load, so a new build shows on the next page load.
  preview: { cors: true, headers: { 'Cache-Control': 'no-cache' } },
});
