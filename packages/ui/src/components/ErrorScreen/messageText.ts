import { MESSAGES, type MessageKey } from '@wl/core';

/** A spec §8 message as a `common` text key, or a text to show as it is (a server's message). */
export type MessageText =
  | { key: `error.${MessageKey}`; values?: undefined }
  | { key: 'error.chunkLoadFailed'; values: { chunk: string } }
  | { key?: undefined; text: string };

const CHUNK_FAILED = /^Loading chunk (.+) failed$/;

const KEY_BY_MESSAGE = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, message]) => [message, key]),
);

/**
 * Machines keep spec §8 messages as the spec's English words (core `MESSAGES`,
 * `chunkLoadFailedMessage`); views show them in the visitor's language through this lookup.
 * Anything else (a server's own message) is shown as sent.
 */
export function messageText(message: string): MessageText {
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return { key: `error.${key}` };
  const chunk = CHUNK_FAILED.exec(message)?.[1];
  if (chunk !== undefined) return { key: 'error.chunkLoadFailed', values: { chunk } };
  return { text: message };
}
