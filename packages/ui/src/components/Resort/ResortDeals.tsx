import type { ResortDeal, Viewer } from '@wl/core';
import { Link, useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { StarRating } from '../DealCard/DealCard.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import * as styles from '../HotelResults/HotelResults.css.ts';
import type { LoadStatus } from '../HotelResults/HotelResults.tsx';
import { PriceDisplay } from '../PriceDisplay/PriceDisplay.tsx';

export interface ResortDealsProps {
  /**
   * `signIn`: the resort deals call needs a token or the agency's non-login flow (spec §4), so a
   * visitor of an agency without it is asked to log in instead of being sent a failure.
   */
  status: LoadStatus | 'signIn';
  /** Spec §7 POST /properties/deals answer, rates in US dollars. */
  deals: readonly ResortDeal[];
  /** The server's message or spec §8 'something went wrong'. */
  error: string | null;
  /** The place searched. */
  place: string;
  onRetry(): void;
  detailsHref(deal: ResortDeal): string;
  changeSearchHref: string;
  /** Log In, coming back to this page. */
  loginHref: string;
  viewer: Viewer;
  allowNonLoginFlow: boolean;
  /** This page, where Reveal Price's login comes back to. */
  returnTo: string;
}

/**
 * /booknow/resort/search: resorts near the chosen place, nearest first, skeletons while loading,
 * empty and failure states, prices per viewer through `PriceDisplay` (the hotel results' rules,
 * converted to the selected currency).
 */
export function ResortDeals(props: ResortDealsProps) {
  const { t } = useTranslation(['resort', 'common']);
  const { status, deals } = props;
  return (
    <div className={journey.page}>
      <header className={styles.header}>
        <h1 className={journey.heading}>{t('resort:deals.title', { place: props.place })}</h1>
        <div>
          <ButtonLink href={props.changeSearchHref} tone="secondary" size="sm">
            {t('resort:deals.changeSearch')}
          </ButtonLink>
        </div>
      </header>
      {status === 'signIn' && (
        <div className={journey.panel}>
          <p className={journey.subheading}>{t('resort:deals.signIn')}</p>
          <div>
            <ButtonLink href={props.loginHref}>{t('common:action.logIn')}</ButtonLink>
          </div>
        </div>
      )}
      {status === 'loading' && (
        <div
          role="status"
          aria-label={t('resort:deals.loading')}
          data-testid="resort-deals-skeleton"
        >
          {/* Spec §9: four skeleton cards while loading. */}
          <ul className={styles.list} aria-hidden>
            {[0, 1, 2, 3].map((index) => (
              <li key={index} className={styles.skeletonCard}>
                <div className={`${journey.skeleton} ${styles.skeletonImage}`} />
                <div>
                  <div className={`${journey.skeleton} ${styles.skeletonLine}`} />
                  <div className={`${journey.skeleton} ${styles.skeletonLine}`} />
                </div>
                <div className={`${journey.skeleton} ${styles.skeletonLine}`} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {status === 'failed' && <LoadFailure error={props.error} onRetry={props.onRetry} />}
      {status === 'loaded' && (
        <>
          <p className={journey.muted} role="status">
            {t('resort:deals.count', { count: deals.length })}
          </p>
          {deals.length === 0 ? (
            <div className={journey.panel}>
              <p className={journey.subheading}>{t('resort:deals.empty')}</p>
              <p className={journey.muted}>{t('resort:deals.emptyHint')}</p>
            </div>
          ) : (
            <ul
              className={styles.list}
              aria-label={t('resort:deals.title', { place: props.place })}
            >
              {deals.map((deal) => (
                <li key={deal.id}>
                  <ResortDealCard deal={deal} {...props} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function ResortDealCard({ deal, ...props }: { deal: ResortDeal } & ResortDealsProps) {
  const { t } = useTranslation('resort');
  const { locale } = useLocale();
  const href = props.detailsHref(deal);
  return (
    <article className={styles.card} aria-label={deal.name}>
      {deal.image ? (
        <img src={deal.image} alt="" className={styles.image} loading="lazy" />
      ) : (
        <div className={styles.image} />
      )}
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link href={href} className={styles.nameLink}>
            {deal.name}
          </Link>
        </h2>
        {typeof deal.rating === 'number' && <StarRating rating={deal.rating} />}
        {deal.region && <p className={journey.muted}>{deal.region.name}</p>}
        {typeof deal.distance === 'number' && (
          <p className={journey.muted}>
            {t('deals.distance', {
              distance: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
                deal.distance,
              ),
            })}
          </p>
        )}
      </div>
      <div className={styles.price}>
        <p className={journey.muted}>{t('deals.perNight')}</p>
        {/* The Reveal Price login has no resort tab (spec §2.3 tabs): it opens on Hotels. */}
        <PriceDisplay
          rates={deal.rates}
          tab="Hotels"
          viewer={props.viewer}
          allowNonLoginFlow={props.allowNonLoginFlow}
          redirect={props.returnTo}
        />
        <ButtonLink href={href} tone="secondary" aria-label={`${t('deals.view')}: ${deal.name}`}>
          {t('deals.view')}
        </ButtonLink>
      </div>
    </article>
  );
}
