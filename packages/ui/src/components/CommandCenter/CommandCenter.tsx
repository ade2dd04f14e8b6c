import {
  type Agency,
  type AgentDashboard,
  bookNowHref,
  displayName,
  maySeeSetting,
  type UserProfile,
} from '@wl/core';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { CreditAmount } from '../WalletDetails/WalletDetails.tsx';

type LinkKey =
  | 'link.bookNow'
  | 'bookings.title'
  | 'link.markup'
  | 'link.website'
  | 'link.payment'
  | 'link.product'
  | 'link.profile'
  | 'link.support'
  | 'link.wallet'
  | 'link.clients'
  | 'link.agents';

/** The settings pages the quick links offer; each shows only when core lets this user open it. */
const SETTINGS: readonly { key: LinkKey; path: string }[] = [
  { key: 'link.markup', path: '/settings/agency' },
  { key: 'link.website', path: '/settings/website' },
  { key: 'link.payment', path: '/settings/payment' },
  { key: 'link.product', path: '/settings/product' },
  { key: 'link.profile', path: '/settings/profile' },
];

export interface CommandCenterProps {
  user: UserProfile;
  agency: Pick<Agency, 'bookingMenuItemOptions'>;
  /** The figures of GET /api/agent/dashboard (ours). */
  dashboard: AgentDashboard;
}

/**
 * The Command Center (spec §2.1 /dashboard): what an agency owner or agent needs at a glance —
 * clients and agents of the agency, their credit balance, the Agency Markup in force (not for
 * sales agents, who cannot open Markup settings, spec §2.8) — and quick links to Book Now, the
 * agency's bookings, the settings this user may open (core `maySeeSetting`), support, wallet and the lists.
 */
export function CommandCenter({ user, agency, dashboard }: CommandCenterProps) {
  const { t } = useTranslation('areas');
  const links: { key: LinkKey; path: string }[] = [
    { key: 'link.bookNow', path: bookNowHref(agency) },
    { key: 'bookings.title', path: '/bookings' },
    ...SETTINGS.filter((link) => maySeeSetting(user, link.path)),
    { key: 'link.support', path: '/settings/support' },
    { key: 'link.wallet', path: '/wallet/details' },
    { key: 'link.clients', path: '/users/clients' },
    { key: 'link.agents', path: `/users/agents/view/${encodeURIComponent(String(user.id))}` },
  ];
  const showMarkup = dashboard.markupPercent !== undefined;
  return (
    <AreaPage
      title={t('commandCenter.title')}
      lead={<bdi>{t('commandCenter.welcome', { name: displayName(user.personal_info) })}</bdi>}
    >
      <section aria-labelledby="wl-cc-glance" className={styles.header}>
        <h2 id="wl-cc-glance" className={styles.cardTitle}>
          {t('commandCenter.glance')}
        </h2>
        <ul className={styles.tiles}>
          <li className={styles.tile}>
            <span className={styles.tileLabel}>{t('commandCenter.clients')}</span>
            <span className={styles.tileValue} data-testid="cc-clients">
              {dashboard.clients}
            </span>
          </li>
          <li className={styles.tile}>
            <span className={styles.tileLabel}>{t('commandCenter.agents')}</span>
            <span className={styles.tileValue} data-testid="cc-agents">
              {dashboard.agents}
            </span>
          </li>
          <li className={styles.tile}>
            <span className={styles.tileLabel}>{t('commandCenter.credit')}</span>
            {dashboard.credits && dashboard.credits.amount > 0 ? (
              <span className={styles.tileValue} data-testid="cc-credit">
                <CreditAmount credits={dashboard.credits} />
              </span>
            ) : (
              <span className={styles.tileNote} data-testid="cc-credit">
                {t('commandCenter.noCredit')}
              </span>
            )}
          </li>
          {showMarkup ? (
            <li className={styles.tile}>
              <span className={styles.tileLabel}>{t('commandCenter.markup')}</span>
              {dashboard.markupPercent === null || dashboard.markupPercent === undefined ? (
                <span className={styles.tileNote} data-testid="cc-markup">
                  {t('commandCenter.markupNone')}
                </span>
              ) : (
                <span className={styles.tileValue} data-testid="cc-markup">
                  {`${dashboard.markupPercent} %`}
                </span>
              )}
            </li>
          ) : null}
        </ul>
      </section>
      <nav aria-labelledby="wl-cc-links" className={styles.card}>
        <h2 id="wl-cc-links" className={styles.cardTitle}>
          {t('commandCenter.quickLinks')}
        </h2>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <Link href={link.path} className={styles.link}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AreaPage>
  );
}
