// The platform API as the main remote calls it: the same client and spec §7 headers as the
// shell's islands (sites/shell/src/islands/siteApi.ts), same origin under /api, the session from
// the access-token cookie every page of the site reads (spec §4), the language and the agency's
// non-login flow from the host's events.
import { createApiClient } from '@wl/api-client';
import { SESSION_COOKIES, unauthorizedLogoutHref } from '@wl/core';
import type { HostState } from '@wl/remote-host/remote';

const SESSION_ID_KEY = 'wl.sessionId';

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

function accessToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIES.accessToken) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

export type RemoteApi = ReturnType<typeof createApiClient>;

/** `host` is read on every call, so a sign-in or a language change takes effect at once. */
export function remoteApi(host: () => Partial<HostState>): RemoteApi {
  const id = sessionId();
  return createApiClient({
    apiBaseUrl: '',
    resortApiBaseUrl: '/resort-api',
    context: () => ({
      accessToken: accessToken(),
      language: host().language ?? 'en',
      sessionId: id,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      allowNonLoginFlow: host().agency?.allowNonLoginFlow ?? false,
    }),
    onUnauthorized: () => {
      const logout = unauthorizedLogoutHref(window.location);
      if (logout) window.location.assign(logout);
    },
  });
}
