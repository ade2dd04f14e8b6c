// Which agencies this Astro run renders. `npm run build` (scripts/build.ts) validates every config,
// skips the unchanged ones and passes the rest here through WL_BUILD_INPUT; a bare `astro build`
// renders every config of agency-configs/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type AgencyConfig, agencyConfigSchema } from '@wl/core';
import type { RemotePreload } from './pageData.ts';

export interface BuildInput {
  /** Absolute paths of the agency config files to render. */
  configs: string[];
  /** Public address of a site, `{subdomain}` replaced (canonical, Open Graph, sitemap). */
  origin: string;
  /** The built-in remotes' preload hints, by remote name (absent: no hints). */
  remotePreloads?: Record<string, RemotePreload>;
}

export const DEFAULT_ORIGIN = 'http://{subdomain}.localhost:4321';

function readInput(): BuildInput {
  const file = process.env.WL_BUILD_INPUT;
  if (file) return JSON.parse(readFileSync(file, 'utf8')) as BuildInput;
  const dir = resolve(process.env.WL_CONFIG_DIR ?? join(process.cwd(), '../../agency-configs'));
  const configs = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .map((name) => join(dir, name));
  return { configs, origin: DEFAULT_ORIGIN };
}

let cached: { input: BuildInput; agencies: AgencyConfig[] } | null = null;

/** The parsed configs to render (already validated by the build script; parsed again for types). */
export function buildAgencies(): { input: BuildInput; agencies: AgencyConfig[] } {
  if (!cached) {
    const input = readInput();
    const agencies = input.configs.map((file) =>
      agencyConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8'))),
    );
    cached = { input, agencies };
  }
  return cached;
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
