import { signInAgainHref } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { AccountNotice } from '../AccountCard/AccountCard.tsx';

export interface SessionExpiredPageProps {
  /** Where the visitor was (`?redirect=`): signing in again returns there, on this site only. */
  redirect: string | null;
}

/** /expired and /expiry (spec §2.1): the session ended; Log In again, back where they were. */
export function SessionExpiredPage({ redirect }: SessionExpiredPageProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <AccountNotice
      title={t('account:expired.title')}
      body={t('account:expired.body')}
      action={{ label: t('common:action.logIn'), href: signInAgainHref(redirect) }}
    />
  );
}
