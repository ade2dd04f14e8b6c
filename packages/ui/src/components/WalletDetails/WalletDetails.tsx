import { creditToShow, type Money as MoneyValue } from '@wl/core';
import { formatMoney } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Money } from '../../primitives/Money/Money.tsx';
import { useMarket } from '../../providers/MarketContext.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';

/**
 * A balance in the selected currency (spec §1, §2.8 via core `creditToShow`), or null when there
 * is nothing above zero.
 */
export function CreditAmount({ credits }: { credits: MoneyValue | null | undefined }) {
  const { exchangeRates } = useMarket();
  const language = useLanguage();
  const credit = creditToShow(credits, exchangeRates);
  if (!credit) return null;
  if (credit.kind === 'usd') return <Money amount={credit.amountUsd} />;
  return <span>{formatMoney(credit.amount, credit.currency, language)}</span>;
}

export interface WalletDetailsProps {
  /** `agent`: /wallet/details (Wallet details); `rewards`: a traveller's /mytrip/wallet/. */
  kind: 'agent' | 'rewards';
  /** The profile's credits (spec §3 personal_info.credits). */
  credits: MoneyValue | null | undefined;
}

/** The wallet of the signed-in user: its balance in the selected currency, or that it is empty. */
export function WalletDetails({ kind, credits }: WalletDetailsProps) {
  const { t } = useTranslation('areas');
  const empty = creditToShow(credits, null) === null;
  return (
    <AreaPage
      title={kind === 'agent' ? t('wallet.title') : t('wallet.rewardsTitle')}
      lead={t('wallet.lead')}
    >
      <div className={styles.tile}>
        <span className={styles.tileLabel}>{t('wallet.balance')}</span>
        <span className={styles.tileValue} data-testid="wallet-balance">
          {empty ? t('wallet.empty') : <CreditAmount credits={credits} />}
        </span>
      </div>
    </AreaPage>
  );
}
