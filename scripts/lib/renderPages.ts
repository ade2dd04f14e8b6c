// Renders agencies' pages with the shell bundle (shellBundle.ts), in one process per group of
// agencies (renderWorker.mjs), at once: a page renders on one thread, so a build uses every core.
// Each process writes its agencies' folders under its own staging folder and reports each agency
// as soon as its folder is complete, so the caller swaps it into place while the rest render.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildInput } from '../../sites/shell/src/lib/buildInput.ts';
import type { RenderEvent, RenderJob } from '../../sites/shell/src/render/job.ts';
import { lastLines, startCollecting } from './nodeChild.ts';
import { bundleEntry } from './shellBundle.ts';

const WORKER = join(import.meta.dirname, 'renderWorker.mjs');

export interface RenderGroup {
  /** The agencies' config files, and the subdomains they declare (validated). */
  agencies: { file: string; subdomain: string }[];
  /** Where this process writes: `<staging>/<subdomain>/…` (and `404.html` when asked). */
  staging: string;
  notFound: boolean;
}

export interface RenderHandlers {
  rendered: (subdomain: string, staging: string) => void;
  failed: (subdomain: string, problem: string) => void;
}

function renderGroup(
  bundle: string,
  input: Omit<BuildInput, 'configs'>,
  group: RenderGroup,
  handlers: RenderHandlers,
): Promise<boolean> {
  // Plain Node running plain JavaScript: no loader of a parent run by tsx, no test runner's
  // development React.
  const { child, exited } = startCollecting(
    process.execPath,
    [WORKER, pathToFileURL(bundleEntry(bundle)).href],
    {
      cwd: process.cwd(),
      ipc: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // A process's heap would otherwise grow with its agencies (V8 collects lazily with room
        // to spare); capped, the pages cost the same memory at 10 agencies as at 1000.
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=1024']
          .filter(Boolean)
          .join(' '),
      },
    },
  );
  const pending = new Set(group.agencies.map((agency) => agency.subdomain));
  child.on('message', (event: RenderEvent) => {
    pending.delete(event.agency);
    if ('error' in event) handlers.failed(event.agency, `rendering failed: ${event.error}`);
    else handlers.rendered(event.agency, group.staging);
  });
  const job: RenderJob = {
    input: { ...input, configs: group.agencies.map((agency) => agency.file) },
    outDir: group.staging,
    notFound: group.notFound,
  };
  child.send(job);
  return exited.then(({ code, output }) => {
    // A process that died took the agencies it had not reported with it.
    const problem = `rendering failed: the render process exited with ${code}\n${lastLines(output, 20).join('\n')}`;
    for (const subdomain of pending) handlers.failed(subdomain, problem);
    return code === 0 && pending.size === 0;
  });
}

/** Renders every group at once; true when every process finished and reported all its agencies. */
export async function renderPages(
  bundle: string,
  input: Omit<BuildInput, 'configs'>,
  groups: readonly RenderGroup[],
  handlers: RenderHandlers,
): Promise<boolean> {
  const results = await Promise.all(
    groups.map((group) => renderGroup(bundle, input, group, handlers)),
  );
  return results.every(Boolean);
}
