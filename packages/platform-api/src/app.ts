import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { isAgencyInactive, MAX_CONFIG_BYTES, MESSAGES } from '@wl/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { loadAgencyDirectory, subdomainOf } from './agencies/directory.ts';
import { accountLimits } from './auth/attemptLimit.ts';
import { LoginThrottle } from './auth/loginThrottle.ts';
import { DEFAULT_SESSION_TTL_MS } from './auth/sessions.ts';
import type { AppEnv, Services } from './context.ts';
import { migrate } from './db/migrations.ts';
import { seedDatabase } from './db/seed.ts';
import { openDatabase } from './db/sqlite.ts';
import { ApiError } from './http/errors.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { Outbox } from './mail/outbox.ts';
import { outboxPageRoutes } from './mail/outboxPage.ts';
import { accountRoutes } from './routes/account.ts';
import { agencyRoutes } from './routes/agency.ts';
import { areaRoutes } from './routes/areas.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { clientRoutes } from './routes/clients.ts';
import { dealRoutes } from './routes/deals.ts';
import { demoImageRoutes } from './routes/demoImages.ts';
import { hotelRoutes } from './routes/hotels.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { marketRoutes } from './routes/market.ts';
import { proposalRoutes } from './routes/proposals.ts';
import { resortRoutes } from './routes/resort.ts';
import { searchRoutes } from './routes/search.ts';
import { settingsRoutes } from './routes/settings.ts';
import { translationRoutes } from './routes/translations.ts';
import { userRoutes } from './routes/user.ts';
import { type Publisher, PublishQueue } from './settings/publishQueue.ts';

export interface PlatformApiOptions {
  /** SQLite file; created, migrated and seeded when needed. */
  databaseFile: string;
  /** Folder of agency config JSON files (`agency-configs/`). */
  configDir: string;
  /** Clock for token expiry, login limits and date checks; tests move it. */
  now?: () => Date;
  logger?: Logger;
  /** Lifetime of an access token. Default 8 hours. */
  sessionTtlMs?: number;
  /**
   * Set when the API is reached only through a proxy that appends the client's address to
   * X-Forwarded-For (the generated nginx config does). Without it the header is ignored: anyone
   * could send one to dodge the login limit. Default false.
   */
  trustProxy?: boolean;
  /**
   * Builds and ships one agency's site after a settings save (issue 45). The API calls it one
   * version at a time, in the order saved. Absent: saved versions stay queued (tests, the plain
   * API); the server that also serves the sites passes its one-agency build here.
   */
  publish?: Publisher;
  /** Uploaded agency images. Default: `agency-images/` beside the database file. */
  imagesDir?: string;
}

export interface PlatformApi {
  app: Hono<AppEnv>;
  /**
   * Local tools, never part of the API: `GET /_dev/outbox`, the agency's outbox as a page.
   * Only `npm start` mounts it, outside production (scripts/serve.ts); nginx never does.
   */
  devTools: Hono<AppEnv>;
  /** The messages the API would have e-mailed (tests read it). */
  outbox: Outbox;
  /** Uploaded agency images: a config's `uploads/<subdomain>/…` reference is a file here. */
  imagesDir: string;
  /** Resolves once the work queued after answers (reset mails, publishes) is done. */
  idle(): Promise<void>;
  close(): void;
}

/** Largest request body accepted: every payload of spec §7 is a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Writes that carry more than a few hundred bytes: the Website settings (policies, About and FAQ
 * HTML) are bounded by the config's own limit, an image upload by a little more than core's image
 * limit, so that core's check names the size of a slightly larger file.
 */
export const MAX_UPLOAD_BYTES = 6_000_000;
const LARGE_BODY_PATHS: ReadonlyMap<string, { maxSize: number; message: string }> = new Map([
  [
    '/api/agency/settings/website',
    {
      maxSize: MAX_CONFIG_BYTES,
      message: `The settings are larger than ${MAX_CONFIG_BYTES / 1_000_000} MB, the limit of an agency config`,
    },
  ],
  [
    '/api/agency/settings/images',
    {
      maxSize: MAX_UPLOAD_BYTES,
      message: `The image is larger than ${MAX_UPLOAD_BYTES / 1_000_000} MB`,
    },
  ],
]);

/** Paths an inactive agency still answers: the shell needs its status to show the blocking modal. */
const INACTIVE_AGENCY_PATHS: ReadonlySet<string> = new Set(['/api/agency']);

/** The reference platform API of spec §7 on one SQLite file. */
export function createPlatformApi(options: PlatformApiOptions): PlatformApi {
  const now = options.now ?? (() => new Date());
  const log = options.logger ?? consoleLogger;
  const db = openDatabase(options.databaseFile);
  let services: Services;
  const pending = new Set<Promise<void>>();
  const background = (task: () => void) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error('background task failed', error))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  try {
    migrate(db);
    seedDatabase(db, { configDir: options.configDir, now: now(), log });
    services = {
      db,
      now,
      log,
      sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
      throttle: new LoginThrottle(db),
      agencies: loadAgencyDirectory(db, log),
      trustProxy: options.trustProxy ?? false,
      outbox: new Outbox(),
      limits: accountLimits(db),
      background,
      configDir: options.configDir,
      imagesDir: options.imagesDir ?? defaultImagesDir(options.databaseFile),
      publishQueue: new PublishQueue(db, options.publish, now, log),
    };
    const subdomains = new Map([...services.agencies.values()].map((a) => [a.id, a.subdomain]));
    services.publishQueue.resume((id) => subdomains.get(id));
  } catch (error) {
    db.close();
    throw error;
  }

  const app = new Hono<AppEnv>();

  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-site' }));
  const defaultLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json({ message: `Request body is larger than ${MAX_BODY_BYTES / 1024} KiB` }, 413),
  });
  const largeLimits = new Map(
    [...LARGE_BODY_PATHS].map(([path, { maxSize, message }]) => [
      path,
      bodyLimit({ maxSize, onError: (c) => c.json({ message }, 413) }),
    ]),
  );
  app.use('*', (c, next) => (largeLimits.get(c.req.path) ?? defaultLimit)(c, next));

  // The agency is the Host's subdomain (DESIGN §2 "serves every built agency by Host header").
  const agencyOfHost = createMiddleware<AppEnv>(async (c, next) => {
    const subdomain = subdomainOf(c.req.header('host') ?? new URL(c.req.url).host);
    const agency = subdomain ? services.agencies.get(subdomain) : undefined;
    if (!agency) return c.json({ message: MESSAGES.agencyNotFound }, 404);
    if (isAgencyInactive(agency.config.agency) && !INACTIVE_AGENCY_PATHS.has(c.req.path)) {
      return c.json({ message: MESSAGES.agencyInactive }, 403);
    }
    c.set('agency', agency);
    c.set('user', undefined);
    await next();
  });
  app.use('*', agencyOfHost);

  const api = new Hono<AppEnv>();
  api.route('/', agencyRoutes(services));
  api.route('/', marketRoutes(services));
  api.route('/', userRoutes(services));
  api.route('/', areaRoutes(services));
  api.route('/', accountRoutes(services));
  api.route('/', lookupRoutes(services));
  api.route('/', dealRoutes(services));
  api.route('/', hotelRoutes(services));
  api.route('/', proposalRoutes(services));
  api.route('/', searchRoutes(services));
  api.route('/', bookingRoutes(services));
  api.route('/', clientRoutes(services));
  api.route('/', settingsRoutes(services));
  api.route('/', translationRoutes());
  api.route('/', demoImageRoutes());
  app.route('/api', api);
  app.route('/resort-api', resortRoutes(services));

  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
      return c.json(error.body(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request' }, error.status);
    }
    log.error(`unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ message: 'Internal Server Error' }, 500);
  });

  const devTools = new Hono<AppEnv>();
  devTools.use('*', agencyOfHost);
  devTools.route('/_dev', outboxPageRoutes(services));

  let closed = false;
  return {
    app,
    devTools,
    outbox: services.outbox,
    imagesDir: services.imagesDir,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
      await services.publishQueue.idle();
    },
    close() {
      if (closed) return;
      closed = true;
      services.publishQueue.stop();
      db.close();
    },
  };
}

/** Where uploaded images go by default: `agency-images/` beside the database file. */
export function defaultImagesDir(databaseFile: string): string {
  if (databaseFile === ':memory:') return mkdtempSync(join(tmpdir(), 'platform-api-images-'));
  return join(dirname(resolve(databaseFile)), 'agency-images');
}
