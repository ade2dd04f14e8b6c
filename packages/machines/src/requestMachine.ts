import { MESSAGES } from '@wl/core';
import { assign, setup } from 'xstate';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

/**
 * One call whose answer a page shows (hotel results, a hotel's rooms, My Trips; issue 15): a
 * skeleton while loading, the answer, or the failure with the server's message or spec §8's
 * 'something went wrong' and a retry. A new LOAD (the query changed) stops the call it replaces,
 * so a superseded answer never lands.
 *
 * The query and the answer are the page's business: the machine only carries them (`unknown`
 * here; the page that provides `request` knows their types).
 */
export interface RequestContext {
  input: unknown;
  data: unknown;
  error: string | null;
}

export type RequestEvent = { type: 'LOAD'; input: unknown } | { type: 'RETRY' };

export const requestMachine = setup({
  types: {
    input: {} as unknown,
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  actors: {
    /** Injected: the call (fromPromise hands it a signal that aborts when a LOAD replaces it). */
    request: unprovided<unknown, unknown>('request'),
  },
}).createMachine({
  id: 'request',
  context: ({ input }) => ({ input, data: null, error: null }),
  initial: 'loading',
  on: {
    LOAD: {
      target: '.loading',
      reenter: true,
      actions: assign({ input: ({ event }) => event.input }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ data: null, error: null }),
      invoke: {
        src: 'request',
        input: ({ context }: { context: RequestContext }) => context.input,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
          }),
        },
      },
    },
    loaded: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
