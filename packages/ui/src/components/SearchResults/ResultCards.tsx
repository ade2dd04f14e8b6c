import type {
  ActivityResult,
  CarResult,
  CruiseResult,
  DealTabService,
  FlightLeg,
  FlightResult,
  Rates,
  Viewer,
} from '@wl/core';
import { formatDate, formatTime } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useFormatList, useLanguage } from '../../hooks/useLanguage.ts';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { PriceDisplay } from '../PriceDisplay/PriceDisplay.tsx';
import * as styles from './SearchResults.css.ts';

interface Priced {
  /** Who is looking (core `viewerOf(user)`): the deal cards' price rules (spec §2.3). */
  viewer: Viewer;
  /** The results page, for Reveal Price's login to come back to. */
  redirect: string;
  /** Where choosing this result leads (its offer's booking page); no button without it. */
  bookHref?: string | undefined;
}

/** `YYYY-MM-DDTHH:mm` or `YYYY-MM-DD` as a local date (no zone: the place's own time). */
function localDate(text: string): Date {
  const [day = '', time = '00:00'] = text.split('T');
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes);
}

function useDates() {
  const language = useLanguage();
  return {
    time: (text: string) => formatTime(localDate(text), language),
    day: (text: string) => formatDate(localDate(text), language),
  };
}

function Price({
  rates,
  tab,
  viewer,
  redirect,
  bookHref,
}: Priced & { rates: Rates; tab: DealTabService }) {
  const { t } = useTranslation(['search', 'booking']);
  return (
    <div className={styles.price}>
      <PriceDisplay rates={rates} tab={tab} viewer={viewer} redirect={redirect} />
      <p className={styles.priceNote}>{t('results.total')}</p>
      {bookHref ? (
        <ButtonLink size="sm" href={bookHref} data-testid="choose-offer">
          {t('booking:results.choose')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function Leg({ label, leg }: { label: string; leg: FlightLeg }) {
  const { t } = useTranslation('search');
  const formatList = useFormatList();
  const dates = useDates();
  const hours = Math.floor(leg.durationMinutes / 60);
  const minutes = leg.durationMinutes % 60;
  const departureDay = dates.day(leg.departAt);
  const arrivalDay = dates.day(leg.arriveAt);
  return (
    <div className={styles.leg}>
      <span className={styles.legLabel}>{label}</span>
      <span>
        <span className={styles.time}>{dates.time(leg.departAt)}</span> <bdi>{leg.from}</bdi>
        <br />
        <span className={styles.priceNote}>{departureDay}</span>
      </span>
      <span className={styles.legLine}>
        <span>{t('flight.duration', { hours, minutes })}</span>
        <span>
          {leg.stops === 0 ? t('flight.nonStop') : t('flight.via', { via: formatList(leg.via) })}
        </span>
      </span>
      <span>
        <span className={styles.time}>{dates.time(leg.arriveAt)}</span> <bdi>{leg.to}</bdi>
        {/* An overnight flight lands on a later day: its arrival names that day too. */}
        {arrivalDay === departureDay ? null : (
          <>
            <br />
            <span className={styles.priceNote}>{arrivalDay}</span>
          </>
        )}
      </span>
    </div>
  );
}

/** A flight: airline, outbound and return legs, price for all travellers. */
export function FlightResultCard({ flight, ...priced }: Priced & { flight: FlightResult }) {
  const { t } = useTranslation('search');
  return (
    <li className={styles.card} data-result={flight.id}>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <bdi>{flight.airline}</bdi>
        </h3>
        <p className={styles.meta}>
          <span>{flight.cabin}</span>
          <bdi>{flight.outbound.flightNumber}</bdi>
        </p>
        <div className={styles.legs}>
          <Leg label={t('flight.outbound')} leg={flight.outbound} />
          {flight.inbound ? <Leg label={t('flight.return')} leg={flight.inbound} /> : null}
        </div>
      </div>
      <Price rates={flight.rates} tab="Air Travel" {...priced} />
    </li>
  );
}

/** A rental car: picture, vehicle, supplier, capacities, counter, price for the whole rental. */
export function CarResultCard({ car, ...priced }: Priced & { car: CarResult }) {
  const { t } = useTranslation(['search', 'deals']);
  return (
    <li className={`${styles.card} ${styles.cardWithMedia}`} data-result={car.id}>
      {car.vehiclePicture ? (
        <img className={styles.media} src={car.vehiclePicture} alt="" loading="lazy" />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <bdi>{car.name}</bdi>
        </h3>
        <p className={styles.meta}>
          <bdi>{car.category}</bdi>
          <bdi>{car.supplier}</bdi>
          <span>
            {car.transmission === 'Automatic' ? t('search:car.automatic') : t('search:car.manual')}
          </span>
        </p>
        <p className={styles.meta}>
          <span>{t('deals:carCard.passengers', { count: car.passangerCapacity })}</span>
          <span>{t('deals:carCard.bags', { count: car.bagCapacity })}</span>
          <span>{t('deals:carCard.doors', { count: car.noOfDoors })}</span>
        </p>
        <p className={styles.meta}>
          <span>
            {t('deals:carCard.pickup')}: <bdi>{car.pickupLocation}</bdi>
          </span>
          <span>{t('search:car.rentalDays', { days: car.days })}</span>
        </p>
      </div>
      <Price rates={car.rates} tab="Cars" {...priced} />
    </li>
  );
}

/** An activity: picture, title, duration, rating, free cancellation, its product page. */
export function ActivityResultCard({ activity, ...priced }: Priced & { activity: ActivityResult }) {
  const { t } = useTranslation(['search', 'deals']);
  return (
    <li className={`${styles.card} ${styles.cardWithMedia}`} data-result={activity.id}>
      {activity.imageUrl ? (
        <img className={styles.media} src={activity.imageUrl} alt="" loading="lazy" />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <bdi>{activity.title}</bdi>
        </h3>
        <p className={styles.meta}>
          <span>
            {t('deals:activityCard.duration')}: <bdi>{activity.duration}</bdi>
          </span>
          <span>
            {t('search:activity.rating', { rating: activity.rating, reviews: activity.reviews })}
          </span>
        </p>
        {activity.isFreeCancellation ? (
          <p className={styles.meta}>
            <span className={styles.badge}>{t('deals:activityCard.freeCancellation')}</span>
          </p>
        ) : null}
        {activity.link ? (
          <p className={styles.meta}>
            <ButtonLink size="sm" tone="secondary" href={priced.bookHref ?? activity.link}>
              {t('search:activity.details')}
            </ButtonLink>
          </p>
        ) : null}
      </div>
      <Price rates={activity.rates} tab="Activities" {...priced} />
    </li>
  );
}

/** A cruise: line and ship, itinerary, departure port and day, nights, ports of call. */
export function CruiseResultCard({ cruise, ...priced }: Priced & { cruise: CruiseResult }) {
  const { t } = useTranslation('search');
  const formatList = useFormatList();
  const dates = useDates();
  return (
    <li className={styles.card} data-result={cruise.id}>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <bdi>{cruise.title}</bdi>
        </h3>
        <p className={styles.meta}>
          <bdi>{cruise.shipLine.name}</bdi>
          <bdi>{cruise.ship}</bdi>
          <span>{t('cruise.nights', { nights: cruise.nights })}</span>
        </p>
        <p className={styles.meta}>
          <span>
            {t('cruise.departs', {
              port: cruise.departurePort,
              date: dates.day(cruise.departDate),
            })}
          </span>
        </p>
        <p className={styles.meta}>
          <span>{t('cruise.calls', { ports: formatList(cruise.ports) })}</span>
        </p>
      </div>
      <Price rates={cruise.rates} tab="Cruise" {...priced} />
    </li>
  );
}
