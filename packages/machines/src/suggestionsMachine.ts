import { MESSAGES, serverMessageOr } from '@wl/core';
import { assign, setup } from 'xstate';
import { failureMessage, isCanceled, serverBody } from './failure.ts';
import { unprovided } from './unprovided.ts';

/**
 * The searches that follow what a visitor types (spec §4 suggestion searches), plus the resort
 * deals search, which behaves the same way with its own failure message.
 */
export type SuggestionSource = 'hotel' | 'airport' | 'activity' | 'car' | 'resort' | 'resortDeals';

/** Shapes differ per source and are only partly known (spec §3); views narrow them. */
export type Suggestion = unknown;

/** The caller maps each answer of spec §7 (locationSuggestions, locations, data) to `items`. */
export interface SuggestionsResult {
  items: Suggestion[];
  /** Spec §3 allData flag of hotel, activity and car answers. */
  allData?: boolean;
}

/** Spec §7 POST /properties/deals?currency={code} with lat, lon in the body. */
export interface ResortDealsQuery {
  currency: string;
  lat: number;
  lon: number;
}

/** Suggestions go by the text as typed (spec §5: no local bound); resort deals by place. */
export type SuggestionsQuery = { text: string } | ResortDealsQuery;

export interface SuggestionsRequest {
  source: SuggestionSource;
  query: SuggestionsQuery;
}

export interface SuggestionsInput {
  source: SuggestionSource;
}

export interface SuggestionsContext {
  source: SuggestionSource;
  query: SuggestionsQuery | null;
  items: Suggestion[];
  allData: boolean;
  error: string | null;
}

export type SuggestionsEvent =
  | { type: 'SEARCH'; query: SuggestionsQuery }
  /** A keystroke in a suggestion field: searched once the visitor pauses (`typingPause`). */
  | { type: 'TYPE'; text: string }
  | { type: 'CLEAR' };

/**
 * Ours: a field searches once typing pauses for this long, so a word typed quickly is one call,
 * not one per letter. The text is still sent exactly as typed (spec §5).
 */
export const TYPING_PAUSE_MS = 250;

/**
 * Spec §8: suggestions show the server's `error` field or 'Failed to fetch suggestions'. Resort
 * deals are a deal load ("Deal ... load fails"), so they keep the server message or the deal
 * default.
 */
function failureOf(source: SuggestionSource, reason: unknown): string {
  if (source === 'resortDeals') return failureMessage(reason, MESSAGES.loadFailedDefault);
  const body = serverBody(reason);
  const field =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : body;
  return serverMessageOr(field, MESSAGES.suggestionsFailed);
}

export const suggestionsMachine = setup({
  types: {
    input: {} as SuggestionsInput,
    context: {} as SuggestionsContext,
    events: {} as SuggestionsEvent,
  },
  actors: {
    /**
     * Receives xstate's `signal`, aborted when a newer search replaces this one, so the caller
     * can cancel the request itself and not only its answer.
     */
    fetchSuggestions: unprovided<SuggestionsResult, SuggestionsRequest>('fetchSuggestions'),
  },
  guards: {
    isCanceled: (_, params: { error: unknown }) => isCanceled(params.error),
  },
  delays: {
    typingPause: TYPING_PAUSE_MS,
  },
}).createMachine({
  id: 'suggestions',
  context: ({ input }) => ({
    source: input.source,
    query: null,
    items: [],
    allData: false,
    error: null,
  }),
  initial: 'idle',
  on: {
    SEARCH: {
      // Re-entering stops the in-flight search: typing again cancels it (spec §4).
      target: '.loading',
      actions: assign({ query: ({ event }) => event.query }),
    },
    TYPE: {
      // Re-entering restarts the pause; the list already shown stays until the search starts.
      target: '.typing',
      actions: assign({ query: ({ event }) => ({ text: event.text }) }),
    },
    CLEAR: {
      target: '.idle',
      actions: assign({ query: null, items: [], allData: false, error: null }),
    },
  },
  states: {
    idle: {},
    typing: {
      after: { typingPause: 'loading' },
    },
    loading: {
      tags: ['loading'],
      entry: assign({ items: [], allData: false, error: null }),
      invoke: {
        src: 'fetchSuggestions',
        // Only SEARCH enters loading, and it sets the query first.
        input: ({ context }) => ({
          source: context.source,
          query: context.query as SuggestionsQuery,
        }),
        onDone: {
          target: 'loaded',
          actions: assign({
            items: ({ event }) => event.output.items,
            allData: ({ event }) => event.output.allData ?? false,
          }),
        },
        onError: [
          // A cancelled request leaves the loading state alone (spec §4, §8).
          { guard: { type: 'isCanceled', params: ({ event }) => ({ error: event.error }) } },
          {
            target: 'failed',
            actions: assign({
              items: [],
              error: ({ context, event }) => failureOf(context.source, event.error),
            }),
          },
        ],
      },
    },
    loaded: {},
    failed: {},
  },
});
