import { MESSAGES, TIMINGS } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  type RemoteLoaderInput,
  type RemoteLoadFailure,
  remoteLoaderMachine,
} from './remoteLoaderMachine.ts';

function start(input: RemoteLoaderInput = { remote: 'main', chunk: 42 }) {
  const clock = new SimulatedClock();
  const loads: { remote: string; answer: Deferred<unknown>; signal: AbortSignal }[] = [];
  const machine = remoteLoaderMachine.provide({
    actors: {
      loadRemote: fromPromise<unknown, { remote: string }>(({ input: request, signal }) => {
        const answer = deferred<unknown>();
        loads.push({ remote: request.remote, answer, signal });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, loads };
}

async function failWith(reason: unknown) {
  const started = start();
  started.loads[0]?.answer.reject(reason);
  await settle();
  return started.actor.getSnapshot();
}

describe('remoteLoaderMachine: loading (spec §1 remote applications, §4 script loading)', () => {
  it('loads the remote it was given and keeps its module', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads.map((load) => load.remote)).toEqual(['main']);
    const module = { default: 'MainApp' };
    loads[0]?.answer.resolve(module);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.module).toBe(module);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('remoteLoaderMachine: 120 s time-out (spec §4 "times out after 120 seconds, giving a chunk-load error")', () => {
  it("fails with 'Loading chunk {n} failed' of type timeout at 120 s, not before", () => {
    const { actor, clock } = start();
    clock.increment(TIMINGS.scriptLoadTimeoutMs - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({
      message: 'Loading chunk 42 failed',
      type: 'timeout',
    });
  });

  it('names the remote when no chunk id is known', () => {
    const { actor, clock } = start({ remote: 'resort' });
    clock.increment(TIMINGS.scriptLoadTimeoutMs);
    expect(actor.getSnapshot().context.error?.message).toBe('Loading chunk resort failed');
  });

  it('stops the load and ignores its late answer', async () => {
    const { actor, clock, loads } = start();
    clock.increment(TIMINGS.scriptLoadTimeoutMs);
    expect(loads[0]?.signal.aborted).toBe(true);
    loads[0]?.answer.resolve({ default: 'late' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.module).toBeNull();
  });

  it('a load that finishes in time is not timed out afterwards', async () => {
    const { actor, clock, loads } = start();
    loads[0]?.answer.resolve({ default: 'MainApp' });
    await settle();
    clock.increment(TIMINGS.scriptLoadTimeoutMs * 2);
    expect(actor.getSnapshot().value).toBe('loaded');
  });
});

describe('remoteLoaderMachine: failure messages (spec §8)', () => {
  it.each<[string, RemoteLoadFailure, { message: string; type?: string }]>([
    ['remote script load failure', { reason: 'script' }, { message: 'Loading script failed' }],
    ['micro-frontend cannot be loaded', { reason: 'container' }, { message: 'Container missing' }],
    [
      'remote component failure',
      { reason: 'component' },
      { message: 'Failed to load remote component.' },
    ],
    [
      'chunk load failure',
      { reason: 'chunk', chunk: 7, type: 'missing' },
      { message: 'Loading chunk 7 failed', type: 'missing' },
    ],
  ])('%s', async (_, reason, error) => {
    const snapshot = await failWith(reason);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toEqual(error);
  });

  it('treats anything else as a remote component failure', async () => {
    const snapshot = await failWith(new SyntaxError('Unexpected token <'));
    expect(snapshot.context.error).toEqual({ message: MESSAGES.remoteComponentFailed });
  });
});

describe('remoteLoaderMachine: retry (spec §8 failures are recoverable)', () => {
  it('loads again from scratch, with a fresh time-out', async () => {
    const { actor, clock, loads } = start();
    loads[0]?.answer.reject({ reason: 'script' });
    await settle();
    clock.increment(TIMINGS.scriptLoadTimeoutMs - 10);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loads).toHaveLength(2);
    clock.increment(TIMINGS.scriptLoadTimeoutMs - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    loads[1]?.answer.resolve({ default: 'MainApp' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('ignores RETRY while loading or loaded', async () => {
    const { actor, loads } = start();
    actor.send({ type: 'RETRY' });
    expect(loads).toHaveLength(1);
    loads[0]?.answer.resolve({});
    await settle();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(loads).toHaveLength(1);
  });
});

describe('remoteLoaderMachine: a remote that fails at mount (spec §8)', () => {
  it('shows the remote component failure, and RETRY loads it again', async () => {
    const { actor, loads } = start();
    loads[0]?.answer.resolve({ mount: () => {} });
    await settle();
    actor.send({ type: 'MOUNT_FAILED' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ message: MESSAGES.remoteComponentFailed });
    actor.send({ type: 'RETRY' });
    expect(loads).toHaveLength(2);
  });

  it('ignores MOUNT_FAILED while still loading', () => {
    const { actor } = start();
    actor.send({ type: 'MOUNT_FAILED' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});
