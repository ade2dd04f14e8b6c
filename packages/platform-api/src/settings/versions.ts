import { type AgencyConfig, formatPath } from '@wl/core';
import type { Database } from '../db/sqlite.ts';

export const PUBLISH_STATUSES = ['queued', 'building', 'published', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Where a version came from: the onboarding file, a settings page, or a restore of an older one. */
export type VersionSource = 'file' | 'settings' | 'restore';

export interface ConfigVersion {
  number: number;
  source: VersionSource;
  /** The version a restore copied; null otherwise. */
  restoredFrom: number | null;
  /** Null for a version read from the onboarding file. */
  savedBy: { userId: number | null; email: string } | null;
  savedAt: string;
  /** JSON paths changed against the version before, in the CLI's spelling (`faq.questions[2]`). */
  changes: string[];
  status: PublishStatus;
  /** Why the build failed (status failed). */
  failure: string | null;
  statusAt: string;
}

interface VersionRow {
  number: number;
  source: VersionSource;
  restored_from: number | null;
  saved_by: number | null;
  saved_by_email: string | null;
  saved_at: string;
  changes_json: string;
  status: PublishStatus;
  failure: string | null;
  status_at: string;
}

const COLUMNS = `number, source, restored_from, saved_by, saved_by_email, saved_at, changes_json,
  status, failure, status_at`;

const versionOf = (row: VersionRow): ConfigVersion => ({
  number: row.number,
  source: row.source,
  restoredFrom: row.restored_from,
  savedBy: row.saved_by_email === null ? null : { userId: row.saved_by, email: row.saved_by_email },
  savedAt: row.saved_at,
  changes: JSON.parse(row.changes_json) as string[],
  status: row.status,
  failure: row.failure,
  statusAt: row.status_at,
});

/** Every version of an agency, the newest first. */
export function listVersions(db: Database, agencyId: number): ConfigVersion[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM agency_config_versions WHERE agency_id = ? ORDER BY number DESC`,
    )
    .all(agencyId) as unknown as VersionRow[];
  return rows.map(versionOf);
}

export function findVersion(
  db: Database,
  agencyId: number,
  number: number,
): (ConfigVersion & { configJson: string }) | undefined {
  const row = db
    .prepare(
      `SELECT ${COLUMNS}, config_json FROM agency_config_versions WHERE agency_id = ? AND number = ?`,
    )
    .get(agencyId, number) as unknown as (VersionRow & { config_json: string }) | undefined;
  return row ? { ...versionOf(row), configJson: row.config_json } : undefined;
}

/** The agency's latest version: its config, whatever has been published so far. */
export function latestVersion(
  db: Database,
  agencyId: number,
): (ConfigVersion & { configJson: string }) | undefined {
  const row = db
    .prepare('SELECT MAX(number) AS number FROM agency_config_versions WHERE agency_id = ?')
    .get(agencyId) as { number: number | null } | undefined;
  return row?.number ? findVersion(db, agencyId, row.number) : undefined;
}

export interface NewVersion {
  config: AgencyConfig;
  source: VersionSource;
  restoredFrom?: number;
  savedBy?: { userId: number; email: string };
  changes: string[];
  status: PublishStatus;
  at: Date;
}

/** Appends the next version; run it inside the transaction that checked the base version. */
export function insertVersion(db: Database, agencyId: number, version: NewVersion): number {
  const stamp = version.at.toISOString();
  const row = db
    .prepare(
      `INSERT INTO agency_config_versions (agency_id, number, config_json, source, restored_from,
         saved_by, saved_by_email, saved_at, changes_json, status, status_at)
       SELECT ?, COALESCE(MAX(number), 0) + 1, ?, ?, ?, ?, ?, ?, ?, ?, ?
       FROM agency_config_versions WHERE agency_id = ?
       RETURNING number`,
    )
    .get(
      agencyId,
      JSON.stringify(version.config),
      version.source,
      version.restoredFrom ?? null,
      version.savedBy?.userId ?? null,
      version.savedBy?.email ?? null,
      stamp,
      JSON.stringify(version.changes),
      version.status,
      stamp,
      agencyId,
    ) as { number: number };
  return row.number;
}

export function setVersionStatus(
  db: Database,
  agencyId: number,
  number: number,
  status: PublishStatus,
  at: Date,
  failure: string | null = null,
): void {
  db.prepare(
    `UPDATE agency_config_versions SET status = ?, failure = ?, status_at = ?
     WHERE agency_id = ? AND number = ?`,
  ).run(status, failure, at.toISOString(), agencyId, number);
}

/** Versions still waiting for (or interrupted in) their build, oldest first. */
export function unpublishedVersions(db: Database): { agencyId: number; number: number }[] {
  return (
    db
      .prepare(
        `SELECT agency_id, number FROM agency_config_versions
         WHERE status IN ('queued', 'building') ORDER BY saved_at, agency_id, number`,
      )
      .all() as { agency_id: number; number: number }[]
  ).map((row) => ({ agencyId: row.agency_id, number: row.number }));
}

/**
 * The JSON paths whose values differ between two configs. Objects are compared key by key, lists
 * of objects of the same length item by item; a list of plain values (languages) or a list that
 * grew or shrank is one change.
 */
export function changedPaths(before: unknown, after: unknown): string[] {
  const paths: string[] = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]) => {
    if (Object.is(a, b)) return;
    if (isRecord(a) && isRecord(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) walk(a[key], b[key], [...path, key]);
      return;
    }
    if (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      [...a, ...b].every(isRecord)
    ) {
      a.forEach((item, index) => {
        walk(item, b[index], [...path, index]);
      });
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) paths.push(formatPath(path));
  };
  walk(before, after, []);
  return paths;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
