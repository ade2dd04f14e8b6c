import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll } from 'vitest';
import {
  createPlatformApi,
  DEMO_PASSWORD,
  type Logger,
  type PlatformApi,
  type PlatformApiOptions,
} from '../src/index.ts';

export const CONFIG_DIR = fileURLToPath(new URL('../../../agency-configs/', import.meta.url));

const tempDirs: string[] = [];

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'platform-api-test-'));
  tempDirs.push(dir);
  return dir;
}

// Registered when a test file imports this module, so each file removes its own folders once
// all its tests (including reopen-after-close ones) are done.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field in tests
  body: any;
}

export interface CallOptions {
  method?: string;
  /** Sent as the Host header; defaults to the horizon agency. */
  host?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or bytes as they are. */
  body?: unknown;
  token?: string;
  /** The client's address (any 127.x address on loopback). */
  localAddress?: string;
}

export interface RunningApi {
  /** The API itself (its outbox, its idle). */
  platform: PlatformApi;
  port: number;
  databaseFile: string;
  logs: string[];
  call(path: string, options?: CallOptions): Promise<Reply>;
  login(email: string, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Real HTTP on loopback. Node's fetch drops a Host header it is given (a forbidden header in
 * undici), and Node cannot resolve *.localhost here (DESIGN §3), so requests go through
 * node:http to 127.0.0.1 with the agency's Host.
 */
function send(port: number, path: string, options: CallOptions): Promise<Reply> {
  const headers: Record<string, string> = {
    host: options.host ?? 'horizon.localhost',
    accept: 'application/json',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Uint8Array | undefined;
  if (typeof options.body === 'string' || options.body instanceof Uint8Array) {
    payload = options.body;
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function startApi(options: Partial<PlatformApiOptions> = {}): Promise<RunningApi> {
  const logs: string[] = [];
  const logger: Logger = {
    info: (message) => logs.push(`info: ${message}`),
    warn: (message) => logs.push(`warn: ${message}`),
    error: (message, error) => logs.push(`error: ${message} ${String(error ?? '')}`),
  };
  const databaseFile = options.databaseFile ?? join(tempDir(), 'platform.sqlite');
  const api = createPlatformApi({ configDir: CONFIG_DIR, logger, ...options, databaseFile });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const call = (path: string, callOptions: CallOptions = {}) => send(port, path, callOptions);
  return {
    platform: api,
    port,
    databaseFile,
    logs,
    call,
    async login(email, host) {
      const reply = await call('/api/user/login', {
        method: 'POST',
        host,
        body: { email, password: DEMO_PASSWORD },
      });
      if (reply.status !== 200)
        throw new Error(`login of ${email} failed: ${reply.status} ${reply.text}`);
      return reply.body.token as string;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          api.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
