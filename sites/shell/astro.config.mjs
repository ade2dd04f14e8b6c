import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  outDir: process.env.WL_SITES_OUT ?? '../../dist/sites',
  build: { format: 'directory', assets: '_shell' },
  integrations: [react()],
  vite: { plugins: [vanillaExtractPlugin()] },
  devToolbar: { enabled: false },
  telemetry: false,
});
