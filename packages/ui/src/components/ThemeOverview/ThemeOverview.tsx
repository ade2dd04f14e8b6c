import { type Agency, agencyPalette, DEFAULT_PRIMARY_COLOR } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import * as theme from './ThemeOverview.css.ts';

export interface ThemeOverviewProps {
  /** As the host holds it (spec §4): parts may be missing; the colour then is spec §3's default. */
  agency: Partial<Pick<Agency, 'primaryColor' | 'logo' | 'logoMobile' | 'favicon'>>;
}

/**
 * The agents' Theme Customisation (spec §1 side navigation): the theme the site is built with —
 * the agency's colour and what the contrast guard (core `agencyPalette`) derived from it, and the
 * images — with a preview in the live theme. The theme is published with the site, not edited
 * here: the page says how to change it.
 */
export function ThemeOverview({ agency }: ThemeOverviewProps) {
  const { t } = useTranslation('agentTools');
  const palette = agencyPalette(agency.primaryColor ?? DEFAULT_PRIMARY_COLOR);
  const colours = [
    { label: t('theme.primary'), value: palette.primary },
    { label: t('theme.onPrimary'), value: palette.onPrimary },
    { label: t('theme.primaryText'), value: palette.primaryText },
    { label: t('theme.primaryMuted'), value: palette.primaryMuted },
  ];
  const images = [
    { label: t('theme.logo'), src: agency.logo },
    { label: t('theme.logoMobile'), src: agency.logoMobile },
    { label: t('theme.favicon'), src: agency.favicon },
  ];
  return (
    <AreaPage title={t('theme.title')} lead={t('theme.lead')}>
      <p className={styles.status}>{t('theme.howToChange')}</p>
      <section className={styles.card} aria-labelledby="theme-colours">
        <h2 id="theme-colours" className={styles.cardTitle}>
          {t('theme.colours')}
        </h2>
        <dl className={styles.facts}>
          {colours.map((colour) => (
            <div key={colour.label} style={{ display: 'contents' }}>
              <dt className={styles.term}>{colour.label}</dt>
              <dd className={styles.detail} dir="ltr">
                <span className={styles.swatch} style={{ background: colour.value }} />
                {colour.value}
              </dd>
            </div>
          ))}
        </dl>
        {palette.adjustments.length === 0 ? (
          <p className={styles.status}>{t('theme.noAdjustment')}</p>
        ) : (
          <>
            <h3 className={styles.term}>{t('theme.adjusted')}</h3>
            <ul>
              {palette.adjustments.map((change) => (
                <li key={change.token}>
                  {t('theme.adjustment', {
                    wanted: change.wanted,
                    used: change.used,
                    before: change.ratioBefore,
                    after: change.ratioAfter,
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="theme-images">
        <h2 id="theme-images" className={styles.cardTitle}>
          {t('theme.images')}
        </h2>
        <dl className={styles.facts}>
          {images.map((image) => (
            <div key={image.label} style={{ display: 'contents' }}>
              <dt className={styles.term}>{image.label}</dt>
              <dd className={styles.detail}>
                {image.src ? (
                  <img src={image.src} alt="" className={theme.image} />
                ) : (
                  t('theme.notSet')
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="theme-preview">
        <h2 id="theme-preview" className={styles.cardTitle}>
          {t('theme.preview')}
        </h2>
        <div className={theme.preview}>
          <Button>{t('theme.previewButton')}</Button>
          <span className={theme.previewLink}>{t('theme.previewLink')}</span>
        </div>
      </section>
    </AreaPage>
  );
}
