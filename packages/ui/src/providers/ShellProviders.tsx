import type { AgencyConfig, LanguageCode } from '@wl/core';
import { createI18n, localeTag, textDirection } from '@wl/i18n';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { agencyThemeStyle } from '../theme/agencyThemeStyle.ts';
import { AgencyConfigProvider } from './AgencyContext.tsx';
import { type Market, MarketProvider } from './MarketContext.tsx';
import { shellRoot } from './ShellProviders.css.ts';

export interface ShellProvidersProps {
  config: AgencyConfig;
  language: LanguageCode;
  /** An i18next instance (e.g. one holding texts fetched at run time); created when absent. */
  i18n?: I18n;
  /**
   * Apply the agency theme on this subtree. Generated pages theme `:root` with a stylesheet
   * instead, so islands pass false.
   * @default true
   */
  themed?: boolean;
  /** Selected currency and USD-relative rates for every amount shown. @default USD, no rates */
  market?: Market;
  children: ReactNode;
}

const DEFAULT_MARKET: Market = { currency: 'USD', exchangeRates: null };

/** Agency config, texts, locale (direction included) and theme for everything below. */
export function ShellProviders({
  config,
  language,
  i18n,
  themed = true,
  market = DEFAULT_MARKET,
  children,
}: ShellProvidersProps) {
  const instance = useMemo(() => i18n ?? createI18n(language), [i18n, language]);
  if (instance.language !== language) void instance.changeLanguage(language);
  const style = themed ? agencyThemeStyle(config.agency.primaryColor) : undefined;
  return (
    <AgencyConfigProvider value={config}>
      <I18nextProvider i18n={instance}>
        <I18nProvider locale={localeTag(language)}>
          <MarketProvider value={market}>
            <div
              className={shellRoot}
              dir={textDirection(language)}
              lang={localeTag(language)}
              style={style}
            >
              {children}
            </div>
          </MarketProvider>
        </I18nProvider>
      </I18nextProvider>
    </AgencyConfigProvider>
  );
}
