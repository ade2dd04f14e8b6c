import { type BookingTypeTitle, displayName, type RouteArea, type UserProfile } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Money } from '../../primitives/Money/Money.tsx';
import { useMarket } from '../../providers/MarketContext.tsx';
import * as styles from './RemoteRoutePage.css.ts';

/** The route families the main remote answers for (spec §2.1: booking, account, signed-in…). */
export type RemoteRouteFamily = Extract<
  RouteArea,
  'booking' | 'account' | 'agent' | 'traveller' | 'deal' | 'proposal'
>;

/** A booking service's name in the `common` namespace. */
const SERVICE_LABEL = {
  Hotels: 'service.hotels',
  'Air Travel': 'service.flights',
  Resorts: 'service.resorts',
  Cars: 'service.cars',
  Activities: 'service.activities',
  Cruise: 'service.cruise',
} as const satisfies Record<BookingTypeTitle, `service.${string}`>;

export interface RemoteRoutePageProps {
  family: RemoteRouteFamily;
  /** The booking service of a booking route. */
  service?: BookingTypeTitle;
  /** The path rendered. */
  path: string;
  /** The agency's name as the host sent it; null until it arrives. */
  agencyName: string | null;
  /** The signed-in user as the host sent it (null: a visitor). */
  user: UserProfile | null;
}

/**
 * The main remote's page for a route family until its screens arrive: a title naming the family
 * and the host state the remote received (agency, user, currency with a sample amount converted
 * to it), so a visitor sees a page, not an error, and a change in the header shows at once.
 */
export function RemoteRoutePage({ family, service, path, agencyName, user }: RemoteRoutePageProps) {
  const { t } = useTranslation(['remote', 'common']);
  const { currency } = useMarket();
  const title =
    family === 'booking'
      ? t('remote:title.booking', { service: t(`common:${SERVICE_LABEL[service ?? 'Hotels']}`) })
      : t(`remote:title.${family}`);
  const name = user ? displayName(user.personal_info) : null;
  return (
    <section className={styles.page} aria-labelledby="wl-remote-title" data-family={family}>
      <h1 id="wl-remote-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{t('remote:lead')}</p>
      <section className={styles.panel} aria-labelledby="wl-remote-state">
        <h2 id="wl-remote-state" className={styles.panelTitle}>
          {t('remote:state.heading')}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('remote:state.agency')}</dt>
          <dd className={styles.detail} data-testid="remote-agency">
            {/* Agency and user texts keep their own direction on Arabic pages. */}
            {agencyName ? <bdi>{agencyName}</bdi> : t('remote:state.waiting')}
          </dd>
          <dt className={styles.term}>{t('remote:state.user')}</dt>
          <dd className={styles.detail} data-testid="remote-user">
            {name ? (
              <span className={styles.user}>
                <Avatar name={name} image={user?.personal_info.profile_image} />
                <bdi>{name}</bdi>
              </span>
            ) : (
              t('remote:state.guest')
            )}
          </dd>
          <dt className={styles.term}>{t('remote:state.currency')}</dt>
          <dd className={styles.detail} data-testid="remote-currency">
            {currency}
          </dd>
          <dt className={styles.term}>{t('remote:state.samplePrice')}</dt>
          <dd className={styles.detail} data-testid="remote-sample-price">
            <Money amount={100} />
          </dd>
          <dt className={styles.term}>{t('remote:state.path')}</dt>
          <dd className={styles.detail}>
            <code dir="ltr">{path}</code>
          </dd>
        </dl>
      </section>
    </section>
  );
}
