import type { RecentSearchView, SearchVertical } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import * as own from './RecentSearches.css.ts';

/** A vertical's name in the `common` namespace (the booking types of spec §2.2). */
const VERTICAL_LABEL = {
  hotels: 'common:service.hotels',
  flights: 'common:service.flights',
  cars: 'common:service.cars',
  activities: 'common:service.activities',
  cruise: 'common:service.cruise',
} as const satisfies Record<SearchVertical, string>;

export interface RecentSearchesProps {
  /** The searches run on this device, the latest first (core `recentSearchView`). */
  searches: readonly RecentSearchView[];
  /** Forgets them all. */
  onClear: () => void;
}

/**
 * The side navigation's Searches (spec §1; the page is ours): what an agent searched on this
 * device, each with where and when, to run again in one press.
 */
export function RecentSearches({ searches, onClear }: RecentSearchesProps) {
  const { t } = useTranslation(['areas', 'common']);
  const language = useLanguage();
  const dates = (search: RecentSearchView) =>
    search.end
      ? `${formatDay(search.start, language)} – ${formatDay(search.end, language)}`
      : formatDay(search.start, language);
  return (
    <AreaPage title={t('areas:searches.title')} lead={t('areas:searches.lead')}>
      {searches.length === 0 ? (
        <p className={styles.status}>{t('areas:searches.empty')}</p>
      ) : (
        <>
          <ul className={own.list}>
            {searches.map((search) => {
              const what = `${t(VERTICAL_LABEL[search.vertical])}: ${
                search.place ?? t('areas:searches.anyShipLine')
              }`;
              return (
                <li key={search.href} className={styles.card}>
                  <h2 className={own.place}>
                    <bdi>{what}</bdi>
                  </h2>
                  <p className={styles.status}>{dates(search)}</p>
                  <Link
                    href={search.href}
                    className={styles.link}
                    aria-label={`${t('areas:searches.again')}: ${what}, ${dates(search)}`}
                  >
                    {t('areas:searches.again')}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button tone="secondary" onPress={onClear}>
              {t('areas:searches.clear')}
            </Button>
          </div>
        </>
      )}
    </AreaPage>
  );
}
