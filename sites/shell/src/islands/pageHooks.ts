// What islands read of the page's shared actors, as React hooks. The markup was rendered for a
// visitor in the default currency, so an island shows the shared state only once it has hydrated
// (no hydration mismatch); until then the hooks answer what the server rendered.
import type { UserProfile } from '@wl/core';
import { currentHref, subscribeLocation } from '@wl/remote-host';
import type { Market } from '@wl/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { pageState } from './pageState.ts';

/** True once the island has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * `pathname + search` of the page, following a remote's in-place navigation (so Log In returns
 * where the visitor is now, spec §2.1); `serverPath` while the server markup hydrates.
 */
export function useCurrentHref(serverPath: string): string {
  return useSyncExternalStore(subscribeLocation, currentHref, () => serverPath);
}

/** The signed-in user, or null (also while the server markup hydrates). */
export function useSessionUser(): UserProfile | null {
  const session = useHydrated() ? pageState().session : undefined;
  return useSelector(session, (snapshot) => snapshot?.context.user ?? null);
}

/** Selected currency and rates (spec §3 multi-currency state) for every amount shown. */
export function useSharedMarket(fallback: Market): Market {
  const currencyActor = useHydrated() ? pageState().currency : undefined;
  const currency = useSelector(
    currencyActor,
    (snapshot) => snapshot?.context.selectedCurrency.currency ?? fallback.currency,
  );
  const exchangeRates = useSelector(
    currencyActor,
    (snapshot) => snapshot?.context.exchangeRates ?? null,
  );
  return useMemo(() => ({ currency, exchangeRates }), [currency, exchangeRates]);
}
