import { formatDay } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Money } from '../../primitives/Money/Money.tsx';
import * as styles from './journey.css.ts';

export interface StaySummaryProps {
  hotel: { name: string; address: string; heroImage: string | null };
  room?: { name: string } | null;
  stay: { checkIn: string; checkOut: string; rooms: number; adults: number; children: number };
  nights: number;
  /** The whole stay in US dollars (shown in the selected currency). */
  total?: number;
  /** Heading level of the summary's title. @default 2 */
  level?: 2 | 3;
}

/** A stay at a glance (issue 15 checkout, payment, confirmation, My Trips). */
export function StaySummary({ hotel, room, stay, nights, total, level = 2 }: StaySummaryProps) {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const Heading = level === 2 ? 'h2' : 'h3';
  const fact = (label: string, value: string | number) => (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </>
  );
  return (
    // Not a landmark: My Trips lists several, and each is named by its hotel's heading.
    <div className={styles.panel}>
      {hotel.heroImage && <img src={hotel.heroImage} alt="" className={styles.thumb} />}
      <div>
        <Heading className={styles.subheading}>{hotel.name}</Heading>
        <p className={styles.muted}>{hotel.address}</p>
      </div>
      <dl className={styles.facts}>
        {room && fact(t('summary.room'), room.name)}
        {fact(t('summary.checkIn'), formatDay(stay.checkIn, language))}
        {fact(t('summary.checkOut'), formatDay(stay.checkOut, language))}
        {fact(t('summary.nights'), nights)}
        {fact(t('summary.rooms'), stay.rooms)}
        {fact(t('summary.adults'), stay.adults)}
        {fact(t('summary.children'), stay.children)}
      </dl>
      {total !== undefined && (
        <p className={styles.total}>
          <span>{t('summary.total')}</span>
          <Money amount={total} />
        </p>
      )}
    </div>
  );
}
