import { type Agency, bookingTypesOf } from '@wl/core';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { SERVICE_KEYS } from '../AgencySettings/AgencySettings.tsx';

export interface ApplicationsListProps {
  agency: Pick<Agency, 'bookingMenuItemOptions'>;
}

/**
 * The agents' Applications (spec §2.1 /applications): the booking applications the site offers
 * (spec §2.1 booking routes, all active by default), each opened from here when it is active.
 * Every agent may look; only Product Settings (not for sales agents, spec §2.8) explain them.
 */
export function ApplicationsList({ agency }: ApplicationsListProps) {
  const { t } = useTranslation(['agentTools', 'common']);
  return (
    <AreaPage title={t('applications.title')} lead={t('applications.lead')}>
      <ul className={styles.tiles}>
        {bookingTypesOf(agency).map((type) => {
          const name = t(`common:${SERVICE_KEYS[type.title]}`);
          return (
            <li key={type.id} className={styles.tile} data-active={type.active}>
              <span className={styles.tileValue}>{name}</span>
              <span className={styles.tileLabel}>
                {type.active ? t('applications.active') : t('applications.inactive')}
              </span>
              {type.active ? (
                <Link href={type.href} className={styles.link}>
                  {t('applications.open', { name })}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </AreaPage>
  );
}
