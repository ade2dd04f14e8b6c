// What the hotel pages read from the host (spec §4) and the URL, in one place.
import { hotelStaySchema, viewerOf } from '@wl/core';
import { type RemotePageProps, useRemoteApi } from '@wl/remote-kit';

/** The viewer (spec §2.3), the agency's non-login flow and an API client for this page. */
export function useHotelPage({ host, search, path }: RemotePageProps) {
  const allowNonLoginFlow = host.agency?.allowNonLoginFlow ?? false;
  const api = useRemoteApi(host);
  return {
    api,
    allowNonLoginFlow,
    viewer: viewerOf(host.user ?? null),
    /** This page's path and query: where login and Reveal Price come back to. */
    here: `${path}${search.size > 0 ? `?${search}` : ''}`,
  };
}

/** The stay of a details, checkout or deal URL; null when it is missing or wrong. */
export function stayFrom(search: URLSearchParams) {
  const parsed = hotelStaySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}
