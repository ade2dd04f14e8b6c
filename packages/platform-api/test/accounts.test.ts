// The account calls (ours, beside spec §7): sign-up, e-mail verification and password reset,
// with the outbox standing in for mail. Spec §2.1 (routes), §2.6 and §6 (sign-up hidden, SSO).
import {
  FORM_FAILURE_COOKIE,
  RESET_TOKEN_TTL_MS,
  readLoginFailure,
  VERIFY_TOKEN_TTL_MS,
} from '@wl/core';
import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type PlatformApi } from '../src/index.ts';
import { manualClock, type Reply, type RunningApi, startApi } from './helpers.ts';

const clock = manualClock(new Date('2026-11-25T10:00:00.000Z'));
let api: RunningApi;
let platform: PlatformApi;

beforeAll(async () => {
  api = await startApi({ now: clock.now });
  platform = api.platform;
});
afterAll(() => api.close());

let address = 1;
/** A fresh client address per test (127.0.0.x), so one test's attempts do not limit the next. */
beforeEach(() => {
  address += 1;
});
const from = () => ({ localAddress: `127.0.0.${address}` });

const signup = (body: Record<string, string>, host = 'horizon.localhost') =>
  api.call('/api/user/signup', { method: 'POST', host, body, ...from() });

const login = (email: string, password: string, host = 'horizon.localhost') =>
  api.call('/api/user/login', { method: 'POST', host, body: { email, password }, ...from() });

const newUser = (email: string, password = 'a long new passphrase') => ({
  firstName: 'Nora',
  lastName: 'Quinn',
  email,
  password,
});

/** The newest message to `to` at an agency, and the token of its first link. */
function lastMail(to: string, agency = 'horizon') {
  const message = platform.outbox.list(agency).find((item) => item.to === to);
  const url = message?.links[0] ? new URL(message.links[0].url) : undefined;
  return { message, url, token: url?.searchParams.get('token') ?? '' };
}

describe('POST /api/user/signup (ours; spec §2.1 /signup)', () => {
  it('creates a traveller of this agency only, active once the e-mailed link is opened', async () => {
    const reply = await signup(newUser('Nora.Quinn@Example.com'));
    expect(reply.status).toBe(202);
    const { message, url, token } = lastMail('nora.quinn@example.com');
    expect(message?.subject).toBe('Activate your Horizon Travel Co. account');
    expect(url?.origin).toBe('http://horizon.localhost');
    expect(url?.pathname).toBe('/verify');
    expect(token).toMatch(/^[\w-]{43}$/);

    // Not yet: the account cannot sign in before the link is opened.
    expect((await login('nora.quinn@example.com', 'a long new passphrase')).status).toBe(401);
    const verified = await api.call('/api/user/verify', {
      method: 'POST',
      body: { token },
      ...from(),
    });
    expect(verified.status).toBe(200);

    const signedIn = await login('nora.quinn@example.com', 'a long new passphrase');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      userType: 'Client',
      isTravelAgent: false,
      isRestrictedAgent: false,
      personal_info: { first_name: 'Nora', last_name: 'Quinn', email: 'nora.quinn@example.com' },
    });
    // Another agency does not know the account.
    expect(
      (await login('nora.quinn@example.com', 'a long new passphrase', 'nordlys.localhost')).status,
    ).toBe(401);
  });

  it('is refused when the agency hides sign-up (spec §2.6 isHideSignupOption: solmar)', async () => {
    const reply = await signup(newUser('someone@example.com'), 'solmar.localhost');
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('signupUnavailable');
    expect(platform.outbox.list('solmar')).toEqual([]);
  });

  it('is refused for an SSO agency without direct login (spec §2.6, §6: nordlys)', async () => {
    const reply = await signup(newUser('someone@example.com'), 'nordlys.localhost');
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('signupUnavailable');
  });

  it('answers a duplicate e-mail as a new one, and tells the owner of the address instead', async () => {
    const before = await signup(newUser('fresh@example.com'));
    const duplicate = await signup(newUser('Traveller@Horizon.test', 'another passphrase'));
    expect(duplicate.status).toBe(before.status);
    expect(duplicate.body).toEqual(before.body);
    const { message } = lastMail('traveller@horizon.test');
    expect(message?.subject).toBe('Your Horizon Travel Co. account');
    expect(message?.links.map((link) => new URL(link.url).pathname)).toEqual([
      '/login',
      '/forgotpassword',
    ]);
    // The existing account keeps its password.
    expect((await login('traveller@horizon.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('traveller@horizon.test', 'another passphrase')).status).toBe(401);
  });

  it('gives each sign-up of an unverified address its own link with its own password', async () => {
    await signup(newUser('twice@example.com', 'first passphrase'));
    const first = lastMail('twice@example.com').token;
    await signup(newUser('twice@example.com', 'second passphrase'));
    const second = lastMail('twice@example.com').token;
    expect(second).not.toBe(first);
    await api.call('/api/user/verify', { method: 'POST', body: { token: second }, ...from() });
    expect((await login('twice@example.com', 'second passphrase')).status).toBe(200);
    expect((await login('twice@example.com', 'first passphrase')).status).toBe(401);
  });

  it('names each invalid field by its core problem code (spec §5 rules are ours)', async () => {
    const reply = await signup({ firstName: '', lastName: 'Q', email: 'nope', password: 'short' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('invalidInput');
    expect(reply.body.issues).toEqual([
      { path: 'firstName', message: 'required' },
      { path: 'email', message: 'invalid' },
      { path: 'password', message: 'tooShort' },
    ]);
  });

  it('limits sign-ups per client address like the login throttle (429 with Retry-After)', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await signup(newUser(`burst${index}@example.com`))).status).toBe(202);
    }
    const refused = await signup(newUser('burst5@example.com'));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('tooManyAttempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/user/verify (ours; spec §2.1 /verify)', () => {
  it('uses a link once', async () => {
    await signup(newUser('once@example.com'));
    const { token } = lastMail('once@example.com');
    const verify = () =>
      api.call('/api/user/verify', { method: 'POST', body: { token }, ...from() });
    expect((await verify()).status).toBe(200);
    const again = await verify();
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalidToken');
  });

  it('refuses an expired link (a day)', async () => {
    await signup(newUser('late@example.com'));
    const { token } = lastMail('late@example.com');
    clock.advance(VERIFY_TOKEN_TTL_MS + 1);
    const reply = await api.call('/api/user/verify', {
      method: 'POST',
      body: { token },
      ...from(),
    });
    expect(reply.body.code).toBe('invalidToken');
    expect((await login('late@example.com', 'a long new passphrase')).status).toBe(401);
  });

  it('refuses a link of another agency', async () => {
    await signup(newUser('elsewhere@example.com'));
    const { token } = lastMail('elsewhere@example.com');
    const reply = await api.call('/api/user/verify', {
      method: 'POST',
      host: 'solmar.localhost',
      body: { token },
      ...from(),
    });
    expect(reply.status).toBe(400);
  });
});

describe('password reset (ours; spec §2.1 /forgotpassword, /newPassword)', () => {
  const forgot = (email: string) =>
    api.call('/api/user/password/forgot', { method: 'POST', body: { email }, ...from() });
  const reset = (token: string, password: string) =>
    api.call('/api/user/password/reset', { method: 'POST', body: { token, password }, ...from() });

  it('answers known and unknown e-mails alike, and mails only the known one', async () => {
    const known = await forgot('sales@horizon.test');
    const unknown = await forgot('nobody@horizon.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const header = (reply: Reply) => ({ ...reply.headers, date: '' });
    expect(Object.keys(header(unknown)).sort()).toEqual(Object.keys(header(known)).sort());
    await platform.idle();
    const { message, url } = lastMail('sales@horizon.test');
    expect(message?.subject).toBe('Choose a new password for Horizon Travel Co.');
    expect(url?.pathname).toBe('/newPassword');
    expect(platform.outbox.list('horizon').some((item) => item.to === 'nobody@horizon.test')).toBe(
      false,
    );
  });

  it('takes about as long for a known e-mail as for an unknown one (the mail goes later)', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 6; round += 1) {
      address += 1;
      for (const [kind, email] of [
        ['known', 'admin@horizon.test'],
        ['unknown', `ghost${round}@horizon.test`],
      ] as const) {
        const started = performance.now();
        await forgot(email);
        timings[kind].push(performance.now() - started);
        // The known address's mail is written after its answer: not during the next one's.
        await platform.idle();
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(15);
    await platform.idle();
  });

  it('sets the new password with a link used once; the old password and sessions stop working', async () => {
    const session = await api.login('agent@horizon.test');
    await forgot('agent@horizon.test');
    await platform.idle();
    const { token } = lastMail('agent@horizon.test');
    expect((await reset(token, 'a brand new passphrase')).status).toBe(200);
    expect((await login('agent@horizon.test', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('agent@horizon.test', 'a brand new passphrase')).status).toBe(200);
    expect((await api.call('/api/user/me', { token: session })).status).toBe(401);
    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalidToken');
  });

  it('refuses an expired link (an hour), and only the newest link works', async () => {
    // Another agency's user gets no mail from horizon.
    await forgot('traveller@nordlys.test');
    await platform.idle();
    expect(lastMail('traveller@nordlys.test', 'horizon').message).toBeUndefined();
    await api.call('/api/user/password/forgot', {
      method: 'POST',
      host: 'nordlys.localhost',
      body: { email: 'traveller@nordlys.test' },
      ...from(),
    });
    await platform.idle();
    const first = lastMail('traveller@nordlys.test', 'nordlys').token;
    address += 1;
    await api.call('/api/user/password/forgot', {
      method: 'POST',
      host: 'nordlys.localhost',
      body: { email: 'traveller@nordlys.test' },
      ...from(),
    });
    await platform.idle();
    const second = lastMail('traveller@nordlys.test', 'nordlys').token;
    const resetAt = (token: string) =>
      api.call('/api/user/password/reset', {
        method: 'POST',
        host: 'nordlys.localhost',
        body: { token, password: 'nordic passphrase' },
        ...from(),
      });
    expect((await resetAt(first)).body.code).toBe('invalidToken');
    clock.advance(RESET_TOKEN_TTL_MS + 1);
    expect((await resetAt(second)).body.code).toBe('invalidToken');
  });

  it('keeps the link when the new password is refused', async () => {
    await forgot('admin@horizon.test');
    await platform.idle();
    const { token } = lastMail('admin@horizon.test');
    const weak = await reset(token, 'admin@horizon.test');
    expect(weak.body.issues).toEqual([{ path: 'password', message: 'sameAsEmail' }]);
    expect((await reset(token, 'admins choose well')).status).toBe(200);
  });

  it('limits reset mails per e-mail address, known or not', async () => {
    for (let index = 0; index < 3; index += 1) {
      address += 1;
      expect((await forgot('limited@horizon.test')).status).toBe(202);
    }
    address += 1;
    expect((await forgot('limited@horizon.test')).status).toBe(429);
  });

  it('limits failed link uses per client address', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await reset(`guess${index}`, 'some passphrase')).status).toBe(400);
    }
    expect((await reset('guess5', 'some passphrase')).status).toBe(429);
  });
});

describe('the account forms without JavaScript (DESIGN §4, core FORM_POST_ENDPOINTS)', () => {
  const postForm = (path: string, fields: Record<string, string>, headers = {}) =>
    api.call(path, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://horizon.localhost',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      ...from(),
    });

  it('signs up: 303 to /signup?sent=1', async () => {
    const reply = await postForm('/api/user/signup/form', newUser('formuser@example.com'));
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/signup?sent=1');
    expect(lastMail('formuser@example.com').token).not.toBe('');
  });

  it('comes back to the form with the failure in a one-minute cookie of its path', async () => {
    const reply = await postForm('/api/user/signup/form', newUser('x@example.com', 'short'));
    expect(reply.headers.location).toBe('/signup');
    const cookie = parseSetCookie(reply.headers['set-cookie']?.[0] ?? '');
    expect(cookie).toMatchObject({ name: FORM_FAILURE_COOKIE, path: '/signup', maxAge: 60 });
    expect(readLoginFailure(cookie.value)).toMatchObject({
      code: 'invalidInput',
      email: 'x@example.com',
    });
  });

  it('refuses another site posting the form (CSRF)', async () => {
    const reply = await postForm('/api/user/signup/form', newUser('csrf@example.com'), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(reply.status).toBe(403);
    expect(lastMail('csrf@example.com').message).toBeUndefined();
  });

  it('sends the reset link and sets the new password by form', async () => {
    const sent = await postForm('/api/user/password/forgot/form', { email: 'owner@horizon.test' });
    expect(sent.headers.location).toBe('/forgotpassword?sent=1');
    await platform.idle();
    const { token } = lastMail('owner@horizon.test');
    const done = await postForm(`/api/user/password/reset/form?token=${token}`, {
      token,
      password: 'owner passphrase',
    });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/newPassword?done=1');
    expect((await login('owner@horizon.test', 'owner passphrase')).status).toBe(200);
  });
});

describe('the outbox', () => {
  it('lists an agency’s messages newest first, with recipient, subject, text and links', async () => {
    await signup(newUser('first@example.com'));
    await signup(newUser('second@example.com'));
    const [newest, older] = platform.outbox.list('horizon');
    expect(newest?.to).toBe('second@example.com');
    expect(older?.to).toBe('first@example.com');
    expect(newest?.text).toContain(newest?.links[0]?.url);
    expect(newest?.text).toContain('Hello Nora');
  });

  it('writes the e-mail in the reader’s language (spec §4 language cookie)', async () => {
    await api.call('/api/user/signup', {
      method: 'POST',
      body: newUser('arabic@example.com'),
      headers: { cookie: 'pll_language=ar' },
      ...from(),
    });
    expect(lastMail('arabic@example.com').message?.subject).toBe(
      'فعّل حسابك لدى Horizon Travel Co.',
    );
  });

  it('is a page of the devTools app only: not under /api', async () => {
    const page = await platform.devTools.request('/_dev/outbox', {
      headers: { host: 'horizon.localhost' },
    });
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('second@example.com');
    expect(body.indexOf('second@example.com')).toBeLessThan(body.indexOf('first@example.com'));
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect((await api.call('/_dev/outbox')).status).toBe(404);
    expect((await api.call('/api/_dev/outbox')).status).toBe(404);
  });
});
