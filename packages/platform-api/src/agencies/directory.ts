import { type AgencyConfig, agencyConfigSchema } from '@wl/core';
import type { Database } from '../db/sqlite.ts';
import type { Logger } from '../logger.ts';

export interface AgencyRecord {
  id: number;
  subdomain: string;
  config: AgencyConfig;
}

/**
 * The agencies being served, read once after seeding; a saved settings version replaces its
 * agency's entry (routes/settings.ts). An agency's config is its latest version (version 1 is
 * the onboarding file). Stored configs are parsed again so that defaults added to the schema
 * since they were written apply to them too.
 */
export function loadAgencyDirectory(db: Database, log: Logger): Map<string, AgencyRecord> {
  const rows = db
    .prepare(
      `SELECT a.id, a.subdomain, COALESCE(v.config_json, a.config_json) AS config_json
       FROM agencies a
       LEFT JOIN agency_config_versions v ON v.agency_id = a.id
         AND v.number = (SELECT MAX(number) FROM agency_config_versions WHERE agency_id = a.id)
       WHERE a.retired_at IS NULL`,
    )
    .all() as { id: number; subdomain: string; config_json: string }[];
  const directory = new Map<string, AgencyRecord>();
  for (const row of rows) {
    const parsed = agencyConfigSchema.safeParse(JSON.parse(row.config_json));
    if (!parsed.success) {
      log.warn(`stored config of agency "${row.subdomain}" no longer validates; not served`);
      continue;
    }
    directory.set(row.subdomain, { id: row.id, subdomain: row.subdomain, config: parsed.data });
  }
  return directory;
}

/**
 * The agency subdomain of a Host header: the first label of a name with at least two labels
 * (`horizon.localhost:4321`, `horizon.example.com`). Bare names and IP addresses have none.
 */
export function subdomainOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name.startsWith('[') || /^[\d.]+$/.test(name)) return undefined;
  const labels = name.split('.');
  if (labels.length < 2) return undefined;
  return labels[0] || undefined;
}
