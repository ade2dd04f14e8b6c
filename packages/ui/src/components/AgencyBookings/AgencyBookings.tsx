import type { HotelBooking } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Money } from '../../primitives/Money/Money.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { AreaTable } from '../AccountArea/AreaTable.tsx';

export interface AgencyBookingsProps {
  /** The agency's confirmed stays, the latest first (GET /api/agency/bookings). */
  bookings: readonly HotelBooking[];
}

/**
 * The agents' Bookings (the side navigation's Bookings, spec §1): every confirmed stay booked
 * with the agency, with its reference, guest, hotel, dates and what the traveller paid.
 */
export function AgencyBookings({ bookings }: AgencyBookingsProps) {
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
    <AreaPage title={t('bookings.title')}>
      {bookings.length === 0 ? (
        <p className={styles.status}>{t('bookings.empty')}</p>
      ) : (
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
      )}
    </AreaPage>
  );
}
