import { createApiClient } from '@wl/api-client';
import { unauthorizedLogoutHref } from '@wl/core';
import type { PageData } from '../lib/pageData.ts';
import { accessToken } from './browserCookies.ts';

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
    // Storage can be off (privacy modes); a per-page id still lets the API group calls.
    return crypto.randomUUID();
  }
}

/** The platform API as this site's islands call it (spec §7 headers, §8 401 -> /logout). */
export type SiteApi = ReturnType<typeof siteApi>;

export function siteApi(
  page: PageData,
  {
    onUnauthorized = () => {
      const logout = unauthorizedLogoutHref(window.location);
      if (logout) window.location.assign(logout);
    },
  }: { onUnauthorized?: () => void } = {},
) {
  const id = sessionId();
  return createApiClient({
    apiBaseUrl: page.config.apiBaseUrl ?? '',
    resortApiBaseUrl: page.config.resortApiBaseUrl ?? '/resort-api',
    context: () => ({
      accessToken: accessToken(),
      language: page.language,
      sessionId: id,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      allowNonLoginFlow: page.config.agency.allowNonLoginFlow,
    }),
    onUnauthorized,
  });
}
