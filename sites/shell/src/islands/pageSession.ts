// The page's session actor (spec §4 session, logout): who is signed in, restored from the
// access-token cookie, and what logging out clears.
import { type Agency, SESSION_COOKIES, type UserProfile } from '@wl/core';
import { sessionMachine } from '@wl/machines';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { accessToken, expireCookie } from './browserCookies.ts';
import { forgetDeepLinks } from './deepLinks.ts';
import type { SiteApi } from './siteApi.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** Spec §4 logout: the token is revoked, then cookies, deep-link values and local storage go. */
async function clearSession(quietApi: SiteApi): Promise<void> {
  if (accessToken()) await quietApi.logout().catch(() => {});
  for (const name of Object.values(SESSION_COOKIES)) expireCookie(name);
  forgetDeepLinks();
  try {
    localStorage.clear();
  } catch {
    // Storage switched off: nothing was stored there either.
  }
}

/**
 * The session actor, started. `api` ends the session on a 401 (spec §8); `quietApi` is for the
 * calls whose 401 is an answer: the token's revocation on /logout, which must not send the page
 * to /logout again.
 */
export function startSession(api: SiteApi, quietApi: SiteApi, agency: Agency): SessionActor {
  return createActor(
    sessionMachine.provide({
      actors: {
        clearSession: fromPromise(() => clearSession(quietApi)),
        // Spec §4 "Travel agent login triggers an extra load after login": the agent's menu.
        loadAgentExtras: fromPromise<unknown, { user: UserProfile }>(() => api.navigations()),
      },
    }),
    { input: { user: null, agency } },
  ).start();
}

/**
 * A page opened with an access token: ask the API whose it is (GET /api/user/me). A refused token
 * is a 401 like any other (spec §4, §8): the page goes through /logout, which clears it and brings
 * the visitor back here (core `logoutDestination`).
 */
export async function restoreSession(session: SessionActor, api: SiteApi): Promise<void> {
  if (!accessToken()) return;
  try {
    session.send({ type: 'RESTORED', user: await api.me() });
  } catch {
    // A 401 is on its way to /logout; an API that cannot answer leaves the token for the next
    // page, and this one shows a visitor's view.
  }
}
