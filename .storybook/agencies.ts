import { type AgencyConfig, agencyConfigSchema } from '@wl/core';

/**
 * Every config in agency-configs/, resolved as the generator resolves them, for the agency-theme
 * toolbar. Adding a config file adds a toolbar entry.
 */
const files = import.meta.glob<{ default: unknown }>(
  ['../agency-configs/*.json', '!../agency-configs/*.schema.json'],
  { eager: true },
);

export const AGENCIES: Record<string, AgencyConfig> = Object.fromEntries(
  Object.values(files).map((file) => {
    const config = agencyConfigSchema.parse(file.default);
    return [config.agency.subdomain, config];
  }),
);

export const AGENCY_NAMES = Object.keys(AGENCIES).sort();

/** The agency story tests render in: each theme run (a browser instance, vitest.config.ts) sets it. */
export const DEFAULT_AGENCY: string = import.meta.env.WL_STORY_AGENCY ?? 'horizon';
export const DEFAULT_LANGUAGE: string = import.meta.env.WL_STORY_LANGUAGE ?? 'en';
