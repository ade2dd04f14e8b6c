// /booknow/hotels/search-details (spec §2.1): the results of a hotel search, or, with a
// `hotelId` in the query, that hotel's rooms for the stay. The hotel page lives here rather than
// at /hotel-details because spec §2.1 gives /hotel-details to "booking details" (a booking made),
// and the home deal cards already link here with a hotelId; one results route with a hotel chosen
// keeps the search in the URL, so Back returns to the list as it was.
import {
  DEAL_LINK_PATH,
  type HotelDetails as Hotel,
  type HotelSearchQuery,
  type HotelSearchResult,
  type HotelStay,
  hotelDealSearch,
  isAgent,
  offerHref,
  PROPOSALS_PATH,
  parseSearchQuery,
  resultsViewFromQuery,
  searchDateProblem,
  serialiseSearchQuery,
  stayQuery,
  withResultsView,
} from '@wl/core';
import { type RemotePageProps, sameDayFlags, useRequest } from '@wl/remote-kit';
import { HotelDetails, HotelResults } from '@wl/ui';
import { useMemo } from 'react';
import { stayFrom, useHotelPage } from './hotelPageState.ts';

export default function HotelSearchDetailsPage(props: RemotePageProps) {
  return props.search.has('hotelId') ? <HotelPage {...props} /> : <ResultsPage {...props} />;
}

const SEARCH_PATH = '/booknow/hotels/search';
const RESULTS_PATH = '/booknow/hotels/search-details';

/** What the API search call takes, from the URL's search (null: nothing to search). */
function searchInput(query: HotelSearchQuery | null) {
  if (!query) return null;
  const stay: HotelStay = {
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    rooms: query.rooms,
    adults: query.adults,
    children: query.children,
  };
  return { latitude: query.lat, longitude: query.long, searchString: query.destination, stay };
}

function ResultsPage(props: RemotePageProps) {
  const { api, viewer, allowNonLoginFlow, here } = useHotelPage(props);
  const parsed = parseSearchQuery('hotels', props.search);
  const query = parsed.ok ? parsed.query : null;
  const agency = sameDayFlags(props.host);
  const problem = query ? searchDateProblem('hotels', query, agency, new Date()) : 'missing';
  const key = query ? serialiseSearchQuery('hotels', query) : '';
  const usable = query && !problem ? query : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query.
  const input = useMemo(() => searchInput(usable), [key, problem]);
  const request = useRequest<typeof input, HotelSearchResult>(
    // No usable search: nothing to ask, the page offers a new search instead.
    (search, signal) => (search ? api.hotels.search(search, signal) : new Promise(() => {})),
    input,
    key,
  );
  const view = resultsViewFromQuery(props.search);
  const stay: HotelStay = input?.stay ?? {
    checkIn: '',
    checkOut: '',
    rooms: 1,
    adults: 2,
    children: 0,
  };
  return (
    <HotelResults
      status={request.status}
      result={request.data}
      error={request.error}
      destination={query?.destination ?? ''}
      stay={stay}
      view={view}
      onViewChange={(next) =>
        props.navigate(`${RESULTS_PATH}?${withResultsView(props.search, next)}`, { replace: true })
      }
      onRetry={request.retry}
      detailsHref={(hotel) =>
        `${RESULTS_PATH}?${new URLSearchParams({ hotelId: hotel.id })}&${key}`
      }
      changeSearchHref={key ? `${SEARCH_PATH}?${key}` : SEARCH_PATH}
      viewer={viewer}
      allowNonLoginFlow={allowNonLoginFlow}
      returnTo={here}
      {...(problem ? { invalidSearchHref: SEARCH_PATH } : {})}
    />
  );
}

/** Deal links carry no stay, or an old one: the home deals' stay (spec §9) for this agency. */
export function defaultStay(props: RemotePageProps): HotelStay {
  const search = hotelDealSearch({
    agency: sameDayFlags(props.host),
    latitude: 0,
    longitude: 0,
    now: new Date(),
  });
  return {
    checkIn: search.stayPeriod.start.slice(0, 10),
    checkOut: search.stayPeriod.end.slice(0, 10),
    rooms: 1,
    adults: 2,
    children: 0,
  };
}

function HotelPage(props: RemotePageProps) {
  const { api, viewer, allowNonLoginFlow, here } = useHotelPage(props);
  const hotelId = props.search.get('hotelId') ?? '';
  const stay = stayFrom(props.search) ?? defaultStay(props);
  const key = `${hotelId}?${new URLSearchParams(stayQuery(stay))}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for hotel and stay.
  const input = useMemo(() => ({ hotelId, stay }), [key]);
  const request = useRequest<typeof input, Hotel>(
    (query, signal) => api.hotels.details(query.hotelId, query.stay, signal),
    input,
    key,
  );
  const results = new URLSearchParams(props.search);
  results.delete('hotelId');
  const fromSearch = parseSearchQuery('hotels', results).ok;
  const chosen = new URLSearchParams({ hotelId, ...stayQuery(stay) });
  return (
    <HotelDetails
      status={request.status}
      hotel={request.data}
      error={request.error}
      onRetry={request.retry}
      bookHref={(room) => offerHref('hotels', chosen, room.id)}
      {...(fromSearch ? { backHref: `${RESULTS_PATH}?${results}` } : {})}
      viewer={viewer}
      allowNonLoginFlow={allowNonLoginFlow}
      returnTo={here}
      {...(isAgent(props.host.user)
        ? {
            agentLinks: {
              proposeHref: `${PROPOSALS_PATH}?${chosen}`,
              dealLinkHref: `${DEAL_LINK_PATH}?${chosen}`,
            },
          }
        : {})}
    />
  );
}
