import { type Agency, displayName, profileMenuItems, type UserProfile } from '@wl/core';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { CreditAmount } from '../WalletDetails/WalletDetails.tsx';

/** The traveller's menu items this page links to (spec §2.6), by core's menu item id. */
const LINK_KEYS = {
  'book-now': 'link.bookNow',
  'my-trips': 'link.myTrips',
  'profile-settings': 'link.profile',
  support: 'link.support',
  wallet: 'link.rewardWallet',
} as const;

export interface TravellerDashboardProps {
  user: UserProfile;
  agency: Pick<Agency, 'bookingMenuItemOptions'>;
}

/**
 * The traveller's Dashboard (spec §2.1 /mytrip/dashboard): a greeting, the reward wallet's balance
 * when they have one (isRewardWalletEnable), and the places of their profile menu (core
 * `profileMenuItems`, spec §2.6): Book Now, My Trips, Profile Settings, Support, Wallet.
 */
export function TravellerDashboard({ user, agency }: TravellerDashboardProps) {
  const { t } = useTranslation('areas');
  const links = profileMenuItems(user, agency).flatMap((item) => {
    const key = LINK_KEYS[item.id as keyof typeof LINK_KEYS];
    return key ? [{ key, path: item.path }] : [];
  });
  return (
    <AreaPage
      title={t('traveller.title')}
      lead={<bdi>{t('traveller.welcome', { name: displayName(user.personal_info) })}</bdi>}
    >
      <p className={styles.lead}>{t('traveller.lead')}</p>
      {user.isRewardWalletEnable ? (
        <div className={styles.tile}>
          <span className={styles.tileLabel}>{t('traveller.walletBalance')}</span>
          {user.personal_info.credits && user.personal_info.credits.amount > 0 ? (
            <span className={styles.tileValue} data-testid="traveller-wallet">
              <CreditAmount credits={user.personal_info.credits} />
            </span>
          ) : (
            <span className={styles.tileNote} data-testid="traveller-wallet">
              {t('wallet.empty')}
            </span>
          )}
        </div>
      ) : null}
      <nav aria-label={t('traveller.title')} className={styles.card}>
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
