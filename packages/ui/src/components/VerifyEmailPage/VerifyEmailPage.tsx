import { ACCOUNT_PATHS, LOGIN_PATH } from '@wl/core';
import { useSelector } from '@xstate/react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  AccountCard,
  AccountNotice,
  FormStatus,
  accountStyles as styles,
  useFailureText,
} from '../AccountCard/AccountCard.tsx';
import type { AccountRequestActorRef } from '../SignupPage/SignupPage.tsx';

export interface VerifyEmailPageProps {
  /**
   * The verification: `accountRequestMachine` with `send` provided (POST /api/user/verify, ours),
   * sent by the host with the link's token when the page opens. Without a token it stays idle.
   */
  actor: AccountRequestActorRef;
  /** The link carried a token (`/verify?token=…`). */
  hasToken: boolean;
}

/**
 * /verify (spec §2.1): opening the e-mailed link activates the account. The call is a POST made
 * by the page, so a mail scanner that fetches the link does not use it up.
 */
export function VerifyEmailPage({ actor, hasToken }: VerifyEmailPageProps) {
  const { t } = useTranslation(['account', 'common']);
  const isDone = useSelector(actor, (state) => state.matches('done'));
  const failure = useSelector(actor, (state) => state.context.error);
  const failureText = useFailureText();

  if (isDone) {
    return (
      <AccountNotice
        title={t('account:verify.done.title')}
        body={t('account:verify.done.body')}
        action={{ label: t('common:action.logIn'), href: LOGIN_PATH }}
      />
    );
  }
  if (!hasToken || failure) {
    const invalid = !hasToken || failure?.code === 'invalidToken';
    return (
      <AccountNotice
        title={t('account:verify.failed.title')}
        body={invalid ? t('account:verify.failed.body') : (failureText(failure) ?? '')}
        action={{ label: t('common:action.logIn'), href: LOGIN_PATH }}
        footer={
          <Link href={ACCOUNT_PATHS.signup} className={styles.link}>
            {t('common:action.signUp')}
          </Link>
        }
      />
    );
  }
  return (
    <AccountCard title={t('account:verify.title')}>
      <FormStatus text={t('account:verify.checking')} />
    </AccountCard>
  );
}
