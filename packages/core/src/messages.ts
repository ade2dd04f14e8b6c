/**
 * The messages of spec §8 (and the defaults of §4), exactly as written there. Views translate
 * them through the translation layer with these English texts as the source.
 */
export const MESSAGES = {
  /** Spec §4 / §8: deal, navigation or country load failure default. */
  loadFailedDefault: 'something went wrong',
  suggestionsFailed: 'Failed to fetch suggestions',
  regionsFailed: 'Failed to fetch regions and subregions',
  resortReleaseFailed: 'Internal Server Error',
  exchangeRatesFailed: 'Failed to fetch exchange rates',
  requestCanceled: 'Request was canceled',
  remoteComponentFailed: 'Failed to load remote component.',
  scriptLoadFailed: 'Loading script failed',
  containerMissing: 'Container missing',
  agencyNotFound: 'Agency not found!',
  agencyInactive: 'Agency is inactive, Please contact the administrator',
  uncaughtError: 'Something went wrong.',
  genericFallback: 'Something went wrong',
  pageNotFound: "The page you're looking for is not found.",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Spec §8: 'Loading chunk {n} failed', with type missing or timeout. */
export type ChunkFailureType = 'missing' | 'timeout';

export function chunkLoadFailedMessage(chunk: string | number): string {
  return `Loading chunk ${chunk} failed`;
}

/**
 * Spec §8: a failed call keeps the server's message when it sent one, else the situation's
 * default. Reads the fields of a JSON error body in the given order: `message` first by default;
 * suggestion failures read the server's `error` field first (spec §8).
 */
export function serverMessageOr(
  body: unknown,
  fallback: string,
  fields: readonly string[] = ['message', 'error'],
): string {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (typeof body === 'object' && body !== null) {
    for (const field of fields) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}
