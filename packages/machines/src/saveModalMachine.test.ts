import { TIMINGS } from '@wl/core';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { replay, withDelayedEvents } from '../test/helpers.ts';
import { type SaveModalEvent, type SaveModalInput, saveModalMachine } from './saveModalMachine.ts';

const visitor: SaveModalInput = { signedIn: false, displaySavingPopup: undefined };

function start(input: SaveModalInput = visitor) {
  const clock = new SimulatedClock();
  const storeDismissal = vi.fn();
  const machine = saveModalMachine.provide({ actions: { storeDismissal } });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, storeDismissal };
}

describe('saveModalMachine: opens 5 s after landing on home (spec §4 save-price modal, §9 5000 ms)', () => {
  it('stays closed for 4999 ms and opens at 5000 ms', () => {
    const { actor, clock } = start();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(TIMINGS.saveModalDelayMs - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('opens for a visitor whose stored displaySavingPopup is true or absent', () => {
    for (const displaySavingPopup of [true, null, undefined]) {
      const { actor, clock } = start({ signedIn: false, displaySavingPopup });
      clock.increment(TIMINGS.saveModalDelayMs);
      expect(actor.getSnapshot().value).toBe('open');
    }
  });
});

describe('saveModalMachine: opens when the deals scroll past the middle (spec §4)', () => {
  it('opens at once, before the timer', () => {
    const { actor } = start();
    actor.send({ type: 'DEALS_PAST_MIDDLE' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('does not open twice when the timer fires after the scroll opened it', () => {
    const { actor, clock, storeDismissal } = start();
    actor.send({ type: 'DEALS_PAST_MIDDLE' });
    actor.send({ type: 'CLOSE' });
    clock.increment(TIMINGS.saveModalDelayMs);
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(storeDismissal).toHaveBeenCalledTimes(1);
  });
});

describe('saveModalMachine: only for visitors who have not closed it (spec §4 "when not signed in", displaySavingPopup)', () => {
  it('never opens for a signed-in user', () => {
    const { actor, clock } = start({ signedIn: true, displaySavingPopup: undefined });
    actor.send({ type: 'DEALS_PAST_MIDDLE' });
    clock.increment(TIMINGS.saveModalDelayMs * 2);
    expect(actor.getSnapshot().value).toBe('suppressed');
  });

  it('never opens when displaySavingPopup is stored as false', () => {
    const { actor, clock } = start({ signedIn: false, displaySavingPopup: false });
    actor.send({ type: 'DEALS_PAST_MIDDLE' });
    clock.increment(TIMINGS.saveModalDelayMs * 2);
    expect(actor.getSnapshot().value).toBe('suppressed');
  });

  it('does not open after the visitor signs in during the wait', () => {
    const { actor, clock } = start();
    actor.send({ type: 'SIGNED_IN' });
    clock.increment(TIMINGS.saveModalDelayMs);
    expect(actor.getSnapshot().value).toBe('suppressed');
  });

  it('closes without storing a dismissal when the visitor signs in from it', () => {
    const { actor, storeDismissal } = start();
    actor.send({ type: 'DEALS_PAST_MIDDLE' });
    actor.send({ type: 'SIGNED_IN' });
    expect(actor.getSnapshot().value).toBe('suppressed');
    expect(storeDismissal).not.toHaveBeenCalled();
  });
});

describe('saveModalMachine: closing (spec §4 "Closing it stores displaySavingPopup as false")', () => {
  it('stores the dismissal through the injected action', () => {
    const { actor, clock, storeDismissal } = start();
    clock.increment(TIMINGS.saveModalDelayMs);
    actor.send({ type: 'CLOSE' });
    expect(storeDismissal).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('dismissed');
  });

  it('never reopens once closed', () => {
    const { actor, clock } = start();
    actor.send({ type: 'DEALS_PAST_MIDDLE' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'DEALS_PAST_MIDDLE' });
    clock.increment(TIMINGS.saveModalDelayMs * 3);
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores CLOSE while it is not open', () => {
    const { actor, storeDismissal } = start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(storeDismissal).not.toHaveBeenCalled();
  });
});

describe('saveModalMachine: every state is reachable (spec §4 save-price modal, @xstate/graph)', () => {
  const events = withDelayedEvents<SaveModalEvent>([
    { type: 'DEALS_PAST_MIDDLE' },
    { type: 'CLOSE' },
    { type: 'SIGNED_IN' },
  ]);
  const paths = getShortestPaths(saveModalMachine, { input: visitor, events });
  const reached = new Set(paths.map((path) => path.state.value));

  it('reaches waiting, open, dismissed and suppressed from a visitor landing on home', () => {
    expect(reached).toEqual(new Set(['waiting', 'open', 'dismissed', 'suppressed']));
  });

  it('reaches only suppressed for a signed-in user', () => {
    const signedIn = getShortestPaths(saveModalMachine, {
      input: { signedIn: true, displaySavingPopup: undefined },
      events,
    });
    expect(signedIn.map((path) => path.state.value)).toEqual(['suppressed']);
  });

  it.each(paths.map((path) => [String(path.state.value), path] as const))(
    'replaying the shortest path to %s on a live actor ends there',
    (_, path) => {
      const { actor, clock } = start();
      replay(actor, clock, path.steps, { saveModalDelay: TIMINGS.saveModalDelayMs });
      expect(actor.getSnapshot().value).toBe(path.state.value);
    },
  );
});
