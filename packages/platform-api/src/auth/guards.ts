import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Services, SessionUser } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { sessionUserId } from './sessions.ts';
import { findUserById } from './users.ts';

/** Spec §4: requests of the non-login flow carry this marker instead of a token. */
export const AUTH_OPTIONAL_HEADER = 'x-auth-optional';

const MAX_TOKEN_LENGTH = 512;

/** The access token of `Authorization: Bearer …` or `x-access-token`. */
export function readToken(c: Context): string | undefined {
  const authorization = c.req.header('authorization')?.trim();
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match?.[1] ?? authorization;
  }
  return c.req.header('x-access-token')?.trim() || undefined;
}

/**
 * The user of the request's token. A token that is present but unknown, expired, malformed or
 * issued by another agency is a 401, never a silent downgrade to visitor: spec §4 has the shell
 * log out on it.
 */
function userOfToken(services: Services, c: Context<AppEnv>): SessionUser | undefined {
  const token = readToken(c);
  if (token === undefined) return undefined;
  if (token.length > MAX_TOKEN_LENGTH) throw unauthorized('Invalid or expired access token');
  const userId = sessionUserId(services.db, token, services.now());
  const user = userId === undefined ? undefined : findUserById(services.db, userId);
  if (!user || user.agencyId !== c.var.agency.id) {
    throw unauthorized('Invalid or expired access token');
  }
  return { profile: user.profile, userId: user.id, token };
}

export type AuthMode =
  /** Anyone; a token, when sent, must be valid. */
  | 'optional'
  /** A signed-in user. */
  | 'required'
  /** A signed-in user, or a visitor of an agency with the non-login flow who sends the marker. */
  | 'nonLoginFlow';

export function auth(services: Services, mode: AuthMode) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = userOfToken(services, c);
    if (!user && mode !== 'optional') {
      const marked = c.req.header(AUTH_OPTIONAL_HEADER)?.trim().toLowerCase() === 'true';
      const allowed =
        mode === 'nonLoginFlow' && marked && c.var.agency.config.agency.allowNonLoginFlow;
      if (!allowed) {
        throw unauthorized(
          mode === 'nonLoginFlow' && marked
            ? 'This agency requires you to log in'
            : 'Missing access token',
        );
      }
    }
    c.set('user', user);
    await next();
  });
}
