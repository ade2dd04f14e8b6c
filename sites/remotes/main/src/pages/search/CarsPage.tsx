// /booknow/cars/search and /result-details (spec §2.1): pick-up place (spec §7 car auto-suggest),
// dates, driver age and residence (spec §7 car countries), then the results of the URL's query.
import { resultsVerticalOf, SEARCH_FORM_PATHS, searchHref, viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';
import { type CarCountry, CarSearchForm, SearchNotice, SearchPageFrame } from '@wl/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarResultsList } from './ResultsList.tsx';
import { useSearchQuery, useSuggestionsActor } from './searchKit.tsx';

export default function CarsPage({ path, search, host, navigate }: RemotePageProps) {
  const { t } = useTranslation(['search', 'deals']);
  const api = useRemoteApi(host);
  const pickupActor = useSuggestionsActor(api, 'car');
  const [countries, setCountries] = useState<CarCountry[]>([]);
  useEffect(() => {
    let live = true;
    // Spec §8: a country list that fails to load stays empty; the default (US) still searches.
    api
      .carCountries()
      .then((list) => {
        if (live) {
          setCountries(
            list.flatMap((entry) =>
              typeof entry.code === 'string' && typeof entry.name === 'string'
                ? [{ code: entry.code, name: entry.name }]
                : [],
            ),
          );
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  const isResults = resultsVerticalOf(path) === 'cars';
  const { query, usable, key } = useSearchQuery('cars', search);
  return (
    <SearchPageFrame title={t('deals:emptyDeals.cars')}>
      <CarSearchForm
        key={key}
        initial={query}
        pickupActor={pickupActor}
        countries={countries}
        onSubmit={(next) => navigate(searchHref('cars', next))}
      />
      {isResults ? (
        usable ? (
          <CarResultsList
            key={key}
            search={(signal) => api.carSearch(usable, signal)}
            viewer={viewerOf(host.user)}
            redirect={`${path}?${key}`}
            changeSearchHref={`${SEARCH_FORM_PATHS.cars}?${key}`}
          />
        ) : (
          <SearchNotice>{t('search:results.invalid')}</SearchNotice>
        )
      ) : null}
    </SearchPageFrame>
  );
}
