// The nginx adapter of the routing decision (routing.ts `routeRequest`, DESIGN §2 "Serving"): an
// nginx `http`-level include with one server per agency that takes the decision's steps, numbered
// alike, over the same built tree and the same `_site.json` rules, with the names, headers and
// tables of serving.ts. Tested with Debian's nginx against the route table scripts/serve passes.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FORM_POST_ENDPOINTS, LANGUAGE_CODES, LANGUAGE_COOKIE } from '@wl/core';
import { ROOT } from './configFiles.ts';
import {
  API_PREFIXES,
  CACHE_HTML,
  CACHE_IMMUTABLE,
  CACHE_SHORT,
  COMPRESSIBLE_TYPES,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  DENIED_PATH_REGEX,
  ERRORS_PAGE,
  HSTS,
  MIN_COMPRESS_BYTES,
  NOT_FOUND_PAGE,
  REMOTE_ENTRY,
  REMOTES_DIR,
  readSiteRules,
  SECURITY_HEADERS,
  SHARED_ASSETS_DIR,
  SITE_METHODS,
  SUBDOMAIN_PATTERN,
  VARY_HTML,
} from './serving.ts';
import {
  LANGUAGE_QUERY,
  LANGUAGE_VARIANTS_DIR,
  type SiteLanguages,
  type SiteRedirect,
  type SiteRules,
} from './siteRules.ts';

export const DEFAULT_API_UPSTREAM = '127.0.0.1:4000';
export const DEFAULT_LISTEN = '80';

export interface NginxConfigOptions {
  /** The built tree the servers' roots point into (made absolute). */
  sitesDir: string;
  sites: readonly SiteRules[];
  /** `listen` argument, e.g. `80` or `127.0.0.1:8080` (default 80). */
  listen?: string | number;
  /** host:port of the platform API (default 127.0.0.1:4000). */
  apiUpstream?: string;
}

/** A double-quoted nginx string: backslashes doubled, since nginx's parser undoes `\\` and `\"`. */
function quote(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`nginx: line break in ${JSON.stringify(value)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A value nginx would expand (`$`) or cut (`;`, `{`) is refused rather than emitted wrong. */
function literal(value: string, what: string): string {
  if (/[$\s;{}"'\\]/.test(value))
    throw new Error(`nginx: unsupported character in ${what}: ${value}`);
  return value;
}

/** A regular expression for a `location`: checked here, quoted for nginx. */
function regex(source: string): string {
  new RegExp(source); // throws on a broken source before nginx does
  return quote(source);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function indent(lines: string[], depth: number): string[] {
  const pad = '  '.repeat(depth);
  return lines.map((line) => (line ? `${pad}${line}` : line));
}

/** Per request: HTML revalidates, other agency files (images, sitemap) get a short cache. */
const CACHE_VARIABLE = '$wl_cache_control';
/** Per request: `Cookie` on HTML (an agency's pages depend on the language cookie), else empty. */
const VARY_VARIABLE = '$wl_vary_html';
const HSTS_VARIABLE = '$wl_hsts';
/** The supported language (spec §9) the `lng` query, or the pll_language cookie, names; or empty. */
const QUERY_LANGUAGE_VARIABLE = '$wl_lng_query';
const COOKIE_LANGUAGE_VARIABLE = '$wl_lng_cookie';
/** `/_lang/<code>` when the request asks for one of the site's language variants, else empty. */
const LANGUAGE_PREFIX_VARIABLE = '$wl_lang_prefix';

/**
 * Headers of a location; `agency`: an agency's location, whose HTML varies with the cookie (an
 * empty value adds no header, so other types get none).
 */
function headers(cacheControl: string, agency = true): string[] {
  return [
    ...Object.entries(SECURITY_HEADERS).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    ),
    // Empty (no header) unless the request came over https.
    `add_header Strict-Transport-Security ${HSTS_VARIABLE} always;`,
    `add_header Cache-Control ${quote(cacheControl)} always;`,
    ...(agency ? [`add_header Vary ${VARY_VARIABLE} always;`] : []),
  ];
}

/** `/api/...` and `/resort-api/...` go to the platform API with the Host it needs. */
function apiLocations(): string[] {
  const proxy = [
    'proxy_pass http://wl_platform_api;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ];
  return API_PREFIXES.flatMap((prefix) => [
    `location ^~ ${prefix}/ {`,
    ...indent(proxy, 1),
    '}',
    `location = ${prefix} {`,
    ...indent(proxy, 1),
    '}',
  ]);
}

/**
 * The forms that post a secret to their own page (DESIGN §4) go to the platform API, query kept:
 * a server-level rewrite, so the API location below proxies them like any other call.
 */
function formPostRewrites(): string[] {
  return Object.entries(FORM_POST_ENDPOINTS).map(
    ([path, endpoint]) =>
      `if ($request_method = POST) { rewrite ${quote(`^${escapeRegex(path)}/?$`)} ${literal(endpoint, 'form endpoint')} last; }`,
  );
}

/** A location block; headers are repeated in each (nginx does not merge `add_header` levels). */
function location(
  match: string,
  body: string[],
  cacheControl = CACHE_VARIABLE,
  agency = true,
): string[] {
  return [`location ${match} {`, ...indent([...headers(cacheControl, agency), ...body], 1), '}'];
}

/**
 * http level: the `lng` query and the pll_language cookie read as a supported language code
 * (case-insensitive, surrounding blanks ignored), as core's `resolveLanguage` reads them. nginx
 * does not decode `$arg_lng`, so the query's blanks are matched encoded (`+`, `%20`, `%09`-`%0D`).
 */
function languageMaps(): string[] {
  const blank = '(?:[+]|%20|%0[9a-d])*';
  const map = (source: string, variable: string, pattern: (code: string) => string) => [
    `map ${source} ${variable} {`,
    '  default "";',
    ...LANGUAGE_CODES.map((code) => `  ${quote(`~*${pattern(code)}`)} ${code};`),
    '}',
  ];
  if (!/^[a-z_]+$/.test(LANGUAGE_QUERY) || !/^[a-z_]+$/.test(LANGUAGE_COOKIE)) {
    throw new Error('nginx: unsupported language query or cookie name');
  }
  return [
    ...map(
      `$arg_${LANGUAGE_QUERY}`,
      QUERY_LANGUAGE_VARIABLE,
      (code) => `^${blank}${code}${blank}$`,
    ),
    ...map(`$cookie_${LANGUAGE_COOKIE}`, COOKIE_LANGUAGE_VARIABLE, (code) => `^\\s*${code}\\s*$`),
  ];
}

/**
 * Server level: the prefix of the requested language variant, the choice `requestedLanguage`
 * makes (spec §4): the query when it names a language the site offers, else the cookie; only a
 * variant gives a prefix. A site without variants always serves its default pages.
 */
function languagePrefix(languages: SiteLanguages | undefined): string[] {
  const variants = languages?.variants ?? [];
  const set = `set ${LANGUAGE_PREFIX_VARIABLE} "";`;
  if (!languages || variants.length === 0) return [set];
  for (const code of [languages.default, ...variants]) literal(code, 'language');
  const codes = (list: readonly string[]) => quote(`^(${list.join('|')})$`);
  const toVariant = `{ set ${LANGUAGE_PREFIX_VARIABLE} /${LANGUAGE_VARIANTS_DIR}/$1; }`;
  return [
    set,
    `if (${COOKIE_LANGUAGE_VARIABLE} ~ ${codes(variants)}) ${toVariant}`,
    `if (${QUERY_LANGUAGE_VARIABLE} ~ ${codes([languages.default, ...variants])}) { ${set} }`,
    `if (${QUERY_LANGUAGE_VARIABLE} ~ ${codes(variants)}) ${toVariant}`,
  ];
}

/** The try_files terms of an HTML page: its language variant first when one is asked for. */
function pageTerms(file: string): string {
  return `${LANGUAGE_PREFIX_VARIABLE}${file} ${file}`;
}

function serverCommon(): string[] {
  const textTypes = Object.values(CONTENT_TYPES)
    .filter((entry) => entry.charset && entry.type !== 'text/html')
    .map((entry) => entry.type);
  const byType = new Map<string, string[]>();
  for (const [extension, entry] of Object.entries(CONTENT_TYPES)) {
    byType.set(entry.type, [...(byType.get(entry.type) ?? []), extension]);
  }
  const gzipTypes = [...COMPRESSIBLE_TYPES].filter((type) => type !== 'text/html');
  return [
    'absolute_redirect off;',
    'server_tokens off;',
    'autoindex off;',
    'index index.html;',
    'types {',
    ...indent(
      [...byType].map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
      1,
    ),
    '}',
    `default_type ${DEFAULT_CONTENT_TYPE};`,
    'charset utf-8;',
    `charset_types ${[...new Set(textTypes)].join(' ')};`,
    'gzip on;',
    'gzip_vary on;',
    `gzip_min_length ${MIN_COMPRESS_BYTES};`,
    `gzip_types ${gzipTypes.join(' ')};`,
  ];
}

/** Redirects grouped by path (trailing slash ignored), in their order. */
function redirectGroups(redirects: readonly SiteRedirect[]): Map<string, SiteRedirect[]> {
  const groups = new Map<string, SiteRedirect[]>();
  for (const redirect of redirects) {
    const path = redirect.path.length > 1 ? redirect.path.replace(/\/$/, '') : redirect.path;
    groups.set(path, [...(groups.get(path) ?? []), redirect]);
  }
  return groups;
}

/**
 * The try_files of a page path: the file, else the rewrite's shell page (`target`), else 404
 * (`error_page` then serves the site's /errors page with that status).
 */
function tryPage(target: string | null): string {
  const shellPage = target === null ? '' : ` ${pageTerms(literal(target, 'rewrite target'))}`;
  return `try_files ${pageTerms('$wl_path/index.html')} $wl_path${shellPage} =404;`;
}

/** What serves a path once no file matched: the first rewrite's target or the fallback. */
function afterFiles(site: SiteRules, path: string | null): string {
  const rewrite =
    path === null ? undefined : site.rewrites.find((r) => new RegExp(r.regex, 'i').test(path));
  if (rewrite) return tryPage(rewrite.target);
  if (site.fallback.type === 'rewrite') return tryPage(site.fallback.target);
  return `try_files ${pageTerms('$wl_path/index.html')} $wl_path @wl_fallback;`;
}

function agencyServer(site: SiteRules, sitesDir: string, listen: string): string[] {
  const { subdomain } = site;
  if (!SUBDOMAIN_PATTERN.test(subdomain)) throw new Error(`nginx: bad subdomain ${subdomain}`);
  const root = resolve(sitesDir, subdomain);

  const redirectLocations = [...redirectGroups(site.redirects)].flatMap(([path, group]) => {
    const match = path === '/' ? '= /' : `~ ${regex(`^${escapeRegex(path)}/?$`)}`;
    const conditions = group.map((redirect) => {
      const name = redirect.cookie.name;
      if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`nginx: unsupported cookie name ${name}`);
      const test = redirect.cookie.present ? '!= ""' : '= ""';
      const to = quote(literal(redirect.location, 'redirect location'));
      return `if ($cookie_${name} ${test}) { return 302 ${to}; }`;
    });
    return location(match, [...conditions, afterFiles(site, path)]);
  });

  // Consecutive rewrites with the same target share one location (one regex alternation): the
  // first match still decides, and a site needs a handful of locations instead of one per route.
  const runs: { regexes: string[]; target: string | null }[] = [];
  for (const rewrite of site.rewrites) {
    const last = runs[runs.length - 1];
    if (last?.target === rewrite.target) last.regexes.push(rewrite.regex);
    else runs.push({ regexes: [rewrite.regex], target: rewrite.target });
  }
  const rewriteLocations = runs.flatMap((run) =>
    location(`~* ${regex(run.regexes.map((source) => `(?:${source})`).join('|'))}`, [
      tryPage(run.target),
    ]),
  );

  const fallback =
    site.fallback.type === 'redirect'
      ? location('@wl_fallback', [
          `return 302 ${quote(literal(site.fallback.location, 'fallback location'))};`,
        ])
      : [];

  return [
    `# ${subdomain}${site.inactive ? ' (inactive: its pages show the blocking modal)' : ''}`,
    'server {',
    ...indent(
      [
        `listen ${listen};`,
        `server_name ${subdomain}.localhost ${subdomain}.*;`,
        `root ${quote(root)};`,
        ...serverCommon(),
        // The site's /errors page, in the requested language (status 404 kept).
        'error_page 404 @wl_errors;',
        '',
        '# 1. The platform API (it picks the agency from the Host too) and the form posts.',
        ...apiLocations(),
        ...formPostRewrites(),
        '',
        '# 2. Only GET and HEAD for everything else.',
        'set $wl_method_ok 1;',
        `if ($request_method !~ ^(${SITE_METHODS.join('|')})$) { set $wl_method_ok 0; }`,
        `if ($uri ~ ^/(${API_PREFIXES.map((prefix) => prefix.slice(1)).join('|')})(/|$)) { set $wl_method_ok 1; }`,
        'if ($wl_method_ok = 0) { return 405; }',
        '',
        '# `/about` and `/about/` both serve about/index.html.',
        'set $wl_path $uri;',
        'if ($uri ~ "^(.*[^/])/+$") { set $wl_path $1; }',
        '',
        '# Spec §4 "Language": the lng query, else the pll_language cookie, picks the HTML pages',
        `# under /${LANGUAGE_VARIANTS_DIR}/<code> when the site has that variant (and that file).`,
        ...languagePrefix(site.languages),
        '',
        '# 3. Shared hashed assets, long-lived.',
        ...location(
          `^~ /${SHARED_ASSETS_DIR}/`,
          [`root ${quote(resolve(sitesDir))};`, 'try_files $uri =404;'],
          CACHE_IMMUTABLE,
        ),
        '# The built-in remotes: hashed assets long-lived, the entry revalidated.',
        ...location(
          `^~ /${REMOTES_DIR}/`,
          [
            `root ${quote(resolve(sitesDir))};`,
            'try_files $uri =404;',
            ...location(
              `~ /${REMOTE_ENTRY.replace('.', '\\.')}$`,
              ['try_files $uri =404;'],
              CACHE_HTML,
            ),
          ],
          CACHE_IMMUTABLE,
        ),
        '# 3. The rules file, language folders and hidden files are never served.',
        ...location(`~ ${regex(DENIED_PATH_REGEX)}`, ['return 404;']),
        '',
        ...(redirectLocations.length > 0
          ? [
              '# 4. Redirects (exact path, by cookie); then what the path would serve without them.',
              ...redirectLocations,
              '',
            ]
          : []),
        '# 5 and 6. A file if one exists, else the first matching rewrite (case-insensitive), or',
        '# 404 for a route the shell owns that has no file for this path.',
        ...rewriteLocations,
        '',
        '# 5 and 7. A file if one exists, else the fallback.',
        ...location('/', [afterFiles(site, null)]),
        ...fallback,
        ...location('@wl_errors', [`try_files ${pageTerms(ERRORS_PAGE)} =404;`]),
      ],
      1,
    ),
    '}',
  ];
}

function defaultServer(sitesDir: string, listen: string): string[] {
  return [
    "# Any other host: the 'Agency not found!' page with status 404.",
    'server {',
    ...indent(
      [
        `listen ${listen} default_server;`,
        'server_name _;',
        `root ${quote(resolve(sitesDir))};`,
        ...serverCommon(),
        `error_page 404 /${NOT_FOUND_PAGE};`,
        ...apiLocations(),
        ...location(`= /${NOT_FOUND_PAGE}`, ['internal;'], CACHE_HTML, false),
        ...location('/', ['return 404;'], CACHE_HTML, false),
      ],
      1,
    ),
    '}',
  ];
}

/** The nginx include (http level) serving every agency of `sites` from `sitesDir`. */
export function nginxConfig(options: NginxConfigOptions): string {
  const listen = literal(String(options.listen ?? DEFAULT_LISTEN), 'listen');
  const upstream = literal(options.apiUpstream ?? DEFAULT_API_UPSTREAM, 'apiUpstream');
  const sites = [...options.sites].sort((a, b) => a.subdomain.localeCompare(b.subdomain));
  const lines = [
    '# Generated by scripts/lib/nginxConfig.ts from <subdomain>/_site.json: do not edit.',
    `# Include it inside \`http { }\`; the platform API is expected at ${upstream}.`,
    `# ${sites.length} agencies; past a few hundred, raise server_names_hash_max_size (e.g. 8192) there.`,
    '',
    'upstream wl_platform_api {',
    `  server ${upstream};`,
    '  keepalive 16;',
    '}',
    '',
    `map $sent_http_content_type ${CACHE_VARIABLE} {`,
    `  ~^text/html ${quote(CACHE_HTML)};`,
    `  default ${quote(CACHE_SHORT)};`,
    '}',
    `map $sent_http_content_type ${VARY_VARIABLE} {`,
    `  ~^text/html ${VARY_HTML};`,
    '  default "";',
    '}',
    `map $scheme ${HSTS_VARIABLE} {`,
    `  https ${quote(HSTS)};`,
    '  default "";',
    '}',
    ...languageMaps(),
    '',
    ...defaultServer(options.sitesDir, listen),
    ...sites.flatMap((site) => ['', ...agencyServer(site, options.sitesDir, listen)]),
  ];
  return `${lines.join('\n')}\n`;
}

/** Where the build writes the config. */
export const DEFAULT_NGINX_CONF = join(ROOT, 'dist', 'nginx', 'sites.conf');

export interface WriteNginxConfigOptions {
  listen?: string | number;
  apiUpstream?: string;
  /** Where the tree will live on the server, if not where it was built (default: `sitesDir`). */
  root?: string;
}

/**
 * Reads every `<subdomain>/_site.json` under `sitesDir` and writes the config (the build calls it
 * after each build), atomically. Returns the agencies it covers.
 */
export function writeNginxConfig(
  sitesDir: string,
  outFile: string = DEFAULT_NGINX_CONF,
  options: WriteNginxConfigOptions = {},
): SiteRules[] {
  const sites = readSiteRules(sitesDir);
  const { root, ...rest } = options;
  const text = nginxConfig({ sitesDir: root ?? sitesDir, sites, ...rest });
  mkdirSync(dirname(outFile), { recursive: true });
  const temporary = `${outFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, outFile);
  } finally {
    rmSync(temporary, { force: true });
  }
  return sites;
}
