import { TIMINGS } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastsMachine } from './toastsMachine.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  const messages = () => actor.getSnapshot().context.toasts.map((toast) => toast.message);
  return { actor, clock, messages };
}

describe('toastsMachine: a queue of toasts (spec §2.9 "Toasts appear top-right")', () => {
  it('starts empty and stacks toasts oldest first', () => {
    const { actor, messages } = start();
    expect(messages()).toEqual([]);
    actor.send({ type: 'SHOW', message: 'Saved', tone: 'success' });
    actor.send({ type: 'SHOW', message: 'Something went wrong', tone: 'error' });
    expect(messages()).toEqual(['Saved', 'Something went wrong']);
  });

  it('gives each toast its own id and an info tone by default', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', message: 'One' });
    actor.send({ type: 'SHOW', message: 'Two' });
    const [first, second] = actor.getSnapshot().context.toasts;
    expect(first?.tone).toBe('info');
    expect(first?.id).not.toBe(second?.id);
  });
});

describe('toastsMachine: auto-close (spec §9 "Toast auto-close 5000 ms")', () => {
  it('closes a toast 5000 ms after it appeared, not before', () => {
    const { actor, clock, messages } = start();
    actor.send({ type: 'SHOW', message: 'Saved' });
    clock.increment(TIMINGS.toastAutoCloseMs - 1);
    expect(messages()).toEqual(['Saved']);
    clock.increment(1);
    expect(messages()).toEqual([]);
  });

  it('times each toast from its own appearance', () => {
    const { actor, clock, messages } = start();
    actor.send({ type: 'SHOW', message: 'First' });
    clock.increment(2000);
    actor.send({ type: 'SHOW', message: 'Second' });
    clock.increment(TIMINGS.toastAutoCloseMs - 2000);
    expect(messages()).toEqual(['Second']);
    clock.increment(2000);
    expect(messages()).toEqual([]);
  });
});

describe('toastsMachine: dismissing early (spec §2.9, §9)', () => {
  it('removes only the dismissed toast', () => {
    const { actor, messages } = start();
    actor.send({ type: 'SHOW', message: 'First' });
    actor.send({ type: 'SHOW', message: 'Second' });
    const first = actor.getSnapshot().context.toasts[0];
    actor.send({ type: 'DISMISS', id: first?.id ?? '' });
    expect(messages()).toEqual(['Second']);
  });

  it("cancels the dismissed toast's timer, so no stray close fires later", () => {
    const clock = new SimulatedClock();
    const dismissals: unknown[] = [];
    const actor = createActor(toastsMachine, {
      clock,
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type === 'DISMISS') {
          dismissals.push(inspection.event);
        }
      },
    }).start();
    actor.send({ type: 'SHOW', message: 'First' });
    const first = actor.getSnapshot().context.toasts[0];
    actor.send({ type: 'DISMISS', id: first?.id ?? '' });
    clock.increment(TIMINGS.toastAutoCloseMs * 2);
    expect(dismissals).toHaveLength(1);
  });

  it('ignores an unknown id', () => {
    const { actor, messages } = start();
    actor.send({ type: 'SHOW', message: 'Saved' });
    actor.send({ type: 'DISMISS', id: 'nope' });
    expect(messages()).toEqual(['Saved']);
  });
});
