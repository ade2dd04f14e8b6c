// `scripts/serve`'s adapter of the routing decision (routing.ts) to node:http: it reads each
// agency's rules (`<subdomain>/_site.json`, type `SiteRules`) as they change, finds the files the
// decision names, and writes them with their type, cache headers, ETag and compression. Every
// agency by its Host subdomain, the reference API on the same origin, one port (DESIGN §2
// "Serving"); the nginx config (nginxConfig.ts) takes the same steps in production.
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import {
  normaliseRequestPath,
  type RoutableSite,
  routableSite,
  routeRequest,
  type SiteAnswer,
  subdomainOfHost,
} from './routing.ts';
import {
  CACHE_HTML,
  CACHE_SHORT,
  COMPRESSIBLE_TYPES,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  DEV_TOOLS_DIR,
  HSTS,
  MIN_COMPRESS_BYTES,
  SECURITY_HEADERS,
  SITE_RULES_FILE,
  VARY_HTML,
} from './serving.ts';
import type { SiteRules } from './siteRules.ts';

/** Anything with the fetch signature of a Hono app, e.g. `createPlatformApi(...).app`. */
export interface FetchHandler {
  /** `env` carries the Node connection (Hono's node-server bindings): the API reads the peer address from it. */
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface SiteServerOptions {
  /** The built tree: `dist/sites` with `_shell/`, `404.html` and one folder per agency. */
  sitesDir: string;
  /** Answers `/api/...` and `/resort-api/...`; without it those paths get a JSON 404. */
  api?: FetchHandler;
  /**
   * Local tools answering `/_dev/...` (the API's outbox page). Only `npm start` outside
   * production passes them (scripts/serve.ts `devToolsEnabled`); without them, and in nginx,
   * the routing decision refuses the folder.
   */
  devTools?: FetchHandler;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export function contentTypeOf(file: string): string {
  const entry = CONTENT_TYPES[extname(file).slice(1).toLowerCase()];
  if (!entry) return DEFAULT_CONTENT_TYPE;
  return entry.charset ? `${entry.type}; charset=utf-8` : entry.type;
}

function cacheControlFor(contentType: string): string {
  return contentType.startsWith('text/html') ? CACHE_HTML : CACHE_SHORT;
}

interface CachedRules {
  key: string;
  site: RoutableSite;
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

/** What is written to the socket: a decision with its file found, or without one. */
type Outcome =
  | Exclude<SiteAnswer, { kind: 'file' }>
  | {
      kind: 'found';
      file: string;
      stats: Stats;
      status: number;
      cacheControl?: string;
      agencyFile: boolean;
    };

/** `/_dev/...` as the routing decision would read the path. */
function isDevToolsPath(url: string): boolean {
  const path = normaliseRequestPath(url.split('?', 1)[0] ?? '/');
  return path !== null && (path === `/${DEV_TOOLS_DIR}` || path.startsWith(`/${DEV_TOOLS_DIR}/`));
}

/** TLS on this socket, or a TLS proxy in front that says so (X-Forwarded-Proto). */
function servedOverHttps(request: IncomingMessage): boolean {
  const socket = request.socket as { encrypted?: boolean };
  return socket.encrypted === true || request.headers['x-forwarded-proto'] === 'https';
}

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
    ? // The connection goes along: the API's login throttle counts failures per client address.
      getRequestListener((request, env) => (options.api as FetchHandler).fetch(request, env), {
        overrideGlobalObjects: false,
      })
    : undefined;

  const devListener = options.devTools
    ? getRequestListener((request, env) => (options.devTools as FetchHandler).fetch(request, env), {
        overrideGlobalObjects: false,
      })
    : undefined;

  async function siteFor(subdomain: string | null): Promise<RoutableSite | null> {
    if (!subdomain) return null;
    const file = join(sitesDir, subdomain, SITE_RULES_FILE);
    const stats = await statOrNull(file);
    if (!stats?.isFile()) {
      rulesCache.delete(subdomain);
      return null;
    }
    const key = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    const cached = rulesCache.get(subdomain);
    if (cached?.key === key) return cached.site;
    try {
      const site = routableSite(JSON.parse(await readFile(file, 'utf8')) as SiteRules);
      rulesCache.set(subdomain, { key, site });
      return site;
    } catch {
      // Half-written or broken: this agency is not servable right now, the others are.
      rulesCache.delete(subdomain);
      return null;
    }
  }

  /** A regular file of the built tree (never outside it), or null. */
  async function builtFile(relative: string): Promise<{ file: string; stats: Stats } | null> {
    const file = join(sitesDir, relative);
    if (!file.startsWith(sitesDir.endsWith(sep) ? sitesDir : `${sitesDir}${sep}`)) return null;
    const stats = await statOrNull(file);
    return stats?.isFile() ? { file, stats } : null;
  }

  /** The first file of a decision that exists, following its `otherwise` until one does. */
  async function resolve(decision: SiteAnswer): Promise<Outcome> {
    if (decision.kind !== 'file') return decision;
    for (const relative of decision.files) {
      const found = await builtFile(relative);
      if (found) {
        return {
          kind: 'found',
          ...found,
          status: decision.status,
          ...(decision.cacheControl ? { cacheControl: decision.cacheControl } : {}),
          agencyFile: decision.agencyFile,
        };
      }
    }
    return resolve(decision.otherwise);
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
    if (servedOverHttps(request)) response.setHeader('Strict-Transport-Security', HSTS);
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
    const varyCookie = outcome.agencyFile && contentType.startsWith('text/html');
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
    if (devListener && isDevToolsPath(request.url ?? '/')) return devListener(request, response);
    const decision = routeRequest(
      {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        host: request.headers.host,
        cookie: request.headers.cookie,
      },
      await siteFor(subdomainOfHost(request.headers.host)),
    );
    if (decision.kind === 'api') {
      if (!apiListener) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: 'No API is configured' }));
        return;
      }
      // A form post reaches its endpoint with its query (routing step 1).
      request.url = decision.url;
      return apiListener(request, response);
    }
    await write(request, response, await resolve(decision));
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
