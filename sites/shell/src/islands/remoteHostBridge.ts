// Wires the page state (pageState.ts actors) to the host side of the spec §4 remote protocol
// (@wl/remote-host): what a mounted remote sees follows the header's currency and language, a
// sign-in and a sign-out without a reload, and what a remote reports reaches the page state.
// Kept apart from pageState.ts on purpose: the page state knows nothing about remotes.
import type { CountryCurrency } from '@wl/core';
import type { CurrencyContext } from '@wl/machines';
import { createRemoteHost, type RemoteHost } from '@wl/remote-host';
import type { PageData } from '../lib/pageData.ts';
import { islandPage } from './islandPage.ts';
import { type PageState, pageState } from './pageState.ts';

/** The multi-currency state of spec §3 as remotes get it (the machine's own fields left out). */
function multicurrencyOf({ exchangeRates, selectedCurrency, isLoading, error }: CurrencyContext) {
  return { exchangeRates, selectedCurrency, isLoading, error };
}

/** Starts answering remotes for this page; the host listens on `window` from here on. */
export function connectRemoteHost(page: PageState, shell: PageData): RemoteHost {
  const enabledCountries: CountryCurrency[] = [];
  const host = createRemoteHost({
    initial: {
      agency: shell.config.agency,
      multicurrency: multicurrencyOf(page.currency.getSnapshot().context),
      enabledCountries,
      user: page.session.getSnapshot().context.user,
      language: page.language.getSnapshot().context.language,
    },
    // The session machine owns the user: the header (and every island) shows the new profile.
    onUserUpdated: (user) => page.session.send({ type: 'USER_UPDATED', user }),
    // The agency of a built page is its config; an update from a remote (an agent's website
    // settings) lives in the shared state until the next build, so every remote sees it.
    onAgencyUpdated: (agency) => host.update({ agency: { ...host.state().agency, ...agency } }),
    loadPaymentGateway: () => page.api.currentPaymentGateway(),
    // A remote's spec §8 message (suggestions, regions, resort release) in the page's toasts.
    onToast: ({ message, tone }) => page.toasts.send({ type: 'SHOW', message, tone }),
  });
  page.session.subscribe(({ context }) => host.update({ user: context.user }));
  page.currency.subscribe(({ context }) =>
    host.update({ multicurrency: multicurrencyOf(context) }),
  );
  page.language.subscribe(({ context }) => host.update({ language: context.language }));
  // Spec §8: a country load that fails leaves the list empty.
  page.api.enabledCountries().then(
    (countries) => host.update({ enabledCountries: countries }),
    () => {},
  );
  return host;
}

let pageHost: RemoteHost | null = null;

/**
 * The page's one remote host, connected on first use: a page may mount more than one remote
 * module (the home's search box), and each first asks for the state (spec §4).
 */
export function pageRemoteHost(): RemoteHost {
  pageHost ??= connectRemoteHost(pageState(), islandPage().data);
  return pageHost;
}
