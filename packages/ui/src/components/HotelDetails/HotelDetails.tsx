import type { HotelDetails as Hotel, HotelRoom, Viewer } from '@wl/core';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { StarRating } from '../DealCard/DealCard.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import type { LoadStatus } from '../HotelResults/HotelResults.tsx';
import { PriceDisplay } from '../PriceDisplay/PriceDisplay.tsx';
import * as styles from './HotelDetails.css.ts';

export interface HotelDetailsProps {
  status: LoadStatus;
  hotel: Hotel | null;
  error: string | null;
  onRetry(): void;
  /** Checkout of a room for this stay. */
  bookHref(room: HotelRoom): string;
  /** The results this hotel was picked from, when there were any. */
  backHref?: string;
  viewer: Viewer;
  allowNonLoginFlow?: boolean;
  returnTo?: string;
  /** Agency staff only: propose this stay to a client, or make a deal link of it (issue 16). */
  agentLinks?: { proposeHref: string; dealLinkHref: string };
}

/**
 * A hotel's page (issue 15): pictures, stars (spec §5 floor), amenities and the rooms that sleep
 * the party, each priced for the stay by the viewer rules (spec §2.3), with Book this room.
 */
export function HotelDetails(props: HotelDetailsProps) {
  const { t } = useTranslation(['hotels', 'common', 'agentTools']);
  const { status, hotel } = props;

  return (
    <div className={journey.page}>
      {props.backHref && (
        <Link href={props.backHref} className={styles.back}>
          {t('details.back')}
        </Link>
      )}
      {status === 'loading' && (
        <div role="status" aria-label={t('common:loading')} data-testid="hotel-details-skeleton">
          <div aria-hidden className={styles.gallery}>
            <div className={`${journey.skeleton} ${styles.galleryImage}`} />
            <div className={`${journey.skeleton} ${styles.galleryImage}`} />
            <div className={`${journey.skeleton} ${styles.galleryImage}`} />
          </div>
        </div>
      )}
      {status === 'failed' && <LoadFailure error={props.error} onRetry={props.onRetry} />}
      {status === 'loaded' && hotel && (
        <>
          <section className={styles.intro}>
            <h1 className={journey.heading}>{hotel.name}</h1>
            <StarRating rating={hotel.rating} />
            <p className={journey.muted}>{hotel.address}</p>
            <p>{hotel.description}</p>
            {props.agentLinks && (
              <nav aria-label={t('agentTools:hotelActions.label')} className={styles.agentLinks}>
                <ButtonLink tone="secondary" href={props.agentLinks.proposeHref}>
                  {t('agentTools:hotelActions.propose')}
                </ButtonLink>
                <ButtonLink tone="secondary" href={props.agentLinks.dealLinkHref}>
                  {t('agentTools:hotelActions.dealLink')}
                </ButtonLink>
              </nav>
            )}
          </section>
          <section
            aria-label={t('details.gallery', { name: hotel.name })}
            className={styles.gallery}
          >
            {hotel.images
              .filter((src): src is string => !!src)
              .map((src) => (
                <img key={src} src={src} alt="" className={styles.galleryImage} />
              ))}
          </section>
          <section className={styles.intro}>
            <h2 className={journey.subheading}>{t('details.amenities')}</h2>
            <ul className={styles.amenities}>
              {hotel.amenities.map((amenity) => (
                <li key={amenity} className={styles.amenity}>
                  {t(`amenity.${amenity}`)}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.intro}>
            <h2 className={journey.subheading}>{t('details.rooms')}</h2>
            {hotel.rooms.length === 0 ? (
              <p className={journey.panel}>{t('details.noRooms')}</p>
            ) : (
              <ul className={styles.rooms}>
                {hotel.rooms.map((room) => (
                  <li key={room.id} className={styles.room}>
                    <div className={styles.intro}>
                      <h3 className={styles.roomName}>{room.name}</h3>
                      <p className={journey.muted}>
                        {room.beds} · {t('details.sleeps', { count: room.maxGuests })}
                      </p>
                      <p className={journey.muted}>{t(`board.${room.board}`)}</p>
                      <p className={room.freeCancellation ? styles.free : journey.muted}>
                        {room.freeCancellation
                          ? t('room.freeCancellation')
                          : t('room.nonRefundable')}
                      </p>
                    </div>
                    <div className={styles.intro}>
                      <p className={journey.muted}>{t('results.totalForStay')}</p>
                      <PriceDisplay
                        rates={room.rates}
                        tab="Hotels"
                        viewer={props.viewer}
                        {...(props.allowNonLoginFlow !== undefined
                          ? { allowNonLoginFlow: props.allowNonLoginFlow }
                          : {})}
                        {...(props.returnTo ? { redirect: props.returnTo } : {})}
                      />
                      <ButtonLink
                        href={props.bookHref(room)}
                        aria-label={`${t('details.book')}: ${room.name}`}
                      >
                        {t('details.book')}
                      </ButtonLink>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
