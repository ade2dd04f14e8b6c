import type { About } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { assetUrl } from '../../providers/assetUrl.ts';
import { RichText } from '../RichText/RichText.tsx';
import * as styles from './AboutPage.css.ts';

export interface AboutPageProps {
  /**
   * The About content (spec §3 About: isEnabled, image, title, content), e.g. from
   * GET /api/agency/about-us (spec §7). @default the agency config's `about`
   */
  about?: About;
}

/** About page (/about, spec §2.4): the agency's image, title and HTML content. */
export function AboutPage({ about: aboutProp }: AboutPageProps) {
  const { t } = useTranslation(['pages', 'common']);
  const config = useAgencyConfig();
  const about = aboutProp ?? config.about;

  if (!about.isEnabled) {
    return (
      <div className={styles.unavailable}>
        <h1 className={styles.unavailableTitle}>{t('pages:about.unavailable')}</h1>
        <p className={styles.unavailableText}>{t('pages:about.checkBackLater')}</p>
      </div>
    );
  }

  const image = assetUrl(about.image);
  return (
    <div className={styles.page}>
      {/* Decorative: the title beside it says what the page is about. */}
      {image && <img className={styles.hero} src={image} alt="" />}
      <h1 className={styles.title} dir="auto">
        {about.title ?? config.agency.aboutUsEnableTitle}
      </h1>
      <RichText className={styles.content} html={about.content} />
    </div>
  );
}
