// Which agencies the renderer renders. `npm run build` (scripts/build.ts) validates every config,
// skips the unchanged ones and hands the rest to its render processes, which set them here
// (src/render/entry.ts) before rendering the first page.
import type { AgencyConfig } from '@wl/core';
import type { RemotePreload } from './pageData.ts';

export interface BuildInput {
  /** Absolute paths of the agency config files to render. */
  configs: string[];
  /** Public address of a site, `{subdomain}` replaced (canonical, Open Graph, sitemap). */
  origin: string;
  /** The built-in remotes' preload hints, by remote name (absent: no hints). */
  remotePreloads?: Record<string, RemotePreload>;
}

let current: { input: BuildInput; agencies: AgencyConfig[] } | null = null;

/** What the renderer renders from now on (scripts/lib/renderPages.ts, through the server entry). */
export function setBuildInput(input: BuildInput, agencies: AgencyConfig[]): void {
  current = { input, agencies };
}

/** The configs being rendered (validated by the build script). */
export function buildAgencies(): { input: BuildInput; agencies: AgencyConfig[] } {
  if (!current) throw new Error('no build input: render through scripts/lib/renderPages.ts');
  return current;
}

/**
 * The preload hints of the remotes a booking page of `config` may mount from the built-in build:
 * an agency's own remote (its config's URL) is not ours to list.
 */
export function builtInRemotePreloads(config: AgencyConfig): Record<string, RemotePreload> {
  const all = buildAgencies().input.remotePreloads ?? {};
  return Object.fromEntries(
    Object.entries(all).filter(
      ([name]) => (config.remotes as Record<string, string | undefined>)[name] === undefined,
    ),
  );
}

export function siteOrigin(subdomain: string): string {
  return buildAgencies().input.origin.replaceAll('{subdomain}', subdomain).replace(/\/$/, '');
}
