// /booknow/cruise/search and /search-details (spec §2.1): ship line (spec §7 ship lines), sailing
// window and guests (spec §3: adult 2), then the results of the URL's query.
import { resultsVerticalOf, SEARCH_FORM_PATHS, searchHref, viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';
import { CruiseSearchForm, SearchNotice, SearchPageFrame, type ShipLineOption } from '@wl/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CruiseResultsList } from './ResultsList.tsx';
import { useSearchQuery } from './searchKit.tsx';

export default function CruisePage({ path, search, host, navigate }: RemotePageProps) {
  const { t } = useTranslation(['search', 'deals']);
  const api = useRemoteApi(host);
  const [shipLines, setShipLines] = useState<ShipLineOption[]>([]);
  useEffect(() => {
    let live = true;
    // Spec §8: a list that fails to load stays empty; 'Any cruise line' still searches.
    api
      .shipLines()
      .then((lines) => {
        if (live) setShipLines(lines.map(({ id, name }) => ({ id, name })));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  const isResults = resultsVerticalOf(path) === 'cruise';
  const { query, usable, key } = useSearchQuery('cruise', search);
  return (
    <SearchPageFrame title={t('deals:emptyDeals.cruise')}>
      <CruiseSearchForm
        key={key}
        initial={query}
        shipLines={shipLines}
        onSubmit={(next) => navigate(searchHref('cruise', next))}
      />
      {isResults ? (
        usable ? (
          <CruiseResultsList
            key={key}
            search={(signal) => api.cruiseSearch(usable, signal)}
            viewer={viewerOf(host.user)}
            redirect={`${path}?${key}`}
            changeSearchHref={`${SEARCH_FORM_PATHS.cruise}?${key}`}
          />
        ) : (
          <SearchNotice>{t('search:results.invalid')}</SearchNotice>
        )
      ) : null}
    </SearchPageFrame>
  );
}
