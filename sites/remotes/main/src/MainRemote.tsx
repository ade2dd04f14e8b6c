import { ERRORS_PATH, FALLBACK_LANGUAGE } from '@wl/core';
import { createI18n } from '@wl/i18n';
import { localeTag, textDirection } from '@wl/i18n/runtime';
import { AgencyConfigProvider, type Market, MarketProvider, RemoteRoutePage } from '@wl/ui';
import { Suspense, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import type { HostStore } from './hostStore.ts';
import { navigateTo, useLocationHref } from './location.ts';
import { pageFor } from './pages/registry.ts';
import { useRememberSearch } from './recentSearches.ts';
import { remoteAgencyConfig } from './remoteAgencyConfig.ts';
import { mainRoute } from './routes.ts';

/** Texts of every language: the host may switch the language while the remote is mounted. */
const i18n = createI18n(FALLBACK_LANGUAGE);

/**
 * The main remote's router (spec §2.1): the route family page for a path the route table gives
 * the main remote, /errors for anything else. Everything it shows comes from the host's events.
 */
export function MainRemote({ store, path: initialPath }: { store: HostStore; path: string }) {
  const state = useSyncExternalStore(store.subscribe, store.snapshot);
  const href = useLocationHref(initialPath);
  const url = useMemo(() => new URL(href, window.location.origin), [href]);
  const path = url.pathname;
  useRememberSearch(url, state.user);
  const language = state.language ?? FALLBACK_LANGUAGE;
  if (i18n.language !== language) void i18n.changeLanguage(language);

  const { agency } = state;
  // The design system's components read the agency (prices' non-login flow, same-day rules).
  const agencyConfig = useMemo(() => remoteAgencyConfig(agency), [agency]);
  const routeOptions = useMemo(
    () =>
      agency
        ? {
            bookingMenuItemOptions: agency.bookingMenuItemOptions ?? [],
            displayTopDestinations: agency.displayTopDestinations ?? false,
          }
        : null,
    [agency],
  );
  const route = useMemo(
    () => (routeOptions ? mainRoute(path, routeOptions) : null),
    [routeOptions, path],
  );
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) =>
      navigateTo(
        to,
        (pathname) => routeOptions !== null && mainRoute(pathname, routeOptions).kind === 'page',
        options,
      ),
    [routeOptions],
  );
  const Page = route?.kind === 'page' ? pageFor(route.pattern) : undefined;
  useEffect(() => {
    if (route?.kind === 'unknown') window.location.replace(ERRORS_PATH);
  }, [route]);

  const market = useMemo<Market>(
    () => ({
      currency: state.multicurrency?.selectedCurrency.currency ?? 'USD',
      exchangeRates: state.multicurrency?.exchangeRates ?? null,
    }),
    [state.multicurrency],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={localeTag(language)}>
        <MarketProvider value={market}>
          {/* react-aria links of the pages go through navigate: in place between main-remote
              paths, a page load to anything else. */}
          <RouterProvider navigate={(to) => navigate(to)}>
            <div dir={textDirection(language)} lang={localeTag(language)} data-remote-app="main">
              {route?.kind === 'page' && Page && agencyConfig ? (
                <AgencyConfigProvider value={agencyConfig}>
                  <Suspense fallback={null}>
                    <Page
                      path={path}
                      params={route.params}
                      search={url.searchParams}
                      host={state}
                      navigate={navigate}
                    />
                  </Suspense>
                </AgencyConfigProvider>
              ) : route?.kind === 'page' ? (
                <RemoteRoutePage
                  family={route.family}
                  service={route.service}
                  path={path}
                  agencyName={agency?.agencyName ?? null}
                  user={state.user ?? null}
                />
              ) : null}
            </div>
          </RouterProvider>
        </MarketProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}
