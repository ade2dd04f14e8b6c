// The checkout of issue 15 on three routes of spec §2.1: /booknow/hotels/checkout (guest details
// of a chosen room), /booknow/hotels/confirm-payment (the card for a held booking) and
// /hotel-details ("booking details": the confirmation with its reference number, where My Trips
// links too). One machine (hotelCheckoutMachine) runs them; each page starts it where its URL says.

import { loginHref, stayQuery } from '@wl/core';
import { type HotelCheckoutInput, hotelCheckoutMachine } from '@wl/machines';
import type { RemotePageProps } from '@wl/remote-kit';
import { HotelCheckout } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { stayFrom, useHotelPage } from './hotelPageState.ts';

export const CONFIRM_PAYMENT_PATH = '/booknow/hotels/confirm-payment';
export const BOOKING_DETAILS_PATH = '/hotel-details';
const MY_TRIPS_PATH = '/mytrip/mytrips';

function Checkout({ input, ...props }: RemotePageProps & { input: HotelCheckoutInput }) {
  const { api, here } = useHotelPage(props);
  const actor = useActorRef(
    hotelCheckoutMachine.provide({
      actors: {
        loadOffer: fromPromise(({ input: query, signal }) =>
          api.hotels.details(query.hotelId, query.stay, signal),
        ),
        holdBooking: fromPromise(({ input: request }) => api.hotels.book(request)),
        loadBooking: fromPromise(({ input: id, signal }) => api.hotels.booking(id, signal)),
        payBooking: fromPromise(({ input: request }) =>
          api.hotels.pay(request.bookingId, request.card),
        ),
      },
    }),
    { input },
  );
  const { navigate } = props;
  useEffect(() => {
    const held = actor.on('checkout.held', ({ booking }) =>
      navigate(`${CONFIRM_PAYMENT_PATH}?${new URLSearchParams({ bookingId: booking.id })}`),
    );
    // Paid: the booking's own page, replacing the card form in the history.
    const confirmed = actor.on('checkout.confirmed', ({ booking }) =>
      navigate(`${BOOKING_DETAILS_PATH}?${new URLSearchParams({ bookingId: booking.id })}`, {
        replace: true,
      }),
    );
    return () => {
      held.unsubscribe();
      confirmed.unsubscribe();
    };
  }, [actor, navigate]);
  // Spec §4 host:user: signing in elsewhere (or the session restoring) moves the checkout on.
  const user = props.host.user ?? null;
  useEffect(() => {
    actor.send({ type: 'USER', user });
  }, [actor, user]);

  const hotelId = props.search.get('hotelId') ?? '';
  const stay = stayFrom(props.search);
  return (
    <HotelCheckout
      actor={actor}
      loginHref={loginHref(here)}
      roomsHref={
        hotelId && stay
          ? `/booknow/hotels/search-details?${new URLSearchParams({ hotelId, ...stayQuery(stay) })}`
          : '/booknow/hotels/search'
      }
      myTripsHref={MY_TRIPS_PATH}
    />
  );
}

/** /booknow/hotels/checkout?hotelId&roomId&checkIn&checkOut&rooms&adults&children */
export function HotelCheckoutPage(props: RemotePageProps) {
  const { allowNonLoginFlow } = useHotelPage(props);
  const stay = stayFrom(props.search);
  const input: HotelCheckoutInput = {
    start: 'offer',
    hotelId: props.search.get('hotelId') ?? '',
    roomId: props.search.get('roomId') ?? '',
    // A cut-short link fails in the machine's load with the server's message.
    stay: stay ?? { checkIn: '', checkOut: '', rooms: 1, adults: 2, children: 0 },
    user: props.host.user ?? null,
    allowNonLoginFlow,
  };
  return <Checkout {...props} input={input} />;
}

/** /booknow/hotels/confirm-payment?bookingId and /hotel-details?bookingId */
export function HotelBookingPage(props: RemotePageProps) {
  return (
    <Checkout
      {...props}
      input={{ start: 'booking', bookingId: props.search.get('bookingId') ?? '' }}
    />
  );
}
