import { existsSync } from 'node:fs';
import { type AgencyConfig, agencyConfigSchema } from '@wl/core';
import { openDatabaseToRead } from '../db/sqlite.ts';
import type { PublishStatus, VersionSource } from './versions.ts';

/** One version of an agency's config as a build or an export reads it from the API's database. */
export interface StoredConfig {
  subdomain: string;
  number: number;
  source: VersionSource;
  status: PublishStatus;
  config: AgencyConfig;
}

interface Row {
  subdomain: string;
  number: number;
  source: VersionSource;
  status: PublishStatus;
  config_json: string;
}

/**
 * The rows of `where`, newest version first, from a database file that may not exist yet (a
 * fresh clone before its first `npm start`) or predate the versions (migration 11): then none.
 */
function readVersions(databaseFile: string, where: string, ...params: string[]): Row[] {
  if (!existsSync(databaseFile)) return [];
  const db = openDatabaseToRead(databaseFile);
  try {
    const known = db
      .prepare(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'agency_config_versions'",
      )
      .get();
    if (!known) return [];
    return db
      .prepare(
        `SELECT a.subdomain, v.number, v.source, v.status, v.config_json
         FROM agency_config_versions v JOIN agencies a ON a.id = v.agency_id
         WHERE a.retired_at IS NULL AND ${where}
         ORDER BY a.subdomain, v.number DESC`,
      )
      .all(...params) as unknown as Row[];
  } finally {
    db.close();
  }
}

/** Parsed again, as the API's directory does, so defaults added to the schema since apply. */
function storedConfigOf(row: Row): StoredConfig | undefined {
  const parsed = agencyConfigSchema.safeParse(JSON.parse(row.config_json));
  if (!parsed.success) return undefined;
  const { subdomain, number, source, status } = row;
  return { subdomain, number, source, status, config: parsed.data };
}

/**
 * Which config wins for a build (DESIGN §2 "one truth at a time", docs/architecture.md "Where an
 * agency's config lives"): an agency's newest published version when it came from its settings
 * (a save or a restore); while that is the onboarding file's version, or nothing was published,
 * the file wins and the agency is not listed. A version still queued or failed is never built
 * from here: the API's publish queue builds queued ones, and a failed one stays unpublished.
 */
export function publishedSettingsConfigs(databaseFile: string): StoredConfig[] {
  const newest = new Map<string, Row>();
  for (const row of readVersions(databaseFile, "v.status = 'published'")) {
    if (!newest.has(row.subdomain)) newest.set(row.subdomain, row);
  }
  return [...newest.values()]
    .filter((row) => row.source !== 'file')
    .map(storedConfigOf)
    .filter((stored): stored is StoredConfig => stored !== undefined);
}

/** An agency's latest version (what the API serves as its config), or undefined. */
export function latestStoredConfig(
  databaseFile: string,
  subdomain: string,
): StoredConfig | undefined {
  const [row] = readVersions(databaseFile, 'a.subdomain = ?', subdomain);
  return row ? storedConfigOf(row) : undefined;
}
