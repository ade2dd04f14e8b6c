// What both servers of the built tree agree on: `scripts/serve` (siteServer.ts) and the nginx config
// (nginxConfig.ts) read every name, header and table from here, and route by routing.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_VARIANTS_DIR, type SiteRules } from './siteRules.ts';

/**
 * Folder of the hashed JS and CSS every agency shares (Astro's `build.assets`), served at
 * `/_shell/...` on every host. Not the generator (`sites/shell`), which buildSites calls
 * GENERATOR_DIR.
 */
export const SHARED_ASSETS_DIR = '_shell';
/** The 'Agency not found!' page, at the root of the built tree. */
export const NOT_FOUND_PAGE = '404.html';
/** An agency's routing rules, beside its pages; never served. */
export const SITE_RULES_FILE = '_site.json';
/** An agency's 404 page (spec §2.1 "/errors: 404 page"), also the body of a refused path. */
export const ERRORS_PAGE = '/errors/index.html';

/** Path prefixes handed to the platform API (spec §7), on every host. */
export const API_PREFIXES = ['/api', '/resort-api'] as const;

/** Methods a site answers; anything else is 405 (the API and form posts aside). */
export const SITE_METHODS = ['GET', 'HEAD'] as const;

/** A Host's first label is an agency subdomain only in this form (no path tricks through Host). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9-]+$/;

/**
 * Local development tools (`/_dev/outbox`, the reference API's e-mails): only `scripts/serve`
 * outside production answers them, before the routing decision; for the routing decision (and so
 * for nginx) the folder is refused like any hidden path.
 */
export const DEV_TOOLS_DIR = '_dev';

/**
 * Paths never served from an agency folder: its rules file, its language variants (`/_lang/...`,
 * reached only through the language choice), the development tools (`/_dev/...`) and hidden files (except `.well-known`). PCRE and
 * JavaScript read it alike; nginx uses the same source.
 */
export const DENIED_PATH_REGEX = `^/(${LANGUAGE_VARIANTS_DIR}|${DEV_TOOLS_DIR})(/|$)|(^|/)(_site\\.json|\\.(?!well-known(/|$)))`;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
/** Agency images, sitemap and robots change with a rebuild: a short cache. */
export const CACHE_SHORT = 'public, max-age=300';
/**
 * An agency's HTML depends on the language cookie (spec §4, §9 pll_language): shared caches keep
 * one copy per Cookie header. Compressed or compressible bodies add Accept-Encoding.
 */
export const VARY_HTML = 'Cookie';

/**
 * The Content-Security-Policy header of every answer (issue 17). It adds what a page's meta policy
 * cannot carry (frame-ancestors) or leaves out, and both apply: a browser enforces every policy it
 * is given, so the page's own hashes still decide scripts and styles and the whole is stricter than
 * the meta policy alone.
 */
export const HEADER_CSP =
  "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'";

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The token-carrying Academy link is rel="noreferrer" itself (SideNav); no page URL holds one.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': HEADER_CSP,
  // Older browsers that ignore frame-ancestors.
  'X-Frame-Options': 'SAMEORIGIN',
  // Nothing on an agency site asks for these; a script that got in could not either. Only features
  // Chromium knows: an unknown one (`bluetooth`) logs an error on every page.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), serial=(), payment=(self)',
} as const;

/** Sent only on answers served over https (directly or behind a TLS proxy that says so). */
export const HSTS = 'max-age=31536000; includeSubDomains';

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
/** Smaller bodies are sent as they are (nginx `gzip_min_length`). */
export const MIN_COMPRESS_BYTES = 1024;

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

/** Folder of the built remotes in the sites tree, served as `/_remotes/<name>/`. */
export const REMOTES_DIR = '_remotes';
/** The file a host loads first; everything else a remote ships has a hashed name. */
export const REMOTE_ENTRY = 'remoteEntry.js';
