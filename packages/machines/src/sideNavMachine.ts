import { TIMINGS } from '@wl/core';
import { setup } from 'xstate';

export type SideNavEvent =
  | { type: 'TOGGLE' }
  /** `onToggle`: the click landed on the burger toggle, which sends its own TOGGLE. */
  | { type: 'CLICK_OUTSIDE'; onToggle: boolean }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' };

/**
 * Tags the view reads: `expanded` (full width, labels shown) and `scrollLocked` (the page behind
 * must not scroll). The machine never touches the DOM itself.
 */
export type SideNavTag = 'expanded' | 'scrollLocked';

/**
 * Side navigation (spec §2.8, §4): collapsed by default; TOGGLE opens and closes it; while
 * collapsed, hovering for 100 ms widens it until the pointer leaves.
 */
export const sideNavMachine = setup({
  types: {
    events: {} as SideNavEvent,
    tags: {} as SideNavTag,
  },
  guards: {
    // Closing here as well would race the toggle's own TOGGLE and reopen the navigation at once.
    isAwayFromToggle: ({ event }) => event.type === 'CLICK_OUTSIDE' && !event.onToggle,
  },
  delays: {
    hoverExpandDelay: TIMINGS.sideNavHoverExpandDelayMs,
  },
}).createMachine({
  id: 'sideNav',
  initial: 'collapsed',
  states: {
    collapsed: {
      initial: 'resting',
      on: { TOGGLE: 'open' },
      states: {
        resting: { on: { POINTER_ENTER: 'hoverPending' } },
        hoverPending: {
          after: { hoverExpandDelay: 'hoverExpanded' },
          on: { POINTER_LEAVE: 'resting' },
        },
        hoverExpanded: {
          tags: ['expanded'],
          on: { POINTER_LEAVE: 'resting' },
        },
      },
    },
    open: {
      tags: ['expanded', 'scrollLocked'],
      on: {
        TOGGLE: 'collapsed',
        CLICK_OUTSIDE: { guard: 'isAwayFromToggle', target: 'collapsed' },
      },
    },
  },
});
