// /booknow/cars/search and /result-details (spec §2.1): pick-up place (spec §7 car auto-suggest),
// dates, driver age and residence (spec §7 car countries), then the results of the URL's query.
import { offerHref, resultsVerticalOf, SEARCH_FORM_PATHS, viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';
import { SearchNotice, SearchPageFrame } from '@wl/ui';
import { useTranslation } from 'react-i18next';
import { CarResultsList } from './ResultsList.tsx';
import { useSearchQuery } from './searchKit.tsx';
import { VerticalSearchForm } from './VerticalSearchForm.tsx';

export default function CarsPage({ path, search, host, navigate }: RemotePageProps) {
  const { t } = useTranslation(['search', 'deals']);
  const api = useRemoteApi(host);
  const isResults = resultsVerticalOf(path) === 'cars';
  const { usable, key } = useSearchQuery('cars', search);
  return (
    <SearchPageFrame title={t('deals:emptyDeals.cars')}>
      <VerticalSearchForm vertical="cars" search={search} host={host} navigate={navigate} />
      {isResults ? (
        usable ? (
          <CarResultsList
            key={key}
            search={(signal) => api.carSearch(usable, signal)}
            viewer={viewerOf(host.user)}
            redirect={`${path}?${key}`}
            bookHref={(offerId) => offerHref('cars', new URLSearchParams(key), offerId)}
            changeSearchHref={`${SEARCH_FORM_PATHS.cars}?${key}`}
          />
        ) : (
          <SearchNotice>{t('search:results.invalid')}</SearchNotice>
        )
      ) : null}
    </SearchPageFrame>
  );
}
