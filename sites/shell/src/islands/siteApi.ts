import { browserSessionId, createApiClient } from '@wl/api-client';
import { unauthorizedLogoutHref } from '@wl/core';
import type { PageData } from '../lib/pageData.ts';
import { accessToken } from './browserCookies.ts';

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
  const id = browserSessionId();
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
