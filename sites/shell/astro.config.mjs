import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';
import { reactAriaLocales } from '../../packages/i18n/vite.ts';
import { renderAdapter } from './renderAdapter.mjs';

// `astro build` bundles the shell once (renderAdapter.mjs); scripts/build.ts then renders every
// agency's pages with that bundle (DESIGN §2) and says where it goes through WL_SHELL_BUNDLE.
const SERVER_ONLY = ['isomorphic-dompurify', 'jsdom'];

/** `client:held` (src/directives/held.ts): late hydration that keeps the clicks made meanwhile. */
const heldDirective = {
  name: 'wl-held-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'held', entrypoint: './src/directives/held.ts' });
    },
  },
};

export default defineConfig({
  output: 'server',
  adapter: renderAdapter(),
  outDir: process.env.WL_SHELL_BUNDLE ?? 'node_modules/.cache/wl-shell/manual',
  // assets: the shared hashed JS and CSS, served on every host (scripts/lib/serving.ts SHARED_ASSETS_DIR).
  build: { assets: '_shell' },
  // Islands render with React's renderToString: the same markup as its stream, which Astro read
  // back into a string anyway (encoded to bytes and decoded again: about a tenth of a render
  // process's CPU, docs/measurements.md). Astro's renderer left out each island's `useId` prefix
  // on this path, which patches/@astrojs__react@7.0.0.patch hands it (ids must stay unique on
  // the page and match the browser's hydration).
  integrations: [react({ experimentalDisableStreaming: true }), heldDirective],
  vite: {
    plugins: [reactAriaLocales(), vanillaExtractPlugin()],
    // jsdom (behind isomorphic-dompurify, build-time sanitising) reads files beside itself.
    ssr: { external: SERVER_ONLY },
    environments: { prerender: { resolve: { external: SERVER_ONLY } } },
  },
  security: {
    csp: {
      // What no config changes. The sources of script-src, style-src, connect-src, img-src and
      // font-src, which an agency's remotes, API bases and analytics widen, are decided in one
      // place, src/lib/pageHead.ts `cspSources`, and every page applies them.
      directives: [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  telemetry: false,
});
