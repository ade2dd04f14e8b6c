import { MESSAGES, serverMessageOr } from '@wl/core';

/**
 * The contract with injected call actors: they reject with the server's error body (the parsed
 * JSON), or with an error that carries that body as `body`. A bare `Error` (network failure, a
 * bug) is not a server message, so spec §8 "the server message or <default>" shows the default
 * instead of leaking `TypeError: Failed to fetch` to a traveller.
 */
export function serverBody(reason: unknown): unknown {
  if (reason instanceof Error) return 'body' in reason ? reason.body : undefined;
  return reason;
}

/** Spec §8: the server's message when it sent one, else the situation's default. */
export function failureMessage(reason: unknown, fallback: string): string {
  return serverMessageOr(serverBody(reason), fallback);
}

/** Spec §8 "Cancelled resort deals request: 'Request was canceled', ignored silently". */
export function isCanceled(reason: unknown): boolean {
  if (
    reason instanceof Error &&
    (reason.name === 'AbortError' || reason.name === 'CanceledError')
  ) {
    return true;
  }
  const message = reason instanceof Error ? reason.message : serverMessageOr(reason, '');
  return message === MESSAGES.requestCanceled;
}

/** The HTTP status a call actor's rejection carries (the API client's `ApiError`), if any. */
export function failureStatus(reason: unknown): number | null {
  if (typeof reason !== 'object' || reason === null || !('status' in reason)) return null;
  const { status } = reason as { status: unknown };
  return typeof status === 'number' ? status : null;
}
