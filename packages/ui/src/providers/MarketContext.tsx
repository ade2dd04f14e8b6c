import { convertFromUsd } from '@wl/core';
import { formatMoney, isLanguageCode } from '@wl/i18n/runtime';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export interface Market {
  /** Selected currency (three-letter code). */
  currency: string;
  /** Rates relative to USD, null until loaded (spec §3 multi-currency state). */
  exchangeRates: Readonly<Record<string, number>> | null;
}

const MarketContext = createContext<Market>({ currency: 'USD', exchangeRates: null });

export const MarketProvider = MarketContext.Provider;

export function useMarket(): Market {
  return useContext(MarketContext);
}

/** Formats a USD amount in the selected currency and the page language (spec §1). */
export function useFormatMoney(): (amountUsd: number) => string {
  const { currency, exchangeRates } = useMarket();
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return useCallback(
    (amountUsd: number) => {
      const converted = convertFromUsd(amountUsd, currency, exchangeRates);
      return formatMoney(converted.amount, converted.currency, language);
    },
    [currency, exchangeRates, language],
  );
}
