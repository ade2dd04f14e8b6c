// Every booking page of the engine verticals after their results (spec §2.1): one page, started
// where its URL says. With `offerId` (or an activity's product code) it is the offer's details
// and travellers; with `bookingId` the held booking's payment, or the confirmation and the
// booking's own page once paid; with a reference number (activities, cruises) the confirmation.
// The checkout machine decides; this page wires its calls and follows where it moves.
import {
  bookingHref,
  type EngineVertical,
  isAgent,
  loginHref,
  paymentHref,
  SEARCH_RESULTS_PATHS,
} from '@wl/core';
import { type CheckoutInput, checkoutMachine } from '@wl/machines';
import { type RemotePageProps, useHost, useRequest } from '@wl/remote-kit';
import { Checkout } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';

const MY_TRIPS_PATH = '/mytrip/mytrips';
const AGENCY_BOOKINGS_PATH = '/bookings';
const CLIENTS_PATH = '/users/clients';

/** Where the page starts, from its URL. */
function inputOf(
  vertical: EngineVertical,
  { search, params }: Pick<RemotePageProps, 'search' | 'params'>,
  host: ReturnType<typeof useHost>,
): CheckoutInput {
  const bookingId = search.get('bookingId');
  if (bookingId) return { start: 'booking', bookingId };
  if (params.referenceNumber)
    return { start: 'reference', referenceNumber: params.referenceNumber };
  const query = Object.fromEntries(search);
  const { offerId = params.productCode ?? '', ...rest } = query;
  return {
    start: 'offer',
    offer: { vertical, query: rest, offerId },
    user: host.user,
    signInRequired: host.signInRequired,
  };
}

function EngineCheckout({ vertical, ...props }: RemotePageProps & { vertical: EngineVertical }) {
  const host = useHost(props);
  const { api, user } = host;
  const input = inputOf(vertical, props, host);
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        loadOffer: fromPromise(({ input: ref, signal }) => api.bookings.offer(ref, signal)),
        holdBooking: fromPromise(({ input: request }) => api.bookings.create(request)),
        loadBooking: fromPromise(({ input: id, signal }) => api.bookings.get(id, signal)),
        loadByReference: fromPromise(({ input: reference, signal }) =>
          api.bookings.byReference(reference, signal),
        ),
        payBooking: fromPromise(({ input: request }) =>
          api.bookings.pay(request.bookingId, request.card, request.idempotencyKey),
        ),
        cancelBooking: fromPromise(({ input: id }) => api.bookings.cancel(id)),
      },
    }),
    { input },
  );
  const { navigate } = props;
  useEffect(() => {
    const held = actor.on('checkout.held', ({ booking }) => navigate(paymentHref(booking)));
    // Paid: the confirmation, replacing the card form in the history.
    const confirmed = actor.on('checkout.confirmed', ({ booking }) =>
      navigate(bookingHref(booking, 'confirmation'), { replace: true }),
    );
    return () => {
      held.unsubscribe();
      confirmed.unsubscribe();
    };
  }, [actor, navigate]);
  // Spec §4 host:user: signing in elsewhere (or the session restoring) moves the checkout on.
  useEffect(() => {
    actor.send({ type: 'USER', user });
  }, [actor, user]);

  // An agent books for one of the agency's clients (spec §1).
  const agent = isAgent(user);
  const clients = useRequest(
    (asAgent: boolean) => (asAgent ? api.clients() : Promise.resolve([])),
    agent,
    String(agent),
  ).data;
  const resultsQuery = new URLSearchParams(props.search);
  resultsQuery.delete('offerId');
  resultsQuery.delete('bookingId');
  return (
    <Checkout
      actor={actor}
      loginHref={loginHref(host.here)}
      resultsHref={`${SEARCH_RESULTS_PATHS[vertical]}?${resultsQuery}`}
      tripsHref={agent ? AGENCY_BOOKINGS_PATH : MY_TRIPS_PATH}
      {...(agent
        ? {
            clients: (clients ?? []).map((client) => ({
              id: Number(client.id),
              name: client.name,
              email: client.email,
            })),
            addClientHref: CLIENTS_PATH,
          }
        : {})}
    />
  );
}

// One page instance across a booking's paths: the machine that held the booking goes on to its
// payment and confirmation in place; a reload starts a new one where the URL says.

export function FlightCheckoutPage(props: RemotePageProps) {
  return <EngineCheckout vertical="flights" {...props} />;
}
export function CarCheckoutPage(props: RemotePageProps) {
  return <EngineCheckout vertical="cars" {...props} />;
}
export function ActivityCheckoutPage(props: RemotePageProps) {
  return <EngineCheckout vertical="activities" {...props} />;
}
export function CruiseCheckoutPage(props: RemotePageProps) {
  return <EngineCheckout vertical="cruise" {...props} />;
}
