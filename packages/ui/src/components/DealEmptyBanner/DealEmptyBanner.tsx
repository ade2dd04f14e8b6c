import type { DealTabService } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { FaMagnifyingGlass } from 'react-icons/fa6';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { dealTabEmptyText, serviceBookingHref } from '../ExclusiveDeals/dealTabs.ts';
import * as styles from './DealEmptyBanner.css.ts';

export interface DealEmptyBannerProps {
  /** The service whose deal list is empty. */
  service: DealTabService;
}

/**
 * Spec §2.3 / §8: an empty (or failed) deal list shows a banner for the service, e.g. 'Search
 * for hotels', with a Book Now link to that service's booking route.
 */
export function DealEmptyBanner({ service }: DealEmptyBannerProps) {
  const { t } = useTranslation(['deals', 'common']);
  return (
    <div className={styles.banner}>
      <p className={styles.message}>
        <FaMagnifyingGlass aria-hidden className={styles.icon} />
        {t(dealTabEmptyText(service))}
      </p>
      <ButtonLink href={serviceBookingHref(service)}>{t('common:action.bookNow')}</ButtonLink>
    </div>
  );
}
