import type { UserProfile } from '@wl/core';
import type { AgencyRecord } from './agencies/directory.ts';
import type { AccountLimits } from './auth/attemptLimit.ts';
import type { LoginThrottle } from './auth/loginThrottle.ts';
import type { Database } from './db/sqlite.ts';
import type { Logger } from './logger.ts';
import type { Outbox } from './mail/outbox.ts';
import type { PublishQueue } from './settings/publishQueue.ts';

/** What every route needs, created once per API instance. */
export interface Services {
  db: Database;
  now: () => Date;
  log: Logger;
  sessionTtlMs: number;
  throttle: LoginThrottle;
  agencies: Map<string, AgencyRecord>;
  /** Behind the nginx config: the client is the last X-Forwarded-For entry the proxy added. */
  trustProxy: boolean;
  /** Where the account e-mails go: the API cannot send mail (routes/account.ts). */
  outbox: Outbox;
  /** Limits of the account calls that can be abused. */
  limits: AccountLimits;
  /** Folder of the agency config files: the onboarding images are named relative to it. */
  configDir: string;
  /** Where uploaded agency images are kept (`uploads/<subdomain>/…`, settings/images.ts). */
  imagesDir: string;
  /** Builds saved config versions, one at a time. */
  publishQueue: PublishQueue;
  /** Runs work after the answer is sent (so its duration reveals nothing to the caller). */
  background(task: () => void): void;
}

/** A signed-in user as the routes see them: the profile plus what the server keeps private. */
export interface SessionUser {
  profile: UserProfile & { language: string | null };
  userId: number;
  token: string;
}

export interface AppEnv {
  Variables: {
    agency: AgencyRecord;
    /** Set by the auth middlewares; undefined for a visitor. */
    user: SessionUser | undefined;
  };
}
