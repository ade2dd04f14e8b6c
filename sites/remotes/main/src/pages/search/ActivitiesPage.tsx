// /booknow/activities/search (spec §2.1): destination (spec §7 activity destinations) and days.
// The spec lists no activities results route (/result-details/{productCode} is one product's
// page), so the results of the URL's query list under the form on this same page.
import { offerHref, SEARCH_FORM_PATHS, viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';
import { SearchNotice, SearchPageFrame } from '@wl/ui';
import { useTranslation } from 'react-i18next';
import { ActivityResultsList } from './ResultsList.tsx';
import { useSearchQuery } from './searchKit.tsx';
import { VerticalSearchForm } from './VerticalSearchForm.tsx';

export default function ActivitiesPage({ path, search, host, navigate }: RemotePageProps) {
  const { t } = useTranslation(['search', 'deals']);
  const api = useRemoteApi(host);
  const { parsed, usable, key } = useSearchQuery('activities', search);
  return (
    <SearchPageFrame title={t('deals:emptyDeals.activities')}>
      <VerticalSearchForm vertical="activities" search={search} host={host} navigate={navigate} />
      {parsed.ok || !parsed.missing ? (
        usable ? (
          <ActivityResultsList
            key={key}
            search={(signal) => api.activitySearch(usable, signal)}
            viewer={viewerOf(host.user)}
            redirect={`${path}?${key}`}
            bookHref={(offerId) => offerHref('activities', new URLSearchParams(key), offerId)}
            changeSearchHref={`${SEARCH_FORM_PATHS.activities}?${key}`}
          />
        ) : (
          <SearchNotice>{t('search:results.invalid')}</SearchNotice>
        )
      ) : null}
    </SearchPageFrame>
  );
}
