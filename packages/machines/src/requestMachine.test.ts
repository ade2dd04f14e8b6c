// Issue 15: results, a hotel's rooms and My Trips load, fail with spec §8's default and retry.
import { MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import { requestMachine } from './requestMachine.ts';

function start(input: unknown = { q: 1 }) {
  const calls: { input: unknown; answer: Deferred<unknown>; signal: AbortSignal }[] = [];
  const machine = requestMachine.provide({
    actors: {
      request: fromPromise(({ input: query, signal }) => {
        const answer = deferred<unknown>();
        calls.push({ input: query, answer, signal });
        return answer.promise;
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe('requestMachine (issue 15 skeleton, answer, failure, retry)', () => {
  it('loads with its input, then shows the answer', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls[0]?.input).toEqual({ q: 1 });
    calls[0]?.answer.resolve(['a']);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.data).toEqual(['a']);
  });

  it("fails with the server's message, else 'something went wrong' (spec §8), and retries", async () => {
    const { actor, calls } = start();
    calls[0]?.answer.reject({ message: 'Invalid stay: checkIn: must not be in the past' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'Invalid stay: checkIn: must not be in the past',
    );
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(2);
    calls[1]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loadFailedDefault);
  });

  it('a new LOAD stops the call it replaces; its late answer never lands', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOAD', input: { q: 2 } });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.input).toEqual({ q: 2 });
    calls[0]?.answer.resolve('old');
    calls[1]?.answer.resolve('new');
    await settle();
    expect(actor.getSnapshot().context.data).toBe('new');
  });
});
