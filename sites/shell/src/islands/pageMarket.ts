// The page's market actors (spec §3 multi-currency state, §4 currency and language): the chosen
// currency kept in local storage, the language kept in its cookie, and what a language change does
// to the page. The rules are core's and the machines'; this is where they meet the browser.
import {
  CURRENCY_STORAGE_KEY,
  defaultCurrency,
  LANGUAGE_COOKIE,
  type LanguageCode,
  languageCookie,
  visitorCountry,
} from '@wl/core';
import { currencyMachine, type LanguageChangeEffect, languageMachine } from '@wl/machines';
import type { LanguageTexts } from '@wl/remote-host';
import { subscribeLocation } from '@wl/remote-host/remote';
import type { i18n as I18n } from 'i18next';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { WAKE_EVENT } from '../directives/held.ts';
import type { PageData } from '../lib/pageData.ts';
import { SHOWN_CURRENCY_ATTRIBUTE } from '../lib/showChosenCurrency.ts';
import { readCookie, writeCookie } from './browserCookies.ts';
import type { SiteApi } from './siteApi.ts';

export type CurrencyActor = ActorRefFrom<typeof currencyMachine>;
export type LanguageActor = ActorRefFrom<typeof languageMachine>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The currency actor, started: query, stored choice, then the visitor's country (core rules). */
export function startCurrency(api: SiteApi, page: PageData): CurrencyActor {
  const query = new URLSearchParams(window.location.search);
  const country = visitorCountry(navigator.languages ?? [navigator.language]);
  const currency = createActor(
    currencyMachine.provide({
      actors: { fetchExchangeRates: fromPromise(() => api.exchangeRates()) },
      actions: {
        persistCurrency: (_, { currency: code }) => storage()?.setItem(CURRENCY_STORAGE_KEY, code),
        clearStoredCurrency: () => storage()?.removeItem(CURRENCY_STORAGE_KEY),
      },
    }),
    {
      input: {
        agency: page.config.agency,
        enabledCurrencies: page.config.currencies,
        queryCurrency: query.get('currency') ?? query.get('code'),
        storedCurrency: storage()?.getItem(CURRENCY_STORAGE_KEY),
        visitorCountryCurrency: country ? (page.countryCurrencies[country] ?? null) : null,
        pathname: window.location.pathname,
        search: window.location.search,
      },
    },
  );
  currency.on('page.reload', ({ href }) => window.location.assign(href));
  currency.start();
  followLocation(currency);
  wakeWhenCurrencyDiffers(currency, shownCurrency(page));
  return currency;
}

/**
 * The machines decide by the page's path (spec §4: the flight checkout's `curr` reload, a car
 * page's language change, home clearing the stored currency). A remote moves between its own
 * pages in place (pushState, then its announcement): the path they decide by follows it.
 */
function followLocation(actor: CurrencyActor | LanguageActor) {
  subscribeLocation(() => {
    const { pathname, search } = window.location;
    actor.send({ type: 'LOCATION', pathname, search });
  });
}

/**
 * The currency the page's markup was written in: the server knows no visitor, so the agency's
 * default (spec §4). Islands show it until they hydrate.
 */
export function serverCurrency(page: PageData): string {
  return defaultCurrency({ agency: page.config.agency, enabledCurrencies: page.config.currencies });
}

/**
 * The currency the page's currency pickers show before their island hydrates: the visitor's
 * choice when the page's head script wrote it into them (lib/showChosenCurrency.ts), else the
 * server's. The header's first render in the browser draws it, so hydration finds what it draws.
 */
export function shownCurrency(page: PageData): string {
  const written =
    typeof document === 'undefined'
      ? null
      : document.documentElement.getAttribute(SHOWN_CURRENCY_ATTRIBUTE);
  return written ?? serverCurrency(page);
}

/**
 * Islands that wait for the visitor (the header's currency picker) would go on showing the
 * currency their markup shows beside amounts in another: once the shared choice differs, they
 * hydrate.
 */
function wakeWhenCurrencyDiffers(currency: CurrencyActor, written: string) {
  const differs = () => currency.getSnapshot().context.selectedCurrency.currency !== written;
  if (differs()) {
    document.dispatchEvent(new Event(WAKE_EVENT));
    return;
  }
  const watch = currency.subscribe(() => {
    if (!differs()) return;
    watch.unsubscribe();
    document.dispatchEvent(new Event(WAKE_EVENT));
  });
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
 * The texts of `language` in the namespaces `needed`, put into the page's i18next instance. The
 * page bakes its own language's, only the shell's where no remote mounts at once
 * (buildPageData.ts `pageNamespaces`); what is missing comes from the translation service (spec
 * §7 "Other"), every namespace of the language in one answer, the first time the language picker
 * (the page's own namespaces) or a mounted remote (RemoteMountContext.texts: all of them) needs it.
 */
export async function loadLanguageTexts(
  api: SiteApi,
  i18n: I18n,
  language: LanguageCode,
  needed: readonly string[],
): Promise<LanguageTexts> {
  if (needed.some((namespace) => !i18n.hasResourceBundle(language, namespace))) {
    // One request per language at a time: the home asks while the remote's scripts load, then
    // the remote asks again as it mounts.
    let pending = textsOnTheirWay.get(language);
    if (!pending) {
      pending = api
        .translations(language)
        .then((namespaces) => {
          for (const [namespace, texts] of Object.entries(namespaces)) {
            i18n.addResourceBundle(language, namespace, texts, true, true);
          }
        })
        .finally(() => textsOnTheirWay.delete(language));
      textsOnTheirWay.set(language, pending);
    }
    await pending;
  }
  return (i18n.getDataByLanguage(language) ?? {}) as LanguageTexts;
}

const textsOnTheirWay = new Map<LanguageCode, Promise<void>>();

/** The language actor, started; `i18n` receives the texts of a language chosen on this page. */
export function startLanguage(api: SiteApi, page: PageData, i18n: I18n): LanguageActor {
  const { config } = page;
  const query = new URLSearchParams(window.location.search);
  const language = createActor(
    languageMachine.provide({
      actors: {
        saveLanguageToProfile: fromPromise(({ input }) => api.changeLanguage(input.language)),
        fetchTranslations: fromPromise(async ({ input }) => {
          // The namespaces this page draws with: a remote asks for the rest as it mounts.
          await loadLanguageTexts(api, i18n, input.language, Object.keys(page.resources));
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
        // Known once the API confirms the token: only then is there a profile to save to.
        signedIn: false,
      },
    },
  );
  language.on('language.changed', ({ effect }) => applyLanguageEffect(effect));
  // A `lng` link's choice is already in the cookie: the page's head script keeps it
  // (lib/rememberPageLanguage.ts), before any island runs.
  language.start();
  followLocation(language);
  return language;
}
