import { SESSION_COOKIES, type UserProfile } from '@wl/core';
import { sessionMachine } from '@wl/machines';
import { useEffect } from 'react';
import { createActor, fromPromise } from 'xstate';
import { accessToken, expireCookie } from './browserCookies.ts';
import { pageShell } from './shell.ts';
import { siteApi } from './siteApi.ts';

/** Deep-link values the shell keeps between pages (spec §4 "stored deep-link values"). */
const DEEP_LINK_KEYS = ['dealLinkId', 'proposalId', 'redirect'];

/** Spec §4 logout: the token is revoked, then cookies, deep-link values and local storage go. */
function clearSession(api: ReturnType<typeof siteApi>) {
  return fromPromise<void>(async () => {
    if (accessToken()) await api.logout().catch(() => {});
    for (const name of Object.values(SESSION_COOKIES)) expireCookie(name);
    try {
      for (const key of DEEP_LINK_KEYS) sessionStorage.removeItem(key);
      localStorage.clear();
    } catch {
      // Storage switched off: nothing was stored there either.
    }
  });
}

/** Whose session ends decides where logout goes (spec §2.1: agents to /, others away). */
async function signedInUser(api: ReturnType<typeof siteApi>): Promise<UserProfile | null> {
  if (!accessToken()) return null;
  return api.me().catch(() => null);
}

/** /logout (spec §2.1): clears the session, then after about 100 ms leaves for the target. */
export default function LogoutIsland() {
  useEffect(() => {
    const { shell } = pageShell();
    // A 401 here must not send the page to /logout again: it is already there.
    const api = siteApi(shell, { onUnauthorized: () => {} });
    let actor: ReturnType<typeof createActor<typeof sessionMachine>> | null = null;
    let cancelled = false;
    void signedInUser(api).then((user) => {
      if (cancelled) return;
      actor = createActor(sessionMachine.provide({ actors: { clearSession: clearSession(api) } }), {
        input: { user, agency: shell.config.agency },
      });
      actor.on('session.redirect', ({ to }) => window.location.replace(to));
      actor.start();
      actor.send({ type: 'LOGOUT' });
    });
    return () => {
      cancelled = true;
      actor?.stop();
    };
  }, []);
  return null;
}
