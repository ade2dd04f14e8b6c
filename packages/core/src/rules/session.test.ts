import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import {
  accessTokenCookie,
  FORM_POST_ENDPOINTS,
  LOGIN_FAILURE_COOKIE,
  loginFailureCookie,
  logoutDestination,
  readLoginFailure,
  SESSION_COOKIES,
  unauthorizedLogoutHref,
} from './session.ts';

const agency = { returnUrl: 'https://www.agency.example/' };
const traveller = { userType: 'Client', isTravelAgent: false, isRestrictedAgent: false } as const;
const agent = { userType: 'AgencyOwner', isTravelAgent: true, isRestrictedAgent: false } as const;

describe('accessTokenCookie (spec §4: the session cookie pages and remotes read)', () => {
  it('is site-wide, Lax, expires with the token and is Secure only on https', () => {
    const expires = new Date('2026-12-01T10:00:00.000Z');
    const cookie = parseSetCookie(accessTokenCookie('tok', expires, true));
    expect(cookie).toMatchObject({
      name: SESSION_COOKIES.accessToken,
      value: 'tok',
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
    expect(cookie.expires?.toISOString()).toBe(expires.toISOString());
    expect(parseSetCookie(accessTokenCookie('tok', expires, false)).secure).toBeUndefined();
  });

  it('stays readable by scripts (remotes read it): never HttpOnly', () => {
    expect(accessTokenCookie('tok', new Date(), true)).not.toMatch(/HttpOnly/i);
  });
});

describe('FORM_POST_ENDPOINTS (DESIGN §4: secrets never in a URL)', () => {
  it('hands the /login form post to the API form sign-in', () => {
    expect(FORM_POST_ENDPOINTS['/login']).toBe('/api/user/login/form');
  });
});

describe('login failure cookie (a failed form sign-in comes back to /login)', () => {
  it('round-trips the message and the e-mail, lives a minute, only on /login', () => {
    const header = loginFailureCookie(
      { message: 'Invalid email or password', email: 'a@b.test' },
      false,
    );
    const cookie = parseSetCookie(header);
    expect(cookie).toMatchObject({ name: LOGIN_FAILURE_COOKIE, path: '/login', maxAge: 60 });
    expect(readLoginFailure(cookie.value)).toEqual({
      message: 'Invalid email or password',
      email: 'a@b.test',
    });
  });

  it('ignores a cookie that is not ours', () => {
    expect(readLoginFailure(undefined)).toBeNull();
    expect(readLoginFailure('not json')).toBeNull();
    expect(readLoginFailure(JSON.stringify({ message: 1 }))).toBeNull();
  });
});

describe('unauthorizedLogoutHref (spec §4, §8: a 401 sends the user to the logout path)', () => {
  it('goes to /logout with the page it happened on', () => {
    expect(unauthorizedLogoutHref({ pathname: '/about', search: '?lng=ar' })).toBe(
      '/logout?redirect=%2Fabout%3Flng%3Dar',
    );
  });

  it('does nothing on /logout itself (the refused token is the one being cleared)', () => {
    expect(unauthorizedLogoutHref({ pathname: '/logout', search: '' })).toBeNull();
    expect(unauthorizedLogoutHref({ pathname: '/logout/', search: '?redirect=/x' })).toBeNull();
  });
});

describe('logoutDestination (spec §2.1 /logout, §6)', () => {
  it('a known traveller goes to the return address, whatever the redirect says', () => {
    expect(logoutDestination({ user: traveller, agency, redirect: '/about' })).toBe(
      'https://www.agency.example/',
    );
  });

  it('a known agent goes to /', () => {
    expect(logoutDestination({ user: agent, agency, redirect: '/about' })).toBe('/');
  });

  it('a session the API had already refused comes back to where the 401 happened', () => {
    expect(logoutDestination({ user: null, agency, redirect: '/about?lng=ar' })).toBe(
      '/about?lng=ar',
    );
  });

  it('never to another site through the redirect', () => {
    expect(logoutDestination({ user: null, agency, redirect: '//evil.example/x' })).toBe('/');
    expect(logoutDestination({ user: null, agency, redirect: 'https://evil.example/' })).toBe('/');
  });

  it('a visitor opening /logout with nothing to return to follows the spec rule', () => {
    expect(logoutDestination({ user: null, agency })).toBe('https://www.agency.example/');
  });
});
