import { stringifySetCookie } from 'cookie';
import type { Agency } from '../schemas/agency.ts';
import { z } from '../zod.ts';
import { ACCOUNT_PATHS } from './accounts.ts';
import { LOGIN_PATH, LOGOUT_PATH, loginReturnPath, logoutTarget } from './routes.ts';
import { isAgent, type Roles } from './viewer.ts';

/**
 * Spec §4 Logout: "clears the access-token cookie, the auth and hide-header cookies". The names
 * are ours (the spec does not show them); servers read the access-token cookie for the special
 * agency mode redirect of spec §2.1.
 */
export const SESSION_COOKIES = {
  accessToken: 'wl_access_token',
  auth: 'wl_auth',
  hideHeader: 'wl_hide_header',
} as const;

/**
 * The session cookie every page and remote of the site reads (spec §4): script-readable on
 * purpose (remotes read it too), site-wide, Lax so that links from elsewhere arrive signed in,
 * Secure whenever the site is served over https. Written by the sign-in island and by the
 * server's form sign-in alike.
 */
export function accessTokenCookie(token: string, expiresAt: Date, secure: boolean): string {
  return stringifySetCookie({
    name: SESSION_COOKIES.accessToken,
    value: token,
    path: '/',
    expires: expiresAt,
    sameSite: 'lax',
    secure,
  });
}

/**
 * Spec §2.1, §4: hideHeader=true keeps the header hidden for the visit (a session cookie, no
 * expiry) until logout clears it. Set by the page's head script, before the first paint.
 */
export function hideHeaderCookie(secure: boolean): string {
  return stringifySetCookie({
    name: SESSION_COOKIES.hideHeader,
    value: 'true',
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

/**
 * Forms that carry a secret post to their own page (so they work before their island hydrates
 * and the secret never lands in a URL: DESIGN §4); both servers hand that POST to this API path,
 * query string included (the `redirect` of /login). Ours: spec §7 does not show the form.
 */
export const FORM_POST_ENDPOINTS: Readonly<Record<string, string>> = {
  [LOGIN_PATH]: '/api/user/login/form',
  [ACCOUNT_PATHS.signup]: '/api/user/signup/form',
  // No secret, but an e-mail address does not belong in a URL (logs, history) either.
  [ACCOUNT_PATHS.forgotPassword]: '/api/user/password/forgot/form',
  [ACCOUNT_PATHS.newPassword]: '/api/user/password/reset/form',
};

/**
 * A failed form sign-in comes back to /login with its answer in this short-lived cookie (never in
 * the URL, where anyone could write a message of their own): the island shows the server's
 * message and the e-mail that was typed, then forgets it.
 */
export const LOGIN_FAILURE_COOKIE = 'wl_login_failure';

const loginFailureSchema = z.object({
  message: z.string().check(z.maxLength(500)),
  email: z.string().check(z.maxLength(254)),
  /** The API's error code (account forms name it in the visitor's language). */
  code: z.optional(z.string().check(z.maxLength(40))),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export function loginFailureCookie(failure: LoginFailure, secure: boolean): string {
  return stringifySetCookie({
    name: LOGIN_FAILURE_COOKIE,
    value: JSON.stringify(failure),
    path: LOGIN_PATH,
    maxAge: 60,
    sameSite: 'strict',
    secure,
  });
}

/**
 * The account forms' failure cookie (sign-up, forgotten and new password), the same shape as the
 * sign-in's, kept on the form's own path.
 */
export const FORM_FAILURE_COOKIE = 'wl_form_failure';

export function formFailureCookie(path: string, failure: LoginFailure, secure: boolean): string {
  return stringifySetCookie({
    name: FORM_FAILURE_COOKIE,
    value: JSON.stringify(failure),
    path,
    maxAge: 60,
    sameSite: 'strict',
    secure,
  });
}

export function expiredFormFailureCookie(path: string): string {
  return stringifySetCookie({ name: FORM_FAILURE_COOKIE, value: '', path, maxAge: 0 });
}

/** The failure cookie removed: once shown, or once the sign-in succeeded. */
export function expiredLoginFailureCookie(): string {
  return stringifySetCookie({ name: LOGIN_FAILURE_COOKIE, value: '', path: LOGIN_PATH, maxAge: 0 });
}

/** The failure a form sign-in left behind, or null for no cookie or one that is not ours. */
export function readLoginFailure(value: string | undefined): LoginFailure | null {
  if (!value) return null;
  try {
    const parsed = loginFailureSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4 / §8: "A 401 response from the server sends the user to the logout path". The page it
 * happened on rides along as `redirect`, so that a visitor whose session had already died comes
 * back to it (see `logoutDestination`). Null on /logout itself: there the refused token is the
 * one being cleared, and sending the page to /logout again would never end.
 */
export function unauthorizedLogoutHref(location: {
  pathname: string;
  search: string;
}): string | null {
  if (location.pathname.replace(/\/+$/, '') === LOGOUT_PATH) return null;
  const from = `${location.pathname}${location.search}`;
  return `${LOGOUT_PATH}?${new URLSearchParams({ redirect: from })}`;
}

/**
 * Where /logout sends the visitor once the session is cleared. A known user logged out: spec §2.1
 * and §6 (agents to /, everyone else to the agency's return address). No known user means the API
 * refused the token before /logout could learn whose it was (it expired or was revoked): nobody
 * chose to leave, so the visitor goes back to the page the 401 came from, on this site only.
 */
export function logoutDestination({
  user,
  agency,
  redirect,
}: {
  user: Roles | null;
  agency: Pick<Agency, 'returnUrl'>;
  redirect?: string | null;
}): string {
  if (user || !redirect) return logoutTarget(isAgent(user), agency);
  return loginReturnPath(redirect);
}
