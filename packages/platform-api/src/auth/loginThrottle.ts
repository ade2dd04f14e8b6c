import type { Database } from '../db/sqlite.ts';

/** At most this many failed logins per e-mail and address within the window. */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins are kept in the database, not in memory, so that restarting the server does
 * not hand an attacker a fresh allowance.
 */
export class LoginThrottle {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Milliseconds until the next attempt is allowed; 0 when it is allowed now. */
  retryAfterMs(email: string, ip: string, now: Date): number {
    const since = now.getTime() - FAILED_LOGIN_WINDOW_MS;
    const rows = this.db
      .prepare(
        'SELECT failed_at FROM login_failures WHERE email = ? AND ip = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT ?',
      )
      .all(email, ip, since, MAX_FAILED_LOGINS) as { failed_at: number }[];
    if (rows.length < MAX_FAILED_LOGINS) return 0;
    const oldestCounted = rows[rows.length - 1]?.failed_at ?? now.getTime();
    return Math.max(1, oldestCounted + FAILED_LOGIN_WINDOW_MS - now.getTime());
  }

  recordFailure(email: string, ip: string, now: Date): void {
    this.db
      .prepare('DELETE FROM login_failures WHERE failed_at <= ?')
      .run(now.getTime() - FAILED_LOGIN_WINDOW_MS);
    this.db
      .prepare('INSERT INTO login_failures (email, ip, failed_at) VALUES (?, ?, ?)')
      .run(email, ip, now.getTime());
  }

  clear(email: string, ip: string): void {
    this.db.prepare('DELETE FROM login_failures WHERE email = ? AND ip = ?').run(email, ip);
  }
}
