import { MESSAGES } from '@wl/core';
import { assign, emit, setup } from 'xstate';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

export interface AccountDataContext {
  /** What the load (or the last save) answered; null until the first load succeeds. */
  data: unknown;
  /** Spec §8: the server's message, or 'Something went wrong'. Null while nothing failed. */
  error: string | null;
}

export type AccountDataEvent =
  /** Load again after a failure. */
  | { type: 'RETRY' }
  /** Save this value (a form's parsed fields). */
  | { type: 'SAVE'; value: unknown }
  /** The form was edited after a save: the saved or failed note goes away. */
  | { type: 'EDIT' };

/** After a save, the host may need to tell the rest of the page (a new name for the header). */
export type AccountDataEmitted = { type: 'saved'; data: unknown };

/**
 * A page of the traveller's or the agents' area (issue 16): it loads its data from the API, then
 * optionally saves changes to it. A read-only page never sends SAVE. A 401 never reaches here
 * as a state: the API client sends the visitor through /logout first (spec §4, §8).
 */
export const accountDataMachine = setup({
  types: {
    context: {} as AccountDataContext,
    events: {} as AccountDataEvent,
    emitted: {} as AccountDataEmitted,
  },
  actors: {
    /** Injected: the page's read call. */
    load: unprovided<unknown>('load'),
    /** Injected: the page's write call; resolves with the data as saved. */
    save: unprovided<unknown, unknown>('save'),
  },
}).createMachine({
  id: 'accountData',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.genericFallback),
          }),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'editing',
      on: { SAVE: '.saving' },
      states: {
        editing: {},
        saving: {
          tags: ['busy'],
          entry: assign({ error: null }),
          // No SAVE while saving: a second press is ignored, not queued.
          on: { SAVE: {} },
          invoke: {
            src: 'save',
            // Entered only by SAVE, so the event carries the value to save.
            input: ({ event }: { event: AccountDataEvent }) =>
              event.type === 'SAVE' ? event.value : undefined,
            onDone: {
              target: 'saved',
              actions: [
                assign({ data: ({ event }) => event.output }),
                emit(({ event }) => ({ type: 'saved' as const, data: event.output })),
              ],
            },
            onError: {
              target: 'saveFailed',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, MESSAGES.genericFallback),
              }),
            },
          },
        },
        saved: { on: { EDIT: 'editing' } },
        saveFailed: { on: { EDIT: 'editing' } },
      },
    },
  },
});
