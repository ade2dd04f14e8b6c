import {
  applyResultsView,
  HOTEL_SORTS,
  type HotelResultsView,
  type HotelSearchResult,
  type HotelSort,
  type HotelStay,
  type HotelSummary,
  STAR_FILTERS,
  type Viewer,
} from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useId } from 'react';
import { Link, useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { StarRating } from '../DealCard/DealCard.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import { PriceDisplay } from '../PriceDisplay/PriceDisplay.tsx';
import * as styles from './HotelResults.css.ts';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

export interface HotelResultsProps {
  status: LoadStatus;
  result: HotelSearchResult | null;
  /** The failure: the server's message or spec §8 'something went wrong'. */
  error: string | null;
  /** The searched place as typed, for the heading while loading. */
  destination: string;
  stay: HotelStay;
  /** Sort and filters (core `HotelResultsView`, kept in the URL). */
  view: HotelResultsView;
  onViewChange(view: HotelResultsView): void;
  onRetry(): void;
  /** Where a hotel's card leads: its details page for this stay. */
  detailsHref(hotel: HotelSummary): string;
  /** The search form, filled with this search. */
  changeSearchHref: string;
  viewer: Viewer;
  allowNonLoginFlow?: boolean;
  /** This page, for Reveal Price to come back to after login. */
  returnTo?: string;
  /**
   * Set when the URL holds no usable search (a link cut short, or dates now in the past): the
   * page offers a new search there instead of results.
   */
  invalidSearchHref?: string;
}

const SORT_TEXT: Record<
  HotelSort,
  'sort.distance' | 'sort.priceAsc' | 'sort.priceDesc' | 'sort.stars'
> = {
  distance: 'sort.distance',
  priceAsc: 'sort.priceAsc',
  priceDesc: 'sort.priceDesc',
  stars: 'sort.stars',
};

/**
 * Hotel results (issue 15): skeletons while loading, the list sorted and filtered by the URL's
 * view, prices per viewer through `PriceDisplay` (spec §2.3 rules, converted to the selected
 * currency), an empty state and a failure with retry.
 */
export function HotelResults(props: HotelResultsProps) {
  const { t } = useTranslation(['hotels', 'common']);
  const language = useLanguage();
  const { status, result, view, onViewChange, stay } = props;
  const shown = result ? applyResultsView(result.hotels, view) : [];
  const sortId = useId();
  const starsId = useId();

  return (
    <div className={journey.page}>
      <header className={styles.header}>
        <h1 className={journey.heading}>
          {t('results.title', { destination: result?.destination || props.destination })}
        </h1>
        <p className={journey.muted}>
          {t('stay.dates', {
            checkIn: formatDay(stay.checkIn, language),
            checkOut: formatDay(stay.checkOut, language),
          })}{' '}
          · {t('stay.party', { rooms: stay.rooms, adults: stay.adults, children: stay.children })}
        </p>
        <div>
          <Link href={props.changeSearchHref} className={styles.nameLink}>
            {t('results.changeSearch')}
          </Link>
        </div>
      </header>

      <section className={styles.toolbar} aria-label={t('filter.heading')}>
        <div className={styles.control}>
          <label htmlFor={sortId}>{t('results.sortBy')}</label>
          <select
            id={sortId}
            className={styles.select}
            value={view.sort}
            onChange={(event) => onViewChange({ ...view, sort: event.target.value as HotelSort })}
          >
            {HOTEL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_TEXT[sort])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor={starsId}>{t('filter.stars')}</label>
          <select
            id={starsId}
            className={styles.select}
            value={view.minStars}
            onChange={(event) => onViewChange({ ...view, minStars: Number(event.target.value) })}
          >
            {STAR_FILTERS.map((stars) => (
              <option key={stars} value={stars}>
                {stars === 0 ? t('filter.anyStars') : t('filter.starsAtLeast', { count: stars })}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={view.freeCancellationOnly}
            onChange={(event) =>
              onViewChange({ ...view, freeCancellationOnly: event.target.checked })
            }
          />
          {t('filter.freeCancellation')}
        </label>
      </section>

      {props.invalidSearchHref ? (
        <div className={journey.panel}>
          <p className={journey.subheading}>{t('results.badQuery')}</p>
          <div>
            <ButtonLink href={props.invalidSearchHref}>{t('results.newSearch')}</ButtonLink>
          </div>
        </div>
      ) : null}
      {!props.invalidSearchHref && status === 'loading' && (
        <ResultsSkeleton label={t('results.loading')} />
      )}
      {!props.invalidSearchHref && status === 'failed' && (
        <LoadFailure error={props.error} onRetry={props.onRetry} />
      )}
      {!props.invalidSearchHref && status === 'loaded' && (
        <>
          <p className={journey.muted} role="status">
            {t('results.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className={journey.panel}>
              <p className={journey.subheading}>{t('results.empty')}</p>
              <p className={journey.muted}>{t('results.emptyHint')}</p>
            </div>
          ) : (
            <ul
              className={styles.list}
              aria-label={t('results.title', { destination: result?.destination ?? '' })}
            >
              {shown.map((hotel) => (
                <li key={hotel.id}>
                  <HotelResultCard hotel={hotel} {...props} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function HotelResultCard({
  hotel,
  detailsHref,
  viewer,
  allowNonLoginFlow,
  returnTo,
}: { hotel: HotelSummary } & HotelResultsProps) {
  const { t } = useTranslation('hotels');
  const { locale } = useLocale();
  const href = detailsHref(hotel);
  const distance = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    hotel.distance,
  );
  return (
    <article className={styles.card} aria-label={hotel.name}>
      {hotel.heroImage ? (
        <img src={hotel.heroImage} alt="" className={styles.image} loading="lazy" />
      ) : (
        <div className={styles.image} />
      )}
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link href={href} className={styles.nameLink}>
            {hotel.name}
          </Link>
        </h2>
        <StarRating rating={hotel.rating} />
        <p className={journey.muted}>{hotel.address}</p>
        {hotel.distanceFrom && (
          <p className={journey.muted}>
            {t('results.distance', { distance, place: hotel.distanceFrom })}
          </p>
        )}
        <ul className={styles.tags}>
          {hotel.freeCancellation && (
            <li className={styles.freeTag}>{t('room.freeCancellation')}</li>
          )}
          {hotel.amenities.slice(0, 4).map((amenity) => (
            <li key={amenity} className={styles.tag}>
              {t(`amenity.${amenity}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.price}>
        <p className={journey.muted}>{t('results.totalForStay')}</p>
        <PriceDisplay
          rates={hotel.rates}
          tab="Hotels"
          viewer={viewer}
          {...(allowNonLoginFlow !== undefined ? { allowNonLoginFlow } : {})}
          {...(returnTo ? { redirect: returnTo } : {})}
        />
        <ButtonLink
          href={href}
          tone="secondary"
          aria-label={`${t('results.viewRooms')}: ${hotel.name}`}
        >
          {t('results.viewRooms')}
        </ButtonLink>
      </div>
    </article>
  );
}

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="hotel-results-skeleton">
      <ul className={styles.list} aria-hidden>
        {[0, 1, 2].map((index) => (
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
  );
}
