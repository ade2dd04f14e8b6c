// The server entry of the shell's bundle (renderAdapter.mjs). A render process of the build
// (scripts/lib/renderPages.ts) calls `renderAgencies` with its share of the agencies: every page of
// each is rendered through Astro's app and written where a static build would write it, and each
// agency is reported as soon as its folder is complete, or as failed without stopping the others.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { agencyConfigSchema } from '@wl/core';
import { createApp } from 'astro/app/entrypoint';
import { setBuildInput } from '../lib/buildInput.ts';
import { sitePagesOf } from '../lib/sitePaths.ts';
import type { RenderEvent, RenderJob } from './job.ts';

const app = createApp({ streaming: false });
// The pages are files served as they are: their policy goes in a <meta>, where a static build
// puts it (an on-demand page would carry it as a response header instead).
if (app.manifest.csp) app.manifest.csp = { ...app.manifest.csp, cspDestination: 'meta' };

/** Any origin: pages name their public address from the build input, never from the request. */
const RENDER_ORIGIN = 'http://render.invalid';

async function render(path: string, locals: App.Locals, status: number): Promise<Uint8Array> {
  const response = await app.render(new Request(`${RENDER_ORIGIN}/${path}`), { locals });
  // Astro has the page as bytes already: written as they are, never decoded and encoded again.
  const html = new Uint8Array(await response.arrayBuffer());
  // Astro answers a page that threw with its error page (and logs the error): not a page to ship.
  if (response.status !== status) {
    throw new Error(`/${path} rendered with status ${response.status}`);
  }
  return html;
}

function write(file: string, html: Uint8Array): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, html);
}

export async function renderAgencies(
  job: RenderJob,
  report: (event: RenderEvent) => Promise<void>,
): Promise<void> {
  // Validated by the build script already; parsed again here for the schema's defaults.
  const agencies = job.input.configs.map((file) =>
    agencyConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8'))),
  );
  setBuildInput(job.input, agencies);
  if (job.notFound) write(join(job.outDir, '404.html'), await render('404', {} as App.Locals, 404));
  for (const config of agencies) {
    const agency = config.agency.subdomain;
    try {
      const pages = sitePagesOf(config);
      for (const { path, props } of pages) {
        const html = await render(`${path}/`, { sitePage: props }, 200).catch((error: Error) => {
          // Which of the agency's pages: its address under the agency, as the site serves it.
          throw new Error(`/${path.split('/').slice(1).join('/')}: ${error.message}`);
        });
        write(join(job.outDir, path, 'index.html'), html);
      }
      await report({ agency, pages: pages.length });
    } catch (error) {
      rmSync(join(job.outDir, agency), { recursive: true, force: true });
      await report({ agency, error: (error as Error).message });
    }
  }
}
