import { MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import { searchResultsMachine } from './searchResultsMachine.ts';

function start() {
  const calls: Deferred<unknown[]>[] = [];
  const machine = searchResultsMachine.provide({
    actors: {
      fetchResults: fromPromise<unknown[]>(() => {
        const answer = deferred<unknown[]>();
        calls.push(answer);
        return answer.promise;
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('searchResultsMachine (issue 15 results pages; spec §4, §8 list loads)', () => {
  it('searches at once, loading with an empty list (the page shows skeletons)', () => {
    const { actor, calls } = start();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('keeps the answer', async () => {
    const { actor, calls } = start();
    calls[0]?.resolve([{ id: 'F1' }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.items).toEqual([{ id: 'F1' }]);
  });

  it("a failure keeps the server's message, else 'something went wrong'; RETRY searches again", async () => {
    const { actor, calls } = start();
    calls[0]?.reject({ message: 'Search service unavailable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Search service unavailable');
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(2);
    calls[1]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loadFailedDefault);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});
