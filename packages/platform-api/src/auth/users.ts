import type { UserProfile } from '@wl/core';
import type { Database } from '../db/sqlite.ts';

interface UserRow {
  id: number;
  agency_id: number;
  email: string;
  password_hash: string;
  user_type: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  credits_amount: number | null;
  credits_currency: string | null;
  is_reward_wallet_enable: number;
  is_travel_agent: number;
  is_restricted_agent: number;
  language: string | null;
  email_verified: number;
}

export interface StoredUser {
  id: number;
  agencyId: number;
  passwordHash: string;
  /** False for a sign-up whose e-mail link has not been opened: it cannot sign in yet. */
  emailVerified: boolean;
  profile: UserProfile & { language: string | null };
}

function toUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    agencyId: row.agency_id,
    passwordHash: row.password_hash,
    emailVerified: row.email_verified === 1,
    profile: {
      id: row.id,
      userType: row.user_type,
      personal_info: {
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        profile_image: row.profile_image,
        credits:
          row.credits_amount === null || row.credits_currency === null
            ? null
            : { amount: row.credits_amount, currency: row.credits_currency },
      },
      isRewardWalletEnable: row.is_reward_wallet_enable === 1,
      isTravelAgent: row.is_travel_agent === 1,
      isRestrictedAgent: row.is_restricted_agent === 1,
      language: row.language,
    },
  };
}

/** E-mails are stored lower-case; a user belongs to exactly one agency. */
export function findUserByEmail(
  db: Database,
  agencyId: number,
  email: string,
): StoredUser | undefined {
  const row = db
    .prepare('SELECT * FROM users WHERE agency_id = ? AND email = ?')
    .get(agencyId, email.toLowerCase()) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

export function findUserById(db: Database, id: number): StoredUser | undefined {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

export function saveLanguage(db: Database, userId: number, language: string): void {
  db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, userId);
}

/** Stands in for the password of a sign-up until its link is opened; no hash ever matches it. */
export const NO_PASSWORD = '!';

/** A traveller (Client) of the agency who signed up and has not opened the link yet. */
export function createPendingTraveller(
  db: Database,
  agencyId: number,
  { email, firstName, lastName }: { email: string; firstName: string; lastName: string },
  now: Date,
): number {
  const result = db
    .prepare(
      `INSERT INTO users (agency_id, email, password_hash, user_type, first_name, last_name,
         email_verified, created_at)
       VALUES (?, ?, ?, 'Client', ?, ?, 0, ?)`,
    )
    .run(agencyId, email.toLowerCase(), NO_PASSWORD, firstName, lastName, now.toISOString());
  return Number(result.lastInsertRowid);
}

/** The sign-up's link was opened: its password and names become the account's. */
export function activateUser(
  db: Database,
  userId: number,
  {
    passwordHash,
    firstName,
    lastName,
  }: { passwordHash: string; firstName: string; lastName: string },
): void {
  db.prepare(
    'UPDATE users SET password_hash = ?, first_name = ?, last_name = ?, email_verified = 1 WHERE id = ?',
  ).run(passwordHash, firstName, lastName, userId);
}

/**
 * A new password from a reset link. Opening the link proves the mailbox, so a sign-up still
 * waiting for its verification is verified too.
 */
export function setPassword(db: Database, userId: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?').run(
    passwordHash,
    userId,
  );
}
