// The site's cookies as the islands read and write them (spec §4: the access token, the auth and
// hide-header cookies, pll_language). Remotes read the same cookies, so they stay script-readable.
import { accessTokenCookie, SESSION_COOKIES } from '@wl/core';
import { parseCookie, stringifySetCookie } from 'cookie';

export function readCookie(name: string): string | undefined {
  return parseCookie(document.cookie)[name] || undefined;
}

/** Writes one `Set-Cookie`-style value (core `languageCookie`, or `stringifySetCookie` output). */
export function writeCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the sites serve.
  document.cookie = value;
}

export function expireCookie(name: string): void {
  writeCookie(stringifySetCookie({ name, value: '', path: '/', maxAge: 0 }));
}

/** The access token of the signed-in visitor, if any. */
export function accessToken(): string | undefined {
  return readCookie(SESSION_COOKIES.accessToken);
}

/** Spec §4: the session is an access-token cookie every page (and remote) of the site reads. */
export function storeAccessToken(token: string, expiresAt: string): void {
  writeCookie(accessTokenCookie(token, new Date(expiresAt), window.location.protocol === 'https:'));
}
