import type { z } from '@wl/core';
import { ApiError, CanceledError, ResponseShapeError, TimeoutError } from './errors.ts';

/** What the headers of spec §7 are made of; read on every call, so a login takes effect at once. */
export interface RequestContext {
  accessToken?: string | null;
  /** Accept-Language: the page language. */
  language: string;
  sessionId: string;
  /** IANA time zone of the visitor. */
  timeZone: string;
  /** The agency allows the non-login flow (spec §4): marked requests may go without a token. */
  allowNonLoginFlow: boolean;
}

export interface TransportOptions {
  /** Origin of the platform API (config `apiBaseUrl`); '' is the site's own origin. */
  apiBaseUrl: string;
  /** Base of the resort service (config `resortApiBaseUrl`), default `/resort-api`. */
  resortApiBaseUrl: string;
  context: () => RequestContext;
  /** Spec §4, §8: a 401 to a request with a token sends the user to the logout path. */
  onUnauthorized?: (path: string) => void;
  fetch?: typeof fetch;
  /**
   * A call still unanswered after this long fails with `TimeoutError`, so a hung platform ends in
   * the defined failure state (spec §8) instead of a skeleton for ever. Default
   * `DEFAULT_TIMEOUT_MS`.
   */
  timeoutMs?: number;
  /** Correlation ids of resort calls (spec §7). */
  correlationId?: () => string;
}

/** Request headers of spec §7. Names are the platform's. */
export const HEADERS = {
  sessionId: 'x-session-id',
  timeZone: 'x-time-zone',
  authOptional: 'x-auth-optional',
  correlationId: 'x-correlation-id',
  idempotencyKey: 'idempotency-key',
} as const;

export interface CallOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT';
  /** `api` (main base, paths under /api) or `resort` (the resort service's base). */
  base?: 'api' | 'resort';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Bytes sent as they are with their own content type (an image upload), instead of `body`. */
  rawBody?: { data: Blob | Uint8Array; contentType: string };
  schema: S;
  signal?: AbortSignal;
  /** Deal, proposal and payment-method calls carry the auth-optional marker without a token. */
  authOptional?: boolean;
  /**
   * A 401 here means "wrong credentials", not "session over": the login call answers it with a
   * message instead of the logout path.
   */
  credentialsCall?: boolean;
  /**
   * Sent as `Idempotency-Key`: a payment retried with the same key (a double press, a lost
   * answer) is answered as the first one was instead of charging again.
   */
  idempotencyKey?: string;
}

export type Transport = <S extends z.ZodMiniType>(
  path: string,
  options: CallOptions<S>,
) => Promise<z.output<S>>;

/** Ours (the spec sets no limit): long enough for a slow phone network, short of giving up. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export function createTransport(options: TransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const correlationId = options.correlationId ?? (() => crypto.randomUUID());

  return async (path, call) => {
    const context = options.context();
    const base = call.base === 'resort' ? options.resortApiBaseUrl : `${options.apiBaseUrl}/api`;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    const url = `${base}${path}${query.size > 0 ? `?${query}` : ''}`;

    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': call.rawBody ? call.rawBody.contentType : 'application/json',
      'accept-language': context.language,
      [HEADERS.sessionId]: context.sessionId,
      [HEADERS.timeZone]: context.timeZone,
    };
    if (context.accessToken) headers.authorization = `Bearer ${context.accessToken}`;
    else if (call.authOptional && context.allowNonLoginFlow) headers[HEADERS.authOptional] = 'true';
    if (call.base === 'resort') headers[HEADERS.correlationId] = correlationId();
    if (call.idempotencyKey) headers[HEADERS.idempotencyKey] = call.idempotencyKey;

    // A timer, not AbortSignal.timeout: fake clocks in tests (and the browser's) drive it alike.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        method: call.method ?? 'GET',
        headers,
        body: call.rawBody
          ? (call.rawBody.data as BodyInit)
          : call.body === undefined
            ? undefined
            : JSON.stringify(call.body),
        signal,
      });
      body = await readBody(response);
    } catch (error) {
      if (call.signal?.aborted) throw new CanceledError();
      if (timeout.signal.aborted) throw new TimeoutError(path, timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }

    if (!response.ok) {
      // A 401 ends a session whose token the server refused. A request without a token has no
      // session to end: sending that visitor to /logout would bring them back to the same page
      // and its same 401, without end. The page shows the failure (sign in) instead.
      if (response.status === 401 && !call.credentialsCall && context.accessToken) {
        options.onUnauthorized?.(path);
      }
      throw new ApiError(response.status, body, path);
    }
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      throw new ResponseShapeError(
        path,
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
      );
    }
    return parsed.data;
  };
}

/**
 * The parsed JSON of an answer, or the text when it is not JSON. An error answer that is not JSON
 * (a proxy's HTML error page, a truncated body) carries no server message: it must never be shown
 * to a traveller as one (spec §8 "Server error codes other than 401 are not shown").
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return response.ok ? text : undefined;
  }
}
