import {
  type CurrencyChoiceInput,
  type ExchangeRates,
  flightCheckoutCurrencyReload,
  MESSAGES,
  type MultiCurrencyState,
  resolveCurrency,
  shouldClearStoredCurrency,
} from '@wl/core';
import { assign, emit, setup } from 'xstate';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** Spec §3 "selectedCurrency (with a currency field)": any country/currency entry will do. */
export type SelectedCurrency = MultiCurrencyState['selectedCurrency'];

export interface CurrencyInput extends CurrencyChoiceInput {
  /** Where the page is, for the home-path and flight-checkout rules of spec §4. */
  pathname: string;
  search: string;
}

/** The multi-currency state of spec §3, which the host also shares with remotes as it is. */
export interface CurrencyContext extends MultiCurrencyState {
  pathname: string;
  search: string;
}

export type CurrencyEvent =
  | { type: 'CHOOSE'; selected: SelectedCurrency }
  | { type: 'LOCATION'; pathname: string; search: string }
  | { type: 'REFRESH_RATES' };

export type CurrencyEmitted =
  | { type: 'currency.updated'; selectedCurrency: SelectedCurrency }
  | { type: 'page.reload'; href: string }
  /** Spec §8 lists the exchange-rates failure as a message: the page shows it as a toast. */
  | { type: 'message'; message: string; tone: 'error' };

const currencySetup = setup({
  types: {
    input: {} as CurrencyInput,
    context: {} as CurrencyContext,
    events: {} as CurrencyEvent,
    emitted: {} as CurrencyEmitted,
  },
  actors: {
    fetchExchangeRates: unprovided<ExchangeRates>('fetchExchangeRates'),
  },
  actions: {
    /** Injected: keeps the choice in local storage (spec §4). */
    persistCurrency: (_, _params: { currency: string }) => {},
    /** Injected: forgets the stored choice. */
    clearStoredCurrency: () => {},
  },
});

/** Spec §4: the stored choice is cleared when on the home path. */
const clearStoredChoiceOnHome = currencySetup.enqueueActions(({ context, enqueue }) => {
  if (shouldClearStoredCurrency(context.pathname)) enqueue('clearStoredCurrency');
});

/** Spec §4: choosing broadcasts an update event (remotes convert their amounts on it). */
const broadcastUpdate = currencySetup.emit(({ context }) => ({
  type: 'currency.updated',
  selectedCurrency: context.selectedCurrency,
}));

/** Spec §4: on the flight checkout path the page reloads with the parameter renamed curr. */
const reloadOnFlightCheckout = currencySetup.enqueueActions(({ context, enqueue }) => {
  const { pathname, search, selectedCurrency } = context;
  const href = flightCheckoutCurrencyReload(pathname, search, selectedCurrency.currency);
  if (href) enqueue.emit({ type: 'page.reload', href });
});

export const currencyMachine = currencySetup.createMachine({
  id: 'currency',
  context: ({ input }) => ({
    // A choice stored before landing on home is about to be cleared, so it must not win here.
    selectedCurrency: {
      currency: resolveCurrency({
        ...input,
        storedCurrency: shouldClearStoredCurrency(input.pathname) ? null : input.storedCurrency,
      }),
    },
    exchangeRates: null,
    isLoading: false,
    error: null,
    pathname: input.pathname,
    search: input.search,
  }),
  entry: clearStoredChoiceOnHome,
  on: {
    CHOOSE: {
      actions: [
        { type: 'persistCurrency', params: ({ event }) => ({ currency: event.selected.currency }) },
        assign({ selectedCurrency: ({ event }) => event.selected }),
        broadcastUpdate,
        reloadOnFlightCheckout,
      ],
    },
    LOCATION: {
      actions: [
        assign({ pathname: ({ event }) => event.pathname, search: ({ event }) => event.search }),
        clearStoredChoiceOnHome,
      ],
    },
  },
  initial: 'loadingRates',
  states: {
    loadingRates: {
      entry: assign({ isLoading: true, error: null }),
      invoke: {
        src: 'fetchExchangeRates',
        onDone: {
          target: 'ready',
          actions: assign({ exchangeRates: ({ event }) => event.output, isLoading: false }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) => failureMessage(event.error, MESSAGES.exchangeRatesFailed),
              isLoading: false,
            }),
            emit(({ context }) => ({
              type: 'message' as const,
              message: context.error ?? MESSAGES.exchangeRatesFailed,
              tone: 'error' as const,
            })),
          ],
        },
      },
    },
    ready: { on: { REFRESH_RATES: 'loadingRates' } },
    failed: { on: { REFRESH_RATES: 'loadingRates' } },
  },
});
