// The host-shared state of spec §3 (user, multicurrency, language) for one page: every island of
// the page reads and drives the same actors, so a currency picked in the header converts the deal
// prices below it and a sign-in shows in every island at once. Islands are separate React roots,
// so no React context can carry them: they are created once per page, on first use in the
// browser. Each concern has its own module: pageSession.ts, pageMarket.ts, deepLinks.ts; the
// hooks islands read them with are in pageHooks.ts.
import { layoutVisibility } from '@wl/core';
import { sideNavMachine, toastsMachine } from '@wl/machines';
import { type ActorRefFrom, createActor } from 'xstate';
import { islandPage } from './islandPage.ts';
import {
  type CurrencyActor,
  type LanguageActor,
  startCurrency,
  startLanguage,
} from './pageMarket.ts';
import { restoreSession, type SessionActor, startSession } from './pageSession.ts';
import { type SiteApi, siteApi } from './siteApi.ts';

export interface PageState {
  /** The platform API for this page's islands (spec §7 headers; a 401 goes to /logout). */
  api: SiteApi;
  session: SessionActor;
  /** Settles once the session of an access-token cookie is known (restored, or dropped). */
  restored: Promise<void>;
  currency: CurrencyActor;
  language: LanguageActor;
  /** The agent side navigation, opened by the header's burger (spec §2.8, §4). */
  sideNav: ActorRefFrom<typeof sideNavMachine>;
  /** The page's one toast region (spec §2.9, §9); raise toasts with pageToasts.ts `showToast`. */
  toasts: ActorRefFrom<typeof toastsMachine>;
}

/** Id of the side navigation element: the header's toggle controls it from another island. */
export const SIDE_NAV_ID = 'wl-side-nav';

let state: PageState | null = null;

function createPageState(): PageState {
  const { data, i18n } = islandPage();
  const api = siteApi(data);
  // For the calls whose 401 is an answer, not a session to end (whose token this is, its
  // revocation on /logout).
  const quietApi = siteApi(data, { onUnauthorized: () => {} });
  const session = startSession(api, quietApi, data.config.agency);
  const currency = startCurrency(api, data);
  const language = startLanguage(api, data, i18n);
  const sideNav = createActor(sideNavMachine).start();
  const toasts = createActor(toastsMachine).start();
  // Spec §8 lists the exchange-rates failure as a message: a toast.
  currency.on('message', ({ message, tone }) => toasts.send({ type: 'SHOW', message, tone }));
  // Spec §4: a language chosen while signed in is saved to the profile.
  session.subscribe(({ context }) =>
    language.send({ type: 'SESSION', signedIn: context.user !== null }),
  );
  const restored = restoreSession(session, api);
  return { api, session, restored, currency, language, sideNav, toasts };
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
    agency: islandPage().data.config.agency,
    isLoggedIn: true,
    isAgent: true,
  }).sideNav;
}
