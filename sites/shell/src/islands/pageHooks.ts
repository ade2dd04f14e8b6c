// What islands read of the page's shared actors, as React hooks. The markup was rendered for a
// visitor in the default currency: an island hydrates with what the server rendered (no hydration
// mismatch), and React renders it again only where the browser's value differs, a signed-in
// visitor or a currency of their own (useSyncExternalStore's server snapshot). A visitor's island
// is not rendered a second time once it has hydrated, which on the home was a whole second render
// of the deals (issue 18: less work on a phone's main thread, in React's small time-sliced tasks).
import type { UserProfile } from '@wl/core';
import { currentHref, subscribeLocation } from '@wl/remote-host';
import type { Market } from '@wl/ui';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
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

/** `subscribe` for useSyncExternalStore on one of the page's actors. */
const subscribeTo = (actor: () => AnyActorRef) => (onChange: () => void) => {
  const subscription = actor().subscribe({ next: onChange, error: onChange });
  return () => subscription.unsubscribe();
};

const subscribeSession = subscribeTo(() => pageState().session);
const sessionUser = () => pageState().session.getSnapshot().context.user ?? null;
const serverUser = () => null;

/** The signed-in user, or null (also while the server markup hydrates). */
export function useSessionUser(): UserProfile | null {
  return useSyncExternalStore(subscribeSession, sessionUser, serverUser);
}

const subscribeCurrency = subscribeTo(() => pageState().currency);
const selectedCurrency = () => pageState().currency.getSnapshot().context.selectedCurrency.currency;
const exchangeRates = () => pageState().currency.getSnapshot().context.exchangeRates ?? null;
const serverRates = () => null;

/** Selected currency and rates (spec §3 multi-currency state) for every amount shown. */
export function useSharedMarket(fallback: Market): Market {
  const currency = useSyncExternalStore(
    subscribeCurrency,
    selectedCurrency,
    () => fallback.currency,
  );
  const rates = useSyncExternalStore(subscribeCurrency, exchangeRates, serverRates);
  return useMemo(() => ({ currency, exchangeRates: rates }), [currency, rates]);
}
