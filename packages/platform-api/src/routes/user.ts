import {
  accessTokenCookie,
  expiredLoginFailureCookie,
  isSupportedLanguage,
  LOGIN_PATH,
  languageCookie,
  loginFailureCookie,
  loginReturnPath,
} from '@wl/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { auth } from '../auth/guards.ts';
import { decoyHash, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/sessions.ts';
import { findUserByEmail, saveLanguage } from '../auth/users.ts';
import type { AppEnv, Services } from '../context.ts';
import { ApiError, badRequest, unauthorized } from '../http/errors.ts';
import { clientAddress, isHttps, sameOriginForm } from '../http/requestInfo.ts';
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

/** Login, the signed-in user, and their language (spec §7 rows 11-12). */
export function userRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  /** POST /api/user/login: the credentials checked, the login limit kept, a token issued. */
  async function signIn(c: Context, body: unknown) {
    const { email, password } = validate(loginSchema, body, 'login');
    const ip = clientAddress(c, services.trustProxy);
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
    // A sign-up not yet verified has no password of its own (its link carries it): it is
    // checked against the decoy like an unknown e-mail, taking as long.
    const usable = user?.emailVerified ? user : undefined;
    const matches = await verifyPassword(password, usable?.passwordHash ?? decoyHash());
    if (!usable || !matches) {
      services.throttle.recordFailure(email, ip, now);
      throw unauthorized('Invalid email or password');
    }
    services.throttle.clear(email, ip);
    const { token, expiresAt } = issueToken(services.db, usable.id, now, services.sessionTtlMs);
    return { token, expiresAt, user: usable.profile };
  }

  routes.post('/user/login', async (c) => {
    const { token, expiresAt, user } = await signIn(c, await readJsonBody(c));
    return c.json({ token, expiresAt: expiresAt.toISOString(), user });
  });

  /**
   * Ours: the /login page's form posted before (or without) its island, handed here by both site
   * servers with the page's query (DESIGN §4 "secrets never travel in a URL"). It answers as a
   * page would: 303 to where the login continues with the session cookie set, or 303 back to
   * /login with the server's message in a one-minute cookie.
   */
  routes.post('/user/login/form', async (c) => {
    if (!sameOriginForm(c)) {
      return c.json({ message: 'Cross-site sign-in refused' }, 403);
    }
    const secure = isHttps(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const query = new URL(c.req.url).search;
    try {
      const { token, expiresAt, user } = await signIn(c, { email, password });
      c.header('Set-Cookie', accessTokenCookie(token, expiresAt, secure), { append: true });
      // Spec §4: the language saved to the profile follows the user to this browser.
      if (isSupportedLanguage(user.language)) {
        c.header('Set-Cookie', languageCookie(user.language), { append: true });
      }
      c.header('Set-Cookie', expiredLoginFailureCookie(), { append: true });
      return c.redirect(loginReturnPath(c.req.query('redirect')), 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failure = { message: error.message, email: email.trim().slice(0, 254) };
      c.header('Set-Cookie', loginFailureCookie(failure, secure), { append: true });
      return c.redirect(`${LOGIN_PATH}${query}`, 303);
    }
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
