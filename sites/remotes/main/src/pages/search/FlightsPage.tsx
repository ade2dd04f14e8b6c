// /booknow/flights/search and /search-details (spec §2.1): the form, and under it on the results
// path the results of the query in the URL (core flightSearchQuerySchema), so a search can be
// shared and reloaded. Only agencies with Air Travel active reach it (core's route table).
import { offerHref, resultsVerticalOf, SEARCH_FORM_PATHS, viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';
import { SearchNotice, SearchPageFrame } from '@wl/ui';
import { useTranslation } from 'react-i18next';
import { FlightResultsList } from './ResultsList.tsx';
import { useSearchQuery } from './searchKit.tsx';
import { VerticalSearchForm } from './VerticalSearchForm.tsx';

export default function FlightsPage({ path, search, host, navigate }: RemotePageProps) {
  const { t } = useTranslation(['search', 'deals']);
  const api = useRemoteApi(host);
  const isResults = resultsVerticalOf(path) === 'flights';
  const { usable, key } = useSearchQuery('flights', search);
  return (
    <SearchPageFrame title={t('deals:emptyDeals.flights')}>
      <VerticalSearchForm vertical="flights" search={search} host={host} navigate={navigate} />
      {isResults ? (
        usable ? (
          <FlightResultsList
            key={key}
            search={(signal) => api.flightSearch(usable, signal)}
            viewer={viewerOf(host.user)}
            redirect={`${path}?${key}`}
            bookHref={(offerId) => offerHref('flights', new URLSearchParams(key), offerId)}
            changeSearchHref={`${SEARCH_FORM_PATHS.flights}?${key}`}
          />
        ) : (
          <SearchNotice>{t('search:results.invalid')}</SearchNotice>
        )
      ) : null}
    </SearchPageFrame>
  );
}
