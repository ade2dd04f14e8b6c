import {
  type ActivityDeal,
  type CarDeal,
  type DealTabService,
  type HotelDeal,
  MAX_STARS,
  type Rates,
  starRating,
  type Viewer,
} from '@wl/core';
import type { ReactNode } from 'react';
import { Heading, Link, useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  FaCircleCheck,
  FaDoorOpen,
  FaLocationDot,
  FaRegClock,
  FaRegStar,
  FaStar,
  FaSuitcaseRolling,
  FaUserGroup,
} from 'react-icons/fa6';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { PriceDisplay } from '../PriceDisplay/PriceDisplay.tsx';
import * as styles from './DealCard.css.ts';

interface CommonCardProps {
  /** The Exclusive Deals tab the card sits in (carried by Reveal Price to the login route). */
  tab: DealTabService;
  /** Who is looking (core `viewerOf(user)`); decides the price block (spec §2.3). */
  viewer: Viewer;
  /** Level of the card's title. @default 3 (under the section's h2) */
  headingLevel?: 2 | 3 | 4;
}

interface FrameProps extends CommonCardProps {
  /** Null when the API sent none, or one that was not safe to show (core `safeUrl`). */
  image: string | null;
  title: string;
  /** Null as for `image`: the title is then plain text. */
  link: string | null;
  rates: Rates;
  /** Drawn over the picture (the car rental company's logo). */
  overlay?: ReactNode;
  children?: ReactNode;
}

/**
 * The shared card: picture, linked title, the service's details and the price block. The
 * picture is decorative (alt="") because the title next to it names the deal.
 */
function DealCardFrame({
  image,
  title,
  link,
  rates,
  tab,
  viewer,
  headingLevel = 3,
  overlay,
  children,
}: FrameProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image && (
          <img className={styles.mediaImage} src={image} alt="" loading="lazy" decoding="async" />
        )}
        {overlay}
      </div>
      <div className={styles.body}>
        <Heading level={headingLevel} className={styles.title}>
          {link ? (
            <Link href={link} className={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
        <div className={styles.price}>
          <PriceDisplay rates={rates} tab={tab} viewer={viewer} />
        </div>
      </div>
    </article>
  );
}

/** Spec §2.3 / §5: floor of the rating, out of 5; no stars when the rating is unknown. */
export function StarRating({ rating }: { rating: number | null | undefined }) {
  const { t } = useTranslation('deals');
  const stars = starRating(rating);
  if (stars === 0) return null;
  return (
    <span
      role="img"
      aria-label={t('hotelCard.stars', { rating: stars, max: MAX_STARS })}
      className={styles.stars}
      data-stars={stars}
    >
      {Array.from({ length: MAX_STARS }, (_, index) =>
        index < stars ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <FaStar key={index} aria-hidden />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <FaRegStar key={index} aria-hidden />
        ),
      )}
    </span>
  );
}

/** "1.2 km from Times Square"; a distance the platform sent as text stays as sent. */
function useDistanceText(
  distance: number | string | null | undefined,
  place: string | null | undefined,
): string | null {
  const { t } = useTranslation('deals');
  const { locale } = useLocale();
  const shown =
    typeof distance === 'number' && Number.isFinite(distance)
      ? new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'kilometer',
          maximumFractionDigits: 1,
        }).format(distance)
      : typeof distance === 'string' && distance.trim() !== ''
        ? distance.trim()
        : null;
  if (shown && place) return t('hotelCard.distanceFrom', { distance: shown, place });
  return shown ?? place ?? null;
}

export interface HotelDealCardProps extends CommonCardProps {
  deal: HotelDeal;
}

/** Spec §2.3 hotel card: hero image, name, distance and distanceFrom, star rating, link, rates. */
export function HotelDealCard({ deal, ...common }: HotelDealCardProps) {
  const { heroImage, name, distance, distanceFrom } = deal.hotel.hotelDetails;
  const distanceText = useDistanceText(distance, distanceFrom);
  return (
    <DealCardFrame image={heroImage} title={name} link={deal.link} rates={deal.rates} {...common}>
      <StarRating rating={deal.rating} />
      {distanceText && (
        <p className={[styles.details, styles.detail].join(' ')}>
          <FaLocationDot aria-hidden className={styles.icon} />
          <span>{distanceText}</span>
        </p>
      )}
    </DealCardFrame>
  );
}

export interface ActivityDealCardProps extends CommonCardProps {
  deal: ActivityDeal;
}

/** Spec §2.3 activity card: image, title, duration, free-cancellation flag, link, rates. */
export function ActivityDealCard({ deal, ...common }: ActivityDealCardProps) {
  const { t } = useTranslation('deals');
  return (
    <DealCardFrame
      image={deal.imageUrl}
      title={deal.title}
      link={deal.link}
      rates={deal.rates}
      {...common}
    >
      {deal.duration && (
        <p className={[styles.details, styles.detail].join(' ')}>
          <FaRegClock aria-hidden className={styles.icon} />
          <span className={visuallyHidden}>{t('activityCard.duration')}</span>
          <span>{deal.duration}</span>
        </p>
      )}
      {deal.isFreeCancellation && (
        <p className={styles.badge}>
          <FaCircleCheck aria-hidden className={styles.icon} />
          {t('activityCard.freeCancellation')}
        </p>
      )}
    </DealCardFrame>
  );
}

export interface CarDealCardProps extends CommonCardProps {
  deal: CarDeal;
}

/**
 * Spec §2.3 car card: vehicle picture, logo, vehicle name (`veh`, else `name`), passenger
 * capacity, bag capacity, doors, pickup and drop-off locations, link, rates.
 */
export function CarDealCard({ deal, ...common }: CarDealCardProps) {
  const { t } = useTranslation('deals');
  const vehicle = deal.veh?.trim() || deal.name?.trim() || '';
  return (
    <DealCardFrame
      image={deal.vehiclePicture}
      title={vehicle}
      link={deal.link}
      rates={deal.rates}
      overlay={
        deal.logo ? (
          // The supplier is not named in the deal, so the logo adds nothing a reader can use.
          <img className={styles.logo} src={deal.logo} alt="" loading="lazy" decoding="async" />
        ) : null
      }
      {...common}
    >
      <ul className={styles.capacities}>
        <li className={styles.detail}>
          <FaUserGroup aria-hidden className={styles.icon} />
          {t('carCard.passengers', { count: deal.passangerCapacity })}
        </li>
        <li className={styles.detail}>
          <FaSuitcaseRolling aria-hidden className={styles.icon} />
          {t('carCard.bags', { count: deal.bagCapacity })}
        </li>
        <li className={styles.detail}>
          <FaDoorOpen aria-hidden className={styles.icon} />
          {t('carCard.doors', { count: deal.noOfDoors })}
        </li>
      </ul>
      <dl className={styles.places}>
        <dt>{t('carCard.pickup')}</dt>
        <dd>{deal.pickupLocation}</dd>
        <dt>{t('carCard.dropOff')}</dt>
        <dd>{deal.dropOffLocation}</dd>
      </dl>
    </DealCardFrame>
  );
}

/**
 * A grey placeholder card while the deals load (spec §2.3, §9: four of them). `reserved` draws
 * nothing: it only holds the place of a card the list will show, so the page does not jump.
 */
export function DealCardSkeleton({ reserved = false }: { reserved?: boolean }) {
  return (
    <div
      className={reserved ? styles.reservedCard : styles.card}
      aria-hidden
      data-testid={reserved ? undefined : 'deal-skeleton'}
    >
      <div className={styles.skeletonMedia} />
      <div className={styles.skeletonBody}>
        <div className={styles.skeletonLine({ length: 'long' })} />
        <div className={styles.skeletonLine({ length: 'medium' })} />
        <div className={styles.skeletonLine({ length: 'short' })} />
      </div>
    </div>
  );
}
