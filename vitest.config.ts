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
 * Every story's play function, axe check and screenshot, once per demo agency theme (issue 3: zero
 * violations in every agency's colours), plus Arabic right to left in one of them. `layouts`: the
 * runs that also compare the stories at their extra widths (phone, the mobile breakpoint), and
 * check every axe rule. A theme changes colours, logo and type, not where boxes go or what
 * names and roles they have, so one left-to-right and one right-to-left run cover the layouts and
 * the structural rules; the theme runs check the rules a theme can break (`.storybook/preview.tsx`).
 * That keeps the screenshot count and `npm test`'s time down.
 */
const STORY_RUNS = [
  { agency: 'horizon', language: 'en', layouts: true },
  { agency: 'solmar', language: 'es', layouts: false },
  { agency: 'nordlys', language: 'en', layouts: false },
  { agency: 'dormant', language: 'en', layouts: false },
  { agency: 'horizon', language: 'ar', layouts: true },
];

/** `Footer.stories.tsx` → `Footer`: a folder may hold several story files. */
const storyFile = (fileName: string) => fileName.replace(/\.stories\.tsx$/, '');

/** `horizon-ar/Default` of `Footer.stories.tsx` → `horizon-ar/Footer/Default`. */
function runAndStory(arg: string, testFileName: string): string {
  const [run, ...story] = arg.split('/');
  return `${run}/${storyFile(testFileName)}/${story.join('/')}`;
}

/**
 * The theme runs are instances of one browser project: they share one Vite server, so the stories
 * are transformed and the dependencies pre-bundled once instead of once a run (Vitest's "multiple
 * setups"). A run's agency and language reach the preview as `import.meta.env` values
 * (`.storybook/agencies.ts`), set at run time for each instance.
 */
const storyProject: TestProjectInlineConfiguration = {
  // Two story runs at once (helpers, a fresh clone beside a checkout) each pre-bundle into their own folder.
  ...(process.env.CACHE_DIR ? { cacheDir: process.env.CACHE_DIR } : {}),
  plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
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
        '@tiptap/react',
        '@tiptap/starter-kit',
      ].map((dependency) => `@wl/ui > ${dependency}`),
      ...['zod', 'culori', 'htmlparser2', 'domutils', 'date-fns', 'cookie', 'path-to-regexp'].map(
        (dependency) => `@wl/core > ${dependency}`,
      ),
    ],
  },
  test: {
    name: 'stories',
    setupFiles: ['.storybook/vitest.screenshots.ts'],
    // A story's screenshots (its own width and the layout runs' extra widths) run in its afterEach.
    hookTimeout: 60_000,
    // One page for every story file: the preview (themes, texts of nine languages) is set up once
    // instead of once a file. Each story renders into a fresh root, so nothing carries over.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: STORY_RUNS.map(({ agency, language, layouts }) => ({
        browser: 'chromium' as const,
        name: `stories:${agency}:${language}`,
        env: {
          WL_STORY_AGENCY: agency,
          WL_STORY_LANGUAGE: language,
          WL_STORY_LAYOUTS: layouts ? 'yes' : '',
        },
      })),
      expect: {
        toMatchScreenshot: {
          // Stricter than pixelmatch's default (0.1), which lets a grey move about 30 levels
          // unseen: a colour token changed by a few levels must fail. What still varies from run
          // to run (under load, a handful of anti-aliased pixels a shade apart) stays below
          // 0.05 per pixel and 0.01% of the image.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.0001 },
          // Beside the story, one folder per theme run: the path names the story and the theme.
          // The name a story compares under starts with its run (`horizon-ar/Default`).
          resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
            `${root}/${testFileDirectory}/__screenshots__/${runAndStory(arg, testFileName)}${ext}`,
          resolveDiffPath: ({ arg, ext, root, attachmentsDir, testFileDirectory, testFileName }) =>
            `${root}/${attachmentsDir}/${testFileDirectory}/${runAndStory(arg, testFileName)}${ext}`,
        },
      },
    },
  },
};

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'sites/remotes/*',
      'scripts',
      'tests/storybook',
      'tests/nginx',
      'tests/sites',
      storyProject,
    ],
  },
});
