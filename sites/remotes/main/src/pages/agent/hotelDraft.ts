// The hotel and stay an agent chose on a hotel's page ("Propose to a client", "Make a deal link"):
// read from the URL's query, named by the API's hotel details.
import type { HotelStay } from '@wl/core';
import type { RemoteApi } from '@wl/remote-kit';
import { stayFrom } from '../hotels/hotelPageState.ts';

export interface HotelDraft {
  hotel: { id: string; name: string; address: string };
  stay: HotelStay;
}

/** Null when the query names no hotel and stay: the page then says how to choose one. */
export async function hotelDraft(
  api: RemoteApi,
  search: URLSearchParams,
): Promise<HotelDraft | null> {
  const hotelId = search.get('hotelId');
  const stay = stayFrom(search);
  if (!hotelId || !stay) return null;
  const hotel = await api.hotels.details(hotelId, stay);
  return { hotel: { id: hotel.id, name: hotel.name, address: hotel.address }, stay };
}

/** Where an agent goes to find a hotel to propose or link. */
export const FIND_HOTEL_HREF = '/booknow/hotels/search';
