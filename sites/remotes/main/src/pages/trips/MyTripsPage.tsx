// /mytrip/mytrips (spec §2.1 traveller routes): the signed-in traveller's trips (issue 15).
import { type BookingList, loginHref, type Trips } from '@wl/core';
import { requestMachine } from '@wl/machines';
import type { RemotePageProps } from '@wl/remote-kit';
import { accessToken } from '@wl/remote-kit';
import { type LoadStatus, MyTrips } from '@wl/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useHotelPage } from '../hotels/hotelPageState.ts';

export default function MyTripsPage(props: RemotePageProps) {
  const { api, here } = useHotelPage(props);
  // The session cookie, not host:user: a page opened with a token lists at once while the host
  // still restores who it belongs to; a refused token goes through /logout (spec §4).
  const signedIn = accessToken() !== undefined;
  const actor = useActorRef(
    requestMachine.provide({
      actors: {
        request: fromPromise(({ signal }) =>
          signedIn
            ? Promise.all([api.trips(signal), api.bookings.mine(signal)])
            : new Promise<never>(() => {}),
        ),
      },
    }),
    { input: null },
  );
  const status = useSelector(actor, (state) => state.value as LoadStatus);
  // Stays (the hotel journey's) and the booking engine's flights, cars, activities and cruises.
  const data = useSelector(actor, (state) => state.context.data as [Trips, BookingList] | null);
  const error = useSelector(actor, (state) => state.context.error);
  return (
    <MyTrips
      signedIn={signedIn}
      status={status}
      trips={data?.[0] ?? null}
      bookings={data?.[1] ?? null}
      error={error}
      onRetry={() => actor.send({ type: 'RETRY' })}
      loginHref={loginHref(here)}
      bookingHref={(booking) => `/hotel-details?${new URLSearchParams({ bookingId: booking.id })}`}
      bookHotelHref="/booknow/hotels/search"
    />
  );
}
