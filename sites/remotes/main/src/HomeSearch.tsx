// The home page's search box (HOME_SEARCH_EXPOSE, issue 15): the search form of the home's active
// deal tab. The tab is the home's `tab` query (spec §2.1), which the shell's deals island keeps
// in the address and announces on every change, so the form follows the tabs without any
// channel of its own. Every search is a page load: the home is the shell's page, not ours.
import { activeDealTab, dealTab } from '@wl/core';
import { type HostStore, mountRemote, RemoteFrame, useRemoteHost } from '@wl/remote-kit';
import { VerticalSearchForm } from './pages/search/VerticalSearchForm.tsx';

const EMPTY_QUERY = new URLSearchParams();
const nothingInPlace = () => false;

function HomeSearch({ store, path }: { store: HostStore; path: string }) {
  const host = useRemoteHost(store, path, nothingInPlace);
  const { state, url, agencyConfig, navigate } = host;
  const tab = agencyConfig
    ? activeDealTab(agencyConfig.agency, url.searchParams.get('tab'))
    : undefined;
  return (
    <RemoteFrame name="main-home-search" host={host}>
      {tab ? (
        <VerticalSearchForm
          key={tab}
          vertical={dealTab(tab).key}
          search={EMPTY_QUERY}
          host={state}
          navigate={navigate}
          bare
        />
      ) : null}
    </RemoteFrame>
  );
}

export const mount = mountRemote((store, path) => <HomeSearch store={store} path={path} />);
