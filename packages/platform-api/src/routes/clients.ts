import {
  displayName,
  EMAIL_MAX_LENGTH,
  normaliseEmail,
  signupIssues,
  VERIFY_TOKEN_TTL_MS,
} from '@wl/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { issueAccountToken } from '../auth/accountTokens.ts';
import { auth } from '../auth/guards.ts';
import { agentsOnly } from '../auth/roles.ts';
import { createPendingTraveller, findUserByEmail, NO_PASSWORD } from '../auth/users.ts';
import type { AppEnv, Services } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import { mailContextOf, verificationMail } from '../mail/accountMail.ts';

const text = (max: number) => z.string().max(max).default('');
const clientBody = z.object({
  firstName: text(240),
  lastName: text(240),
  email: text(EMAIL_MAX_LENGTH * 4),
});

/**
 * Ours (spec §1: agents book for the agency's clients): an agent adds a client (a traveller,
 * `Client`) to the agency, so they can book for them (`clientId`). The account starts unverified
 * and gets the sign-up's verification e-mail, exactly as a sign-up does (routes/account.ts):
 * whoever owns the mailbox activates it. It has no password until its owner chooses one (the
 * forgotten-password link, or signing up with the address: that link sets theirs).
 */
export function clientRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  routes.post('/agency/clients', auth(services, 'required'), agentsOnly, async (c) => {
    const input = validate(clientBody, (await readJsonBody(c)) ?? {}, 'client');
    // The sign-up form's rules for names and e-mail (core); a client has no password yet.
    const { password: _none, ...issues } = signupIssues({ ...input, password: '' });
    const entries = Object.entries(issues);
    const [first] = entries;
    if (first) {
      throw badRequest(
        `Invalid client: ${first[0]}: ${first[1]}`,
        entries.map(([path, message]) => ({ path, message })),
      );
    }
    const agencyId = c.var.agency.id;
    const email = normaliseEmail(input.email);
    if (findUserByEmail(services.db, agencyId, email)) {
      throw new ApiError(409, 'An account with this e-mail already exists.');
    }
    const now = services.now();
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const id = createPendingTraveller(services.db, agencyId, { email, firstName, lastName }, now);
    // The payload a sign-up's link carries; NO_PASSWORD matches no password, so opening the link
    // verifies the address without choosing a password for anyone.
    const { token } = issueAccountToken(services.db, {
      userId: id,
      purpose: 'verify',
      now,
      ttlMs: VERIFY_TOKEN_TTL_MS,
      payload: { passwordHash: NO_PASSWORD, firstName, lastName },
    });
    services.outbox.send({
      ...verificationMail(mailContextOf(c), email, firstName, token),
      sentAt: now,
    });
    const name = displayName({ first_name: firstName, last_name: lastName });
    return c.json({ data: { id, name, email } }, 201);
  });

  return routes;
}
