import { describe, expect, it } from 'vitest';
import { chunkLoadFailedMessage, MESSAGES, serverMessageOr } from './messages.ts';

describe('MESSAGES (spec §8 error catalogue, §4 deal list default, §2.9)', () => {
  it.each([
    ['loadFailedDefault', 'something went wrong'],
    ['suggestionsFailed', 'Failed to fetch suggestions'],
    ['regionsFailed', 'Failed to fetch regions and subregions'],
    ['resortReleaseFailed', 'Internal Server Error'],
    ['exchangeRatesFailed', 'Failed to fetch exchange rates'],
    ['requestCanceled', 'Request was canceled'],
    ['remoteComponentFailed', 'Failed to load remote component.'],
    ['scriptLoadFailed', 'Loading script failed'],
    ['containerMissing', 'Container missing'],
    ['agencyNotFound', 'Agency not found!'],
    ['agencyInactive', 'Agency is inactive, Please contact the administrator'],
    ['uncaughtError', 'Something went wrong.'],
    ['genericFallback', 'Something went wrong'],
    ['pageNotFound', "The page you're looking for is not found."],
  ] as const)('%s is %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("writes 'Loading chunk {n} failed'", () => {
    expect(chunkLoadFailedMessage(7)).toBe('Loading chunk 7 failed');
    expect(chunkLoadFailedMessage('vendors-main')).toBe('Loading chunk vendors-main failed');
  });
});

describe('serverMessageOr (spec §8: the server message, else the situation default)', () => {
  const fallback = MESSAGES.loadFailedDefault;

  it("keeps the server's message", () => {
    expect(serverMessageOr({ message: 'Deals are down' }, fallback)).toBe('Deals are down');
  });

  it("keeps the server's error field", () => {
    expect(serverMessageOr({ error: 'Bad search text' }, MESSAGES.suggestionsFailed)).toBe(
      'Bad search text',
    );
  });

  it("reads the server's error field first for suggestion failures (spec §8)", () => {
    const body = { message: 'Bad Request', error: 'Search text too short' };
    expect(serverMessageOr(body, MESSAGES.suggestionsFailed, ['error', 'message'])).toBe(
      'Search text too short',
    );
    expect(serverMessageOr(body, MESSAGES.loadFailedDefault)).toBe('Bad Request');
  });

  it('keeps a plain-text error body', () => {
    expect(serverMessageOr('Rates unavailable', MESSAGES.exchangeRatesFailed)).toBe(
      'Rates unavailable',
    );
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['an empty string', ''],
    ['blank text', '   '],
    ['an empty object', {}],
    ['an empty message', { message: '' }],
    ['a non-text message', { message: 500, error: { code: 1 } }],
    ['a number', 404],
  ])('falls back to the default for %s', (_, body) => {
    expect(serverMessageOr(body, fallback)).toBe('something went wrong');
  });
});
