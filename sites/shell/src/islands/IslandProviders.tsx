import { ShellProviders } from '@wl/ui';
import type { ReactNode } from 'react';
import { islandPage } from './islandPage.ts';
import { useSharedMarket } from './pageHooks.ts';
import { serverCurrency } from './pageMarket.ts';

/**
 * The providers every island needs; the theme is on `:root` already (a page stylesheet). Amounts
 * follow the page's shared currency choice once the island has hydrated.
 */
export function IslandProviders({ children }: { children: ReactNode }) {
  const { data, i18n } = islandPage();
  const { config } = data;
  const market = useSharedMarket({ currency: serverCurrency(data), exchangeRates: null });
  return (
    <ShellProviders config={config} language={data.language} i18n={i18n} market={market}>
      {children}
    </ShellProviders>
  );
}
