import type { HotelBooking, Trips } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
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
            bookingHref={props.bookingHref}
          />
          {(trips?.upcoming.length ?? 0) === 0 && (
            <div>
              <ButtonLink href={props.bookHotelHref}>{t('trips.bookHotel')}</ButtonLink>
            </div>
          )}
          <TripList
            title={t('trips.past')}
            empty={t('trips.noPast')}
            list={trips?.past ?? []}
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
  bookingHref,
}: {
  title: string;
  empty: string;
  list: HotelBooking[];
  bookingHref: MyTripsProps['bookingHref'];
}) {
  const { t } = useTranslation('hotels');
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={journey.subheading}>{title}</h2>
      {list.length === 0 ? (
        <p className={journey.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((trip) => (
            <li key={trip.id} className={styles.trip}>
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
        </ul>
      )}
    </section>
  );
}
