import { getConnInfo } from '@hono/node-server/conninfo';
import { isSupportedLanguage, LANGUAGE_COOKIE, type LanguageCode, resolveLanguage } from '@wl/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';

/**
 * The client's address, which the login and account limits count by. The peer of the
 * connection, unless the API sits behind a trusted proxy: then the last X-Forwarded-For entry,
 * the one that proxy added (a client can only prepend to the header, never replace that entry).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A form post from this site's own pages. Browsers send Origin with every form POST (and
 * Sec-Fetch-Site); another site's page posting here (login CSRF: signing the visitor into the
 * attacker's account) is refused. Tools that send neither are not browsers and carry no cookie.
 */
export function sameOriginForm(c: Context): boolean {
  const origin = c.req.header('origin');
  const host = c.req.header('host');
  if (origin !== undefined) {
    if (!host || !URL.canParse(origin) || new URL(origin).host !== host) return false;
  }
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin';
}

/** Served over https (directly, or behind the nginx config, which forwards the scheme). */
export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/** The site the request came to (`https://horizon.example.com`): where e-mailed links lead. */
export function siteOrigin(c: Context): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${isHttps(c) ? 'https' : 'http'}://${host}`;
}

/**
 * The reader's language for a message (spec §4): the page's language cookie, else the first
 * language of Accept-Language (the api-client sends the page's), held to what the agency offers.
 */
export function readerLanguage(c: Context<AppEnv>): LanguageCode {
  const config = c.var.agency.config;
  const accepted = c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2);
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  return resolveLanguage({
    agency: config.agency,
    offered: config.languages,
    queryLanguage: isSupportedLanguage(cookie) ? cookie : null,
    cookieLanguage: accepted,
  });
}
