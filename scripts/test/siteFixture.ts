// A small built tree in the generator's layout (scripts/lib/siteRules.ts, the serving contract),
// with the real demo agencies' rules: the site server and nginx tests serve it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { CONFIG_DIR, configFilesIn, loadConfigs } from '../lib/configFiles.ts';
import { type SiteRules, siteRules } from '../lib/siteRules.ts';

export const FIXTURE_AGENCIES = ['horizon', 'solmar', 'dormant'] as const;
export const SHELL_SCRIPT = '/_shell/x.abc123.js';
export const SHELL_STYLE = '/_shell/style.d4e5f6.css';
/** A file beside the built tree: no request may ever read it. */
export const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE-ROOT';

/** The demo agencies' rules, as the generator writes them into `_site.json`. */
export function demoSiteRules(): Map<string, SiteRules> {
  const rules = new Map<string, SiteRules>();
  for (const result of loadConfigs(configFilesIn(CONFIG_DIR))) {
    if (!result.ok) throw new Error(`demo config ${result.file} is invalid`);
    rules.set(result.config.agency.subdomain, siteRules(result.config));
  }
  return rules;
}

/** The marker each fixture page carries, e.g. `page horizon /about`. */
export function pageMarker(subdomain: string, page: string): string {
  return `page ${subdomain} ${page}`;
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function html(marker: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${marker}</title></head><body><main>${marker}</main></body></html>\n`;
}

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
  for (const page of pages) {
    write(join(root, page === '/' ? '' : page, 'index.html'), html(pageMarker(label, page)));
  }
  write(join(root, '_app', 'index.html'), html(pageMarker(label, 'app-shell')));
  write(join(root, '_app', 'bare', 'index.html'), html(pageMarker(label, 'bare-app-shell')));
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
  /** One status, or the statuses either server may answer (e.g. 400 or 404 for traversal). */
  status: number | number[];
  location?: string;
  /** A text the body contains, e.g. a page marker. */
  contains?: string;
  /** A text the body must not contain. */
  excludes?: string;
  contentType?: RegExp;
  cacheControl?: string;
}

const H = 'horizon.localhost';
const S = 'solmar.localhost';
const LOGIN_TO_HOTELS = '/login?redirect=%2Fbooknow%2Fhotels';
const ACCESS_TOKEN = { Cookie: 'theme=dark; wl_access_token=abc.def' };

export const ROUTE_CASES: readonly RouteCase[] = [
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
];
