import { type DestinationGuide, destinationGuideHref, listedGuides } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { grid } from './ContentCard.css.ts';
import { ContentCard, EAGER_CARDS } from './ContentCard.tsx';
import * as layout from './contentLayout.css.ts';

export interface DestinationsPageProps {
  /** The agency's guides (config `destinations.guides`), in the order the agency wrote them. */
  guides: readonly DestinationGuide[];
  /**
   * /top-destination: only the guides marked `top` (all of them when none is, core
   * `listedGuides`). @default false
   */
  topOnly?: boolean;
}

/** The destination guides (/destination, /top-destination, /destination/share, spec §2.1). */
export function DestinationsPage({ guides, topOnly = false }: DestinationsPageProps) {
  const { t } = useTranslation('content');
  const { agency } = useAgencyConfig();
  const listed = listedGuides(guides, topOnly);
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>
        {topOnly ? t('destinations.topTitle') : t('destinations.title')}
      </h1>
      {listed.length === 0 ? (
        <p className={layout.empty}>{t('destinations.empty')}</p>
      ) : (
        <ul className={grid}>
          {listed.map((guide, index) => (
            <li key={guide.slug}>
              <ContentCard
                href={destinationGuideHref(guide.slug, agency)}
                title={guide.title}
                summary={guide.summary}
                coverImage={guide.coverImage}
                language={guide.language}
                tags={guide.tags}
                eager={index < EAGER_CARDS}
                cta={t('destinations.readMore')}
                tagsLabel={t('blog.tags')}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
