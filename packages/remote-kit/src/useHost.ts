import { signInRequired, viewerOf } from '@wl/core';
import type { RemotePageProps } from './pageProps.ts';
import { useRemoteApi } from './useRemoteApi.ts';

/**
 * What a remote page reads of the host (spec §4), in one place: the API client, the signed-in
 * user and what they may see (core's viewer rule), whether they must sign in before booking
 * (core `signInRequired`), and this page's own address (where login comes back to).
 */
export function useHost({ host, path, search }: Pick<RemotePageProps, 'host' | 'path' | 'search'>) {
  const api = useRemoteApi(host);
  const user = host.user ?? null;
  return {
    api,
    user,
    viewer: viewerOf(user),
    signInRequired: signInRequired(user, {
      allowNonLoginFlow: host.agency?.allowNonLoginFlow ?? false,
    }),
    here: `${path}${search.size > 0 ? `?${search}` : ''}`,
  };
}
