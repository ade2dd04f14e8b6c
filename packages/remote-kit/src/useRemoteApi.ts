import type { HostState } from '@wl/remote-host/remote';
import { useEffect, useMemo, useRef } from 'react';
import { type RemoteApi, remoteApi } from './remoteApi.ts';

/** One client per page; it reads the latest host state on every call. */
export function useRemoteApi(host: Partial<HostState>): RemoteApi {
  const latest = useRef(host);
  useEffect(() => {
    latest.current = host;
  }, [host]);
  // Getters: remoteApi reads these on every call, so a sign-in or a language change needs no new
  // client (a new one would restart the page's machines).
  return useMemo(
    () =>
      remoteApi({
        get language() {
          return latest.current.language;
        },
        get agency() {
          return latest.current.agency;
        },
      }),
    [],
  );
}
