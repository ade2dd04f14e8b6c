import type { AgencyConfig, LanguageCode } from '@wl/core';
import { localeTag, textDirection } from '@wl/i18n/runtime';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { AgencyConfigProvider } from './AgencyContext.tsx';
import { type Market, MarketProvider } from './MarketContext.tsx';
import { shellRoot } from './ShellProviders.css.ts';
import { ThemeStyleProvider } from './ThemeStyleContext.ts';

export interface ShellProvidersProps {
  config: AgencyConfig;
  language: LanguageCode;
  /**
   * The texts: an i18next instance holding at least `language` (`createI18n` in Storybook and
   * tests, `createI18nInstance` with the baked language on generated pages).
   */
  i18n: I18n;
  /**
   * The agency theme for this subtree and its overlays (`agencyThemeStyle(primaryColor)`), where
   * nothing themes the page. Generated pages theme `:root` with a stylesheet and pass none, so
   * their islands never load the contrast guard and its colour library.
   */
  themeStyle?: Readonly<Record<string, string>>;
  /** Selected currency and USD-relative rates for every amount shown. @default USD, no rates */
  market?: Market;
  children: ReactNode;
}

const DEFAULT_MARKET: Market = { currency: 'USD', exchangeRates: null };

/** Agency config, texts, locale (direction included) and, if given, theme for everything below. */
export function ShellProviders({
  config,
  language,
  i18n,
  themeStyle,
  market = DEFAULT_MARKET,
  children,
}: ShellProvidersProps) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return (
    <AgencyConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={localeTag(language)}>
          <MarketProvider value={market}>
            <ThemeStyleProvider value={themeStyle ?? null}>
              <div
                className={shellRoot}
                dir={textDirection(language)}
                lang={localeTag(language)}
                style={themeStyle}
              >
                {children}
              </div>
            </ThemeStyleProvider>
          </MarketProvider>
        </I18nProvider>
      </I18nextProvider>
    </AgencyConfigProvider>
  );
}
