import type { UserProfile } from '@wl/core';
import type { AgencyRecord } from './agencies/directory.ts';
import type { LoginThrottle } from './auth/loginThrottle.ts';
import type { Database } from './db/sqlite.ts';
import type { Logger } from './logger.ts';

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
