import {
  type Agency,
  type CountryCurrency,
  isAgencyInactive,
  type Language,
  MESSAGES,
} from '@wl/core';
import { assign, setup } from 'xstate';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** The lists loaded once the agency is known (spec §4 app start, §7). */
export type AppStartList = 'currencies' | 'countries' | 'languages';

export interface AppStartContext {
  agency: Agency | null;
  /** Spec §7 /api/admin/country/enableCurrencies. */
  enabledCurrencies: CountryCurrency[];
  /** Spec §7 /api/admin/country/enable. */
  enabledCountries: CountryCurrency[];
  /** Spec §7 /api/agency/languages. */
  languages: Language[];
  /** The blocking message of spec §2.9 / §8 when the site cannot open. */
  message: string | null;
  /** Spec §8: a failed list keeps the server message or 'something went wrong'. */
  listErrors: Partial<Record<AppStartList, string>>;
}

export type AppStartEvent = { type: 'RETRY' };

/**
 * App start (spec §4, §2.9): the agency decides whether the site opens at all; the lists that
 * follow only enrich it, so their failures never block the site (spec §8).
 */
export const appStartMachine = setup({
  types: {
    context: {} as AppStartContext,
    events: {} as AppStartEvent,
  },
  actors: {
    /** Resolves null when the platform has no agency for this site (spec §2.9 'Agency not found!'). */
    loadAgency: unprovided<Agency | null>('loadAgency'),
    loadEnabledCurrencies: unprovided<CountryCurrency[]>('loadEnabledCurrencies'),
    loadEnabledCountries: unprovided<CountryCurrency[]>('loadEnabledCountries'),
    loadLanguages: unprovided<Language[]>('loadLanguages'),
  },
  guards: {
    isAgencyMissing: (_, agency: Agency | null) => agency === null,
    isAgencyInactive: (_, agency: Agency | null) => agency !== null && isAgencyInactive(agency),
  },
}).createMachine({
  id: 'appStart',
  context: {
    agency: null,
    enabledCurrencies: [],
    enabledCountries: [],
    languages: [],
    message: null,
    listErrors: {},
  },
  initial: 'loadingAgency',
  states: {
    loadingAgency: {
      tags: ['spinner'],
      entry: assign({ message: null }),
      invoke: {
        src: 'loadAgency',
        onDone: [
          {
            guard: { type: 'isAgencyMissing', params: ({ event }) => event.output },
            target: 'notFound',
          },
          {
            guard: { type: 'isAgencyInactive', params: ({ event }) => event.output },
            target: 'inactive',
            actions: assign({ agency: ({ event }) => event.output }),
          },
          { target: 'loaded', actions: assign({ agency: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    notFound: {
      entry: assign({ message: MESSAGES.agencyNotFound }),
    },
    inactive: {
      tags: ['blocking'],
      entry: assign({ message: MESSAGES.agencyInactive }),
    },
    failed: {
      entry: assign({ message: MESSAGES.uncaughtError }),
      on: { RETRY: 'loadingAgency' },
    },
    loaded: {
      type: 'parallel',
      states: {
        currencies: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadEnabledCurrencies',
                onDone: {
                  target: 'ready',
                  actions: assign({ enabledCurrencies: ({ event }) => event.output }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({
                    enabledCurrencies: [],
                    listErrors: ({ context, event }) => ({
                      ...context.listErrors,
                      currencies: failureMessage(event.error, MESSAGES.loadFailedDefault),
                    }),
                  }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
        countries: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadEnabledCountries',
                onDone: {
                  target: 'ready',
                  actions: assign({ enabledCountries: ({ event }) => event.output }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({
                    enabledCountries: [],
                    listErrors: ({ context, event }) => ({
                      ...context.listErrors,
                      countries: failureMessage(event.error, MESSAGES.loadFailedDefault),
                    }),
                  }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
        languages: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadLanguages',
                onDone: {
                  target: 'ready',
                  actions: assign({ languages: ({ event }) => event.output }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({
                    languages: [],
                    listErrors: ({ context, event }) => ({
                      ...context.listErrors,
                      languages: failureMessage(event.error, MESSAGES.loadFailedDefault),
                    }),
                  }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
      },
    },
  },
});
