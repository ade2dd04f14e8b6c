import { SESSION_COOKIES } from '@wl/core';
import { sessionMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { stringifySetCookie } from 'cookie';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { pageShell } from './shell.ts';

/** Deep-link values the shell keeps between pages (spec §4 "stored deep-link values"). */
const DEEP_LINK_KEYS = ['dealLinkId', 'proposalId', 'redirect'];

function expire(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie; the Cookie Store API is not in every browser the sites serve.
  document.cookie = stringifySetCookie({ name, value: '', path: '/', maxAge: 0 });
}

/** Spec §4 logout: cookies, deep-link values and local storage go. */
const clearSession = fromPromise<void>(async () => {
  for (const name of Object.values(SESSION_COOKIES)) expire(name);
  try {
    for (const key of DEEP_LINK_KEYS) sessionStorage.removeItem(key);
    localStorage.clear();
  } catch {
    // Storage switched off: nothing was stored there either.
  }
});

/** /logout (spec §2.1): clears the session, then after about 100 ms leaves for the target. */
export default function LogoutIsland() {
  const actor = useActorRef(sessionMachine.provide({ actors: { clearSession } }), {
    input: { user: null, agency: pageShell().shell.config.agency },
  });
  useEffect(() => {
    const subscription = actor.on('session.redirect', ({ to }) => window.location.replace(to));
    actor.send({ type: 'LOGOUT' });
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}
