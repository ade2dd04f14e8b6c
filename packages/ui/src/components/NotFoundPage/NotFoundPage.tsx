import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FaCompass } from 'react-icons/fa6';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import * as styles from '../ErrorScreen/ErrorScreen.css.ts';

export interface NotFoundPageProps {
  /** Where 'Take me home' leads (spec §2.1 "/ is the home page"). @default '/' */
  homeHref?: string;
}

/**
 * 404 page (/errors, spec §2.9): "The page you're looking for is not found.", a contact link
 * only when the agency has a contact e-mail, and a 'Take me home' button.
 */
export function NotFoundPage({ homeHref = '/' }: NotFoundPageProps) {
  const { t } = useTranslation(['pages', 'common']);
  const { agency } = useAgencyConfig();
  const email = agency.contactEmailId?.trim();
  return (
    <div className={styles.screen}>
      <FaCompass aria-hidden className={styles.icon} />
      <h1 className={styles.title}>{t('common:error.pageNotFound')}</h1>
      <div className={styles.actions}>
        {email && (
          <Link className={styles.link} href={`mailto:${email}`}>
            {t('pages:notFound.contact')}
          </Link>
        )}
        <ButtonLink href={homeHref}>{t('pages:notFound.takeMeHome')}</ButtonLink>
      </div>
    </div>
  );
}
