import { activeDealTab, type DealTabService, homeDealLocation } from '@wl/core';
import {
  type DealListResponse,
  type DealQuery,
  dealsMachine,
  homeDealsMachine,
  saveModalMachine,
} from '@wl/machines';
import { announceLocationChange } from '@wl/remote-host/remote';
import { ExclusiveDeals, HomeSearchBox } from '@wl/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useDealsSettled, useHomeSearchForm } from './homeSearchBox.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { islandPage, pageIsland } from './islandPage.ts';
import { useSessionUser } from './pageHooks.ts';
import { pageState } from './pageState.ts';
import { siteApi } from './siteApi.ts';

/**
 * Fetched when it first opens (5 s after landing at the earliest, spec §4): none of it is needed to
 * show the deals, so it stays out of the scripts the home runs before the visitor acts (issue 18).
 */
const SaveModal = lazy(() =>
  import('@wl/ui/components/SaveModal/SaveModal.tsx').then(({ SaveModal }) => ({
    default: SaveModal,
  })),
);

const DISPLAY_SAVING_POPUP_KEY = 'displaySavingPopup';

const searchDeals = fromPromise<DealListResponse, DealQuery>(async ({ input, signal }) => {
  const api = siteApi(islandPage().data);
  switch (input.service) {
    case 'hotel':
      return { response: await api.hotelDeals(input.search, signal) };
    case 'activity':
      return { response: await api.activityDeals(input.search, signal) };
    case 'car':
      return { response: await api.carDeals(input.search, signal) };
  }
});

/** The home deal lists with the platform API's searches (spec §7). */
const liveHomeDeals = homeDealsMachine.provide({
  actors: { dealList: dealsMachine.provide({ actors: { searchDeals } }) },
});

function storedDisplaySavingPopup(): boolean | null {
  try {
    const value = localStorage.getItem(DISPLAY_SAVING_POPUP_KEY);
    return value === null ? null : value !== 'false';
  } catch {
    return null;
  }
}

/**
 * Home (spec §2.3): the search box of the active tab (issue 15), Exclusive Deals with live
 * searches, and the save-prices modal (spec §4).
 */
function HomeDealsIsland() {
  const { config } = islandPage().data;
  const user = useSessionUser();
  // Searches start in the browser only, so the page query can shape them from the first render.
  const [query] = useState(
    () => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search),
  );
  // The tab shows in the markup: take it after hydration so server and browser markup agree.
  const [queryTab, setQueryTab] = useState<string | null>(null);
  useEffect(() => setQueryTab(query.get('tab')), [query]);
  // One deal list per service the agency offers, around the query's place (core decides both).
  const homeDeals = useActorRef(liveHomeDeals, {
    input: {
      agency: config.agency,
      ...homeDealLocation(query, config.defaultLocation),
      now: new Date(),
    },
  });
  const deals = useSelector(homeDeals, (snapshot) => snapshot.context.lists);
  const [pickedTab, setPickedTab] = useState<DealTabService | null>(null);
  const activeTab = pickedTab ?? activeDealTab(config.agency, queryTab);
  const searchForm = useHomeSearchForm(useDealsSettled(deals));
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
        // The session actor knows who is signed in; the server renders for a visitor.
        signedIn:
          typeof window !== 'undefined' && pageState().session.getSnapshot().context.user !== null,
        displaySavingPopup: typeof window === 'undefined' ? false : storedDisplaySavingPopup(),
      },
    },
  );
  // Mounted from its first opening on, so that closing plays out inside the modal itself.
  const modalShown = useSelector(
    saveModal,
    (state) => state.matches('open') || state.matches('dismissed'),
  );
  // Spec §4: the modal is for visitors; a session restored or begun on this page ends it.
  useEffect(() => {
    if (user) saveModal.send({ type: 'SIGNED_IN' });
  }, [user, saveModal]);
  return (
    <IslandProviders>
      {activeTab ? (
        <HomeSearchBox service={activeTab} formShown={searchForm.shown} formRef={searchForm.ref} />
      ) : null}
      <ExclusiveDeals
        deals={deals}
        user={user}
        queryTab={queryTab}
        saveModal={saveModal}
        onTabChange={(tab) => {
          setPickedTab(tab);
          const url = new URL(window.location.href);
          url.searchParams.set('tab', tab);
          window.history.replaceState(null, '', url);
          // The search box's form (the main remote's) reads the tab from the address.
          announceLocationChange();
        }}
      />
      {modalShown ? (
        <Suspense fallback={null}>
          <SaveModal actor={saveModal} />
        </Suspense>
      ) : null}
    </IslandProviders>
  );
}

export default pageIsland(HomeDealsIsland);
