import { type Booking, bookingTravellerName, offerTitle } from '@wl/core';
import { formatDay, formatTime } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { Money } from '../../primitives/Money/Money.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { AreaTable } from '../AccountArea/AreaTable.tsx';

export interface HeldBookingsProps {
  /** This agent's bookings of every vertical held for payment, the hold ending first first. */
  bookings: readonly Booking[];
  /** The held booking's payment page (core `paymentHref`). */
  payHref(booking: Booking): string;
}

/** The agents' Pay (spec §1 "a pay feature"): what they booked and have not paid yet. */
export function HeldBookings({ bookings, payHref }: HeldBookingsProps) {
  const { t } = useTranslation(['agentTools', 'areas', 'common']);
  const language = useLanguage();
  return (
    <AreaPage title={t('pay.title')} lead={t('pay.lead')}>
      {bookings.length === 0 ? (
        <p className={styles.status}>{t('pay.empty')}</p>
      ) : (
        <AreaTable
          columns={[
            t('areas:bookings.product'),
            t('pay.col.traveller'),
            t('areas:bookings.dates'),
            t('pay.col.heldUntil'),
            t('pay.col.total'),
            // The pay links' column: a header with no text fails axe (empty-table-header).
            t('pay.title'),
          ]}
        >
          {bookings.map((booking) => (
            <tr key={booking.id} data-vertical={booking.vertical}>
              <th scope="row" className={styles.cell}>
                <bdi>{offerTitle(booking.offer)}</bdi>
                <span className={styles.status}> · {t(`common:service.${booking.vertical}`)}</span>
              </th>
              <td className={styles.cell}>
                <bdi>{bookingTravellerName(booking)}</bdi>
              </td>
              <td className={styles.cell}>{formatDay(booking.startDate, language)}</td>
              <td className={styles.cell}>
                {formatTime(new Date(booking.holdExpiresAt), language)}
              </td>
              <td className={styles.cell}>
                <Money amount={booking.rates.totalRate} />
              </td>
              <td className={styles.cell}>
                <ButtonLink href={payHref(booking)} size="sm">
                  {t('pay.action')}
                </ButtonLink>
              </td>
            </tr>
          ))}
        </AreaTable>
      )}
    </AreaPage>
  );
}
