import { userProfileSchema } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/sqlite.ts';
import {
  DEFAULT_SESSION_TTL_MS,
  DEMO_PASSWORD,
  FAILED_LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS,
} from '../src/index.ts';
import { manualClock, type RunningApi, startApi } from './helpers.ts';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ now: clock.now });
});
afterAll(() => api.close());

const login = (email: string, password: string, host = 'horizon.localhost') =>
  api.call('/api/user/login', { method: 'POST', host, body: { email, password } });

describe('spec §6 roles: the demo users of DESIGN §3 log in (POST /api/user/login)', () => {
  const expected = [
    [
      'traveller@horizon.test',
      'horizon',
      { userType: 'Client', isTravelAgent: false, isRewardWalletEnable: true },
    ],
    [
      'traveller@solmar.test',
      'solmar',
      { userType: 'Client', isTravelAgent: false, isRewardWalletEnable: false },
    ],
    [
      'traveller@nordlys.test',
      'nordlys',
      { userType: 'Client', isTravelAgent: false, isRewardWalletEnable: false },
    ],
    [
      'owner@horizon.test',
      'horizon',
      { userType: 'AgencyOwner', isTravelAgent: true, isRestrictedAgent: false },
    ],
    ['admin@horizon.test', 'horizon', { userType: 'Admin', isTravelAgent: true }],
    [
      'agent@horizon.test',
      'horizon',
      { userType: 'TravelAgent', isTravelAgent: true, isRestrictedAgent: true },
    ],
    ['sales@horizon.test', 'horizon', { userType: 'SalesAgent', isTravelAgent: true }],
    ['owner@solmar.test', 'solmar', { userType: 'AgencyOwner', isTravelAgent: true }],
  ] as const;

  for (const [email, subdomain, flags] of expected) {
    it(`logs in ${email} with a token, its expiry and a core userProfile`, async () => {
      const reply = await login(email, DEMO_PASSWORD, `${subdomain}.localhost`);
      expect(reply.status).toBe(200);
      expect(reply.body.token).toMatch(/^[\w-]{43}$/);
      expect(Date.parse(reply.body.expiresAt)).toBe(clock.now().getTime() + DEFAULT_SESSION_TTL_MS);
      const user = userProfileSchema.parse(reply.body.user);
      expect(user.personal_info.email).toBe(email);
      expect(user).toMatchObject(flags);
      expect(reply.body.user).not.toHaveProperty('password_hash');
    });
  }

  it('gives the horizon owner 250 USD of credit', async () => {
    const reply = await login('owner@horizon.test', DEMO_PASSWORD);
    expect(reply.body.user.personal_info.credits).toEqual({ amount: 250, currency: 'USD' });
  });

  it('treats the e-mail case-insensitively', async () => {
    expect((await login('  Owner@Horizon.TEST ', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password, an unknown user and another agency’s user alike', async () => {
    for (const [email, password] of [
      ['traveller@horizon.test', 'demo!2026'],
      ['nobody@horizon.test', DEMO_PASSWORD],
      ['owner@solmar.test', DEMO_PASSWORD],
    ]) {
      const reply = await login(email as string, password as string);
      expect(reply.status, email).toBe(401);
      expect(reply.body).toEqual({ message: 'Invalid email or password' });
    }
  });
});

describe('spec §4 / §8: a missing, forged, foreign or expired token is a 401', () => {
  it('accepts the token as Authorization: Bearer and as x-access-token', async () => {
    const token = await api.login('traveller@horizon.test');
    const bearer = await api.call('/api/user/me', { token });
    expect(bearer.status).toBe(200);
    expect(bearer.body.user.personal_info.email).toBe('traveller@horizon.test');
    const header = await api.call('/api/user/me', { headers: { 'x-access-token': token } });
    expect(header.status).toBe(200);
  });

  it('answers a call that needs a token without one with 401', async () => {
    const reply = await api.call('/api/user/changeLanguage/es');
    expect(reply.status).toBe(401);
    expect(typeof reply.body.message).toBe('string');
  });

  it('answers a forged or malformed token with 401', async () => {
    const token = await api.login('traveller@horizon.test');
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'x', 'a'.repeat(5000), `${token} extra`]) {
      const reply = await api.call('/api/user/me', { headers: { authorization: `Bearer ${bad}` } });
      expect(reply.status).toBe(401);
    }
  });

  it('does not accept a token of one agency at another', async () => {
    const token = await api.login('traveller@solmar.test', 'solmar.localhost');
    expect((await api.call('/api/user/me', { token })).status).toBe(401);
    expect((await api.call('/api/user/me', { token, host: 'solmar.localhost' })).status).toBe(200);
  });

  it('expires a token after eight hours', async () => {
    const token = await api.login('admin@horizon.test');
    clock.advance(DEFAULT_SESSION_TTL_MS - 60_000);
    expect((await api.call('/api/user/me', { token })).status).toBe(200);
    clock.advance(120_000);
    const expired = await api.call('/api/user/me', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Invalid or expired access token');
  });

  it('revokes a token on logout', async () => {
    const token = await api.login('agent@horizon.test');
    expect((await api.call('/api/user/logout', { method: 'POST', token })).status).toBe(200);
    expect((await api.call('/api/user/me', { token })).status).toBe(401);
  });

  it('stores only digests of tokens and salted scrypt hashes of passwords', async () => {
    const token = await api.login('sales@horizon.test');
    const db = openDatabase(api.databaseFile);
    try {
      const sessions = db.prepare('SELECT token_hash FROM sessions').all() as {
        token_hash: string;
      }[];
      expect(sessions.some((row) => row.token_hash === token)).toBe(false);
      expect(sessions.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
      const hashes = db.prepare('SELECT password_hash FROM users').all() as {
        password_hash: string;
      }[];
      expect(hashes.every((row) => row.password_hash.startsWith('scrypt$'))).toBe(true);
      expect(new Set(hashes.map((row) => row.password_hash)).size).toBe(hashes.length);
    } finally {
      db.close();
    }
  });
});

describe('spec §7 POST /api/user/login rate limit: 5 failed attempts per e-mail and address per 15 minutes', () => {
  it('answers the sixth attempt with 429 until the window has passed', async () => {
    const email = 'owner@horizon.test';
    for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt += 1) {
      expect((await login(email, `wrong-${attempt}`)).status).toBe(401);
    }
    const blocked = await login(email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another account from the same address is not affected.
    expect((await login('admin@horizon.test', DEMO_PASSWORD)).status).toBe(200);

    clock.advance(FAILED_LOGIN_WINDOW_MS + 1000);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('issue 17: failures from one address cannot lock the user out from another', async () => {
    const email = 'agent@horizon.test';
    const from = (localAddress: string, password: string, headers = {}) =>
      api.call('/api/user/login', {
        method: 'POST',
        body: { email, password },
        localAddress,
        headers,
      });
    for (let attempt = 0; attempt <= MAX_FAILED_LOGINS; attempt += 1) {
      await from('127.0.0.2', 'guess');
    }
    expect((await from('127.0.0.2', DEMO_PASSWORD)).status).toBe(429);
    // A forged X-Forwarded-For does not make the same attacker someone else.
    const forged = { 'x-forwarded-for': '203.0.113.9' };
    expect((await from('127.0.0.2', DEMO_PASSWORD, forged)).status).toBe(429);
    expect((await from('127.0.0.3', DEMO_PASSWORD)).status).toBe(200);
  });

  it('behind a trusted proxy, counts by the address the proxy added last', async () => {
    const proxied = await startApi({ trustProxy: true });
    try {
      const attempt = (forwardedFor: string, password: string) =>
        proxied.call('/api/user/login', {
          method: 'POST',
          body: { email: 'sales@horizon.test', password },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      for (let count = 0; count <= MAX_FAILED_LOGINS; count += 1) {
        await attempt('198.51.100.7', 'guess');
      }
      // The attacker's own prefix cannot change the entry the proxy appended.
      expect((await attempt('10.0.0.1, 198.51.100.7', DEMO_PASSWORD)).status).toBe(429);
      expect((await attempt('192.0.2.44', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('starts counting afresh after a successful login', async () => {
    const email = 'traveller@horizon.test';
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt += 1) await login(email, 'nope');
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      expect((await login(email, 'nope')).status).toBe(401);
    }
  });
});
