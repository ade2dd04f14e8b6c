import { type Agency, isOwnerOrAdmin, loginHref, type Roles, SUBSCRIPTION_PATH } from '@wl/core';
import { useTranslation } from 'react-i18next';
import {
  AccountCard,
  AccountNotice,
  accountStyles as styles,
} from '../AccountCard/AccountCard.tsx';

export interface SubscriptionPageProps {
  /** The signed-in user (spec §4 host state), or null for a visitor. */
  user: Roles | null;
  agency: Pick<Agency, 'agencyName' | 'isSubscribed'>;
}

/**
 * /subscription (spec §2.1, §2.6, §6): where the logo sends an owner or admin of an agency that
 * is not subscribed. It shows the agency's subscription state to its owner and admins; others
 * are told who can see it, and a visitor is asked to log in (coming back here).
 */
export function SubscriptionPage({ user, agency }: SubscriptionPageProps) {
  const { t } = useTranslation(['account', 'common']);
  if (!user) {
    return (
      <AccountNotice
        title={t('account:subscription.title')}
        body={t('account:subscription.signIn')}
        action={{ label: t('common:action.logIn'), href: loginHref(SUBSCRIPTION_PATH) }}
      />
    );
  }
  if (!isOwnerOrAdmin(user)) {
    return (
      <AccountNotice
        title={t('account:subscription.title')}
        body={t('account:subscription.notAllowed')}
      />
    );
  }
  return (
    <AccountCard title={t('account:subscription.title')}>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('account:subscription.agency')}</dt>
        <dd className={styles.factValue}>
          <bdi>{agency.agencyName}</bdi>
        </dd>
        <dt className={styles.factName}>{t('account:subscription.status')}</dt>
        <dd className={styles.factValue}>
          {agency.isSubscribed
            ? t('account:subscription.status.active')
            : t('account:subscription.status.inactive')}
        </dd>
      </dl>
      <p className={styles.body}>
        {agency.isSubscribed
          ? t('account:subscription.active')
          : t('account:subscription.inactive')}
      </p>
    </AccountCard>
  );
}
