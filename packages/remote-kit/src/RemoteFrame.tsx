// What wraps every remote's pages: the host state and URL as React reads them, the direction and
// locale of the host's language (its texts come with the mount: remoteTexts.ts), the market (currency, rates), react-aria's router (links
// move in place between the remote's own paths) and the agency the design system reads.
import type { AgencyConfig, LanguageCode } from '@wl/core';
import { FALLBACK_LANGUAGE } from '@wl/core';
import { localeTag, textDirection } from '@wl/i18n/runtime';
import type { HostState } from '@wl/remote-host/remote';
import { AgencyConfigProvider, type Market, MarketProvider } from '@wl/ui';
import { type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import type { HostStore } from './hostStore.ts';
import { navigateTo, useLocationHref } from './location.ts';
import { remoteAgencyConfig } from './remoteAgencyConfig.ts';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface RemoteHost {
  state: Partial<HostState>;
  url: URL;
  language: LanguageCode;
  /** Null until the host has sent its agency. */
  agencyConfig: AgencyConfig | null;
  market: Market;
  navigate: Navigate;
}

/**
 * The host state and the URL of a mounted remote. `rendersInPlace(pathname)` says which paths
 * this remote renders itself (they move with pushState); any other is a page load.
 */
export function useRemoteHost(
  store: HostStore,
  initialPath: string,
  rendersInPlace: (pathname: string, state: Partial<HostState>) => boolean,
): RemoteHost {
  const state = useSyncExternalStore(store.subscribe, store.snapshot);
  const href = useLocationHref(initialPath);
  const url = useMemo(() => new URL(href, window.location.origin), [href]);
  const language = state.language ?? FALLBACK_LANGUAGE;
  const { agency, multicurrency } = state;
  const agencyConfig = useMemo(() => remoteAgencyConfig(agency), [agency]);
  const market = useMemo<Market>(
    () => ({
      currency: multicurrency?.selectedCurrency.currency ?? 'USD',
      exchangeRates: multicurrency?.exchangeRates ?? null,
    }),
    [multicurrency],
  );
  const navigate = useCallback<Navigate>(
    (to, options) => navigateTo(to, (pathname) => rendersInPlace(pathname, state), options),
    [rendersInPlace, state],
  );
  return { state, url, language, agencyConfig, market, navigate };
}

/** The providers around a remote's pages; `name` marks its root (`data-remote-app`). */
export function RemoteFrame({
  name,
  host,
  children,
}: {
  name: string;
  host: RemoteHost;
  children: ReactNode;
}) {
  const { language, market, navigate, agencyConfig } = host;
  return (
    <I18nProvider locale={localeTag(language)}>
      <MarketProvider value={market}>
        {/* react-aria links of the pages go through navigate: in place between this remote's
            paths, a page load to anything else. */}
        <RouterProvider navigate={(to) => navigate(to)}>
          <div dir={textDirection(language)} lang={localeTag(language)} data-remote-app={name}>
            {agencyConfig ? (
              <AgencyConfigProvider value={agencyConfig}>{children}</AgencyConfigProvider>
            ) : (
              children
            )}
          </div>
        </RouterProvider>
      </MarketProvider>
    </I18nProvider>
  );
}
