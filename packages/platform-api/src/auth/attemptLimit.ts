import type { Database } from '../db/sqlite.ts';

/**
 * At most `max` attempts of one action per key within `windowMs`, kept in the database like the
 * login throttle (a restart hands out no fresh allowance). Used where the account calls can be
 * abused: sign-ups and reset mails sent to someone else's inbox, token guessing.
 */
export class AttemptLimit {
  private readonly db: Database;
  readonly action: string;
  readonly max: number;
  readonly windowMs: number;

  constructor(db: Database, action: string, max: number, windowMs: number) {
    this.db = db;
    this.action = action;
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Milliseconds until the next attempt is allowed; 0 when it is allowed now. */
  retryAfterMs(key: string, now: Date): number {
    const rows = this.db
      .prepare(
        'SELECT at FROM account_attempts WHERE action = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT ?',
      )
      .all(this.action, key, now.getTime() - this.windowMs, this.max) as { at: number }[];
    if (rows.length < this.max) return 0;
    const oldestCounted = rows[rows.length - 1]?.at ?? now.getTime();
    return Math.max(1, oldestCounted + this.windowMs - now.getTime());
  }

  record(key: string, now: Date): void {
    this.db
      .prepare('DELETE FROM account_attempts WHERE action = ? AND at <= ?')
      .run(this.action, now.getTime() - this.windowMs);
    this.db
      .prepare('INSERT INTO account_attempts (action, key, at) VALUES (?, ?, ?)')
      .run(this.action, key, now.getTime());
  }
}

const MINUTE = 60 * 1000;

/** The limits of the account calls (docs: packages/platform-api/README.md "Accounts"). */
export function accountLimits(db: Database) {
  return {
    /** Sign-ups per client address: an hour, like a person trying a few times. */
    signupByAddress: new AttemptLimit(db, 'signup:address', 5, 60 * MINUTE),
    /** Reset mails per e-mail address (known or not, so the limit reveals nothing). */
    forgotByEmail: new AttemptLimit(db, 'forgot:email', 3, 15 * MINUTE),
    forgotByAddress: new AttemptLimit(db, 'forgot:address', 10, 15 * MINUTE),
    /** Failed link uses (verify, reset) per client address: the login throttle's five. */
    tokenFailuresByAddress: new AttemptLimit(db, 'token:address', 5, 15 * MINUTE),
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
