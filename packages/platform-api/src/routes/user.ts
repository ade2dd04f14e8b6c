import { getConnInfo } from '@hono/node-server/conninfo';
import { isSupportedLanguage } from '@wl/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { auth } from '../auth/guards.ts';
import { decoyHash, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/sessions.ts';
import { findUserByEmail, saveLanguage } from '../auth/users.ts';
import type { AppEnv, Services } from '../context.ts';
import { ApiError, badRequest, unauthorized } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/validation.ts';

const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'expected an e-mail address' })),
  password: z.string().min(1, { error: 'required' }).max(200),
});

/**
 * The peer address of the connection. Forwarded headers are not trusted: anyone could send one
 * to dodge the login limit.
 */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Login, the signed-in user, and their language (spec §7 rows 11-12). */
export function userRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  routes.post('/user/login', async (c) => {
    const { email, password } = validate(loginSchema, await readJsonBody(c), 'login');
    const ip = clientAddress(c);
    const now = services.now();
    const waitMs = services.throttle.retryAfterMs(email, ip, now);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      throw new ApiError(
        429,
        `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
      );
    }
    const user = findUserByEmail(services.db, c.var.agency.id, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? decoyHash());
    if (!user || !matches) {
      services.throttle.recordFailure(email, ip, now);
      throw unauthorized('Invalid email or password');
    }
    services.throttle.clear(email, ip);
    const { token, expiresAt } = issueToken(services.db, user.id, now, services.sessionTtlMs);
    return c.json({ token, expiresAt: expiresAt.toISOString(), user: user.profile });
  });

  routes.get('/user/me', auth(services, 'required'), (c) => c.json({ user: c.var.user?.profile }));

  routes.post('/user/logout', auth(services, 'required'), (c) => {
    if (c.var.user) revokeToken(services.db, c.var.user.token);
    return c.json({ message: 'Logged out' });
  });

  routes.get('/user/changeLanguage/:language', auth(services, 'required'), (c) => {
    const requested = c.req.param('language').trim().toLowerCase();
    const offered = c.var.agency.config.languages;
    if (!isSupportedLanguage(requested) || !offered.includes(requested)) {
      throw badRequest(
        `Unsupported language "${requested.slice(0, 20)}": choose one of ${offered.join(', ')}`,
        [{ path: 'language', message: `expected one of ${offered.join(', ')}` }],
      );
    }
    const user = c.var.user;
    if (!user) throw unauthorized('Missing access token');
    saveLanguage(services.db, user.userId, requested);
    return c.json({
      message: 'Language updated',
      data: { language: requested },
      user: { ...user.profile, language: requested },
    });
  });

  return routes;
}
