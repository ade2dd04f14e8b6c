import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Debian's chromium, never a browser download (DESIGN.md §3). */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

/**
 * Every story's play function and axe check, once per demo agency theme (issue 3: zero
 * violations in every agency's colours), plus Arabic right to left in one of them.
 */
const STORY_RUNS = [
  { agency: 'horizon', language: 'en' },
  { agency: 'solmar', language: 'es' },
  { agency: 'nordlys', language: 'en' },
  { agency: 'dormant', language: 'en' },
  { agency: 'horizon', language: 'ar' },
];

const storyProjects: TestProjectInlineConfiguration[] = STORY_RUNS.map(({ agency, language }) => ({
  plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
  define: {
    'import.meta.env.WL_STORY_AGENCY': JSON.stringify(agency),
    'import.meta.env.WL_STORY_LANGUAGE': JSON.stringify(language),
  },
  optimizeDeps: {
    // Discovered late otherwise: the first run on a clean cache reloads mid-test.
    include: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
      ...[
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/dynamic',
        'react-aria-components',
        'react-i18next',
        'i18next',
        '@xstate/react',
        'xstate',
        'isomorphic-dompurify',
        'react-icons/fa6',
        'react-icons/lu',
        '@internationalized/date',
      ].map((dependency) => `@wl/ui > ${dependency}`),
      ...['zod', 'culori', 'htmlparser2', 'domutils', 'date-fns', 'cookie', 'path-to-regexp'].map(
        (dependency) => `@wl/core > ${dependency}`,
      ),
    ],
  },
  test: {
    name: `stories:${agency}:${language}`,
    // One page for every story file: the preview (themes, texts of nine languages) is set up once
    // instead of once a file. Each story renders into a fresh root, so nothing carries over.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' }],
    },
  },
}));

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'sites/remotes/*',
      'scripts',
      'tests/storybook',
      'tests/nginx',
      'tests/sites',
      ...storyProjects,
    ],
  },
});
