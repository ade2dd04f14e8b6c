import { type DealListService, type DealSearchContext, dealListServices } from '@wl/core';
import { type ActorRefFrom, setup } from 'xstate';
import { dealQueryFor, dealsMachine } from './dealsMachine.ts';

/** The home page's place and day, and the agency whose offered services decide the lists. */
export interface HomeDealsInput extends DealSearchContext {
  agency: DealSearchContext['agency'] & Parameters<typeof dealListServices>[0];
}

export interface HomeDealsContext {
  /** One deals actor per deal list the agency offers (core `dealListServices`), no other. */
  lists: Partial<Record<DealListService, ActorRefFrom<typeof dealsMachine>>>;
}

/**
 * The Exclusive Deals lists of the home page (spec §2.3, §4, §7): a deals actor, and so a deal
 * search, for each service the agency offers, none for the others. `dealList` is the deals
 * machine with its search provided.
 */
export const homeDealsMachine = setup({
  types: {
    input: {} as HomeDealsInput,
    context: {} as HomeDealsContext,
  },
  actors: { dealList: dealsMachine },
}).createMachine({
  id: 'homeDeals',
  context: ({ input, spawn }) => ({
    lists: Object.fromEntries(
      dealListServices(input.agency).map((service) => [
        service,
        spawn('dealList', { id: service, input: dealQueryFor(service, input) }),
      ]),
    ),
  }),
});
