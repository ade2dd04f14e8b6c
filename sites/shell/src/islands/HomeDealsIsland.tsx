import { isBookingTypeActive } from '@wl/core';
import {
  type DealListResponse,
  type DealQuery,
  type DealService,
  dealQueryFor,
  dealsMachine,
  saveModalMachine,
} from '@wl/machines';
import { type DealsActorRef, ExclusiveDeals, type ExclusiveDealsProps, SaveModal } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { accessToken } from './browserCookies.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { useSessionUser } from './pageState.ts';
import { pageShell, shellIsland } from './shell.ts';
import { siteApi } from './siteApi.ts';

const SERVICE_TITLE = { hotel: 'Hotels', activity: 'Activities', car: 'Cars' } as const;
const DISPLAY_SAVING_POPUP_KEY = 'displaySavingPopup';

/** Spec §2.1 home query: lat/long move the deals, otherwise the agency's default location. */
function dealQuery(service: DealService, query: URLSearchParams): DealQuery {
  const { config } = pageShell().shell;
  const number = (name: string) => {
    const value = Number.parseFloat(query.get(name) ?? '');
    return Number.isFinite(value) ? value : undefined;
  };
  const context = {
    agency: config.agency,
    latitude: number('lat') ?? config.defaultLocation.latitude,
    longitude: number('long') ?? config.defaultLocation.longitude,
    now: new Date(),
  };
  return dealQueryFor(service, context);
}

const searchDeals = fromPromise<DealListResponse, DealQuery>(async ({ input, signal }) => {
  const api = siteApi(pageShell().shell);
  switch (input.service) {
    case 'hotel':
      return { response: await api.hotelDeals(input.search, signal) };
    case 'activity':
      return { response: await api.activityDeals(input.search, signal) };
    case 'car':
      return { response: await api.carDeals(input.search, signal) };
  }
});

const liveDeals = dealsMachine.provide({ actors: { searchDeals } });

function useDeals(service: DealService, query: URLSearchParams): DealsActorRef {
  return useActorRef(liveDeals, { input: dealQuery(service, query) });
}

function storedDisplaySavingPopup(): boolean | null {
  try {
    const value = localStorage.getItem(DISPLAY_SAVING_POPUP_KEY);
    return value === null ? null : value !== 'false';
  } catch {
    return null;
  }
}

/** Home (spec §2.3): Exclusive Deals with live searches, and the save-prices modal (spec §4). */
function HomeDealsIsland() {
  const { config } = pageShell().shell;
  const user = useSessionUser();
  // Searches start in the browser only, so the page query can shape them from the first render.
  const [query] = useState(
    () => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search),
  );
  // The tab shows in the markup: take it after hydration so server and browser markup agree.
  const [queryTab, setQueryTab] = useState<string | null>(null);
  useEffect(() => setQueryTab(query.get('tab')), [query]);
  const actors = {
    hotel: useDeals('hotel', query),
    activity: useDeals('activity', query),
    car: useDeals('car', query),
  };
  const deals: ExclusiveDealsProps['deals'] = {};
  for (const service of ['hotel', 'activity', 'car'] as const) {
    if (isBookingTypeActive(config.agency, SERVICE_TITLE[service]))
      deals[service] = actors[service];
  }
  const saveModal = useActorRef(
    saveModalMachine.provide({
      actions: {
        storeDismissal: () => {
          try {
            localStorage.setItem(DISPLAY_SAVING_POPUP_KEY, 'false');
          } catch {
            // Without storage the modal simply may come back next visit.
          }
        },
      },
    }),
    {
      input: {
        signedIn: typeof document !== 'undefined' && !!accessToken(),
        displaySavingPopup: typeof window === 'undefined' ? false : storedDisplaySavingPopup(),
      },
    },
  );
  return (
    <IslandProviders>
      <ExclusiveDeals
        deals={deals}
        user={user}
        queryTab={queryTab}
        saveModal={saveModal}
        onTabChange={(tab) => {
          const url = new URL(window.location.href);
          url.searchParams.set('tab', tab);
          window.history.replaceState(null, '', url);
        }}
      />
      <SaveModal actor={saveModal} />
    </IslandProviders>
  );
}

export default shellIsland(HomeDealsIsland);
