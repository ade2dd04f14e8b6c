import { describe, expect, it } from 'vitest';
import { agencySchema } from '../schemas/agency.ts';
import {
  emailProblem,
  externalSignInTarget,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  signInAgainHref,
  signupAvailability,
  signupIssues,
} from './accounts.ts';
import { authLinks } from './profileMenu.ts';
import { FORM_POST_ENDPOINTS } from './session.ts';

const agency = (fields: Record<string, unknown> = {}) =>
  agencySchema.parse({ agencyName: 'A', subdomain: 'a', ...fields });

describe('passwordProblem (ours: spec §5 does not show form validation; NIST 800-63B)', () => {
  it('asks for at least 8 characters, counted as people see them', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('1234567')).toBe('tooShort');
    expect(passwordProblem('12345678')).toBeNull();
    // Seven family emoji are seven characters, although each is many code units.
    expect(passwordProblem('👨‍👩‍👧'.repeat(7))).toBe('tooShort');
  });

  it('refuses more than 128 characters and the account e-mail itself', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
    expect(passwordProblem('Me@Example.com', 'me@example.com')).toBe('sameAsEmail');
  });

  it('has no composition rules: a long passphrase is fine', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });
});

describe('emailProblem', () => {
  it('needs an address of the usual form, at most 254 characters', () => {
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('not-an-address')).toBe('invalid');
    expect(emailProblem(' New.User@Example.com ')).toBeNull();
    expect(emailProblem(`${'a'.repeat(250)}@b.co`)).toBe('invalid');
  });
});

describe('signupIssues', () => {
  it('names each field that is wrong by a problem code', () => {
    expect(signupIssues({ firstName: ' ', lastName: 'B', email: 'x', password: 'short' })).toEqual({
      firstName: 'required',
      email: 'invalid',
      password: 'tooShort',
    });
    expect(
      signupIssues({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        password: 'analytical engine',
      }),
    ).toEqual({});
  });
});

describe('signupAvailability (spec §2.6, §6: the header Sign Up rule, authLinks)', () => {
  it('shows the form by default', () => {
    expect(signupAvailability(agency())).toEqual({ kind: 'form' });
  });

  it('is hidden when the agency hides sign-up, as the header hides its button', () => {
    const hidden = agency({ isHideSignupOption: true });
    expect(signupAvailability(hidden)).toEqual({ kind: 'hidden' });
    expect(authLinks(hidden).signup).toBeNull();
  });

  it('sends SSO agencies without direct login to their return address', () => {
    const sso = agency({
      returnUrl: 'https://intranet.example/travel',
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
    });
    expect(signupAvailability(sso)).toEqual({
      kind: 'redirect',
      to: 'https://intranet.example/travel',
    });
  });
});

describe('externalSignInTarget (/sso, /social; spec §2.1, §2.6)', () => {
  it('goes to the return address of an SSO agency', () => {
    const sso = agency({
      returnUrl: 'https://intranet.example/travel',
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true },
    });
    expect(externalSignInTarget(sso, '/about')).toBe('https://intranet.example/travel');
  });

  it('goes to /login, keeping where the visitor was going, elsewhere', () => {
    expect(externalSignInTarget(agency(), '/mytrip/dashboard')).toBe(
      '/login?redirect=%2Fmytrip%2Fdashboard',
    );
    expect(externalSignInTarget(agency(), null)).toBe('/login');
  });
});

describe('signInAgainHref (/expired, /expiry: returning where the user was)', () => {
  it('returns to a page of this site only', () => {
    expect(signInAgainHref('/booknow/hotels/search?x=1')).toBe(
      '/login?redirect=%2Fbooknow%2Fhotels%2Fsearch%3Fx%3D1',
    );
    expect(signInAgainHref('https://evil.example/')).toBe('/login');
    expect(signInAgainHref('//evil.example')).toBe('/login');
    expect(signInAgainHref(null)).toBe('/login');
  });
});

describe('FORM_POST_ENDPOINTS for the account forms (DESIGN §4)', () => {
  it('posts sign-up, forgotten and new password forms to the API form endpoints', () => {
    expect(FORM_POST_ENDPOINTS['/signup']).toBe('/api/user/signup/form');
    expect(FORM_POST_ENDPOINTS['/forgotpassword']).toBe('/api/user/password/forgot/form');
    expect(FORM_POST_ENDPOINTS['/newPassword']).toBe('/api/user/password/reset/form');
  });
});
