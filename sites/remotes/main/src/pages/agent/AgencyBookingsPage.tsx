// /bookings (the side navigation's Bookings, spec §1; ours in the route table): the agency's
// confirmed stays from GET /api/agency/bookings and its bookings of every other vertical from
// GET /api/agency/all-bookings, priced for the agent who looks (spec §2.3, §6).
import { type Booking, type HotelBooking, type Viewer, viewerOf } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, AgencyBookings } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

interface AllBookings {
  hotels: HotelBooking[];
  others: Booking[];
}

function Bookings({ api, viewer }: { api: RemoteApi; viewer: Viewer }) {
  const actor = useAccountData<AllBookings>(() =>
    Promise.all([api.agencyBookings(), api.bookings.ofAgency()]).then(([hotels, others]) => ({
      hotels,
      others,
    })),
  );
  return (
    <AccountDataView<AllBookings> actor={actor}>
      {({ hotels, others }) => (
        <AgencyBookings bookings={hotels} engineBookings={others} viewer={viewer} />
      )}
    </AccountDataView>
  );
}

export default function AgencyBookingsPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {(user) => <Bookings api={remoteApi(page.host)} viewer={viewerOf(user)} />}
    </AreaGate>
  );
}
