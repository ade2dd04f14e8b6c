import { convertFromUsd } from '@wl/core';
import { formatMoney } from '@wl/i18n/runtime';
import { createContext, useCallback, useContext } from 'react';
import { useLanguage } from '../hooks/useLanguage.ts';

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
  const language = useLanguage();
  return useCallback(
    (amountUsd: number) => {
      const converted = convertFromUsd(amountUsd, currency, exchangeRates);
      return formatMoney(converted.amount, converted.currency, language);
    },
    [currency, exchangeRates, language],
  );
}
