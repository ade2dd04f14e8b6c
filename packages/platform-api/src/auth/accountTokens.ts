import { randomBytes } from 'node:crypto';
import type { Database } from '../db/sqlite.ts';
import { tokenDigest } from './sessions.ts';

export type AccountTokenPurpose = 'verify' | 'reset';

export interface IssuedAccountToken {
  token: string;
  expiresAt: Date;
}

/**
 * A single-use e-mail link token: 256 random bits, stored only as its SHA-256 digest (like
 * session tokens), expiring. A new reset link retires the user's earlier unused ones, so only
 * the newest mail works.
 */
export function issueAccountToken(
  db: Database,
  {
    userId,
    purpose,
    now,
    ttlMs,
    payload,
  }: {
    userId: number;
    purpose: AccountTokenPurpose;
    now: Date;
    ttlMs: number;
    payload?: unknown;
  },
): IssuedAccountToken {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  db.prepare('DELETE FROM account_tokens WHERE expires_at <= ?').run(now.getTime());
  if (purpose === 'reset') {
    db.prepare(
      "UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = 'reset' AND used_at IS NULL",
    ).run(now.getTime(), userId);
  }
  db.prepare(
    'INSERT INTO account_tokens (token_hash, user_id, purpose, payload_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    tokenDigest(token),
    userId,
    purpose,
    payload === undefined ? null : JSON.stringify(payload),
    now.getTime(),
    expiresAt.getTime(),
  );
  return { token, expiresAt };
}

export interface ConsumedToken {
  userId: number;
  payload: unknown;
}

/**
 * Uses a token once: the user and payload of a live, unused token of that purpose, marked used
 * in the same statement (two requests with one token cannot both win). Undefined otherwise:
 * unknown, expired, already used or of the other purpose look alike to the caller.
 */
export function consumeAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): ConsumedToken | undefined {
  if (token.length === 0 || token.length > 200) return undefined;
  const row = db
    .prepare(
      `UPDATE account_tokens SET used_at = ?
       WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id, payload_json`,
    )
    .get(now.getTime(), tokenDigest(token), purpose, now.getTime()) as
    | { user_id: number; payload_json: string | null }
    | undefined;
  if (!row) return undefined;
  return {
    userId: row.user_id,
    payload: row.payload_json === null ? undefined : JSON.parse(row.payload_json),
  };
}

/** The user of a live, unused token, without using it (to check a new password first). */
export function peekAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): number | undefined {
  if (token.length === 0 || token.length > 200) return undefined;
  const row = db
    .prepare(
      'SELECT user_id FROM account_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(tokenDigest(token), purpose, now.getTime()) as { user_id: number } | undefined;
  return row?.user_id;
}
