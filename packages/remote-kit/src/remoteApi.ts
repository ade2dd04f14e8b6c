// The platform API as a remote's pages call it: same origin under /api (DESIGN §2), the
// spec §7 headers from the host state, the access token from the session cookie the shell writes
// (spec §4), and a 401 through /logout (spec §4, §8), as the shell's islands do (siteApi.ts).
import { browserSessionId, createApiClient } from '@wl/api-client';
import { SESSION_COOKIES, unauthorizedLogoutHref } from '@wl/core';
import type { HostState } from '@wl/remote-host/remote';
import { parseCookie } from 'cookie';

/** A cookie of this site, as the page's script sees it. */
export function readCookie(name: string): string | undefined {
  return parseCookie(document.cookie)[name] || undefined;
}

/** The signed-in visitor's token (spec §4: remotes read the islands' session cookie), if any. */
export function accessToken(): string | undefined {
  return readCookie(SESSION_COOKIES.accessToken);
}

export type RemoteApi = ReturnType<typeof remoteApi>;

export function remoteApi(host: Partial<HostState>) {
  const id = browserSessionId();
  return createApiClient({
    apiBaseUrl: '',
    resortApiBaseUrl: '/resort-api',
    context: () => ({
      accessToken: accessToken() ?? null,
      language: host.language ?? 'en',
      sessionId: id,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      allowNonLoginFlow: host.agency?.allowNonLoginFlow ?? false,
    }),
    onUnauthorized: () => {
      const logout = unauthorizedLogoutHref(window.location);
      if (logout) window.location.assign(logout);
    },
  });
}
