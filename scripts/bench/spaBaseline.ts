// Issue 18 "versus a client-rendered baseline": the home as a single-page app of the same
// components (scripts/bench/spa), built with Vite and served beside an agency's built site, so
// the bench measures both homes in the same run against the same server and API.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { PAGE_DATA_ID, type PageData, scriptJson } from '../../sites/shell/src/lib/pageData.ts';
import { ROOT } from '../lib/configFiles.ts';
import { CHROMIUM_ARGS, type PageType } from './pageWeight.ts';
import {
  DEPLOYMENT_ID,
  DEPLOYMENT_PLACEHOLDER,
  SPA_PAGE_NAME,
  SPA_PATH,
  type SpaDeployment,
} from './spa/contract.ts';

/** The baseline as a page type of the bench, beside pageWeight.ts PAGE_TYPES. */
export const SPA_PAGE_TYPE: PageType = { name: SPA_PAGE_NAME, path: SPA_PATH };

const SPA_SOURCE = join(ROOT, 'scripts', 'bench', 'spa');

/** The `<script type="application/json" id="...">` block of a page and its text. */
function jsonBlock(id: string) {
  return new RegExp(`(<script[^>]*\\bid="${id}"[^>]*>)([\\s\\S]*?)(</script>)`);
}

/** Builds the baseline for production (minified, hashed) into `outDir`. */
export async function buildSpaBaseline(outDir: string): Promise<void> {
  // A Vite cache of its own, removed after, so it never shares one with another build or person.
  const cacheDir = mkdtempSync(join(tmpdir(), 'wl-spa-vite-'));
  try {
    await build({
      configFile: false,
      root: SPA_SOURCE,
      base: SPA_PATH,
      mode: 'production',
      cacheDir,
      publicDir: false,
      envDir: false,
      logLevel: 'warn',
      plugins: [react(), vanillaExtractPlugin()],
      build: { outDir, emptyOutDir: true, minify: true, reportCompressedSize: false },
    });
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/**
 * An agency's deployment settings, read from its static home's page data: the same config,
 * language and currencies, without the agency and texts the baseline fetches itself.
 */
export function spaDeploymentOf(homeHtml: string): SpaDeployment {
  const text = jsonBlock(PAGE_DATA_ID).exec(homeHtml)?.[2];
  if (!text) throw new Error(`the static home has no #${PAGE_DATA_ID} block`);
  const { config, language, countryCurrencies } = JSON.parse(text) as PageData;
  const { agency: _fetched, ...deployed } = config;
  return { config: deployed, language, countryCurrencies };
}

/**
 * Copies the built baseline under an agency's folder of the built tree, where the site server
 * serves it at `SPA_PATH` on the agency's host (any file of the folder is served, and
 * `/api/...` is the same origin), with that agency's settings written into its index.html.
 */
export function installSpaBaseline(builtDir: string, sitesDir: string, subdomain: string): void {
  const target = join(sitesDir, subdomain, SPA_PATH);
  cpSync(builtDir, target, { recursive: true });
  const deployment = spaDeploymentOf(readFileSync(join(sitesDir, subdomain, 'index.html'), 'utf8'));
  const page = join(target, 'index.html');
  const html = readFileSync(page, 'utf8');
  const block = jsonBlock(DEPLOYMENT_ID);
  if (block.exec(html)?.[2]?.trim() !== DEPLOYMENT_PLACEHOLDER) {
    throw new Error(`the built baseline's index.html has no empty #${DEPLOYMENT_ID} block`);
  }
  writeFileSync(
    page,
    html.replace(block, (_, open, _text, close) => open + scriptJson(deployment) + close),
  );
}

/**
 * Throws unless the baseline paints the home (header, heading and footer) at each of `urls`
 * within 30 s: a blank page would still give Lighthouse figures, of nothing.
 */
export async function checkSpaBaselinePaints(urls: readonly string[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      try {
        await page.locator('header').first().waitFor({ timeout: 30_000 });
        await page.locator('main h1').waitFor({ state: 'attached', timeout: 30_000 });
        await page.locator('footer').first().waitFor({ timeout: 30_000 });
      } catch (error) {
        const reason = errors.join('; ') || (error instanceof Error ? error.message : error);
        throw new Error(`the client-rendered baseline at ${url} did not paint the home: ${reason}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
