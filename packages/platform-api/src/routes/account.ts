import {
  ACCOUNT_PATHS,
  type AccountFieldIssues,
  EMAIL_MAX_LENGTH,
  emailProblem,
  expiredFormFailureCookie,
  formFailureCookie,
  normaliseEmail,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  RESET_TOKEN_TTL_MS,
  signupAvailability,
  signupIssues,
  VERIFY_TOKEN_TTL_MS,
} from '@wl/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from '../auth/accountTokens.ts';
import type { AttemptLimit } from '../auth/attemptLimit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import {
  activateUser,
  createPendingTraveller,
  findUserByEmail,
  findUserById,
  setPassword,
} from '../auth/users.ts';
import type { AppEnv, Services } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { clientAddress, isHttps, sameOriginForm } from '../http/requestInfo.ts';
import { readJsonBody } from '../http/validation.ts';
import {
  alreadyRegisteredMail,
  mailContextOf,
  resetMail,
  verificationMail,
} from '../mail/accountMail.ts';

/**
 * Error codes of the account calls (`code` beside `message`): the pages name each in the
 * visitor's language; `message` stays English for tools and logs.
 */
export type AccountErrorCode =
  | 'invalidInput'
  | 'signupUnavailable'
  | 'tooManyAttempts'
  | 'invalidToken';

class AccountError extends ApiError {
  readonly code: AccountErrorCode;

  constructor(
    status: 400 | 403 | 429,
    code: AccountErrorCode,
    message: string,
    extra: ConstructorParameters<typeof ApiError>[2] = {},
  ) {
    super(status, message, extra);
    this.code = code;
  }

  override body() {
    return { ...super.body(), code: this.code };
  }
}

/** The same answer, whatever the address: nobody learns which e-mails have accounts. */
export const SIGNUP_ACCEPTED = 'Check your e-mail: open the link we sent to finish signing up';
export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password';

const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .default('');
const signupBody = z.object({
  firstName: text(60),
  lastName: text(60),
  email: text(EMAIL_MAX_LENGTH),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 8)
    .default(''),
});
const forgotBody = z.object({ email: text(EMAIL_MAX_LENGTH) });
const tokenBody = z.object({ token: z.string().max(200).default('') });
const resetBody = tokenBody.extend({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 8)
    .default(''),
});

/** What a link of a sign-up carries until it is opened. */
const signupPayload = z.object({
  passwordHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

function parse<T extends z.core.$ZodType>(schema: T, body: unknown): z.output<T> {
  const result = z.safeParse(schema, body ?? {});
  if (!result.success) {
    throw new AccountError(400, 'invalidInput', 'Invalid request: expected the form fields');
  }
  return result.data;
}

function invalidFields(issues: AccountFieldIssues, what: string): AccountError | null {
  const entries = Object.entries(issues);
  const [first] = entries;
  if (!first) return null;
  return new AccountError(400, 'invalidInput', `Invalid ${what}: ${first[0]}: ${first[1]}`, {
    issues: entries.map(([path, message]) => ({ path, message })),
  });
}

function tooMany(waitMs: number): AccountError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new AccountError(
    429,
    'tooManyAttempts',
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
  );
}

/** Counts an attempt against each limit, refusing with 429 once one is used up. */
function spend(limits: [AttemptLimit, string][], now: Date): void {
  const waitMs = Math.max(...limits.map(([limit, key]) => limit.retryAfterMs(key, now)));
  if (waitMs > 0) throw tooMany(waitMs);
  for (const [limit, key] of limits) limit.record(key, now);
}

const invalidToken = () =>
  new AccountError(400, 'invalidToken', 'This link is invalid, has expired or was already used');

/**
 * Ours (spec §7 does not list them): sign-up, e-mail verification and password reset, each as a
 * JSON call for the pages and as a form post for their `<form method="post">` (core
 * FORM_POST_ENDPOINTS), answered like the login form's: 303, with the failure in a one-minute
 * cookie of the form's path. The API cannot send mail: messages go to the outbox
 * (mail/outbox.ts).
 */
export function accountRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const { limits } = services;

  /** POST /api/user/signup: a traveller of this agency, active once the e-mailed link is opened. */
  async function signUp(c: Context<AppEnv>, body: unknown): Promise<string> {
    const { agency } = c.var.agency.config;
    // Spec §2.6 / §6: hidden sign-up is refused here too, not only hidden in the header; an SSO
    // agency without direct login makes its accounts at its own address.
    if (signupAvailability(agency).kind !== 'form') {
      throw new AccountError(403, 'signupUnavailable', 'Sign-up is not available at this agency');
    }
    const input = parse(signupBody, body);
    const invalid = invalidFields(signupIssues(input), 'sign-up');
    if (invalid) throw invalid;
    const now = services.now();
    spend([[limits.signupByAddress, clientAddress(c, services.trustProxy)]], now);

    const email = normaliseEmail(input.email);
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    // Hashed whatever happens next, so a known address answers as slowly as a new one.
    const passwordHash = await hashPassword(input.password);
    const mail = mailContextOf(c);
    const existing = findUserByEmail(services.db, c.var.agency.id, email);
    if (existing?.emailVerified) {
      services.outbox.send({ ...alreadyRegisteredMail(mail, email), sentAt: now });
      return SIGNUP_ACCEPTED;
    }
    // Each sign-up's link carries that sign-up's password: whoever opens the link sent to the
    // mailbox gets the password they chose, never one someone else typed for their address.
    const userId =
      existing?.id ??
      createPendingTraveller(services.db, c.var.agency.id, { email, firstName, lastName }, now);
    const { token } = issueAccountToken(services.db, {
      userId,
      purpose: 'verify',
      now,
      ttlMs: VERIFY_TOKEN_TTL_MS,
      payload: { passwordHash, firstName, lastName },
    });
    services.outbox.send({ ...verificationMail(mail, email, firstName, token), sentAt: now });
    return SIGNUP_ACCEPTED;
  }

  /** Refuses the request when this address has used up its failed link attempts. */
  function checkTokenAttempts(c: Context<AppEnv>, now: Date): string {
    const address = clientAddress(c, services.trustProxy);
    const waitMs = limits.tokenFailuresByAddress.retryAfterMs(address, now);
    if (waitMs > 0) throw tooMany(waitMs);
    return address;
  }

  function verify(c: Context<AppEnv>, body: unknown): void {
    const { token } = parse(tokenBody, body);
    const now = services.now();
    const address = checkTokenAttempts(c, now);
    const used = consumeAccountToken(services.db, token, 'verify', now);
    const user = used && findUserById(services.db, used.userId);
    const payload = signupPayload.safeParse(used?.payload);
    if (!user || user.agencyId !== c.var.agency.id || !payload.success) {
      limits.tokenFailuresByAddress.record(address, now);
      throw invalidToken();
    }
    // An account already verified (an older link of a second sign-up) keeps its password.
    if (!user.emailVerified) activateUser(services.db, user.id, payload.data);
  }

  function forgot(c: Context<AppEnv>, body: unknown): void {
    const { email: typed } = parse(forgotBody, body);
    const problem = emailProblem(typed);
    if (problem) {
      throw new AccountError(400, 'invalidInput', `Invalid request: email: ${problem}`, {
        issues: [{ path: 'email', message: problem }],
      });
    }
    const email = normaliseEmail(typed);
    const now = services.now();
    // Counted for every address, known or not: the limit itself reveals nothing.
    spend(
      [
        [limits.forgotByEmail, email],
        [limits.forgotByAddress, clientAddress(c, services.trustProxy)],
      ],
      now,
    );
    const agencyId = c.var.agency.id;
    const mail = mailContextOf(c);
    // After the answer is sent: a known address answers exactly as fast as an unknown one.
    services.background(() => {
      const user = findUserByEmail(services.db, agencyId, email);
      if (!user) return;
      const { token } = issueAccountToken(services.db, {
        userId: user.id,
        purpose: 'reset',
        now,
        ttlMs: RESET_TOKEN_TTL_MS,
      });
      services.outbox.send({ ...resetMail(mail, email, token), sentAt: now });
    });
  }

  async function reset(c: Context<AppEnv>, body: unknown): Promise<void> {
    const { token, password } = parse(resetBody, body);
    const now = services.now();
    const address = checkTokenAttempts(c, now);
    const owner = findUserById(
      services.db,
      peekAccountToken(services.db, token, 'reset', now) ?? 0,
    );
    if (!owner || owner.agencyId !== c.var.agency.id) {
      limits.tokenFailuresByAddress.record(address, now);
      throw invalidToken();
    }
    // Checked before the link is used, so a refused password leaves it usable for a better one.
    const problem = passwordProblem(password, owner.profile.personal_info.email);
    const invalid = invalidFields(problem ? { password: problem } : {}, 'password');
    if (invalid) throw invalid;
    const passwordHash = await hashPassword(password);
    // Used here, at once: of two requests with one link, only one changes the password.
    if (consumeAccountToken(services.db, token, 'reset', now)?.userId !== owner.id) {
      throw invalidToken();
    }
    setPassword(services.db, owner.id, passwordHash);
    revokeUserSessions(services.db, owner.id);
  }

  routes.post('/user/signup', async (c) => {
    const message = await signUp(c, await readJsonBody(c));
    return c.json({ message }, 202);
  });

  routes.post('/user/verify', async (c) => {
    verify(c, await readJsonBody(c));
    return c.json({ message: 'E-mail address verified' });
  });

  routes.post('/user/password/forgot', async (c) => {
    forgot(c, await readJsonBody(c));
    return c.json({ message: RESET_REQUESTED }, 202);
  });

  routes.post('/user/password/reset', async (c) => {
    await reset(c, await readJsonBody(c));
    return c.json({ message: 'Password changed' });
  });

  /**
   * The form posts (DESIGN §4), as both site servers hand them over with the page's query:
   * 303 to where the page shows the result, or back to the form with the failure in a cookie.
   */
  function formRoute(
    path: string,
    handle: (c: Context<AppEnv>, body: Record<string, string>) => Promise<void> | void,
    done: (query: URLSearchParams) => string,
  ) {
    return async (c: Context<AppEnv>) => {
      if (!sameOriginForm(c)) return c.json({ message: 'Cross-site form refused' }, 403);
      const form = await c.req.parseBody();
      const fields = Object.fromEntries(
        Object.entries(form).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const query = new URL(c.req.url).searchParams;
      const secure = isHttps(c);
      try {
        await handle(c, fields);
        c.header('Set-Cookie', expiredFormFailureCookie(path), { append: true });
        return c.redirect(done(query), 303);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const failure = {
          message: error.message,
          email: (fields.email ?? '').trim().slice(0, EMAIL_MAX_LENGTH),
          ...(error instanceof AccountError ? { code: error.code } : {}),
        };
        c.header('Set-Cookie', formFailureCookie(path, failure, secure), { append: true });
        const back = query.size > 0 ? `${path}?${query}` : path;
        return c.redirect(back, 303);
      }
    };
  }

  routes.post(
    '/user/signup/form',
    formRoute(
      ACCOUNT_PATHS.signup,
      async (c, fields) => {
        await signUp(c, fields);
      },
      () => `${ACCOUNT_PATHS.signup}?sent=1`,
    ),
  );
  routes.post(
    '/user/password/forgot/form',
    formRoute(ACCOUNT_PATHS.forgotPassword, forgot, () => `${ACCOUNT_PATHS.forgotPassword}?sent=1`),
  );
  routes.post(
    '/user/password/reset/form',
    formRoute(ACCOUNT_PATHS.newPassword, reset, () => `${ACCOUNT_PATHS.newPassword}?done=1`),
  );

  return routes;
}
