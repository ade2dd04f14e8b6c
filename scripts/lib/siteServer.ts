// The multi-tenant server of the built tree (DESIGN §2 "Serving", spec §2.1 routing rules): every
// agency by its Host subdomain, the reference API on the same origin, one port. The nginx config
// (`nginxConfig.ts`) applies the same algorithm; both read the rules the generator wrote beside each
// agency's pages (`<subdomain>/_site.json`, type `SiteRules`).
import type { Stats } from 'node:fs';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { REMOTE_ENTRY, REMOTES_DIR } from './buildRemotes.ts';
import {
  LANGUAGE_VARIANTS_DIR,
  requestedLanguage,
  type SiteRedirect,
  type SiteRules,
} from './siteRules.ts';

/** Anything with the fetch signature of a Hono app, e.g. `createPlatformApi(...).app`. */
export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

export interface SiteServerOptions {
  /** The built tree: `dist/sites` with `_shell/`, `404.html` and one folder per agency. */
  sitesDir: string;
  /** Answers `/api/...` and `/resort-api/...`; without it those paths get a JSON 404. */
  api?: FetchHandler;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Folder of the hashed assets every agency shares, served as `/_shell/...`. */
export const SHELL_DIR = '_shell';
/** The 'Agency not found!' page, at the root of the built tree. */
export const NOT_FOUND_PAGE = '404.html';
/** An agency's routing rules, beside its pages; never served. */
export const SITE_RULES_FILE = '_site.json';
/** An agency's 404 page (spec §2.1 "/errors: 404 page"), also the body of a refused path. */
export const ERRORS_PAGE = '/errors/index.html';

/** Path prefixes handed to the platform API (spec §7), on every host. */
export const API_PREFIXES = ['/api', '/resort-api'] as const;

/** A Host's first label is an agency subdomain only in this form (no path tricks through Host). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9-]+$/;

/**
 * Paths never served from an agency folder: its rules file, its language variants (`/_lang/...`,
 * reached only through the language choice) and hidden files (except `.well-known`). PCRE and
 * JavaScript read it alike; nginx uses the same source.
 */
export const DENIED_PATH_REGEX = `^/${LANGUAGE_VARIANTS_DIR}(/|$)|(^|/)(_site\\.json|\\.(?!well-known(/|$)))`;
const DENIED_PATH = new RegExp(DENIED_PATH_REGEX);

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
/** Agency images, sitemap and robots change with a rebuild: a short cache. */
export const CACHE_SHORT = 'public, max-age=300';
/**
 * An agency's HTML depends on the language cookie (spec §4, §9 pll_language): shared caches keep
 * one copy per Cookie header. Compressed or compressible bodies add Accept-Encoding.
 */
export const VARY_HTML = 'Cookie';

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Content types by extension. The nginx config emits the same table (its `types` block), so both
 * servers label every file alike; `charset` marks the types sent with `; charset=utf-8`.
 */
export const CONTENT_TYPES: Readonly<Record<string, { type: string; charset?: true }>> = {
  html: { type: 'text/html', charset: true },
  css: { type: 'text/css', charset: true },
  js: { type: 'text/javascript', charset: true },
  mjs: { type: 'text/javascript', charset: true },
  txt: { type: 'text/plain', charset: true },
  json: { type: 'application/json' },
  map: { type: 'application/json' },
  webmanifest: { type: 'application/manifest+json' },
  xml: { type: 'application/xml' },
  svg: { type: 'image/svg+xml' },
  png: { type: 'image/png' },
  jpg: { type: 'image/jpeg' },
  jpeg: { type: 'image/jpeg' },
  gif: { type: 'image/gif' },
  webp: { type: 'image/webp' },
  avif: { type: 'image/avif' },
  ico: { type: 'image/x-icon' },
  woff2: { type: 'font/woff2' },
  woff: { type: 'font/woff' },
  pdf: { type: 'application/pdf' },
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Text types worth compressing (images and fonts are compressed already, but for SVG). */
export const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'text/html',
  'text/css',
  'text/javascript',
  'text/plain',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
]);
const MIN_COMPRESS_BYTES = 1024;

export function contentTypeOf(file: string): string {
  const entry = CONTENT_TYPES[extname(file).slice(1).toLowerCase()];
  if (!entry) return DEFAULT_CONTENT_TYPE;
  return entry.charset ? `${entry.type}; charset=utf-8` : entry.type;
}

function cacheControlFor(contentType: string): string {
  return contentType.startsWith('text/html') ? CACHE_HTML : CACHE_SHORT;
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

/** `/about/` and `/about` name the same page; `/` stays `/`. */
function withoutTrailingSlash(path: string): string {
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

/** An agency's document root, and its requested language variant's (null: the default pages). */
interface Site {
  root: string;
  variantRoot: string | null;
}

/** A compiled rewrite: `regex` is case-insensitive like path-to-regexp's `i` flag (nginx `~*`). */
interface CompiledRules extends SiteRules {
  compiled: { regex: RegExp; target: string }[];
}

interface CachedRules {
  key: string;
  rules: CompiledRules;
}

function compile(rules: SiteRules): CompiledRules {
  return {
    ...rules,
    compiled: rules.rewrites.map((rewrite) => ({
      regex: new RegExp(rewrite.regex, 'i'),
      target: rewrite.target,
    })),
  };
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

/** What the handler decided, before it is written to the socket. */
type Outcome =
  | {
      kind: 'file';
      file: string;
      stats: Stats;
      status: number;
      cacheControl?: string;
      /** An agency's file: its HTML varies with the language cookie. */
      site?: boolean;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'text'; status: number; body: string; headers?: Record<string, string> };

/**
 * The request handler for `node:http` (`createServer(createSiteServer({ sitesDir, api }))`).
 * Rules are read from `_site.json` and cached until that file changes (inode, size or mtime), so a
 * rebuilt agency (its folder swapped while the server runs) is served at once.
 */
export function createSiteServer(options: SiteServerOptions): RequestHandler {
  const { sitesDir } = options;
  const rulesCache = new Map<string, CachedRules>();
  /** Compressed bodies by file version and encoding (hashed assets are asked for again and again). */
  const compressed = new Map<string, Buffer>();
  let compressedBytes = 0;
  const apiListener = options.api
    ? getRequestListener((request) => (options.api as FetchHandler).fetch(request), {
        overrideGlobalObjects: false,
      })
    : undefined;

  async function rulesFor(subdomain: string): Promise<CompiledRules | null> {
    const file = join(sitesDir, subdomain, SITE_RULES_FILE);
    const stats = await statOrNull(file);
    if (!stats?.isFile()) {
      rulesCache.delete(subdomain);
      return null;
    }
    const key = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    const cached = rulesCache.get(subdomain);
    if (cached?.key === key) return cached.rules;
    try {
      const rules = compile(JSON.parse(await readFile(file, 'utf8')) as SiteRules);
      rulesCache.set(subdomain, { key, rules });
      return rules;
    } catch {
      // Half-written or broken: this agency is not servable right now, the others are.
      rulesCache.delete(subdomain);
      return null;
    }
  }

  /** A regular file inside `root` (never outside it), or null. */
  async function fileIn(
    root: string,
    relative: string,
  ): Promise<{ file: string; stats: Stats } | null> {
    const file = join(root, relative);
    if (file !== root && !file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return null;
    const stats = await statOrNull(file);
    return stats?.isFile() ? { file, stats } : null;
  }

  /**
   * An HTML page of the site: in the requested language variant when that file exists
   * (`<site>/_lang/<code>/<relative>`), else the default one.
   */
  async function pageIn(
    site: Site,
    relative: string,
  ): Promise<{ file: string; stats: Stats } | null> {
    return (
      (site.variantRoot ? await fileIn(site.variantRoot, relative) : null) ??
      (await fileIn(site.root, relative))
    );
  }

  async function notFoundPage(site: Site | null): Promise<Outcome> {
    const page = site ? await pageIn(site, ERRORS_PAGE) : await fileIn(sitesDir, NOT_FOUND_PAGE);
    if (page) {
      return { kind: 'file', ...page, status: 404, cacheControl: CACHE_HTML, site: Boolean(site) };
    }
    return { kind: 'text', status: 404, body: site ? 'Not found' : 'Agency not found!' };
  }

  async function decide(request: IncomingMessage, path: string, query: string): Promise<Outcome> {
    // 2. Host -> agency.
    const subdomain = subdomainOfHost(request.headers.host);
    const rules = subdomain ? await rulesFor(subdomain) : null;
    if (!subdomain || !rules) return notFoundPage(null);
    const root = join(sitesDir, subdomain);
    const cookies = parseCookies(request.headers.cookie);
    // Spec §4 "Language": the lng query, else the pll_language cookie, picks the pages' language.
    const language = requestedLanguage(rules, { query: new URLSearchParams(query), cookies });
    const site: Site = {
      root,
      variantRoot: language ? join(root, LANGUAGE_VARIANTS_DIR, language) : null,
    };

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return {
        kind: 'text',
        status: 405,
        body: 'Method Not Allowed',
        headers: { Allow: 'GET, HEAD' },
      };
    }

    // 3. Shared hashed assets: immutable, and a missing one is a plain 404 (no fallback page).
    if (path.startsWith(`/${SHELL_DIR}/`)) {
      const found = await fileIn(join(sitesDir, SHELL_DIR), path.slice(SHELL_DIR.length + 2));
      if (found) return { kind: 'file', ...found, status: 200, cacheControl: CACHE_IMMUTABLE };
      return notFoundPage(site);
    }
    // The built-in remotes (DESIGN §3): hashed assets immutable; the entry, whose name stays, is
    // revalidated so a rebuilt remote reaches the next page view.
    if (path.startsWith(`/${REMOTES_DIR}/`)) {
      const found = await fileIn(join(sitesDir, REMOTES_DIR), path.slice(REMOTES_DIR.length + 2));
      if (!found) return notFoundPage(site);
      const entry = path.endsWith(`/${REMOTE_ENTRY}`);
      return {
        kind: 'file',
        ...found,
        status: 200,
        cacheControl: entry ? CACHE_HTML : CACHE_IMMUTABLE,
      };
    }
    if (DENIED_PATH.test(path)) return notFoundPage(site);

    // 4. Redirects, in order.
    const redirect = findRedirect(rules.redirects, path, cookies);
    if (redirect) return { kind: 'redirect', location: redirect.location };

    // 5. An existing file: `<path>/index.html` (in the requested language if it has one), then the
    // path itself (images, sitemap...: one copy at the site root).
    const bare = withoutTrailingSlash(path);
    const found =
      (await pageIn(site, `${bare === '/' ? '' : bare}/index.html`)) ??
      (bare === '/' ? null : await fileIn(root, bare));
    if (found) return { kind: 'file', ...found, status: 200, site: true };

    // 6. The first rewrite that matches serves its target; 7. otherwise the fallback.
    const rewrite = rules.compiled.find((candidate) => candidate.regex.test(path));
    const { fallback } = rules;
    let target: string;
    if (rewrite) target = rewrite.target;
    else if (fallback.type === 'rewrite') target = fallback.target;
    else return { kind: 'redirect', location: fallback.location };
    const shell = await pageIn(site, target);
    if (shell) return { kind: 'file', ...shell, status: 200, site: true };
    return notFoundPage(site);
  }

  async function bodyFor(
    file: string,
    stats: Stats,
    contentType: string,
    acceptEncoding: string,
  ): Promise<{ body: Buffer; encoding?: 'br' | 'gzip'; vary: boolean }> {
    const raw = await readFile(file);
    const type = contentType.split(';', 1)[0] ?? '';
    if (!COMPRESSIBLE_TYPES.has(type) || raw.length < MIN_COMPRESS_BYTES) {
      return { body: raw, vary: COMPRESSIBLE_TYPES.has(type) };
    }
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return { body: raw, vary: true };
    const key = `${file}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${encoding}`;
    const hit = compressed.get(key);
    if (hit) return { body: hit, encoding, vary: true };
    const body = await compress(raw, encoding);
    compressed.set(key, body);
    compressedBytes += body.length;
    // A small bound: evict the oldest entries first.
    for (const [oldKey, entry] of compressed) {
      if (compressedBytes <= 32 * 1024 * 1024 && compressed.size <= 1000) break;
      compressed.delete(oldKey);
      compressedBytes -= entry.length;
    }
    return { body, encoding, vary: true };
  }

  async function write(request: IncomingMessage, response: ServerResponse, outcome: Outcome) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const head = request.method === 'HEAD';
    if (outcome.kind === 'redirect') {
      response.writeHead(302, { Location: outcome.location, 'Cache-Control': CACHE_HTML });
      response.end();
      return;
    }
    if (outcome.kind === 'text') {
      response.writeHead(outcome.status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE_HTML,
        ...outcome.headers,
      });
      response.end(head ? undefined : outcome.body);
      return;
    }
    const { file, stats, status } = outcome;
    const contentType = contentTypeOf(file);
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': outcome.cacheControl ?? cacheControlFor(contentType),
    };
    const varyCookie = outcome.site === true && contentType.startsWith('text/html');
    if (varyCookie) headers.Vary = VARY_HTML;
    if (status === 200) {
      headers.ETag = etag;
      headers['Last-Modified'] = stats.mtime.toUTCString();
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
    }
    const accept = String(request.headers['accept-encoding'] ?? '');
    const { body, encoding, vary } = await bodyFor(file, stats, contentType, accept);
    if (vary) headers.Vary = varyCookie ? `Accept-Encoding, ${VARY_HTML}` : 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(head ? undefined : body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = normaliseRequestPath(queryAt < 0 ? url : url.slice(0, queryAt));
    if (path === null) {
      await write(request, response, { kind: 'text', status: 400, body: 'Bad Request' });
      return;
    }
    // 1. The platform API, on every host (it picks the agency from the Host itself).
    if (isApiPath(path)) {
      if (apiListener) return apiListener(request, response);
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'No API is configured' }));
      return;
    }
    await write(
      request,
      response,
      await decide(request, path, queryAt < 0 ? '' : url.slice(queryAt + 1)),
    );
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`[serve] ${request.method} ${request.url}:`, error);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Internal Server Error');
      } else {
        response.destroy();
      }
    });
  };
}

function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

function compress(raw: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      brotliCompress(
        raw,
        {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        },
        done,
      );
    } else {
      gzip(raw, { level: 9 }, done);
    }
  });
}

/** Every built agency's rules (`<subdomain>/_site.json`), by subdomain. Broken files are skipped. */
export function readSiteRules(sitesDir: string): SiteRules[] {
  let names: string[];
  try {
    names = readdirSync(sitesDir);
  } catch {
    return [];
  }
  const sites: SiteRules[] = [];
  for (const name of names.sort()) {
    if (!SUBDOMAIN_PATTERN.test(name)) continue;
    try {
      sites.push(JSON.parse(readFileSync(join(sitesDir, name, SITE_RULES_FILE), 'utf8')));
    } catch {
      // Not an agency folder (or one being swapped in): skip it.
    }
  }
  return sites;
}
