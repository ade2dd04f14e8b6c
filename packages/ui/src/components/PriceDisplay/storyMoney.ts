import { convertFromUsd } from '@wl/core';
import { formatMoney, isLanguageCode } from '@wl/i18n';
import type { Market } from '../../providers/MarketContext.tsx';

/**
 * For play functions: how an amount in US dollars reads in the story's language and market
 * (`parameters.market`), the way `Money` shows it, so assertions hold in every story run.
 */
export function storyMoney(context: {
  globals: Record<string, unknown>;
  parameters: { market?: Market };
}): (amountUsd: number) => string {
  const language = isLanguageCode(context.globals.language) ? context.globals.language : 'en';
  const market = context.parameters.market ?? { currency: 'USD', exchangeRates: null };
  return (amountUsd) => {
    const converted = convertFromUsd(amountUsd, market.currency, market.exchangeRates);
    return formatMoney(converted.amount, converted.currency, language);
  };
}

/** Collapses the spaces Intl puts in amounts (narrow and no-break) so texts compare. */
export function sameSpaces(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}
