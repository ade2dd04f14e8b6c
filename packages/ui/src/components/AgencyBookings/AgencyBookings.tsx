import {
  type Booking,
  bookingTravellerName,
  type HotelBooking,
  priceDisplay,
  type Rates,
  type Viewer,
} from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Money } from '../../primitives/Money/Money.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { AreaTable } from '../AccountArea/AreaTable.tsx';
import * as own from './AgencyBookings.css.ts';

export interface AgencyBookingsProps {
  /** The agency's confirmed stays, the latest first (GET /api/agency/bookings). */
  bookings: readonly HotelBooking[];
  /**
   * The booking engine's bookings of every vertical (flights, cars, activities, cruises,
   * resorts), priced for the viewer (GET /api/agency/all-bookings).
   */
  engineBookings?: readonly Booking[] | undefined;
  /** Who looks (core `viewerOf`): an unrestricted agent also sees Wholesale Rate and Agency Markup. */
  viewer?: Viewer | undefined;
}

const NONE: readonly Booking[] = [];

/**
 * Spec §2.3's price rule, the deal cards' (core `priceDisplay` → `wholesaleFigures`): Wholesale
 * Rate and Agency Markup for an unrestricted agent when the platform sent the wholesale figures,
 * nothing for anyone else.
 */
function wholesaleOf(viewer: Viewer | undefined, rates: Rates) {
  if (!viewer) return undefined;
  const shown = priceDisplay({ viewer, rates, allowNonLoginFlow: false, tab: 'bookings' });
  return shown.kind === 'agent' ? shown.wholesale : undefined;
}

/**
 * The agents' Bookings (the side navigation's Bookings, spec §1): every confirmed stay booked
 * with the agency, with its reference, guest, hotel, dates and what the traveller paid; and every
 * booking of the other verticals, with who booked it, its status and, for unrestricted agents,
 * its wholesale rate and the agency's markup (spec §2.3, §6).
 */
export function AgencyBookings({ bookings, engineBookings = NONE, viewer }: AgencyBookingsProps) {
  const { t } = useTranslation('areas');
  const hotelsId = useId();
  const othersId = useId();
  if (bookings.length === 0 && engineBookings.length === 0) {
    return (
      <AreaPage title={t('bookings.title')}>
        <p className={styles.status}>{t('bookings.empty')}</p>
      </AreaPage>
    );
  }
  // One list needs no heading of its own: the page's says it.
  if (engineBookings.length === 0) {
    return (
      <AreaPage title={t('bookings.title')}>
        <HotelTable bookings={bookings} />
      </AreaPage>
    );
  }
  return (
    <AreaPage title={t('bookings.title')}>
      {bookings.length > 0 ? (
        <section className={own.section} aria-labelledby={hotelsId}>
          <h2 id={hotelsId} className={styles.cardTitle}>
            {t('bookings.hotels')}
          </h2>
          <HotelTable bookings={bookings} />
        </section>
      ) : null}
      <section className={own.section} aria-labelledby={othersId}>
        <h2 id={othersId} className={styles.cardTitle}>
          {t('bookings.others')}
        </h2>
        <EngineTable bookings={engineBookings} viewer={viewer} />
      </section>
    </AreaPage>
  );
}

function HotelTable({ bookings }: { bookings: readonly HotelBooking[] }) {
  const { t } = useTranslation('areas');
  const language = useLanguage();
  const columns = [
    t('bookings.reference'),
    t('bookings.traveller'),
    t('bookings.hotel'),
    t('bookings.checkIn'),
    t('bookings.checkOut'),
    t('bookings.total'),
  ];
  return (
    <AreaTable columns={columns}>
      {bookings.map((booking) => (
        <tr key={booking.id}>
          <th scope="row" className={styles.cell}>
            {/* Reference numbers read left to right in every language. */}
            <span dir="ltr">{booking.referenceNumber}</span>
          </th>
          <td className={styles.cell}>
            <bdi>
              {booking.guest.firstName} {booking.guest.lastName}
            </bdi>
          </td>
          <td className={styles.cell}>
            <bdi>{booking.hotel.name}</bdi>
          </td>
          <td className={styles.cell}>{formatDay(booking.stay.checkIn, language)}</td>
          <td className={styles.cell}>{formatDay(booking.stay.checkOut, language)}</td>
          <td className={styles.cell}>
            <Money amount={booking.rates.totalRate} />
          </td>
        </tr>
      ))}
    </AreaTable>
  );
}

function EngineTable({
  bookings,
  viewer,
}: {
  bookings: readonly Booking[];
  viewer: Viewer | undefined;
}) {
  const { t } = useTranslation(['areas', 'common', 'deals']);
  const language = useLanguage();
  const rows = bookings.map((booking) => ({
    booking,
    wholesale: wholesaleOf(viewer, booking.rates),
  }));
  // The columns only where there is something to show in them: never for a restricted agent.
  const withWholesale = rows.some((row) => row.wholesale !== undefined);
  const columns = [
    t('areas:bookings.reference'),
    t('areas:bookings.product'),
    t('areas:bookings.traveller'),
    t('areas:bookings.bookedBy'),
    t('areas:bookings.dates'),
    t('areas:bookings.status'),
    t('areas:bookings.total'),
    ...(withWholesale ? [t('deals:price.wholesaleRate'), t('deals:price.agencyMarkup')] : []),
  ];
  const day = (iso: string) => formatDay(iso, language);
  return (
    <AreaTable columns={columns}>
      {rows.map(({ booking, wholesale }) => (
        <tr key={booking.id} data-vertical={booking.vertical} data-status={booking.status}>
          <th scope="row" className={styles.cell}>
            <span dir="ltr">{booking.referenceNumber}</span>
          </th>
          <td className={styles.cell}>{t(`common:service.${booking.vertical}`)}</td>
          <td className={styles.cell}>
            <bdi>{bookingTravellerName(booking)}</bdi>
          </td>
          <td className={styles.cell}>
            {booking.bookedBy ? (
              <bdi>{booking.bookedBy.name}</bdi>
            ) : (
              t('areas:bookings.bookedOnline')
            )}
          </td>
          <td className={styles.cell}>
            {booking.startDate === booking.endDate
              ? day(booking.startDate)
              : t('areas:bookings.dateRange', {
                  start: day(booking.startDate),
                  end: day(booking.endDate),
                })}
          </td>
          <td className={styles.cell}>
            {booking.status === 'CANCELLED' ? (
              <span className={own.cancelled}>{t('areas:bookings.status.CANCELLED')}</span>
            ) : (
              t(`areas:bookings.status.${booking.status}`)
            )}
          </td>
          <td className={styles.cell}>
            <Money amount={booking.rates.totalRate} />
          </td>
          {withWholesale ? (
            <>
              <td className={styles.cell}>
                {wholesale ? <Money amount={wholesale.wholesaleRate} /> : null}
              </td>
              <td className={styles.cell}>
                {wholesale ? <Money amount={wholesale.agencyMarkup} /> : null}
              </td>
            </>
          ) : null}
        </tr>
      ))}
    </AreaTable>
  );
}
