import type { Agency } from '../schemas/agency.ts';
import { z } from '../zod.ts';
import { authLinks } from './profileMenu.ts';
import { LOGIN_PATH, loginReturnPath } from './routes.ts';

/**
 * The public account routes of spec §2.1 the main remote renders. /login and /logout are the
 * shell's (routes.ts).
 */
export const ACCOUNT_PATHS = {
  signup: '/signup',
  verify: '/verify',
  forgotPassword: '/forgotpassword',
  newPassword: '/newPassword',
  sso: '/sso',
  social: '/social',
  expired: '/expired',
  expiry: '/expiry',
  subscription: '/subscription',
} as const;

/*
 * Spec §5: "Form validation is not shown". The account forms' rules are ours, decided here once
 * and applied by the forms (before sending) and by the reference API (which is the authority).
 * Passwords follow NIST SP 800-63B §5.1.1.2: a length floor, a generous ceiling, no composition
 * rules, and not the account's own e-mail address.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's longest forward path; the login call holds e-mails to the same limit. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 60;

/** What can be wrong with a new password; forms name each in the visitor's language. */
export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'sameAsEmail';

/** Length counts characters as people see them (an emoji is one), like NIST's "characters". */
function characterCount(text: string): number {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
}

/** The first problem of a new password, or null when it is acceptable. */
export function passwordProblem(password: string, email = ''): PasswordProblem | null {
  if (password.length === 0) return 'required';
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'sameAsEmail';
  return null;
}

export type EmailProblem = 'required' | 'invalid';

const emailFormat = z.email();

/** An e-mail address as accounts store it: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The problem of an e-mail address typed into an account form, or null. */
export function emailProblem(email: string): EmailProblem | null {
  const value = normaliseEmail(email);
  if (value.length === 0) return 'required';
  if (value.length > EMAIL_MAX_LENGTH || !emailFormat.safeParse(value).success) return 'invalid';
  return null;
}

/** Issues of the account forms, keyed by field, each a problem code (not a sentence). */
export type AccountFieldIssues = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'password', string>
>;

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The sign-up form's problems (empty when it may be sent). */
export function signupIssues(input: SignupInput): AccountFieldIssues {
  const issues: AccountFieldIssues = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field].trim();
    if (!value) issues[field] = 'required';
    else if (value.length > NAME_MAX_LENGTH) issues[field] = 'tooLong';
  }
  const email = emailProblem(input.email);
  if (email) issues.email = email;
  const password = passwordProblem(input.password, input.email);
  if (password) issues.password = password;
  return issues;
}

type AuthAgency = Pick<Agency, 'sso' | 'returnUrl' | 'isHideLoginOption' | 'isHideSignupOption'>;

/**
 * What /signup does for this agency (spec §2.6, §6): shows the form, is not offered
 * (isHideSignupOption: the page refuses, as the API does), or sends the visitor to the agency's
 * return address (SSO agencies without direct login). The header's Sign Up follows the same rule
 * (`authLinks`).
 */
export type SignupAvailability =
  | { kind: 'form' }
  | { kind: 'hidden' }
  | { kind: 'redirect'; to: string };

export function signupAvailability(agency: AuthAgency): SignupAvailability {
  const target = authLinks(agency).signup;
  if (target === null) return { kind: 'hidden' };
  if (target !== ACCOUNT_PATHS.signup) return { kind: 'redirect', to: target };
  return { kind: 'form' };
}

/**
 * Where /sso and /social go (spec §2.1 "/sso (single sign-on login), /social"; §2.6, §6): an SSO
 * agency signs its users in at its return address, its identity provider; any other agency has
 * only direct login, so both lead to /login, keeping where the visitor was going.
 */
export function externalSignInTarget(
  agency: Pick<Agency, 'sso' | 'returnUrl'>,
  redirect: string | null,
): string {
  if (agency.sso.isSSOEnabled && agency.returnUrl) return agency.returnUrl;
  return signInAgainHref(redirect);
}

/**
 * /expired and /expiry (spec §2.1): the session ended; signing in again returns to the page the
 * visitor was on (`redirect`, held to this site), or home.
 */
export function signInAgainHref(redirect: string | null | undefined): string {
  const back = redirect ? loginReturnPath(redirect) : '/';
  return back === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ redirect: back })}`;
}

/**
 * Single-use e-mail links (ours: the spec does not show them). A verification link lasts a day
 * (people open mail late); a reset link an hour (OWASP Forgot Password Cheat Sheet).
 */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
