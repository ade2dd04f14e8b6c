// What every resort page reads from the host (spec §4) and the URL, in one place.
import { viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';

export function useResortPage({ host, search, path }: RemotePageProps) {
  const allowNonLoginFlow = host.agency?.allowNonLoginFlow ?? false;
  const viewer = viewerOf(host.user ?? null);
  const here = `${path}${search.size > 0 ? `?${search}` : ''}`;
  return {
    api: useRemoteApi(host),
    viewer,
    allowNonLoginFlow,
    /**
     * Spec §4: resort property calls need a token, or the agency's non-login flow for a visitor;
     * without either the page asks to log in rather than earning a 401.
     */
    mustSignIn: viewer.kind === 'visitor' && !allowNonLoginFlow,
    here,
    loginHref: `/login?${new URLSearchParams({ redirect: here })}`,
  };
}
