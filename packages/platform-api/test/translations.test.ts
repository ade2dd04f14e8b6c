import { LANGUAGE_CODES } from '@wl/core';
import { NAMESPACE_NAMES } from '@wl/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('spec §7 "translations are fetched from a translation service by language"', () => {
  it('serves every namespace in each of the 9 languages', async () => {
    for (const language of LANGUAGE_CODES) {
      const reply = await api.call(`/api/translations/${language}`);
      expect(reply.status).toBe(200);
      expect(reply.body.language).toBe(language);
      expect(Object.keys(reply.body.data).sort()).toEqual([...NAMESPACE_NAMES].sort());
    }
    const spanish = await api.call('/api/translations/es');
    expect(spanish.body.data.common['action.bookNow']).toBe('Reservar ahora');
  });

  it('answers an unsupported language with a 400 and a JSON message', async () => {
    const reply = await api.call('/api/translations/xx');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Unsupported language');
  });
});
