// Every booking page of the engine verticals after their results (spec §2.1): one page, started
// where its URL says. With `offerId` (an activity's product code, a hotel's `roomId`) it is the
// offer's details and travellers; with `bookingId` the held booking's payment, or the confirmation and the
// booking's own page once paid; with a reference number (activities, cruises) the confirmation.
import { type EngineVertical, SEARCH_RESULTS_PATHS } from '@wl/core';
import { BookingCheckout, type RemotePageProps } from '@wl/remote-kit';

/** The engine verticals this remote books (resorts book on the resort remote). */
type MainVertical = Exclude<EngineVertical, 'resorts'>;

function VerticalCheckout({ vertical, ...props }: RemotePageProps & { vertical: MainVertical }) {
  // The URL's search is the offer's search; the ids of this journey are not part of it.
  const query = new URLSearchParams(props.search);
  const offerKey = vertical === 'hotels' ? 'roomId' : 'offerId';
  const offerId = query.get(offerKey) ?? props.params.productCode ?? '';
  query.delete(offerKey);
  query.delete('bookingId');
  return (
    <BookingCheckout
      {...props}
      vertical={vertical}
      offer={{ query: Object.fromEntries(query), offerId }}
      // The same search's results; for a hotel (its id in the query), its rooms for the stay.
      resultsHref={`${SEARCH_RESULTS_PATHS[vertical]}?${query}`}
    />
  );
}

export function HotelCheckoutPage(props: RemotePageProps) {
  return <VerticalCheckout vertical="hotels" {...props} />;
}

export function FlightCheckoutPage(props: RemotePageProps) {
  return <VerticalCheckout vertical="flights" {...props} />;
}
export function CarCheckoutPage(props: RemotePageProps) {
  return <VerticalCheckout vertical="cars" {...props} />;
}
export function ActivityCheckoutPage(props: RemotePageProps) {
  return <VerticalCheckout vertical="activities" {...props} />;
}
export function CruiseCheckoutPage(props: RemotePageProps) {
  return <VerticalCheckout vertical="cruise" {...props} />;
}
