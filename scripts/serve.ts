// `tsx scripts/serve.ts [--sites dist/sites] [--configs agency-configs]` (`--help` lists them): every built agency by its
// Host (`http://<subdomain>.localhost:4321/`) and the reference platform API (spec §7) under `/api`
// and `/resort-api`, on one port (DESIGN §2 "Serving"). PORT and HOST change where it listens.
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgencyConfig } from '@wl/core';
import { createPlatformApi, type Logger } from '@wl/platform-api';
import { parseCli } from './lib/cli.ts';
import { CONFIG_DIR, ROOT } from './lib/configFiles.ts';
import { publishAgency } from './lib/publishAgency.ts';
import { readSiteRules } from './lib/serving.ts';
import { createSiteServer, type FetchHandler } from './lib/siteServer.ts';

export const DEFAULT_PORT = 4321;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_SITES_DIR = join(ROOT, 'dist', 'sites');
export const DEFAULT_DATABASE_FILE = join(ROOT, '.data', 'platform.sqlite');

export interface StartServerOptions {
  /** Built tree (default `dist/sites`). */
  sitesDir?: string;
  /** Agency configs the platform API seeds from (default `agency-configs/`). */
  configDir?: string;
  /** SQLite file of the platform API (default `.data/platform.sqlite`). */
  databaseFile?: string;
  /** Default: PORT or 4321; 0 picks a free port. */
  port?: number;
  /** Default: HOST or 127.0.0.1. */
  host?: string;
  /** false: no platform API in process (its paths answer 404); or any fetch handler instead. */
  api?: false | FetchHandler;
  /** Where the URL list goes (default console.log); `() => {}` silences it. */
  log?: (line: string) => void;
  /** The platform API's logger (default: its console logger). */
  apiLogger?: Logger;
  /** The platform API's clock (default: the real one); tests that fix the browser's day fix it too. */
  apiNow?: () => Date;
  /**
   * Serve the local tools under `/_dev/` (the API's outbox of e-mails) with the in-process API.
   * Default: `devToolsEnabled()`, off in production.
   */
  devTools?: boolean;
  /**
   * Issue 45: build an agency's site again after each settings save (the API's publish queue),
   * into `sitesDir`, with the in-process API. Off by default: a server over a tree other servers
   * read (the sites tests' shared build) must not rewrite it. `npm start` and `npm run serve`
   * turn it on.
   */
  publish?: boolean | PublishSettings;
}

export interface PublishSettings {
  /**
   * The sites' public origin, `{subdomain}` standing for the agency's: the one the tree was built
   * with (default WL_SITE_ORIGIN, else `http://{subdomain}.localhost:<the port listened on>`).
   */
  origin?: string;
  /** The build's progress lines (default: none; the outcome is the version's status). */
  log?: (line: string) => void;
}

/**
 * Production mode (`NODE_ENV=production`) never serves the local tools: the outbox shows other
 * people's sign-up and reset links. nginx never serves them either (its config has no such step).
 */
export function devToolsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production';
}

export interface RunningServer {
  /** `http://<subdomain>.localhost:<port>/`. */
  url(subdomain: string): string;
  port: number;
  host: string;
  server: Server;
  /** Where the in-process platform API keeps uploaded images (absent without it). */
  imagesDir?: string;
  close(): Promise<void>;
}

/** Starts the site server and the platform API on one port, and prints every agency's URL. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const sitesDir = resolve(options.sitesDir ?? DEFAULT_SITES_DIR);
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? process.env.HOST ?? DEFAULT_HOST;
  const port = options.port ?? Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got ${process.env.PORT}`);
  }

  let closeApi = () => {};
  let api: FetchHandler | undefined;
  let devTools: FetchHandler | undefined;
  // A publish resumed at start waits until the port (part of the default origin) is known.
  let listening: (origin: string) => void = () => {};
  const origin = new Promise<string>((resolveOrigin) => {
    listening = resolveOrigin;
  });
  const publishing = options.publish === true ? {} : options.publish || undefined;
  let imagesDir = '';
  if (options.api === undefined) {
    const configDir = resolve(options.configDir ?? CONFIG_DIR);
    const platform = createPlatformApi({
      ...(publishing
        ? {
            publish: async (_subdomain: string, config: AgencyConfig) => {
              await publishAgency(config, {
                sitesDir,
                configDir,
                imagesDir,
                origin: await origin,
                ...(publishing.log ? { log: publishing.log } : {}),
              });
            },
          }
        : {}),
      databaseFile: resolve(
        options.databaseFile ?? process.env.PLATFORM_DB ?? DEFAULT_DATABASE_FILE,
      ),
      configDir,
      ...(options.apiLogger ? { logger: options.apiLogger } : {}),
      ...(options.apiNow ? { now: options.apiNow } : {}),
    });
    api = platform.app;
    imagesDir = platform.imagesDir;
    closeApi = platform.close;
    if (options.devTools ?? devToolsEnabled()) devTools = platform.devTools;
  } else if (options.api) {
    api = options.api;
  }

  const server = createServer(
    createSiteServer({ sitesDir, ...(api ? { api } : {}), ...(devTools ? { devTools } : {}) }),
  );
  try {
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(port, host, () => {
        server.off('error', rejectListen);
        resolveListen();
      });
    });
  } catch (error) {
    closeApi();
    throw error;
  }
  const actualPort = (server.address() as AddressInfo).port;
  const url = (subdomain: string) => `http://${subdomain}.localhost:${actualPort}/`;
  listening(
    publishing?.origin ??
      process.env.WL_SITE_ORIGIN ??
      `http://{subdomain}.localhost:${actualPort}`,
  );

  const sites = readSiteRules(sitesDir);
  if (sites.length === 0) {
    log(`No built agency in ${sitesDir}: run \`npm run build\` first.`);
  }
  for (const site of sites) {
    log(`${url(site.subdomain)}${site.inactive ? ' (inactive)' : ''}`);
  }
  if (api) log(`Platform API on every agency's host under /api and /resort-api`);
  if (api && publishing && options.api === undefined)
    log('A settings save rebuilds its agency into the served sites (issue 45)');
  if (devTools)
    log(`E-mails the API would send: http://<subdomain>.localhost:${actualPort}/_dev/outbox`);

  let closing: Promise<void> | undefined;
  return {
    url,
    port: actualPort,
    host,
    server,
    ...(imagesDir ? { imagesDir } : {}),
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => {
          closeApi();
          resolveClose();
        });
        server.closeIdleConnections();
        // Keep-alive clients (browsers) must not hold the shutdown.
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      });
      return closing;
    },
  };
}

async function main() {
  const { values } = parseCli({
    usage: 'tsx scripts/serve.ts [options]',
    summary:
      'Serves every built agency by its Host (http://<subdomain>.localhost:<PORT>/) and the\n' +
      'reference platform API under /api and /resort-api, on one port (Ctrl+C stops).',
    options: {
      sites: {
        type: 'string',
        value: 'dir',
        description: 'The built sites, as npm run build writes them (env SITES_DIR).',
        shownDefault: 'dist/sites',
      },
      configs: {
        type: 'string',
        value: 'dir',
        description: 'The agency configs the platform API serves (env AGENCY_CONFIG_DIR).',
        shownDefault: 'agency-configs',
      },
      'no-publish': {
        type: 'boolean',
        description:
          "Do not rebuild an agency's site after a settings save (saves stay queued until a\n" +
          'server that publishes starts).',
      },
    },
    notes: [
      'Environment:',
      `  PORT            the port (default ${DEFAULT_PORT}; 0 picks a free one)`,
      `  HOST            the address it listens on (default ${DEFAULT_HOST})`,
      "  PLATFORM_DB     the reference API's SQLite file (default .data/platform.sqlite)",
      "  WL_SITE_ORIGIN  the sites' origin a publish builds with, as npm run build's --origin",
      '                  (default http://{subdomain}.localhost:<PORT>)',
    ],
  });
  const running = await startServer({
    sitesDir: values.sites ?? process.env.SITES_DIR ?? DEFAULT_SITES_DIR,
    configDir: values.configs ?? process.env.AGENCY_CONFIG_DIR ?? CONFIG_DIR,
    publish: !values['no-publish'],
  });
  console.log(`Serving on ${running.host}:${running.port} (Ctrl+C stops)`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
