import { type CountryCurrency, isAgent, MESSAGES } from '@wl/core';
import { failureMessage } from '@wl/machines';
import { Header, SideNavToggle } from '@wl/ui';
import { useEffect, useState } from 'react';
import { IslandProviders } from './IslandProviders.tsx';
import { islandPage, pageIsland } from './islandPage.ts';
import { useCurrentHref, useHydrated, useSessionUser } from './pageHooks.ts';
import { shownCurrency } from './pageMarket.ts';
import { agentSideNavHere, pageState, SIDE_NAV_ID } from './pageState.ts';

export interface HeaderIslandProps {
  /** Path of the page at build time; in the browser the real location (query included) wins. */
  path: string;
}

/** The spec §2.6 header as an island: pickers and menus need JavaScript, the logo and links not. */
function HeaderIsland({ path }: HeaderIslandProps) {
  const hydrated = useHydrated();
  const { data } = islandPage();
  const user = useSessionUser();
  const currentPath = useCurrentHref(path);
  const [currencies, setCurrencies] = useState<CountryCurrency[]>([]);
  const [currenciesError, setCurrenciesError] = useState<string | null>(null);
  useEffect(() => {
    // Spec §4 app start: the enabled countries and their currencies come from the API, so a change needs no rebuild.
    pageState()
      .api.enabledCountries()
      .then(setCurrencies)
      // Spec §8: the list becomes empty and keeps the server's message or 'something went wrong'.
      .catch((reason: unknown) => {
        setCurrencies([]);
        setCurrenciesError(failureMessage(reason, MESSAGES.loadFailedDefault));
      });
  }, []);
  // The markup was rendered for a visitor; the page's shared state takes over once hydrated.
  const shared = hydrated ? pageState() : null;
  // The burger of the agents' side navigation (its own island), where that navigation shows.
  const sideNavHere = shared !== null && isAgent(user) && agentSideNavHere();
  return (
    <IslandProviders>
      <Header
        user={user}
        currencies={currencies}
        currenciesError={currenciesError}
        currentPath={currentPath}
        currencyActor={shared?.currency}
        // Until then, what the markup shows: the visitor's stored choice, which the page's head
        // script wrote into the server's trigger before the first paint (spec §4).
        currency={shared ? undefined : { currency: shownCurrency(data) }}
        languageActor={shared?.language}
        start={
          sideNavHere && shared ? (
            <SideNavToggle actorRef={shared.sideNav} navId={SIDE_NAV_ID} />
          ) : undefined
        }
      />
    </IslandProviders>
  );
}

export default pageIsland(HeaderIsland);
