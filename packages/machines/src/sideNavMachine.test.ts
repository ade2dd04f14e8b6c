import { TIMINGS } from '@wl/core';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { replay, withDelayedEvents } from '../test/helpers.ts';
import { type SideNavEvent, sideNavMachine } from './sideNavMachine.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(sideNavMachine, { clock }).start();
  return { actor, clock };
}

describe('sideNavMachine: collapsed by default and toggles (spec §2.8, §4 side navigation)', () => {
  it('starts collapsed, narrow and with the page free to scroll', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('collapsed')).toBe(true);
    expect(snapshot.hasTag('expanded')).toBe(false);
    expect(snapshot.hasTag('scrollLocked')).toBe(false);
  });

  it('opens and closes on TOGGLE', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('collapsed')).toBe(true);
  });
});

describe('sideNavMachine: click outside (spec §4 "closes on a click outside it, except on the burger toggle")', () => {
  it('closes on a click outside', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLICK_OUTSIDE', onToggle: false });
    expect(actor.getSnapshot().matches('collapsed')).toBe(true);
  });

  it('stays open when the click is on the burger toggle', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLICK_OUTSIDE', onToggle: true });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('a click on the burger toggle followed by its TOGGLE closes it once, not twice', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLICK_OUTSIDE', onToggle: true });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('collapsed')).toBe(true);
  });
});

describe('sideNavMachine: scroll lock (spec §4 "page scroll is locked while it is open")', () => {
  it('locks scrolling exactly while open', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().hasTag('scrollLocked')).toBe(true);
    expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
    actor.send({ type: 'CLICK_OUTSIDE', onToggle: false });
    expect(actor.getSnapshot().hasTag('scrollLocked')).toBe(false);
  });

  it('does not lock scrolling for a hover expansion', () => {
    const { actor, clock } = start();
    actor.send({ type: 'POINTER_ENTER' });
    clock.increment(TIMINGS.sideNavHoverExpandDelayMs);
    expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
    expect(actor.getSnapshot().hasTag('scrollLocked')).toBe(false);
  });
});

describe('sideNavMachine: hover expand delay (spec §4, §9 "hover expand has a 100 ms delay")', () => {
  it('expands only once the pointer has stayed 100 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'POINTER_ENTER' });
    clock.increment(TIMINGS.sideNavHoverExpandDelayMs - 1);
    expect(actor.getSnapshot().hasTag('expanded')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ collapsed: 'hoverExpanded' })).toBe(true);
    expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
  });

  it('leaving before 100 ms cancels the expansion', () => {
    const { actor, clock } = start();
    actor.send({ type: 'POINTER_ENTER' });
    clock.increment(TIMINGS.sideNavHoverExpandDelayMs - 1);
    actor.send({ type: 'POINTER_LEAVE' });
    clock.increment(TIMINGS.sideNavHoverExpandDelayMs * 10);
    expect(actor.getSnapshot().matches({ collapsed: 'resting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('expanded')).toBe(false);
  });

  it('narrows again when the pointer leaves after expanding', () => {
    const { actor, clock } = start();
    actor.send({ type: 'POINTER_ENTER' });
    clock.increment(TIMINGS.sideNavHoverExpandDelayMs);
    actor.send({ type: 'POINTER_LEAVE' });
    expect(actor.getSnapshot().hasTag('expanded')).toBe(false);
  });

  it('a hover timer does not fire after the navigation was toggled open and closed', () => {
    const { actor, clock } = start();
    actor.send({ type: 'POINTER_ENTER' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    clock.increment(TIMINGS.sideNavHoverExpandDelayMs);
    expect(actor.getSnapshot().matches({ collapsed: 'resting' })).toBe(true);
  });
});

describe('sideNavMachine: every state is reachable (spec §4 side navigation, @xstate/graph)', () => {
  const paths = getShortestPaths(sideNavMachine, {
    events: withDelayedEvents<SideNavEvent>([
      { type: 'TOGGLE' },
      { type: 'CLICK_OUTSIDE', onToggle: false },
      { type: 'CLICK_OUTSIDE', onToggle: true },
      { type: 'POINTER_ENTER' },
      { type: 'POINTER_LEAVE' },
    ]),
  });
  const reached = paths.map((path) => JSON.stringify(path.state.value));

  it('reaches every leaf state of the machine', () => {
    expect(new Set(reached)).toEqual(
      new Set([
        JSON.stringify({ collapsed: 'resting' }),
        JSON.stringify({ collapsed: 'hoverPending' }),
        JSON.stringify({ collapsed: 'hoverExpanded' }),
        JSON.stringify('open'),
      ]),
    );
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'replaying the shortest path to %s on a live actor ends there',
    (_, path) => {
      const { actor, clock } = start();
      replay(actor, clock, path.steps, { hoverExpandDelay: TIMINGS.sideNavHoverExpandDelayMs });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
