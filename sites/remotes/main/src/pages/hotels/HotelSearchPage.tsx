// /booknow/hotels/search (spec §2.1): the hotel search, with the hotel auto-suggest call of spec
// §7 (POST /api/v2/hotel/auto-suggest, the text as typed) behind its destination field. A search
// opens its results with the query in the URL (core `searchHref`), so it can be shared.
import type { RemotePageProps } from '@wl/remote-kit';
import { VerticalSearchForm } from '../search/VerticalSearchForm.tsx';

export default function HotelSearchPage({ search, host, navigate }: RemotePageProps) {
  return <VerticalSearchForm vertical="hotels" search={search} host={host} navigate={navigate} />;
}
