// The platform API as the main remote calls it: same origin under /api (DESIGN §2), the §7
// headers, the access token from the site's session cookie (spec §4: remotes read the same
// cookie as the islands), and a 401 sends the visitor through /logout (spec §4, §8).
import { type ApiClient, createApiClient } from '@wl/api-client';
import { SESSION_COOKIES, unauthorizedLogoutHref } from '@wl/core';

function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/** The signed-in visitor's token, if any. */
export function accessToken(): string | undefined {
  return cookie(SESSION_COOKIES.accessToken);
}

const SESSION_ID = crypto.randomUUID();

export function remoteApi(options: { language: string; allowNonLoginFlow: boolean }): ApiClient {
  return createApiClient({
    apiBaseUrl: '',
    resortApiBaseUrl: '/resort-api',
    context: () => ({
      accessToken: accessToken() ?? null,
      language: options.language,
      sessionId: SESSION_ID,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      allowNonLoginFlow: options.allowNonLoginFlow,
    }),
    onUnauthorized: () => {
      const logout = unauthorizedLogoutHref(window.location);
      if (logout) window.location.assign(logout);
    },
  });
}
