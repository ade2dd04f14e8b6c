// A booking engine page (DESIGN §2 "One booking engine"), shared by the remotes that book: the
// main remote's flights, cars, activities and cruises and the resort remote's held resorts. It
// starts the checkout machine where the URL says (an offer, a booking's id, a reference
// number), wires its calls and follows where it moves.
import {
  bookingHref,
  type EngineVertical,
  isAgent,
  loginHref,
  type OfferRef,
  paymentHref,
} from '@wl/core';
import { type CheckoutInput, checkoutMachine } from '@wl/machines';
import { Checkout } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { RemotePageProps } from './pageProps.ts';
import { useHost } from './useHost.ts';
import { useRequest } from './useRequest.ts';

const MY_TRIPS_PATH = '/mytrip/mytrips';
const AGENCY_BOOKINGS_PATH = '/bookings';
const CLIENTS_PATH = '/users/clients';

export interface BookingCheckoutProps extends RemotePageProps {
  vertical: EngineVertical;
  /** The offer to book when the URL names no booking; null when it names none at all. */
  offer: Omit<OfferRef, 'vertical'> | null;
  /** Where choosing another offer starts (the vertical's results for the same search). */
  resultsHref: string;
}

/** Where the page starts, from its URL: a booking's id, a reference number, else the offer. */
function inputOf(
  { vertical, offer, search, params }: BookingCheckoutProps,
  host: ReturnType<typeof useHost>,
): CheckoutInput {
  const bookingId = search.get('bookingId');
  if (bookingId) return { start: 'booking', bookingId };
  if (params.referenceNumber) {
    return { start: 'reference', referenceNumber: params.referenceNumber };
  }
  return {
    start: 'offer',
    // A cut-short link fails in the machine's load with the server's message.
    offer: { vertical, query: offer?.query ?? {}, offerId: offer?.offerId ?? '' },
    user: host.user,
    signInRequired: host.signInRequired,
  };
}

/**
 * One page instance across a booking's paths: the machine that held the booking goes on to its
 * payment and confirmation in place; a reload starts a new one where the URL says.
 */
export function BookingCheckout(props: BookingCheckoutProps) {
  const host = useHost(props);
  const { api, user } = host;
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
    { input: inputOf(props, host) },
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
  return (
    <Checkout
      actor={actor}
      loginHref={loginHref(host.here)}
      resultsHref={props.resultsHref}
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
