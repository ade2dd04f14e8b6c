// A small built tree in the generator's layout (scripts/lib/siteRules.ts, the serving contract),
// with the real demo agencies' rules: the site server and nginx tests serve it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { CRUISE_LINES, cruiseLinePolicyPath, type LanguageCode } from '@wl/core';
import { expect } from 'vitest';
import { CONFIG_DIR, configFilesIn, loadConfigs } from '../lib/configFiles.ts';
import { LANGUAGE_VARIANTS_DIR, type SiteRules, siteRules } from '../lib/siteRules.ts';

export const FIXTURE_AGENCIES = ['horizon', 'solmar', 'nordlys', 'dormant'] as const;
/**
 * The language variants the fixture writes (`<site>/_lang/<code>/`) when the agency has them:
 * horizon gets ar and de (not fr, though offered: a variant whose files are missing), nordlys
 * gets no.
 */
export const FIXTURE_VARIANTS: readonly LanguageCode[] = ['ar', 'de', 'no'];
export const SHELL_SCRIPT = '/_shell/x.abc123.js';
export const SHELL_STYLE = '/_shell/style.d4e5f6.css';
/** A built-in remote (DESIGN §3 `/_remotes/<name>/`): its entry and one hashed chunk. */
export const REMOTE_ENTRY_PATH = '/_remotes/main/remoteEntry.js';
export const REMOTE_CHUNK = '/_remotes/main/assets/App-a1b2c3d4.js';
/** A file beside the built tree: no request may ever read it. */
export const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE-ROOT';

/** The demo agencies' ids: each has an agency terms page at its own id (spec §2.1). */
export const DEMO_AGENCY_IDS: Readonly<Record<string, number>> = {
  horizon: 1001,
  solmar: 1002,
  nordlys: 1003,
  dormant: 1004,
};

/** The demo agencies' rules, as the generator writes them into `_site.json`. */
export function demoSiteRules(): Map<string, SiteRules> {
  const rules = new Map<string, SiteRules>();
  for (const result of loadConfigs(configFilesIn(CONFIG_DIR))) {
    if (!result.ok) throw new Error(`demo config ${result.file} is invalid`);
    const { subdomain, id } = result.config.agency;
    if (id !== DEMO_AGENCY_IDS[subdomain]) throw new Error(`demo agency ${subdomain} has id ${id}`);
    rules.set(result.config.agency.subdomain, siteRules(result.config));
  }
  return rules;
}

/**
 * The marker each fixture page carries, e.g. `page horizon /about`, or `page horizon:ar /about`
 * in a language variant (neither contains the other).
 */
export function pageMarker(subdomain: string, page: string, language?: LanguageCode): string {
  return `page ${subdomain}${language ? `:${language}` : ''} ${page}`;
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function html(marker: string, language = 'en'): string {
  const dir = language === 'ar' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${language}"${dir}><head><meta charset="utf-8"><title>${marker}</title></head><body><main>${marker}</main></body></html>\n`;
}

/** Decoys in a variant folder: images and the sitemap exist only at the root, never served from here. */
export const VARIANT_DECOY = 'DECOY-NOT-AT-THE-SITE-ROOT';

/** One agency's folder (its document root) in `root`. */
export function writeAgencySite(root: string, rules: SiteRules, label = rules.subdomain) {
  const { subdomain } = rules;
  // Solmar has no About page (About disabled): the server must not invent one.
  const pages = [
    '/',
    '/faqs',
    '/privacy-policy',
    '/cookies-policy',
    '/disclaimer',
    '/errors',
    '/logout',
  ];
  if (subdomain !== 'solmar') pages.push('/about');
  // The blog and destinations pages the shell writes (core builtInContentPages): the lists, and
  // for horizon one post and one guide.
  pages.push('/blog', '/blog/share', '/destination/share');
  if (subdomain === 'horizon') {
    pages.push('/blog/lisbon-in-spring', '/destination', '/top-destination', '/destination/lisbon');
  }
  // Spec §2.1: the terms and cancellation policy pages, and the agency terms of its own id only.
  pages.push(
    '/user-terms-and-conditions',
    '/cancellation-policy',
    ...CRUISE_LINES.map(cruiseLinePolicyPath),
    ...(DEMO_AGENCY_IDS[subdomain]
      ? [`/agency-terms-and-conditions/${DEMO_AGENCY_IDS[subdomain]}`]
      : []),
  );
  // The default language at the root, each variant's pages under `_lang/<code>/` (same tree).
  const variants = (rules.languages?.variants ?? []).filter((code) =>
    FIXTURE_VARIANTS.includes(code),
  );
  for (const language of [undefined, ...variants]) {
    const base = language ? join(root, LANGUAGE_VARIANTS_DIR, language) : root;
    const page = (file: string, name: string) =>
      write(join(base, file), html(pageMarker(label, name, language), language));
    for (const name of pages) page(join(name === '/' ? '' : name, 'index.html'), name);
    page(join('_app', 'index.html'), 'app-shell');
    page(join('_app', 'bare', 'index.html'), 'bare-app-shell');
    if (language) {
      write(
        join(base, 'assets', subdomain, 'logo.svg'),
        `<svg><title>${VARIANT_DECOY}</title></svg>\n`,
      );
      write(join(base, 'sitemap.xml'), `<urlset>${VARIANT_DECOY}</urlset>\n`);
    }
  }
  write(
    join(root, 'assets', subdomain, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title></svg>\n`,
  );
  write(
    join(root, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://${subdomain}.localhost/</loc></url></urlset>\n`,
  );
  write(join(root, 'robots.txt'), `User-agent: *\nAllow: /\n`);
  write(join(root, '_site.json'), `${JSON.stringify(rules, null, 2)}\n`);
}

/**
 * `<dir>/sites` laid out as the generator's `dist/sites`, plus `<dir>/secret.txt` beside it.
 * Returns the sites folder.
 */
export function buildFixtureSites(dir: string): string {
  const sitesDir = join(dir, 'sites');
  const rules = demoSiteRules();
  for (const subdomain of FIXTURE_AGENCIES) {
    const site = rules.get(subdomain);
    if (!site) throw new Error(`no demo config for ${subdomain}`);
    writeAgencySite(join(sitesDir, subdomain), site);
  }
  write(join(sitesDir, SHELL_SCRIPT), 'export const shell = "shared by every agency";\n');
  write(join(sitesDir, REMOTE_ENTRY_PATH), 'export function init() {}\n');
  write(join(sitesDir, REMOTE_CHUNK), 'export const chunk = "main remote chunk";\n');
  // Large enough to be compressed.
  write(
    join(sitesDir, SHELL_STYLE),
    Array.from({ length: 200 }, (_, i) => `.wl-c${i}{color:var(--wl-c${i})}`).join('\n'),
  );
  write(join(sitesDir, '404.html'), html('Agency not found!'));
  write(join(dir, 'secret.txt'), SECRET);
  return sitesDir;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface SendOptions {
  host: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's address (any 127.x address on loopback), e.g. to be another visitor. */
  localAddress?: string;
}

/**
 * One HTTP request to 127.0.0.1 with a Host header (Node does not resolve `*.localhost`, DESIGN
 * §3). The path goes out exactly as written, so traversal attempts reach the server unchanged.
 */
export function send(port: number, path: string, options: SendOptions): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: options.host, Connection: 'close', ...options.headers },
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * What both servers (scripts/serve and the emitted nginx config) answer for the fixture tree: the
 * request algorithm of the serving contract over spec §2.1's routing rules.
 */
export interface RouteCase {
  name: string;
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** One status, or the statuses either server may answer (e.g. 400 or 404 for traversal). */
  status: number | number[];
  location?: string;
  /** A text the body contains, e.g. a page marker. */
  contains?: string;
  /** A text the body must not contain. */
  excludes?: string;
  contentType?: RegExp;
  cacheControl?: string;
  /** What the Vary header must match. */
  vary?: RegExp;
}

/**
 * Sends one route case to the server on `port` and checks its reply: both servers' suites run
 * every case of ROUTE_CASES through it.
 */
export async function expectRoute(port: number, route: RouteCase): Promise<Reply> {
  const reply = await send(port, route.path, {
    host: route.host,
    ...(route.method ? { method: route.method } : {}),
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.body !== undefined ? { body: route.body } : {}),
  });
  const statuses = Array.isArray(route.status) ? route.status : [route.status];
  expect(statuses, `${route.path} answered ${reply.status}`).toContain(reply.status);
  if (route.location !== undefined) expect(reply.headers.location).toBe(route.location);
  if (route.contains !== undefined) expect(reply.text).toContain(route.contains);
  if (route.excludes !== undefined) expect(reply.text).not.toContain(route.excludes);
  if (route.contentType) expect(reply.headers['content-type']).toMatch(route.contentType);
  if (route.cacheControl) expect(reply.headers['cache-control']).toBe(route.cacheControl);
  if (route.vary) expect(reply.headers.vary).toMatch(route.vary);
  expect(reply.text).not.toContain(SECRET);
  return reply;
}

/**
 * Issue 17: the headers both servers send on pages, redirects, errors and assets. The CSP header
 * carries what a meta policy cannot (frame-ancestors); HSTS only over https.
 */
export function expectSecurityHeaders(reply: Reply, label: string, https: boolean): void {
  expect(reply.headers['x-content-type-options'], label).toBe('nosniff');
  expect(reply.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  const csp = String(reply.headers['content-security-policy']);
  for (const directive of [
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(csp, label).toContain(directive);
  }
  expect(reply.headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(reply.headers['permissions-policy'], label).toMatch(/camera=\(\).*geolocation=\(\)/);
  if (https) expect(reply.headers['strict-transport-security'], label).toMatch(/^max-age=31536000/);
  else expect(reply.headers['strict-transport-security'], label).toBeUndefined();
}

/** The answers both servers' header checks look at: pages, a redirect, an unknown host, an asset. */
export const HEADER_CASES = [
  ['horizon.localhost', '/'],
  ['solmar.localhost', '/'],
  ['nowhere.localhost', '/'],
  ['horizon.localhost', '/_shell/x.abc123.js'],
] as const;

const H = 'horizon.localhost';
const S = 'solmar.localhost';
const N = 'nordlys.localhost';
const LOGIN_TO_HOTELS = '/login?redirect=%2Fbooknow%2Fhotels';
const ACCESS_TOKEN = { Cookie: 'theme=dark; wl_access_token=abc.def' };
/** The /login form as a browser posts it before (or without) its island (DESIGN §4). */
const LOGIN_FORM = {
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: 'http://horizon.localhost',
  },
};
const formBody = (email: string, password: string) =>
  new URLSearchParams({ email, password }).toString();
/** Spec §9: the language cookie pll_language. */
const withLanguage = (code: string) => ({ Cookie: `theme=dark; pll_language=${code}` });
/** HTML of an agency depends on the language cookie. */
const VARY_COOKIE = /(^|,)\s*Cookie\s*(,|$)/i;

/** Spec §4 "Language" and §9 (pll_language; en pt es da no de ar fr sv): the language variants. */
const LANGUAGE_CASES: readonly RouteCase[] = [
  {
    name: 'spec §4/§9: cookie pll_language=ar serves the Arabic home page',
    host: H,
    path: '/',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('horizon', '/', 'ar'),
    contentType: /^text\/html/,
    cacheControl: 'no-cache',
    vary: VARY_COOKIE,
  },
  {
    name: 'spec §4/§9: cookie pll_language=ar serves the Arabic About page, with or without slash',
    host: H,
    path: '/about/',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('horizon', '/about', 'ar'),
    vary: VARY_COOKIE,
  },
  {
    name: 'spec §4/§9: cookie pll_language=ar serves the Arabic app shell for a remote route',
    host: H,
    path: '/booknow/hotels/search',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('horizon', 'app-shell', 'ar'),
    vary: VARY_COOKIE,
  },
  {
    name: 'spec §4/§9: cookie pll_language=ar serves the Arabic bare shell for proposal pages',
    host: H,
    path: '/disapproveProposal?id=7',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('horizon', 'bare-app-shell', 'ar'),
  },
  {
    name: 'spec §4/§9: the cookie is read case-insensitively and trimmed',
    host: H,
    path: '/about',
    headers: { Cookie: 'pll_language= AR ' },
    status: 200,
    contains: pageMarker('horizon', '/about', 'ar'),
  },
  {
    name: 'spec §2.1/§4: ?lng=ar wins over a cookie pll_language=de',
    host: H,
    path: '/about?lng=ar',
    headers: withLanguage('de'),
    status: 200,
    contains: pageMarker('horizon', '/about', 'ar'),
  },
  {
    name: 'spec §2.1/§4: the lng query alone picks the variant, case-insensitive and trimmed',
    host: H,
    path: '/?currency=USD&lng=+De%20',
    status: 200,
    contains: pageMarker('horizon', '/', 'de'),
  },
  {
    name: 'spec §4: ?lng naming the default language wins over the cookie (default pages)',
    host: H,
    path: '/about?lng=en',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('horizon', '/about'),
  },
  {
    name: 'spec §4/§9: an unsupported ?lng is ignored and the cookie decides',
    host: H,
    path: '/about?lng=xx',
    headers: withLanguage('de'),
    status: 200,
    contains: pageMarker('horizon', '/about', 'de'),
  },
  {
    name: 'spec §9: an unsupported language gets the default page',
    host: H,
    path: '/about?lng=zz',
    headers: withLanguage('klingon'),
    status: 200,
    contains: pageMarker('horizon', '/about'),
    vary: VARY_COOKIE,
  },
  {
    name: 'spec §4: a language the agency does not offer gets the default page',
    host: N,
    path: '/about',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('nordlys', '/about'),
  },
  {
    name: 'spec §4: a ?lng the agency does not offer is ignored, the cookie decides',
    host: N,
    path: '/about?lng=de',
    headers: withLanguage('no'),
    status: 200,
    contains: pageMarker('nordlys', '/about', 'no'),
  },
  {
    name: 'spec §4: an offered language without its files gets the default page',
    host: H,
    path: '/booknow/hotels/search?lng=fr',
    status: 200,
    contains: pageMarker('horizon', 'app-shell'),
  },
  {
    name: 'spec §4: the partner agency is forced to es (no variants), whatever is asked',
    host: S,
    path: '/faqs?lng=en',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('solmar', '/faqs'),
  },
  {
    name: 'spec §2.1/§4: redirects stay as they are with a language',
    host: S,
    path: '/?lng=es',
    headers: withLanguage('en'),
    status: 302,
    location: LOGIN_TO_HOTELS,
  },
  {
    name: 'spec §2.1: a blog post is its own page; a shared link to it is a page of its own too',
    host: H,
    path: '/blog/lisbon-in-spring',
    status: 200,
    contains: pageMarker('horizon', '/blog/lisbon-in-spring'),
  },
  {
    name: 'spec §2.1 "paths containing /blog/share are rewritten to /blog": a share link with no page',
    host: H,
    path: '/blog/share/a-post-taken-down?lng=ar',
    status: 200,
    contains: pageMarker('horizon', '/blog', 'ar'),
  },
  {
    name: 'spec §2.1: /destination/share/<none> opens /destination where the agency lists them',
    host: H,
    path: '/destination/share/atlantis',
    status: 200,
    contains: pageMarker('horizon', '/destination'),
  },
  {
    name: 'spec §2.1: without top destinations, /destination/share/<none> opens the share list',
    host: N,
    path: '/destination/share/atlantis',
    status: 200,
    contains: pageMarker('nordlys', '/destination/share'),
  },
  {
    name: 'spec §2.1: a post the blog does not have is the 404 page (the shell owns /blog/*)',
    host: H,
    path: '/blog/no-such-post',
    status: 404,
    contains: pageMarker('horizon', '/errors'),
  },
  {
    name: 'spec §2.1: /top-destination does not exist without top destinations (nordlys)',
    host: N,
    path: '/top-destination',
    status: 302,
    location: '/errors',
  },
  {
    name: 'spec §2.1/§4: a path that matches nothing still redirects to /errors',
    host: H,
    path: '/no/such/page?lng=ar',
    status: 302,
    location: '/errors',
  },
  {
    name: 'spec §2.1/§4: /errors in the requested language',
    host: H,
    path: '/errors',
    headers: withLanguage('ar'),
    status: 200,
    contains: pageMarker('horizon', '/errors', 'ar'),
  },
  {
    name: 'spec §4: a variant page requested directly is refused (404, errors page in the language)',
    host: H,
    path: '/_lang/ar/about',
    headers: withLanguage('ar'),
    status: 404,
    contains: pageMarker('horizon', '/errors', 'ar'),
    excludes: pageMarker('horizon', '/about', 'ar'),
    vary: VARY_COOKIE,
  },
  ...[
    '/_lang/ar/about/',
    '/_lang/ar/',
    '/_lang',
    '/_lang/ar/_app/index.html',
    '/_lang/de/index.html',
  ].map(
    (path): RouteCase => ({
      name: `spec §4: the variants folder is never served directly: ${path}`,
      host: H,
      path,
      status: 404,
      excludes: 'page horizon:',
    }),
  ),
  {
    name: 'spec §4: the variants folder is refused however the path is written',
    host: H,
    path: '/about/%2e%2e/_lang/ar/about',
    status: 404,
    excludes: pageMarker('horizon', '/about', 'ar'),
  },
  {
    name: 'spec §4: images are the same in every language (root copy, short cache)',
    host: H,
    path: '/assets/horizon/logo.svg?lng=ar',
    headers: withLanguage('ar'),
    status: 200,
    contains: '<title>horizon</title>',
    excludes: VARIANT_DECOY,
    contentType: /^image\/svg\+xml/,
    cacheControl: 'public, max-age=300',
  },
  {
    name: 'spec §4: the sitemap is the same in every language',
    host: H,
    path: '/sitemap.xml',
    headers: withLanguage('ar'),
    status: 200,
    contains: '<urlset',
    excludes: VARIANT_DECOY,
  },
  {
    name: 'spec §4: shared assets are the same in every language',
    host: H,
    path: SHELL_SCRIPT,
    headers: withLanguage('ar'),
    status: 200,
    contains: 'shared by every agency',
    cacheControl: 'public, max-age=31536000, immutable',
  },
  {
    name: 'spec §4/§9: the default HTML says it varies with the cookie too',
    host: H,
    path: '/faqs',
    status: 200,
    contains: pageMarker('horizon', '/faqs'),
    vary: VARY_COOKIE,
  },
];

export const ROUTE_CASES: readonly RouteCase[] = [
  {
    name: 'DESIGN §4: the /login form posted without its island signs in (303, the redirect path)',
    host: H,
    path: '/login?redirect=%2Fabout',
    ...LOGIN_FORM,
    body: formBody('owner@horizon.test', 'Demo!2026'),
    status: 303,
    location: '/about',
  },
  {
    name: 'DESIGN §4: a failed form sign-in comes back to /login with its query, the password nowhere',
    host: H,
    path: '/login/?lng=de&redirect=%2Fabout',
    ...LOGIN_FORM,
    body: formBody('nobody@horizon.test', 'a-wrong-secret'),
    status: 303,
    location: '/login?lng=de&redirect=%2Fabout',
    excludes: 'a-wrong-secret',
  },
  {
    name: 'DESIGN §4: the /signup form posted without JavaScript signs up (303 to the sent page)',
    host: H,
    path: '/signup',
    ...LOGIN_FORM,
    body: new URLSearchParams({
      firstName: 'Form',
      lastName: 'Poster',
      email: 'form.poster@example.com',
      password: 'a-secret-passphrase',
    }).toString(),
    status: 303,
    location: '/signup?sent=1',
    excludes: 'a-secret-passphrase',
  },
  {
    name: 'spec §2.6: a /signup form post at an agency that hides sign-up comes back refused',
    host: S,
    path: '/signup',
    ...LOGIN_FORM,
    headers: { ...LOGIN_FORM.headers, Origin: 'http://solmar.localhost' },
    body: new URLSearchParams({
      firstName: 'Form',
      lastName: 'Poster',
      email: 'form.poster@example.com',
      password: 'a-secret-passphrase',
    }).toString(),
    status: 303,
    location: '/signup',
  },
  {
    name: 'DESIGN §4: the /forgotpassword form posts its e-mail, never in a URL (303 to the sent page)',
    host: H,
    path: '/forgotpassword',
    ...LOGIN_FORM,
    body: new URLSearchParams({ email: 'traveller@horizon.test' }).toString(),
    status: 303,
    location: '/forgotpassword?sent=1',
  },
  {
    name: 'DESIGN §4: a /newPassword form post with a bad link comes back to the page, query kept',
    host: H,
    path: '/newPassword?token=not-a-token',
    ...LOGIN_FORM,
    body: new URLSearchParams({ token: 'not-a-token', password: 'a-secret-passphrase' }).toString(),
    status: 303,
    location: '/newPassword?token=not-a-token',
    excludes: 'a-secret-passphrase',
  },
  {
    name: 'only /login takes a form post: POST /about is still 405',
    host: H,
    path: '/about',
    ...LOGIN_FORM,
    body: formBody('owner@horizon.test', 'Demo!2026'),
    status: 405,
  },
  {
    name: 'spec §2.1: / is the home page, by Host',
    host: H,
    path: '/',
    status: 200,
    contains: pageMarker('horizon', '/'),
    contentType: /^text\/html/,
    cacheControl: 'no-cache',
  },
  {
    name: 'spec §2.1: /about is the About page, without a trailing-slash redirect',
    host: H,
    path: '/about',
    status: 200,
    contains: pageMarker('horizon', '/about'),
  },
  {
    name: 'spec §2.1: /about/ serves the same page',
    host: `${H}:4321`,
    path: '/about/',
    status: 200,
    contains: pageMarker('horizon', '/about'),
  },
  {
    name: 'spec §2.1: the same path on another host is that agency’s page',
    host: S,
    path: '/faqs?lng=es',
    status: 200,
    contains: pageMarker('solmar', '/faqs'),
  },
  {
    name: 'spec §2.1: an agency without an About page sends /about to /errors',
    host: S,
    path: '/about',
    status: 302,
    location: '/errors',
  },
  {
    name: 'DESIGN §3: an unknown subdomain gets the Agency not found! page with 404',
    host: 'nowhere.localhost',
    path: '/',
    status: 404,
    contains: 'Agency not found!',
    cacheControl: 'no-cache',
  },
  {
    name: 'DESIGN §3: a host that is no agency label gets 404, not a file',
    host: '_shell.localhost',
    path: '/x.abc123.js',
    status: 404,
    contains: 'Agency not found!',
  },
  {
    name: 'spec §2.1: /booknow/hotels/search opens the main remote inside the shell',
    host: H,
    path: '/booknow/hotels/search',
    status: 200,
    contains: pageMarker('horizon', 'app-shell'),
    cacheControl: 'no-cache',
  },
  {
    name: 'spec §2.1: flights routes do not exist while Air Travel is inactive (-> /errors)',
    host: S,
    path: '/booknow/flights',
    status: 302,
    location: '/errors',
  },
  {
    name: 'spec §2.1: an inactive service’s sub-pages go to /errors too',
    host: S,
    path: '/booknow/flights/search',
    status: 302,
    location: '/errors',
  },
  {
    name: 'spec §2.1: proposal pages (disapproveProposal) get the shell without header and footer',
    host: H,
    path: '/disapproveProposal?id=7',
    status: 200,
    contains: pageMarker('horizon', 'bare-app-shell'),
  },
  {
    name: 'spec §2.1: proposal pages (allowAgentProposal) get the bare shell',
    host: H,
    path: '/allowAgentProposal/',
    status: 200,
    contains: pageMarker('horizon', 'bare-app-shell'),
  },
  {
    name: 'spec §2.1: /booknow/activities/result-details/{productCode} is a remote page',
    host: H,
    path: '/booknow/activities/result-details/ABC123',
    status: 200,
    contains: pageMarker('horizon', 'app-shell'),
  },
  {
    name: 'spec §2.1: a path that matches nothing redirects to /errors',
    host: H,
    path: '/booknow/activities/result-details/ABC123/more',
    status: 302,
    location: '/errors',
  },
  {
    name: 'spec §2.1: /booknow/Cars/checkout matches case-insensitively',
    host: H,
    path: '/Booknow/Cars/checkout',
    status: 200,
    contains: pageMarker('horizon', 'app-shell'),
  },
  {
    name: 'spec §2.1: /booknow/cars/checkout in any case, trailing slash included',
    host: S,
    path: '/BOOKNOW/CARS/CHECKOUT/',
    status: 200,
    contains: pageMarker('solmar', 'app-shell'),
  },
  {
    name: 'spec §2.1: special agency mode, no token at / goes to login with a redirect back',
    host: S,
    path: '/',
    status: 302,
    location: LOGIN_TO_HOTELS,
  },
  {
    name: 'spec §2.1: special agency mode, a signed-in user at / goes to /booknow/hotels',
    host: S,
    path: '/',
    headers: ACCESS_TOKEN,
    status: 302,
    location: '/booknow/hotels',
  },
  {
    name: 'spec §2.1: an empty access-token cookie counts as no token',
    host: S,
    path: '/',
    headers: { Cookie: 'wl_access_token=' },
    status: 302,
    location: LOGIN_TO_HOTELS,
  },
  {
    name: 'spec §2.1: other agencies keep / as the home page with a token',
    host: H,
    path: '/',
    headers: ACCESS_TOKEN,
    status: 200,
    contains: pageMarker('horizon', '/'),
  },
  {
    name: 'spec §2.1: /user-terms-and-conditions is a page of the shell, not the main remote',
    host: H,
    path: '/user-terms-and-conditions',
    status: 200,
    contains: pageMarker('horizon', '/user-terms-and-conditions'),
  },
  {
    name: 'spec §2.1: a cruise line’s cancellation policy is a page of the shell',
    host: N,
    path: '/cancellation-policy/mcl/',
    status: 200,
    contains: pageMarker('nordlys', '/cancellation-policy/mcl'),
  },
  {
    name: 'spec §2.1: /agency-terms-and-conditions/{id} with the agency’s own id is its page',
    host: H,
    path: `/agency-terms-and-conditions/${DEMO_AGENCY_IDS.horizon}`,
    status: 200,
    contains: pageMarker('horizon', `/agency-terms-and-conditions/${DEMO_AGENCY_IDS.horizon}`),
  },
  {
    name: 'spec §2.1: another agency’s id gives the 404 page, status 404',
    host: H,
    path: `/agency-terms-and-conditions/${DEMO_AGENCY_IDS.nordlys}`,
    status: 404,
    contains: pageMarker('horizon', '/errors'),
    excludes: 'app-shell',
  },
  {
    name: 'spec §2.1: an id no agency has gives the 404 page in the requested language',
    host: H,
    path: '/agency-terms-and-conditions/999999/?lng=ar',
    status: 404,
    contains: pageMarker('horizon', '/errors', 'ar'),
  },
  {
    name: 'spec §2.1: /errors is the 404 page',
    host: H,
    path: '/errors',
    status: 200,
    contains: pageMarker('horizon', '/errors'),
  },
  {
    name: 'DESIGN §2: an inactive agency is still served (its pages show the blocking modal)',
    host: 'dormant.localhost',
    path: '/',
    status: 200,
    contains: pageMarker('dormant', '/'),
  },
  {
    name: 'DESIGN §2: hashed shared assets are immutable',
    host: H,
    path: SHELL_SCRIPT,
    status: 200,
    contains: 'shared by every agency',
    contentType: /^(text|application)\/javascript/,
    cacheControl: 'public, max-age=31536000, immutable',
  },
  {
    name: 'DESIGN §2 Remotes: a remote entry is served on every host and revalidated',
    host: S,
    path: REMOTE_ENTRY_PATH,
    status: 200,
    contains: 'export function init',
    contentType: /^(text|application)\/javascript/,
    cacheControl: 'no-cache',
  },
  {
    name: 'DESIGN §2 Remotes: a remote’s hashed chunks are immutable',
    host: H,
    path: REMOTE_CHUNK,
    status: 200,
    contains: 'main remote chunk',
    cacheControl: 'public, max-age=31536000, immutable',
  },
  {
    name: 'DESIGN §2 Remotes: a missing remote file is a 404, not the app shell',
    host: H,
    path: '/_remotes/resort/remoteEntry.js',
    status: 404,
  },
  {
    name: 'DESIGN §2: a missing shared asset is a 404, not a redirect',
    host: H,
    path: '/_shell/missing.0000.js',
    status: 404,
  },
  {
    name: 'agency images get their type and a short cache',
    host: H,
    path: '/assets/horizon/logo.svg',
    status: 200,
    contentType: /^image\/svg\+xml/,
    cacheControl: 'public, max-age=300',
  },
  {
    name: 'the sitemap is XML',
    host: H,
    path: '/sitemap.xml',
    status: 200,
    contentType: /xml/,
    contains: '<urlset',
  },
  {
    name: 'the rules file is never served',
    host: H,
    path: '/_site.json',
    status: 404,
    excludes: '"redirects"',
  },
  {
    name: 'the rules file is never served with a trailing slash either',
    host: H,
    path: '/_site.json/',
    status: 404,
    excludes: '"redirects"',
  },
  ...[
    '/../secret.txt',
    '/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/secret.txt',
    '/_app/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/..%2f..%2fsecret.txt',
    '/assets/..%2F..%2F..%2Fsecret.txt',
    '/_shell/../../secret.txt',
    '/_shell/%2e%2e/%2e%2e/secret.txt',
    '/%2e%2e/horizon/_site.json',
  ].map(
    (path): RouteCase => ({
      name: `traversal is refused: ${path}`,
      host: H,
      path,
      status: [400, 404],
      excludes: SECRET,
    }),
  ),
  {
    name: 'dot segments resolve inside the root, as nginx resolves them (then the rules apply)',
    host: H,
    path: '/_shell/%2e%2e/secret.txt',
    status: 302,
    location: '/errors',
  },
  {
    name: 'dot segments cannot reach the rules file either',
    host: H,
    path: '/about/%2e%2e/_site.json',
    status: 404,
    excludes: '"redirects"',
  },
  {
    name: 'a NUL byte is refused',
    host: H,
    path: '/about%00/index.html',
    status: [400, 404],
  },
  {
    name: 'only GET and HEAD for pages',
    host: H,
    path: '/about',
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    status: 405,
  },
  ...LANGUAGE_CASES,
];
