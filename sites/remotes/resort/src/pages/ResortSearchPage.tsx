// /booknow/resort/search (spec §2.1): resorts near the URL's place (spec §7 POST
// /properties/deals). A new search cancels the one in flight and the cancelled one is silent
// (spec §4, §8): the client aborts it, and requestMachine drops the call a LOAD replaces.
import { type RemotePageProps, useRequest } from '@wl/remote-kit';
import { ResortDeals } from '@wl/ui';
import { useEffect } from 'react';
import { detailsHref, parseResortSearch, RESORT_PATHS, resortSearchQuery } from '../resortQuery.ts';
import { useResortPage } from './resortPage.ts';

export default function ResortSearchPage(props: RemotePageProps) {
  const { api, viewer, allowNonLoginFlow, mustSignIn, here, loginHref } = useResortPage(props);
  const search = parseResortSearch(props.search);
  const key = search ? resortSearchQuery(search).toString() : '';
  const input = search && !mustSignIn ? search : null;
  const deals = useRequest(
    // Rates in US dollars: PriceDisplay converts them to the selected currency with the host's
    // rates, as it does for every other price of the site.
    (query: typeof input, signal) =>
      query
        ? api.resort.deals({ currency: 'USD', lat: query.lat, lon: query.lon }, signal)
        : new Promise<never>(() => {}),
    input,
    `${key}:${mustSignIn}`,
  );
  const { navigate } = props;
  useEffect(() => {
    // A link cut short: the search form, with what the URL still holds.
    if (!search) navigate(`${RESORT_PATHS.home}?${props.search}`, { replace: true });
  }, [search, navigate, props.search]);
  if (!search) return null;
  return (
    <ResortDeals
      status={mustSignIn ? 'signIn' : deals.status}
      deals={deals.data ?? []}
      error={deals.error}
      place={search.place}
      onRetry={deals.retry}
      detailsHref={(deal) => detailsHref(deal.id, search)}
      changeSearchHref={`${RESORT_PATHS.home}?${key}`}
      loginHref={loginHref}
      viewer={viewer}
      allowNonLoginFlow={allowNonLoginFlow}
      returnTo={here}
    />
  );
}
