import { TIMINGS } from '@wl/core';
import { setup } from 'xstate';

/** Started when a visitor lands on the home page (spec §4 save-price modal). */
export interface SaveModalInput {
  signedIn: boolean;
  /** The stored displaySavingPopup flag; only an explicit false keeps the modal away. */
  displaySavingPopup: boolean | null | undefined;
}

export interface SaveModalContext {
  signedIn: boolean;
  displaySavingPopup: boolean | null | undefined;
}

export type SaveModalEvent =
  /** The deals section scrolled past the middle of the screen. */
  { type: 'DEALS_PAST_MIDDLE' } | { type: 'CLOSE' } | { type: 'SIGNED_IN' };

/**
 * Spec §4 / §9: the save-prices sign-in modal opens 5 s after landing on home, or sooner when
 * the deals scroll into the middle of the screen, for visitors who have not closed it before.
 */
export const saveModalMachine = setup({
  types: {
    input: {} as SaveModalInput,
    context: {} as SaveModalContext,
    events: {} as SaveModalEvent,
  },
  actions: {
    /** Injected: stores displaySavingPopup = false so the modal never comes back. */
    storeDismissal: () => {},
  },
  guards: {
    mayOpen: ({ context }) => !context.signedIn && context.displaySavingPopup !== false,
  },
  delays: {
    saveModalDelay: TIMINGS.saveModalDelayMs,
  },
}).createMachine({
  id: 'saveModal',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'mayOpen', target: 'waiting' }, { target: 'suppressed' }],
    },
    waiting: {
      after: { saveModalDelay: 'open' },
      on: { DEALS_PAST_MIDDLE: 'open', SIGNED_IN: 'suppressed' },
    },
    open: {
      on: {
        CLOSE: { target: 'dismissed', actions: 'storeDismissal' },
        // Signing in is what the modal asks for; it has done its job, nothing to store.
        SIGNED_IN: 'suppressed',
      },
    },
    /** Final: once closed the modal never reopens on this page. */
    dismissed: { type: 'final' },
    suppressed: { type: 'final' },
  },
});
