import {
  DESTINATIONS_PATH,
  type DestinationGuide,
  type GuideSearchLink,
  guideSearchLinks,
} from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FaArrowLeft, FaBed, FaPlaneDeparture } from 'react-icons/fa6';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { assetUrl } from '../../providers/assetUrl.ts';
import { RichText } from '../RichText/RichText.tsx';
import { useLanguageMarks } from './contentLanguage.ts';
import * as layout from './contentLayout.css.ts';
import * as styles from './DestinationPage.css.ts';
import { ShareBlock } from './ShareBlock.tsx';
import { TagList } from './TagList.tsx';

export interface DestinationPageProps {
  guide: DestinationGuide;
  /**
   * The address the guide is shared by (core `destinationShareHref`), absolute when the page
   * knows its origin.
   */
  shareHref: string;
}

const SEARCH_ICONS: Record<GuideSearchLink['vertical'], typeof FaBed> = {
  hotels: FaBed,
  flights: FaPlaneDeparture,
};

/**
 * A destination guide (/destination/<slug>, /destination/share/<slug>, spec §2.1): cover, name,
 * summary, links into the booking search for the place (core `guideSearchLinks`: only the booking
 * types the agency sells), best season, places, the agency's HTML and the link to share it.
 */
export function DestinationPage({ guide, shareHref }: DestinationPageProps) {
  const { t } = useTranslation('content');
  const { agency } = useAgencyConfig();
  const language = useLanguage();
  const marks = useLanguageMarks(guide.language);
  const searchHeading = useId();
  const cover = assetUrl(guide.coverImage);
  const searches = guideSearchLinks(guide, agency);
  const place = guide.place.name;
  return (
    <div className={layout.page}>
      <div className={layout.column}>
        <article {...marks.item}>
          {/* Decorative: the name below says where it is. */}
          {cover && <img className={layout.cover} src={cover} alt="" />}
          <h1 className={layout.title} dir="auto">
            {guide.title}
          </h1>
          {(guide.date || guide.tags.length > 0) && (
            <div className={layout.meta}>
              {guide.date && (
                <p className={layout.metaText}>
                  <time dateTime={guide.date} {...marks.page}>
                    {t('destinations.updated', { date: formatDay(guide.date, language) })}
                  </time>
                </p>
              )}
              <TagList tags={guide.tags} label={t('blog.tags')} />
            </div>
          )}
          <p className={layout.lead} dir="auto">
            {guide.summary}
          </p>
          {searches.length > 0 && (
            <section className={styles.search} aria-labelledby={searchHeading}>
              <h2 id={searchHeading} className={styles.sectionTitle}>
                <span {...marks.page}>{t('destinations.plan')}</span>
              </h2>
              <ul className={styles.searchLinks}>
                {searches.map(({ vertical, href }) => {
                  const Icon = SEARCH_ICONS[vertical];
                  return (
                    <li key={vertical}>
                      <a className={styles.searchLink} href={href} data-vertical={vertical}>
                        <Icon aria-hidden className={styles.searchIcon} />
                        <span {...marks.page}>
                          {vertical === 'hotels'
                            ? t('destinations.searchHotels', { place })
                            : t('destinations.searchFlights', { place })}
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {(guide.bestSeason || guide.places.length > 0) && (
            <div className={styles.facts}>
              {guide.bestSeason && (
                <section className={styles.fact}>
                  <h2 className={styles.sectionTitle}>
                    <span {...marks.page}>{t('destinations.bestSeason')}</span>
                  </h2>
                  <p className={styles.factText} dir="auto">
                    {guide.bestSeason}
                  </p>
                </section>
              )}
              {guide.places.length > 0 && (
                <section className={styles.fact}>
                  <h2 className={styles.sectionTitle}>
                    <span {...marks.page}>{t('destinations.places')}</span>
                  </h2>
                  <ul className={styles.places}>
                    {guide.places.map((name) => (
                      <li key={name} dir="auto">
                        {name}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
          <RichText html={guide.body} />
        </article>
        <ShareBlock
          title={t('destinations.share')}
          hint={t('destinations.shareHint')}
          href={shareHref}
        />
        {/* Spec §2.1: the list exists only while the agency shows top destinations. */}
        {agency.displayTopDestinations && (
          <a className={layout.backLink} href={DESTINATIONS_PATH}>
            <FaArrowLeft aria-hidden className={layout.backIcon} />
            {t('destinations.back')}
          </a>
        )}
      </div>
    </div>
  );
}
