// The platform API as the main remote's pages call it: same origin under /api (docs/remotes.md),
// spec §7 headers, the access token of the session cookie the shell writes, and a 401 through
// /logout (spec §4, §8), exactly as the shell's islands do (sites/shell/src/islands/siteApi.ts).
import { type ApiClient, createApiClient } from '@wl/api-client';
import { SESSION_COOKIES, unauthorizedLogoutHref } from '@wl/core';

const SESSION_ID_KEY = 'wl.sessionId';

function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

function sessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_ID_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

let client: ApiClient | undefined;

/** One client for the remote's pages. */
export function remoteApi(): ApiClient {
  client ??= createApiClient({
    apiBaseUrl: '',
    resortApiBaseUrl: '/resort-api',
    context: () => ({
      accessToken: cookie(SESSION_COOKIES.accessToken),
      // The shell writes each language's page with its `lang` (spec §4 Accept-Language).
      language: document.documentElement.lang || 'en',
      sessionId: sessionId(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // Every call of the areas needs a signed-in user: none goes out on the non-login flow.
      allowNonLoginFlow: false,
    }),
    onUnauthorized: () => {
      const logout = unauthorizedLogoutHref(window.location);
      if (logout) window.location.assign(logout);
    },
  });
  return client;
}
