// What the hotel pages read from the host (spec §4) and the URL, in one place.
import { hotelStaySchema, viewerOf } from '@wl/core';
import { useMemo } from 'react';
import { remoteApi } from '../../remoteApi.ts';
import type { RemotePageProps } from '../pageProps.ts';

/** The viewer (spec §2.3), the agency's non-login flow and an API client for this page. */
export function useHotelPage({ host, search, path }: RemotePageProps) {
  const { agency, language } = host;
  const allowNonLoginFlow = agency?.allowNonLoginFlow ?? false;
  // Only what the calls read: a new client on any other host event would restart the page's machines.
  const api = useMemo(() => remoteApi({ agency, language }), [agency, language]);
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
