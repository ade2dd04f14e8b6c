// Issue 16: a page of the traveller's or agents' area loads its data, then saves changes; spec §8
// shows the server's message or 'Something went wrong' when either fails.
import { MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import { type AccountDataEmitted, accountDataMachine } from './accountDataMachine.ts';

function start() {
  const loads: Deferred<unknown>[] = [];
  const saves: { value: unknown; answer: Deferred<unknown> }[] = [];
  const emitted: AccountDataEmitted[] = [];
  const actor = createActor(
    accountDataMachine.provide({
      actors: {
        load: fromPromise(() => {
          const answer = deferred<unknown>();
          loads.push(answer);
          return answer.promise;
        }),
        save: fromPromise(({ input }) => {
          const answer = deferred<unknown>();
          saves.push({ value: input, answer });
          return answer.promise;
        }),
      },
    }),
  );
  actor.on('saved', (event) => emitted.push(event));
  actor.start();
  return { actor, loads, saves, emitted };
}

describe('accountDataMachine', () => {
  it('loads, then shows the data', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    loads[0]?.resolve({ markupPercent: 10 });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual({ markupPercent: 10 });
  });

  it("a failed load keeps the server's message and loads again on RETRY (spec §8)", async () => {
    const { actor, loads } = start();
    loads[0]?.reject({ message: 'Your role cannot use these settings' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe('Your role cannot use these settings');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    loads[1]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericFallback);
  });

  it('saves the value, keeps the answer and tells the host once', async () => {
    const { actor, loads, saves, emitted } = start();
    loads[0]?.resolve({ markupPercent: null });
    await settle();
    actor.send({ type: 'SAVE', value: { markupPercent: 12 } });
    actor.send({ type: 'SAVE', value: { markupPercent: 99 } });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(saves.map((save) => save.value)).toEqual([{ markupPercent: 12 }]);
    saves[0]?.answer.resolve({ markupPercent: 12 });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual({ markupPercent: 12 });
    expect(emitted).toEqual([{ type: 'saved', data: { markupPercent: 12 } }]);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });

  it("a failed save keeps the loaded data and the server's message; saving again is allowed", async () => {
    const { actor, loads, saves } = start();
    loads[0]?.resolve({ markupPercent: 5 });
    await settle();
    actor.send({ type: 'SAVE', value: { markupPercent: 500 } });
    saves[0]?.answer.reject({ message: 'Invalid markup: markupPercent: Too big' });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'saveFailed' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      data: { markupPercent: 5 },
      error: 'Invalid markup: markupPercent: Too big',
    });
    actor.send({ type: 'SAVE', value: { markupPercent: 50 } });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
