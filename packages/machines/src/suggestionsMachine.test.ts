import { MESSAGES } from '@wl/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  type SuggestionSource,
  type SuggestionsRequest,
  type SuggestionsResult,
  suggestionsMachine,
  TYPING_PAUSE_MS,
} from './suggestionsMachine.ts';

function start(source: SuggestionSource = 'hotel') {
  const calls: {
    request: SuggestionsRequest;
    answer: Deferred<SuggestionsResult>;
    signal: AbortSignal;
  }[] = [];
  const machine = suggestionsMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(({ input, signal }) => {
        const answer = deferred<SuggestionsResult>();
        calls.push({ request: input, answer, signal });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { source } }).start();
  return { actor, calls };
}

describe('suggestionsMachine: pending (spec §4 "pending clears the list and sets loading")', () => {
  it('waits idle until the visitor types', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('clears the previous list and sets loading when a search starts', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SEARCH', query: { text: 'Dub' } });
    calls[0]?.answer.resolve({ items: [{ name: 'Dubai' }], allData: true });
    await settle();
    actor.send({ type: 'SEARCH', query: { text: 'Dubl' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loading');
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(snapshot.context.items).toEqual([]);
    expect(snapshot.context.allData).toBe(false);
  });

  it('sends the text exactly as typed, with no local bound (spec §5)', () => {
    const { actor, calls } = start('car');
    actor.send({ type: 'SEARCH', query: { text: ' m' } });
    actor.send({ type: 'SEARCH', query: { text: '' } });
    expect(calls.map((call) => call.request)).toEqual([
      { source: 'car', query: { text: ' m' } },
      { source: 'car', query: { text: '' } },
    ]);
  });
});

describe('suggestionsMachine: fulfilled (spec §4 "fulfilled stores the list")', () => {
  it('stores the items and the allData flag', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SEARCH', query: { text: 'Par' } });
    calls[0]?.answer.resolve({ items: [{ name: 'Paris' }, { name: 'Parma' }], allData: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.items).toEqual([{ name: 'Paris' }, { name: 'Parma' }]);
    expect(actor.getSnapshot().context.allData).toBe(true);
  });
});

describe('suggestionsMachine: rejected (spec §4 "rejected clears the list", §8 suggestion failure)', () => {
  it("shows the server's error field", async () => {
    const { actor, calls } = start('airport');
    actor.send({ type: 'SEARCH', query: { text: 'JF' } });
    calls[0]?.answer.reject({ message: 'Bad SuggestionsRequest', error: 'Search text is invalid' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('Search text is invalid');
  });

  it("falls back to 'Failed to fetch suggestions'", async () => {
    const { actor, calls } = start('activity');
    actor.send({ type: 'SEARCH', query: { text: 'Ro' } });
    calls[0]?.answer.reject({ message: 'only a message' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch suggestions');
    actor.send({ type: 'SEARCH', query: { text: 'Rom' } });
    calls[1]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.suggestionsFailed);
  });

  it('CLEAR empties everything and stops a running search', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SEARCH', query: { text: 'Lo' } });
    actor.send({ type: 'CLEAR' });
    calls[0]?.answer.resolve({ items: [{ name: 'London' }] });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ query: null, items: [], error: null });
  });
});

describe('suggestionsMachine: typing again cancels the previous search (spec §4)', () => {
  it('aborts the previous request and ignores its answer', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SEARCH', query: { text: 'Ma' } });
    actor.send({ type: 'SEARCH', query: { text: 'Mad' } });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);

    calls[0]?.answer.resolve({ items: [{ name: 'Malaga' }] });
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]?.answer.resolve({ items: [{ name: 'Madrid' }] });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([{ name: 'Madrid' }]);
  });
});

const dubaiInDollars = { currency: 'USD', lat: 25.2, lon: 55.27 };

describe('suggestionsMachine: resort deals (spec §4 resort deals search, §8 cancelled request)', () => {
  it('a new resort deals search cancels the one in flight', () => {
    const { actor, calls } = start('resortDeals');
    actor.send({ type: 'SEARCH', query: dubaiInDollars });
    actor.send({ type: 'SEARCH', query: { ...dubaiInDollars, currency: 'EUR' } });
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    expect(calls[1]?.request).toEqual({
      source: 'resortDeals',
      query: { currency: 'EUR', lat: 25.2, lon: 55.27 },
    });
  });

  it("a 'Request was canceled' rejection leaves the loading state alone, silently", async () => {
    const { actor, calls } = start('resortDeals');
    actor.send({ type: 'SEARCH', query: dubaiInDollars });
    calls[0]?.answer.reject(new Error('Request was canceled'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an AbortError is a cancellation too', async () => {
    const { actor, calls } = start('resortDeals');
    actor.send({ type: 'SEARCH', query: dubaiInDollars });
    calls[0]?.answer.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it("keeps the server message of a real failure, else 'something went wrong'", async () => {
    const { actor, calls } = start('resortDeals');
    actor.send({ type: 'SEARCH', query: dubaiInDollars });
    calls[0]?.answer.reject({ message: 'Resort service unavailable' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Resort service unavailable');
    actor.send({ type: 'SEARCH', query: dubaiInDollars });
    calls[1]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loadFailedDefault);
  });
});

describe('suggestionsMachine: typing (a search once the visitor pauses)', () => {
  it('searches the last text once typing pauses, one call for a word typed quickly', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = start('airport');
      actor.send({ type: 'TYPE', text: 'M' });
      actor.send({ type: 'TYPE', text: 'Mi' });
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
      actor.send({ type: 'TYPE', text: 'Mia' });
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
      expect(calls).toHaveLength(0);
      expect(actor.getSnapshot().value).toBe('typing');
      vi.advanceTimersByTime(1);
      expect(calls.map((call) => call.request)).toEqual([
        { source: 'airport', query: { text: 'Mia' } },
      ]);
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the list shown while typing, and pending clears it (spec §4)', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = start();
      actor.send({ type: 'SEARCH', query: { text: 'Mia' } });
      calls[0]?.answer.resolve({ items: [{ name: 'Miami' }], allData: true });
      await vi.runAllTimersAsync();
      actor.send({ type: 'TYPE', text: 'Miam' });
      expect(actor.getSnapshot().context.items).toEqual([{ name: 'Miami' }]);
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
      expect(actor.getSnapshot().context.items).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a typed text that is cleared sends nothing', () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = start();
      actor.send({ type: 'TYPE', text: 'Mi' });
      actor.send({ type: 'CLEAR' });
      vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
      expect(calls).toHaveLength(0);
      expect(actor.getSnapshot().value).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });
});
