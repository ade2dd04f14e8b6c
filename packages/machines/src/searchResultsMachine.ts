import { MESSAGES } from '@wl/core';
import { assign, setup } from 'xstate';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** A results page's search (issue 15): the query comes from the URL, the list from the API. */
export interface SearchResultsContext<Item = unknown> {
  items: Item[];
  error: string | null;
}

/**
 * The results of one search. Like a deal list (spec §4, §8): while loading the list is empty (the
 * page shows skeletons); a failure empties it and keeps the server's message or 'something went
 * wrong'; RETRY searches again. A new query is a new page, so a new actor.
 */
export const searchResultsMachine = setup({
  types: {
    context: {} as SearchResultsContext,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    /** Receives xstate's `signal`, aborted when the page goes away. */
    fetchResults: unprovided<unknown[]>('fetchResults'),
  },
}).createMachine({
  id: 'searchResults',
  context: { items: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ items: [], error: null }),
      invoke: {
        src: 'fetchResults',
        onDone: { target: 'loaded', actions: assign({ items: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            items: [],
            error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
          }),
        },
      },
    },
    loaded: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
