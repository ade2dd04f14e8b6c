import { MESSAGES, serverMessageOr } from '@wl/core';

/**
 * A failed call. `body` is the server's parsed JSON error (or its text), so machines keep the
 * server's message (spec §8) through `.body`, as their error contract asks.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(serverMessageOr(body, MESSAGES.genericFallback));
  }
}

/** The server answered, but not with the shape spec §7 describes. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    readonly path: string,
    readonly issues: string[],
  ) {
    super(`unexpected response from ${path}: ${issues.slice(0, 3).join('; ')}`);
  }
}

/**
 * Spec §8: a cancelled resort deals request is 'Request was canceled' and is ignored silently.
 * Machines recognise it by name (CanceledError) and message.
 */
export class CanceledError extends Error {
  override readonly name = 'CanceledError';
  constructor() {
    super(MESSAGES.requestCanceled);
  }
}

/**
 * The platform did not answer within the client's time-out (ours: the spec sets none). Like a
 * network failure it carries no server message, so the situation's default of spec §8 shows.
 */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`no answer from ${path} within ${timeoutMs / 1000} s`);
  }
}
