// The host-shared state of spec §3 (user, multicurrency, language) for one page: every island of
// the page reads and drives the same actors, so a currency picked in the header converts the deal
// prices below it and a sign-in shows in every island at once.
import {
  LANGUAGE_COOKIE,
  languageCookie,
  layoutVisibility,
  SESSION_COOKIES,
  type UserProfile,
} from '@wl/core';
import {
  currencyMachine,
  type LanguageChangeEffect,
  languageMachine,
  sessionMachine,
  sideNavMachine,
} from '@wl/machines';
import type { Market } from '@wl/ui';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { accessToken, expireCookie, readCookie, writeCookie } from './browserCookies.ts';
import { pageShell } from './shell.ts';
import { siteApi } from './siteApi.ts';

/** Spec §4: the chosen currency is kept in local storage. */
const CURRENCY_KEY = 'wl.currency';

type SiteApi = ReturnType<typeof siteApi>;

/** Deep-link values the shell keeps between pages (spec §4 "stored deep-link values"). */
const DEEP_LINK_KEYS = ['dealLinkId', 'proposalId', 'redirect'];

export interface PageState {
  /** The platform API for this page's islands (spec §7 headers; a 401 goes to /logout). */
  api: SiteApi;
  session: ActorRefFrom<typeof sessionMachine>;
  /** Settles once the session of an access-token cookie is known (restored, or dropped). */
  restored: Promise<void>;
  currency: ActorRefFrom<typeof currencyMachine>;
  language: ActorRefFrom<typeof languageMachine>;
  /** The agent side navigation, opened by the header's burger (spec §2.8, §4). */
  sideNav: ActorRefFrom<typeof sideNavMachine>;
}

/** Id of the side navigation element: the header's toggle controls it from another island. */
export const SIDE_NAV_ID = 'wl-side-nav';

let state: PageState | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Spec §4 language: booking pages reload, car pages return to the cars home. */
function applyLanguageEffect(effect: LanguageChangeEffect) {
  if (effect.kind === 'navigate') {
    window.location.assign(effect.to);
    return;
  }
  // Every other page is static and written once per language: the server picks the copy by the
  // pll_language cookie just stored, so showing the new language is loading the page again. A
  // `lng` query would win over the cookie, so it goes.
  const url = new URL(window.location.href);
  url.searchParams.delete('lng');
  window.location.replace(url);
}

/**
 * Spec §4: the default currency is the visitor's country currency. Without a location service the
 * browser's preferred locale names the country (`de-DE` -> DE; a bare `de` -> its likely region).
 */
function visitorCountryCurrency(byCountry: Readonly<Record<string, string>>): string | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return byCountry[region] ?? null;
    } catch {
      // A malformed tag says nothing about the country; try the next one.
    }
  }
  return null;
}

/** Spec §4 logout: the token is revoked, then cookies, deep-link values and local storage go. */
async function clearSession(quietApi: SiteApi): Promise<void> {
  if (accessToken()) await quietApi.logout().catch(() => {});
  for (const name of Object.values(SESSION_COOKIES)) expireCookie(name);
  try {
    for (const key of DEEP_LINK_KEYS) sessionStorage.removeItem(key);
    localStorage.clear();
  } catch {
    // Storage switched off: nothing was stored there either.
  }
}

function createPageState(): PageState {
  const { shell, i18n } = pageShell();
  const { config, language: pageLanguage } = shell;
  const api = siteApi(shell);
  // For the calls whose 401 is an answer, not a session to end: whose token this is, and its
  // revocation on /logout (which must not send the page to /logout again).
  const quietApi = siteApi(shell, { onUnauthorized: () => {} });
  const query = new URLSearchParams(window.location.search);

  const session = createActor(
    sessionMachine.provide({
      actors: {
        clearSession: fromPromise(() => clearSession(quietApi)),
        // Spec §4 "Travel agent login triggers an extra load after login": the agent's menu.
        loadAgentExtras: fromPromise<unknown, { user: UserProfile }>(() => api.navigations()),
      },
    }),
    { input: { user: null, agency: config.agency } },
  );

  const currency = createActor(
    currencyMachine.provide({
      actors: { fetchExchangeRates: fromPromise(() => api.exchangeRates()) },
      actions: {
        persistCurrency: (_, { currency: code }) => storage()?.setItem(CURRENCY_KEY, code),
        clearStoredCurrency: () => storage()?.removeItem(CURRENCY_KEY),
      },
    }),
    {
      input: {
        agency: config.agency,
        enabledCurrencies: config.currencies,
        queryCurrency: query.get('currency') ?? query.get('code'),
        storedCurrency: storage()?.getItem(CURRENCY_KEY),
        visitorCountryCurrency: visitorCountryCurrency(shell.countryCurrencies),
        pathname: window.location.pathname,
        search: window.location.search,
      },
    },
  );
  currency.on('page.reload', ({ href }) => window.location.assign(href));

  const language = createActor(
    languageMachine.provide({
      actors: {
        saveLanguageToProfile: fromPromise(({ input }) => api.changeLanguage(input.language)),
        // The page's own language is baked into it (no fetch for the first paint); another one
        // comes from the translation service (spec §7 "Other").
        fetchTranslations: fromPromise(async ({ input }) => {
          if (input.language === pageLanguage) return {};
          const namespaces = await api.translations(input.language);
          for (const [namespace, texts] of Object.entries(namespaces)) {
            i18n.addResourceBundle(input.language, namespace, texts, true, true);
          }
          return {};
        }),
      },
      actions: {
        storeLanguageCookie: (_, { language: code }) => writeCookie(languageCookie(code)),
      },
    }),
    {
      input: {
        agency: config.agency,
        offered: config.languages,
        queryLanguage: query.get('lng'),
        cookieLanguage: readCookie(LANGUAGE_COOKIE),
        pathname: window.location.pathname,
        // Known once the API confirms the token (below): only then is there a profile to save to.
        signedIn: false,
      },
    },
  );
  language.on('language.changed', ({ effect }) => applyLanguageEffect(effect));
  // A `lng` link chose this page's language: keep it for the next pages (spec §4 cookie).
  if (
    query.has('lng') &&
    readCookie(LANGUAGE_COOKIE) !== pageLanguage &&
    !config.agency.isAgencyClaro
  ) {
    writeCookie(languageCookie(pageLanguage));
  }

  const sideNav = createActor(sideNavMachine);

  session.start();
  currency.start();
  language.start();
  sideNav.start();
  session.subscribe(({ context }) =>
    language.send({ type: 'SESSION', signedIn: context.user !== null }),
  );
  const restored = restoreSession(session, api);
  return { api, session, restored, currency, language, sideNav };
}

/**
 * A page opened with an access token: ask the API whose it is (GET /api/user/me). A refused token
 * is a 401 like any other (spec §4, §8): the page goes through /logout, which clears it and brings
 * the visitor back here (core `logoutDestination`).
 */
async function restoreSession(session: PageState['session'], api: SiteApi): Promise<void> {
  if (!accessToken()) return;
  try {
    session.send({ type: 'RESTORED', user: await api.me() });
  } catch {
    // A 401 is on its way to /logout; an API that cannot answer leaves the token for the next
    // page, and this one shows a visitor's view.
  }
}

/** The page's shared actors, created on first use in the browser. */
export function pageState(): PageState {
  if (typeof window === 'undefined') throw new Error('pageState() is browser-only');
  state ??= createPageState();
  return state;
}

/**
 * Whether this page has the agents' side navigation when an agent is signed in (spec §2.1: not on
 * public information pages; §2.8).
 */
export function agentSideNavHere(): boolean {
  return layoutVisibility({
    pathname: window.location.pathname,
    query: new URLSearchParams(window.location.search),
    agency: pageShell().shell.config.agency,
    isLoggedIn: true,
    isAgent: true,
  }).sideNav;
}

/**
 * True once the island has hydrated. Server markup was rendered for a visitor in the default
 * currency, so islands show the shared state only from then on (no hydration mismatch).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const noSubscription = () => () => {};

/** The signed-in user, or null (also while the server markup hydrates). */
export function useSessionUser(): UserProfile | null {
  const hydrated = useHydrated();
  const actor = hydrated ? pageState().session : null;
  return useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor?.getSnapshot().context.user ?? null,
    () => null,
  );
}

/** Selected currency and rates (spec §3 multi-currency state) for every amount shown. */
export function useSharedMarket(fallback: Market): Market {
  const hydrated = useHydrated();
  const actor = hydrated ? pageState().currency : null;
  const currency = useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor?.getSnapshot().context.selectedCurrency.currency ?? fallback.currency,
    () => fallback.currency,
  );
  const exchangeRates = useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor?.getSnapshot().context.exchangeRates ?? null,
    () => null,
  );
  return useMemo(() => ({ currency, exchangeRates }), [currency, exchangeRates]);
}
