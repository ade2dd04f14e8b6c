// The routing decision of the built tree (DESIGN §2 "Serving", spec §2.1 routing rules), as one
// pure function: a request and the rules of the agency its Host names go in, what to answer comes
// out. No file is read here: where the answer is a file, the decision lists the files to try in
// order (nginx's `try_files`), and the adapter sends the first that exists. `scripts/serve`
// (siteServer.ts) applies it per request; the nginx config (nginxConfig.ts) is written to take
// the same steps, numbered alike.
import { FORM_POST_ENDPOINTS } from '@wl/core';
import {
  API_PREFIXES,
  CACHE_HTML,
  CACHE_IMMUTABLE,
  DENIED_PATH_REGEX,
  ERRORS_PAGE,
  NOT_FOUND_PAGE,
  REMOTE_ENTRY,
  REMOTES_DIR,
  SHARED_ASSETS_DIR,
  SITE_METHODS,
  SUBDOMAIN_PATTERN,
} from './serving.ts';
import {
  LANGUAGE_VARIANTS_DIR,
  requestedLanguage,
  type SiteRedirect,
  type SiteRules,
} from './siteRules.ts';

/** What the decision reads of a request. */
export interface SiteRequest {
  method: string;
  /** The request target as received: path and query, still percent-encoded. */
  url: string;
  host: string | undefined;
  /** The Cookie header. */
  cookie: string | undefined;
}

/** An agency's rules with its rewrites compiled once (case-insensitive, like nginx `~*`). */
export interface RoutableSite extends SiteRules {
  compiled: { regex: RegExp; target: string | null }[];
}

export function routableSite(rules: SiteRules): RoutableSite {
  return {
    ...rules,
    compiled: rules.rewrites.map((rewrite) => ({
      regex: new RegExp(rewrite.regex, 'i'),
      target: rewrite.target,
    })),
  };
}

export type RouteDecision =
  /** Hand the request to the platform API, which is to see `url` (a form post's endpoint). */
  { kind: 'api'; url: string } | SiteAnswer;

/** What the built tree answers itself. */
export type SiteAnswer =
  /** A plain-text answer: 400 (unreadable path), 404 (no page to show it on), 405. */
  | { kind: 'text'; status: 400 | 404 | 405; body: string; headers?: Record<string, string> }
  /** 302 to `location`. */
  | { kind: 'redirect'; location: string }
  | ServeFile;

/** Send the first of `files` that is a regular file; when none is, answer `otherwise`. */
export interface ServeFile {
  kind: 'file';
  /** Paths relative to the built tree (`horizon/_lang/ar/about/index.html`), in order. */
  files: string[];
  status: 200 | 404;
  /** When not the type's own (HTML revalidates, other agency files get a short cache). */
  cacheControl?: string;
  /** An agency's file: its HTML varies with the language cookie. */
  agencyFile: boolean;
  otherwise: SiteAnswer;
}

/**
 * The request path as both servers see it (nginx's own normalisation): percent-decoded, repeated
 * slashes merged, `.` and `..` segments resolved. Null (status 400) for a malformed escape, a NUL
 * byte or a `..` that would climb above the root, however it is encoded.
 */
export function normaliseRequestPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').slice(1);
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (kept.length === 0) return null;
      kept.pop();
      continue;
    }
    kept.push(segment);
  }
  const last = segments[segments.length - 1];
  const trailing = last === '' || last === '.' || last === '..';
  if (kept.length === 0) return '/';
  return `/${kept.join('/')}${trailing ? '/' : ''}`;
}

/**
 * The agency a Host header names: its first label, port stripped (`horizon.localhost:4321` ->
 * `horizon`), read as the platform API reads it. Null for an IP address, a single-label name or a
 * label that is not `[a-z0-9-]+` (no path tricks through Host).
 */
export function subdomainOfHost(host: string | undefined): string | null {
  if (!host) return null;
  const name = host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
  if (/^[\d.]+$/.test(name)) return null;
  const labels = name.split('.');
  const label = labels[0] ?? '';
  return labels.length >= 2 && SUBDOMAIN_PATTERN.test(label) ? label : null;
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The API path a page's form post goes to (`POST /login` -> the form sign-in), or undefined. */
export function formPostEndpoint(method: string | undefined, path: string): string | undefined {
  return method === 'POST' ? FORM_POST_ENDPOINTS[withoutTrailingSlash(path)] : undefined;
}

/** `/about/` and `/about` name the same page; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Cookie names and values of a Cookie header (the first value of a repeated name wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * The first redirect of the site that applies. A cookie counts as present when it has a value,
 * as nginx's `$cookie_<name>` sees it.
 */
export function findRedirect(
  redirects: readonly SiteRedirect[],
  path: string,
  cookies: Map<string, string>,
): SiteRedirect | undefined {
  const exact = withoutTrailingSlash(path);
  return redirects.find(
    (redirect) =>
      withoutTrailingSlash(redirect.path) === exact &&
      Boolean(cookies.get(redirect.cookie.name)) === redirect.cookie.present,
  );
}

const DENIED_PATH = new RegExp(DENIED_PATH_REGEX);

/**
 * What to answer, in this order:
 * 1. A path that cannot be read: 400. The platform API (`/api`, `/resort-api`) and the pages' form
 *    posts (`POST /login`, DESIGN §4) go to the API, on every host.
 * 2. The Host names the agency; none built under that name: the 'Agency not found!' page (404).
 *    Only GET and HEAD from here on (405).
 * 3. `/_shell/...`: the shared hashed assets, immutable; a missing one is the site's 404 page.
 *    Rules files, language folders and hidden files are refused with that page too.
 * 4. The site's redirects, in order (the partner agency's, spec §2.1).
 * 5. An existing file: `<path>/index.html` in the requested language (the `lng` query, else the
 *    pll_language cookie; spec §4) or the default one, then the path itself (images, sitemap).
 * 6. The first rewrite that matches (spec §2.1 routes owned by a remote) serves its shell page; a
 *    route the shell owns with no file for this path (another agency's id in
 *    /agency-terms-and-conditions/{id}) is the 404 page.
 * 7. Otherwise the fallback: the main remote's shell page, or a redirect to /errors.
 *
 * `site` is the agency `subdomainOfHost(request.host)` names, compiled, or null when none is built.
 */
export function routeRequest(request: SiteRequest, site: RoutableSite | null): RouteDecision {
  const queryAt = request.url.indexOf('?');
  const query = queryAt < 0 ? '' : request.url.slice(queryAt);
  const path = normaliseRequestPath(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
  // 1.
  if (path === null) return { kind: 'text', status: 400, body: 'Bad Request' };
  const formEndpoint = formPostEndpoint(request.method, path);
  if (formEndpoint) return { kind: 'api', url: `${formEndpoint}${query}` };
  if (isApiPath(path)) return { kind: 'api', url: request.url };

  // 2.
  if (!site) {
    return {
      kind: 'file',
      files: [NOT_FOUND_PAGE],
      status: 404,
      cacheControl: CACHE_HTML,
      agencyFile: false,
      otherwise: { kind: 'text', status: 404, body: 'Agency not found!' },
    };
  }
  const cookies = parseCookies(request.cookie);
  const language = requestedLanguage(site, { query: new URLSearchParams(query), cookies });
  // A page of the site: in the requested language variant, then the default one.
  const page = (file: string) => [
    ...(language ? [`${site.subdomain}/${LANGUAGE_VARIANTS_DIR}/${language}${file}`] : []),
    `${site.subdomain}${file}`,
  ];
  const notFound: ServeFile = {
    kind: 'file',
    files: page(ERRORS_PAGE),
    status: 404,
    cacheControl: CACHE_HTML,
    agencyFile: true,
    otherwise: { kind: 'text', status: 404, body: 'Not found' },
  };
  if (!(SITE_METHODS as readonly string[]).includes(request.method)) {
    return {
      kind: 'text',
      status: 405,
      body: 'Method Not Allowed',
      headers: { Allow: SITE_METHODS.join(', ') },
    };
  }

  // 3.
  if (path.startsWith(`/${SHARED_ASSETS_DIR}/`)) {
    return {
      kind: 'file',
      files: [path.slice(1)],
      status: 200,
      cacheControl: CACHE_IMMUTABLE,
      agencyFile: false,
      otherwise: notFound,
    };
  }
  // The built-in remotes (DESIGN §3): hashed assets immutable; the entry, whose name stays, is
  // revalidated so a rebuilt remote reaches the next page view.
  if (path.startsWith(`/${REMOTES_DIR}/`)) {
    return {
      kind: 'file',
      files: [path.slice(1)],
      status: 200,
      cacheControl: path.endsWith(`/${REMOTE_ENTRY}`) ? CACHE_HTML : CACHE_IMMUTABLE,
      agencyFile: false,
      otherwise: notFound,
    };
  }
  if (DENIED_PATH.test(path)) return notFound;

  // 4.
  const redirect = findRedirect(site.redirects, path, cookies);
  if (redirect) return { kind: 'redirect', location: redirect.location };

  // 6 and 7: what serves the path when no file does.
  const shellPage = (target: string): ServeFile => ({
    kind: 'file',
    files: page(target),
    status: 200,
    agencyFile: true,
    otherwise: notFound,
  });
  const rewrite = site.compiled.find((candidate) => candidate.regex.test(path));
  const { fallback } = site;
  let otherwise: SiteAnswer;
  if (rewrite) otherwise = rewrite.target === null ? notFound : shellPage(rewrite.target);
  else if (fallback.type === 'rewrite') otherwise = shellPage(fallback.target);
  else otherwise = { kind: 'redirect', location: fallback.location };

  // 5.
  const bare = withoutTrailingSlash(path);
  return {
    kind: 'file',
    files: [
      ...page(`${bare === '/' ? '' : bare}/index.html`),
      ...(bare === '/' ? [] : [`${site.subdomain}${bare}`]),
    ],
    status: 200,
    agencyFile: true,
    otherwise,
  };
}
