import {
  authLinks,
  expiredLoginFailureCookie,
  isSupportedLanguage,
  LOGIN_FAILURE_COOKIE,
  LOGIN_PATH,
  languageCookie,
  loginReturnPath,
  readLoginFailure,
} from '@wl/core';
import { loginMachine } from '@wl/machines';
import { LoginPage } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { readCookie, storeAccessToken, writeCookie } from './browserCookies.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { islandPage, pageIsland } from './islandPage.ts';
import { pageState } from './pageState.ts';
import { siteApi } from './siteApi.ts';

function returnPath(): string {
  return loginReturnPath(new URLSearchParams(window.location.search).get('redirect'));
}

const submitLogin = fromPromise(({ input }: { input: { email: string; password: string } }) =>
  // A wrong password is a 401 too: it belongs on the form, not to the logout path.
  siteApi(islandPage().data, { onUnauthorized: () => {} }).login(input),
);

/**
 * A form sign-in that failed before this page (posted before hydration or without JavaScript)
 * left the server's message and the typed e-mail in a cookie of /login: read once, then gone.
 */
function takeLoginFailure() {
  const failure = readLoginFailure(readCookie(LOGIN_FAILURE_COOKIE));
  if (failure) writeCookie(expiredLoginFailureCookie());
  return failure;
}

/** /login (spec §2.1): the sign-in form; a travel agent's extra load runs before leaving (§4). */
function LoginIsland() {
  const actor = useActorRef(loginMachine.provide({ actors: { submitLogin } }));
  const [previousEmail, setPreviousEmail] = useState<string>();
  // After hydration: the server markup had no message, so showing it earlier would not match.
  useEffect(() => {
    const failure = takeLoginFailure();
    if (!failure) return;
    actor.send({ type: 'FAILED_BEFORE', message: failure.message });
    setPreviousEmail(failure.email);
  }, [actor]);
  useEffect(() => {
    const { agency } = islandPage().data.config;
    // Spec §2.6/§6: SSO agencies without direct login sign in at their own address.
    const target = authLinks(agency, LOGIN_PATH).login;
    if (target && target !== LOGIN_PATH) {
      window.location.replace(target);
      return;
    }
    const { session } = pageState();
    const subscription = actor.on('login.succeeded', async ({ token, expiresAt, user }) => {
      storeAccessToken(token, expiresAt);
      // Spec §4: the language saved to the profile follows the user to this browser.
      if (isSupportedLanguage(user.language)) {
        writeCookie(languageCookie(user.language));
      }
      session.send({ type: 'LOGIN', user });
      await waitFor(session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
      window.location.assign(returnPath());
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return (
    <IslandProviders>
      <LoginPage actor={actor} {...(previousEmail ? { previousEmail } : {})} />
    </IslandProviders>
  );
}

export default pageIsland(LoginIsland);
