import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import * as styles from './PolicyEmptyState.css.ts';

export interface PolicyEmptyStateProps {
  /** What is missing, e.g. 'No cancellation policy has been published for Carnival Cruise Line yet.' */
  message: string;
}

/**
 * A terms or cancellation policy page the agency has not written yet (spec §2.1 names the pages,
 * §5 counts empty markup as none). The page stays: the footer's Terms link always shows (§2.7) and
 * the cruise booking links each line's page, so it says what is missing and whom to ask, with the
 * agency's e-mail when it has one.
 */
export function PolicyEmptyState({ message }: PolicyEmptyStateProps) {
  const { t } = useTranslation(['legal']);
  const email = useAgencyConfig().agency.contactEmailId?.trim();
  return (
    <div className={styles.box} role="status">
      <p className={styles.message}>{message}</p>
      <p className={styles.hint}>{t('legal:empty.askUs')}</p>
      {email ? (
        <Link className={styles.contact} href={`mailto:${email}`}>
          {t('legal:empty.contact')}
        </Link>
      ) : null}
    </div>
  );
}
