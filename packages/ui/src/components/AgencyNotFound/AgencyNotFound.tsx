import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FaBuilding } from 'react-icons/fa6';
import * as styles from '../ErrorScreen/ErrorScreen.css.ts';

export interface AgencyNotFoundProps {
  /** Extra content under the message, e.g. a link to the platform's home page. */
  children?: ReactNode;
}

/**
 * Spec §2.9 / §8: a 404 page 'Agency not found!'. Renders without an agency config (the host
 * has none when no agency matches the site), so it reads nothing from `useAgencyConfig`; it only
 * needs texts (an `I18nextProvider`).
 */
export function AgencyNotFound({ children }: AgencyNotFoundProps) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className={styles.screen}>
      <FaBuilding aria-hidden className={styles.icon} />
      <h1 className={styles.title}>{t('common:error.agencyNotFound')}</h1>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
