import {
  type ActivityDeal,
  type ActivityDealSearch,
  activityDealSearch,
  type CarDeal,
  type CarDealSearch,
  carDealSearch,
  type DealListService,
  type DealSearchContext,
  type HotelDeal,
  type HotelDealSearch,
  hotelDealSearch,
  MESSAGES,
} from '@wl/core';
import { assign, setup } from 'xstate';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** The home deal lists (spec §2.3, §4): one actor per service of core's DealListService. */
export type DealQuery =
  | { service: 'hotel'; search: HotelDealSearch }
  | { service: 'activity'; search: ActivityDealSearch }
  | { service: 'car'; search: CarDealSearch };

/** The spec §7 search payload of a service, as core builds it for a place and a day. */
export function dealQueryFor(service: DealListService, context: DealSearchContext): DealQuery {
  switch (service) {
    case 'hotel':
      return { service, search: hotelDealSearch(context) };
    case 'activity':
      return { service, search: activityDealSearch(context) };
    case 'car':
      return { service, search: carDealSearch(context) };
  }
}
export type Deal = HotelDeal | ActivityDeal | CarDeal;

/** Spec §7: deal searches answer with the list in a field named `response`. */
export interface DealListResponse {
  response: Deal[];
}

export type DealsInput = DealQuery;

export interface DealsContext {
  query: DealQuery;
  deals: Deal[];
  /** Spec §8: the server message or 'something went wrong'. */
  error: string | null;
}

/** A new search of the same service, e.g. after a currency change. */
export type DealsEvent = { type: 'SEARCH'; search: DealQuery['search'] };

export const dealsMachine = setup({
  types: {
    input: {} as DealsInput,
    context: {} as DealsContext,
    events: {} as DealsEvent,
  },
  actors: {
    searchDeals: unprovided<DealListResponse, DealQuery>('searchDeals'),
  },
}).createMachine({
  id: 'deals',
  context: ({ input }) => ({ query: input, deals: [], error: null }),
  initial: 'loading',
  on: {
    SEARCH: {
      // Re-entering stops the running search, so a late answer to a superseded one is dropped.
      target: '.loading',
      actions: assign({
        query: ({ context, event }) => ({ ...context.query, search: event.search }) as DealQuery,
      }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ deals: [], error: null }),
      invoke: {
        src: 'searchDeals',
        input: ({ context }) => context.query,
        onDone: {
          target: 'loaded',
          actions: assign({ deals: ({ event }) => event.output.response }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            deals: [],
            error: ({ event }) => failureMessage(event.error, MESSAGES.loadFailedDefault),
          }),
        },
      },
    },
    /** An empty list here shows the service banner with its Book Now link (spec §2.3). */
    loaded: {},
    failed: {},
  },
});
