// The /login page's form posted without its island (DESIGN §4 "secrets never travel in a URL"):
// both site servers hand POST /login to POST /api/user/login/form with the page's query.

import { LOGIN_FAILURE_COOKIE, readLoginFailure, SESSION_COOKIES } from '@wl/core';
import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.ts';
import { type Reply, type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const ORIGIN = 'http://horizon.localhost';

function postForm(
  fields: Record<string, string>,
  { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return api.call(`/api/user/login/form${query}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

function cookies(reply: Reply) {
  const header = reply.headers['set-cookie'] ?? [];
  return new Map(header.map((line) => parseSetCookie(line)).map((c) => [c.name, c]));
}

describe('POST /api/user/login/form (ours): the sign-in form without JavaScript', () => {
  it('signs in: 303 to the redirect path with the session cookie, usable on /api/user/me', async () => {
    const reply = await postForm(
      { email: 'owner@horizon.test', password: DEMO_PASSWORD },
      { query: '?redirect=%2Fabout%3Flng%3Dar' },
    );
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/about?lng=ar');
    const token = cookies(reply).get(SESSION_COOKIES.accessToken);
    expect(token?.value).toMatch(/.{20,}/);
    expect(token).toMatchObject({ path: '/', sameSite: 'lax' });
    const me = await api.call('/api/user/me', { token: token?.value });
    expect(me.body.user.personal_info.email).toBe('owner@horizon.test');
  });

  it('never continues to another site (spec §2.1 redirect back)', async () => {
    const reply = await postForm(
      { email: 'owner@horizon.test', password: DEMO_PASSWORD },
      { query: '?redirect=%2F%2Fevil.example%2F' },
    );
    expect(reply.headers.location).toBe('/');
  });

  it("a wrong password goes back to /login (query kept) with the server's message, no session", async () => {
    const reply = await postForm(
      { email: 'owner@horizon.test', password: 'wrong' },
      { query: '?redirect=%2Fdashboard' },
    );
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/login?redirect=%2Fdashboard');
    expect(reply.headers.location).not.toContain('wrong');
    const set = cookies(reply);
    expect(set.has(SESSION_COOKIES.accessToken)).toBe(false);
    const failure = set.get(LOGIN_FAILURE_COOKIE);
    expect(failure).toMatchObject({ path: '/login', maxAge: 60 });
    expect(readLoginFailure(failure?.value)).toEqual({
      message: 'Invalid email or password',
      email: 'owner@horizon.test',
    });
    expect(failure?.value).not.toContain('wrong');
  });

  it('an empty form gets the validation message, not a crash', async () => {
    const reply = await postForm({});
    expect(reply.status).toBe(303);
    expect(readLoginFailure(cookies(reply).get(LOGIN_FAILURE_COOKIE)?.value)?.message).toMatch(
      /^Invalid login: email/,
    );
  });

  it('refuses a post from another site (login CSRF)', async () => {
    const fields = { email: 'owner@horizon.test', password: DEMO_PASSWORD };
    const foreign = await postForm(fields, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(cookies(foreign).size).toBe(0);
    const crossSite = await postForm(fields, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });

  it('marks the cookie Secure when the site is served over https (nginx forwards the scheme)', async () => {
    const reply = await postForm(
      { email: 'owner@horizon.test', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https', origin: 'http://horizon.localhost' } },
    );
    expect(cookies(reply).get(SESSION_COOKIES.accessToken)?.secure).toBe(true);
  });
});
