import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/sqlite.ts';

/** DESIGN §2: tokens expire; eight hours covers a working day at the agency. */
export const DEFAULT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Only this digest is stored: a copy of the database does not hand out working tokens. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export function issueToken(db: Database, userId: number, now: Date, ttlMs: number): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.getTime());
  db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(tokenDigest(token), userId, now.getTime(), expiresAt.getTime());
  return { token, expiresAt };
}

/** The user id of a live session, or undefined for an unknown or expired token. */
export function sessionUserId(db: Database, token: string, now: Date): number | undefined {
  const row = db
    .prepare('SELECT user_id, expires_at FROM sessions WHERE token_hash = ?')
    .get(tokenDigest(token)) as { user_id: number; expires_at: number } | undefined;
  if (!row) return undefined;
  if (row.expires_at <= now.getTime()) return undefined;
  return row.user_id;
}

export function revokeToken(db: Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenDigest(token));
}

/** Every session of a user ends: after a password reset, a stolen session must not outlive it. */
export function revokeUserSessions(db: Database, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
