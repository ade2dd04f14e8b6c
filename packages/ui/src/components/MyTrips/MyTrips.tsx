import {
  type Booking,
  type BookingList,
  bookingHref as engineBookingHref,
  type HotelBooking,
  type Trips,
} from '@wl/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { BookingSummary } from '../Checkout/OfferSummary.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import { StaySummary } from '../HotelJourney/StaySummary.tsx';
import type { LoadStatus } from '../HotelResults/HotelResults.tsx';
import * as styles from './MyTrips.css.ts';

export interface MyTripsProps {
  /** Signed out: the page asks to log in instead of loading. */
  signedIn: boolean;
  status: LoadStatus;
  trips: Trips | null;
  /** The flights, cars, activities and cruises (the booking engine's), when loaded. */
  bookings?: BookingList | null | undefined;
  error: string | null;
  onRetry(): void;
  loginHref: string;
  bookingHref(booking: HotelBooking): string;
  /** Book a hotel (/booknow/hotels/search). */
  bookHotelHref: string;
}

/** My Trips (spec §2.1 /mytrip/mytrips, issue 15): the traveller's upcoming and past stays. */
export function MyTrips(props: MyTripsProps) {
  const { t } = useTranslation(['hotels', 'common']);
  const { trips } = props;
  return (
    <div className={journey.page}>
      <h1 className={journey.heading}>{t('trips.title')}</h1>
      {!props.signedIn ? (
        <div className={journey.panel}>
          <p>{t('trips.signIn')}</p>
          <div>
            <ButtonLink href={props.loginHref}>{t('common:action.logIn')}</ButtonLink>
          </div>
        </div>
      ) : props.status === 'loading' ? (
        <div role="status" aria-label={t('common:loading')} data-testid="trips-skeleton">
          <div aria-hidden className={styles.list}>
            <div className={`${journey.skeleton} ${styles.skeleton}`} />
            <div className={`${journey.skeleton} ${styles.skeleton}`} />
          </div>
        </div>
      ) : props.status === 'failed' ? (
        <LoadFailure error={props.error} onRetry={props.onRetry} />
      ) : (
        <>
          <TripList
            title={t('trips.upcoming')}
            empty={t('trips.noUpcoming')}
            list={trips?.upcoming ?? []}
            others={props.bookings?.upcoming ?? []}
            bookingHref={props.bookingHref}
          />
          {(trips?.upcoming.length ?? 0) + (props.bookings?.upcoming.length ?? 0) === 0 && (
            <div>
              <ButtonLink href={props.bookHotelHref}>{t('trips.bookHotel')}</ButtonLink>
            </div>
          )}
          <TripList
            title={t('trips.past')}
            empty={t('trips.noPast')}
            list={trips?.past ?? []}
            others={props.bookings?.past ?? []}
            bookingHref={props.bookingHref}
          />
        </>
      )}
    </div>
  );
}

function TripList({
  title,
  empty,
  list,
  others,
  bookingHref,
}: {
  title: string;
  empty: string;
  list: HotelBooking[];
  others: Booking[];
  bookingHref: MyTripsProps['bookingHref'];
}) {
  const { t } = useTranslation(['hotels', 'booking']);
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={journey.subheading}>{title}</h2>
      {list.length + others.length === 0 ? (
        <p className={journey.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((trip) => (
            <li key={trip.id} className={styles.trip} data-vertical="hotels">
              <StaySummary
                level={3}
                hotel={trip.hotel}
                room={trip.room}
                stay={trip.stay}
                nights={trip.stay.nights}
                total={trip.rates.totalRate}
              />
              <p className={journey.muted}>
                {t('confirmation.reference')}: <bdi>{trip.referenceNumber}</bdi>
              </p>
              <div>
                <ButtonLink
                  href={bookingHref(trip)}
                  tone="secondary"
                  aria-label={`${t('trips.view')}: ${trip.hotel.name} ${trip.referenceNumber ?? ''}`}
                >
                  {t('trips.view')}
                </ButtonLink>
              </div>
            </li>
          ))}
          {others.map((trip) => (
            <li key={trip.id} className={styles.trip} data-vertical={trip.vertical}>
              <BookingSummary level={3} booking={trip} />
              <p className={journey.muted}>
                {t('confirmation.reference')}: <bdi>{trip.referenceNumber}</bdi>
                {trip.status === 'CANCELLED' ? ` · ${t('booking:trips.cancelled')}` : ''}
              </p>
              {trip.bookedBy && (
                <p className={journey.muted}>
                  {t('booking:trips.bookedBy', { name: trip.bookedBy.name })}
                </p>
              )}
              <div>
                <ButtonLink
                  href={engineBookingHref(trip, 'details')}
                  tone="secondary"
                  aria-label={`${t('trips.view')}: ${trip.referenceNumber ?? ''}`}
                >
                  {t('trips.view')}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
