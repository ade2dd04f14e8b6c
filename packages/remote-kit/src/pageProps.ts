// What every page of a remote receives: the route it matched (core's table), the URL's
// query (a search lives in the URL so it can be shared and reloaded, issue 15), the host state of
// spec §4, and a navigate that stays inside the remote when it can.
import type { HostState } from '@wl/remote-host/remote';

export interface RemotePageProps {
  /** The path rendered, e.g. `/booknow/hotels/search`. */
  path: string;
  /** The route table's parameters, e.g. `{ productCode: 'ABC1' }`. */
  params: Readonly<Record<string, string>>;
  /** The query of the current URL. */
  search: URLSearchParams;
  /** The host state as last received (spec §4 events); parts may still be missing. */
  host: Partial<HostState>;
  /** Goes to a site path: in place when this remote renders it, a page load otherwise. */
  navigate(to: string, options?: { replace?: boolean }): void;
}
