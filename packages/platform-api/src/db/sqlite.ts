import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';

export type Database = DatabaseSync;
type SqliteModule = typeof import('node:sqlite');

let sqlite: SqliteModule | undefined;

/**
 * `node:sqlite` prints an ExperimentalWarning the first time it loads (Node 22). We load it
 * through `process.getBuiltinModule` so that only that one warning can be filtered, while every
 * other warning still reaches the default handler.
 */
function loadSqlite(): SqliteModule {
  if (sqlite) return sqlite;
  const emitWarning = process.emitWarning;
  process.emitWarning = function filtered(this: NodeJS.Process, warning, ...rest: unknown[]) {
    if (isSqliteExperimentalWarning(warning, rest[0])) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    sqlite = process.getBuiltinModule('node:sqlite') as SqliteModule;
  } finally {
    process.emitWarning = emitWarning;
  }
  return sqlite;
}

function isSqliteExperimentalWarning(warning: unknown, typeOrOptions: unknown): boolean {
  const type =
    typeof typeOrOptions === 'string'
      ? typeOrOptions
      : (typeOrOptions as { type?: string } | undefined)?.type;
  const name = warning instanceof Error ? warning.name : type;
  const text = warning instanceof Error ? warning.message : String(warning);
  return name === 'ExperimentalWarning' && /sqlite/i.test(text);
}

/** Opens (creating when needed) the database file with the settings the API relies on. */
export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new (loadSqlite().DatabaseSync)(file);
  // WAL lets readers run beside the single writer; FULL makes every committed write survive a
  // crash or power cut, which matters more here than write throughput (writes are rare).
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
  `);
  return db;
}

/**
 * Opens an existing database file only to read it (`npm start`'s build, `agency export`), beside a
 * server that may be writing it: never created, migrated or written.
 */
export function openDatabaseToRead(file: string): Database {
  const db = new (loadSqlite().DatabaseSync)(file, { readOnly: true });
  db.exec('PRAGMA busy_timeout = 5000;');
  return db;
}

/** Runs `work` inside one write transaction: all of it is committed, or none of it. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
