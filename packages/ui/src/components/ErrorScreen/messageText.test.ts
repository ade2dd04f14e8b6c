import { chunkLoadFailedMessage, MESSAGES } from '@wl/core';
import { createI18n } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import { messageText } from './messageText.ts';

describe('messageText (spec §8 messages shown in the visitor language)', () => {
  it('maps every spec §8 message to its common key', () => {
    const en = createI18n('en');
    for (const message of Object.values(MESSAGES)) {
      const text = messageText(message);
      expect(text.key, message).toBeDefined();
      // English is the spec's wording, so the round trip gives the message back.
      expect(en.t(`common:${text.key}` as 'common:error.genericFallback'), message).toBe(message);
    }
  });

  it("reads the chunk out of 'Loading chunk {n} failed'", () => {
    expect(messageText(chunkLoadFailedMessage(42))).toEqual({
      key: 'error.chunkLoadFailed',
      values: { chunk: '42' },
    });
    expect(messageText(chunkLoadFailedMessage('vendors-main'))).toEqual({
      key: 'error.chunkLoadFailed',
      values: { chunk: 'vendors-main' },
    });
  });

  it('translates, e.g. Arabic', () => {
    const ar = createI18n('ar');
    const text = messageText(MESSAGES.scriptLoadFailed);
    expect(ar.t(`common:${text.key}` as 'common:error.scriptLoadFailed')).toBe(
      'تعذّر تحميل البرنامج النصي',
    );
  });

  it("shows a server's own message as sent", () => {
    expect(messageText('Hotel sold out')).toEqual({ text: 'Hotel sold out' });
  });
});
