// /booknow/cruise/search and /search-details (spec §2.1): ship line (spec §7 ship lines), sailing
// window and guests (spec §3: adult 2), then the results of the URL's query.
import { offerHref, resultsVerticalOf, SEARCH_FORM_PATHS, viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';
import { SearchNotice, SearchPageFrame } from '@wl/ui';
import { useTranslation } from 'react-i18next';
import { CruiseResultsList } from './ResultsList.tsx';
import { useSearchQuery } from './searchKit.tsx';
import { VerticalSearchForm } from './VerticalSearchForm.tsx';

export default function CruisePage({ path, search, host, navigate }: RemotePageProps) {
  const { t } = useTranslation(['search', 'deals']);
  const api = useRemoteApi(host);
  const isResults = resultsVerticalOf(path) === 'cruise';
  const { usable, key } = useSearchQuery('cruise', search);
  return (
    <SearchPageFrame title={t('deals:emptyDeals.cruise')}>
      <VerticalSearchForm vertical="cruise" search={search} host={host} navigate={navigate} />
      {isResults ? (
        usable ? (
          <CruiseResultsList
            key={key}
            search={(signal) => api.cruiseSearch(usable, signal)}
            viewer={viewerOf(host.user)}
            redirect={`${path}?${key}`}
            bookHref={(offerId) => offerHref('cruise', new URLSearchParams(key), offerId)}
            changeSearchHref={`${SEARCH_FORM_PATHS.cruise}?${key}`}
          />
        ) : (
          <SearchNotice>{t('search:results.invalid')}</SearchNotice>
        )
      ) : null}
    </SearchPageFrame>
  );
}
