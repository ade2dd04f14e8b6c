import {
  type Booking,
  type BookingChoice,
  bookingRates,
  cruiseLinePolicyOf,
  type FlightLeg,
  type Offer,
} from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Money } from '../../primitives/Money/Money.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import * as styles from './Checkout.css.ts';

export interface OfferSummaryProps {
  offer: Offer;
  choice: BookingChoice;
  /** The booking's own total once the server priced it; else the offer's for these choices. */
  total?: number;
  /** Heading level of the summary's title. @default 2 */
  level?: 2 | 3;
}

/** Local time of a leg's `YYYY-MM-DDTHH:mm`, as the airport's clock shows it. */
const clock = (stamp: string) => stamp.slice(11, 16);

function Facts({ children }: { children: ReactNode }) {
  return <dl className={journey.facts}>{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={journey.factLabel}>{label}</dt>
      <dd className={journey.factValue}>{children}</dd>
    </>
  );
}

function Leg({ label, leg }: { label: string; leg: FlightLeg }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (
    <div className={styles.leg}>
      <p className={journey.muted}>
        {label} · {formatDay(leg.departAt.slice(0, 10), language)} · {leg.flightNumber}
      </p>
      <p className={styles.legRoute}>
        <span dir="ltr">
          {leg.from} {clock(leg.departAt)} → {leg.to} {clock(leg.arriveAt)}
        </span>
      </p>
      <p className={journey.muted}>
        {leg.stops === 0
          ? t('flight.direct')
          : t('flight.stops', { count: leg.stops, via: leg.via.join(', ') })}
        {' · '}
        {t('flight.duration', {
          hours: Math.floor(leg.durationMinutes / 60),
          minutes: leg.durationMinutes % 60,
        })}
      </p>
    </div>
  );
}

/** What is being booked, per vertical (flight legs, the car, the activity, the sailing). */
export function OfferSummary({ offer, choice, total, level = 2 }: OfferSummaryProps) {
  const { t } = useTranslation(['booking', 'hotels']);
  const language = useLanguage();
  const Heading = level === 2 ? 'h2' : 'h3';
  const day = (iso: string) => formatDay(iso, language);
  const amount = total ?? bookingRates(offer, choice).totalRate;
  const policy = (
    <p className={journey.muted} data-testid="cancellation-flag">
      {offer.freeCancellation ? t('policy.freeCancellation') : t('policy.nonRefundable')}
    </p>
  );

  let body: ReactNode;
  switch (offer.vertical) {
    case 'hotels': {
      const { hotel, room, stay } = offer;
      body = (
        <>
          {hotel.heroImage && <img src={hotel.heroImage} alt="" className={journey.thumb} />}
          <div>
            <Heading className={journey.subheading}>
              <bdi>{hotel.name}</bdi>
            </Heading>
            <p className={journey.muted}>
              <bdi>{hotel.address}</bdi>
            </p>
          </div>
          <Facts>
            <Fact label={t('hotels:summary.room')}>
              <bdi>{room.name}</bdi> · {t(`hotels:board.${room.board}`)}
            </Fact>
            <Fact label={t('hotels:summary.checkIn')}>{day(stay.checkIn)}</Fact>
            <Fact label={t('hotels:summary.checkOut')}>{day(stay.checkOut)}</Fact>
            <Fact label={t('hotels:summary.nights')}>{stay.nights}</Fact>
            <Fact label={t('hotels:summary.rooms')}>{stay.rooms}</Fact>
            <Fact label={t('hotels:summary.adults')}>{stay.adults}</Fact>
            <Fact label={t('hotels:summary.children')}>{stay.children}</Fact>
          </Facts>
        </>
      );
      break;
    }
    case 'flights': {
      const { flight, guests } = offer;
      body = (
        <>
          <div>
            <Heading className={journey.subheading}>
              <bdi>{flight.airline}</bdi> ·{' '}
              <span dir="ltr" className={styles.route}>
                {flight.outbound.from} → {flight.outbound.to}
              </span>
            </Heading>
            <p className={journey.muted}>
              {flight.inbound ? t('flight.return') : t('flight.oneWay')} · {flight.cabin}
            </p>
          </div>
          <Leg label={t('flight.outbound')} leg={flight.outbound} />
          {flight.inbound && <Leg label={t('flight.inbound')} leg={flight.inbound} />}
          <Facts>
            <Fact label={t('guests.adult')}>{guests.adult}</Fact>
            <Fact label={t('guests.children')}>{guests.children}</Fact>
            <Fact label={t('guests.infant')}>{guests.infant}</Fact>
          </Facts>
        </>
      );
      break;
    }
    case 'cars': {
      const { car } = offer;
      body = (
        <>
          {car.vehiclePicture && <img src={car.vehiclePicture} alt="" className={journey.thumb} />}
          <div>
            <Heading className={journey.subheading}>
              <bdi>{car.name}</bdi>
            </Heading>
            <p className={journey.muted}>
              {car.category} · {car.supplier}
            </p>
          </div>
          <Facts>
            <Fact label={t('car.pickUp')}>
              <bdi>{car.pickupLocation}</bdi>, {day(offer.pickUpDate)}
            </Fact>
            <Fact label={t('car.dropOff')}>
              <bdi>{car.dropOffLocation}</bdi>, {day(offer.returnDate)}
            </Fact>
            <Fact label={t('car.days')}>{car.days}</Fact>
            <Fact label={t('car.driverAge')}>{choice.driverAge ?? offer.driverAge}</Fact>
          </Facts>
          <div>
            <p className={journey.factLabel}>{t('car.included')}</p>
            <ul className={styles.included}>
              {offer.included.map((item) => (
                <li key={item}>{t(`car.inclusion.${item}`)}</li>
              ))}
            </ul>
          </div>
        </>
      );
      break;
    }
    case 'activities': {
      const { activity } = offer;
      body = (
        <>
          {activity.imageUrl && <img src={activity.imageUrl} alt="" className={journey.thumb} />}
          <div>
            <Heading className={journey.subheading}>
              <bdi>{activity.title}</bdi>
            </Heading>
            <p className={journey.muted}>
              <bdi>{activity.duration}</bdi>
            </p>
          </div>
          <Facts>
            {choice.date && <Fact label={t('activity.date')}>{day(choice.date)}</Fact>}
            {choice.timeSlot && (
              <Fact label={t('activity.time')}>
                <span dir="ltr">{choice.timeSlot}</span>
              </Fact>
            )}
            <Fact label={t('activity.participants')}>{choice.participants ?? 1}</Fact>
          </Facts>
        </>
      );
      break;
    }
    case 'cruise': {
      const { cruise, guests } = offer;
      const policyHref = cruiseLinePolicyOf(cruise.shipLine.code);
      body = (
        <>
          <div>
            <Heading className={journey.subheading}>
              <bdi>{cruise.title}</bdi>
            </Heading>
            <p className={journey.muted}>
              {cruise.shipLine.name} · {cruise.ship}
            </p>
          </div>
          <Facts>
            <Fact label={t('cruise.departs')}>
              <bdi>{cruise.departurePort}</bdi>, {day(cruise.departDate)}
            </Fact>
            <Fact label={t('cruise.nights')}>{cruise.nights}</Fact>
            <Fact label={t('cruise.ports')}>
              <bdi>{cruise.ports.join(', ')}</bdi>
            </Fact>
            {choice.cabin && <Fact label={t('cruise.cabin')}>{t(`cabin.${choice.cabin}`)}</Fact>}
            <Fact label={t('guests.adult')}>{guests.adult}</Fact>
            <Fact label={t('guests.children')}>{guests.children}</Fact>
            <Fact label={t('guests.infant')}>{guests.infant}</Fact>
          </Facts>
          {policyHref && (
            <a href={policyHref} className={styles.link}>
              {t('cruise.policy', { line: cruise.shipLine.name })}
            </a>
          )}
        </>
      );
      break;
    }
    case 'resorts': {
      const { resort } = offer;
      body = (
        <>
          {resort.image && <img src={resort.image} alt="" className={journey.thumb} />}
          <div>
            <Heading className={journey.subheading}>
              <bdi>{resort.name}</bdi>
            </Heading>
          </div>
          <Facts>
            <Fact label={t('hotels:summary.checkIn')}>{day(resort.checkIn)}</Fact>
            <Fact label={t('hotels:summary.checkOut')}>{day(resort.checkOut)}</Fact>
            <Fact label={t('hotels:summary.nights')}>{resort.nights}</Fact>
            <Fact label={t('hotels:summary.adults')}>{resort.adults}</Fact>
          </Facts>
        </>
      );
      break;
    }
  }

  return (
    <div className={journey.panel}>
      {body}
      {policy}
      <p className={journey.total}>
        <span>{t('hotels:summary.total')}</span>
        <Money amount={amount} />
      </p>
    </div>
  );
}

/** A booking's summary: its offer with the choices and the total the server made. */
export function BookingSummary({ booking, level }: { booking: Booking; level?: 2 | 3 }) {
  return (
    <OfferSummary
      offer={booking.offer}
      choice={booking.choice}
      total={booking.rates.totalRate}
      {...(level ? { level } : {})}
    />
  );
}
