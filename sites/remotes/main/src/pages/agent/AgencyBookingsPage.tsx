// /bookings (the side navigation's Bookings, spec §1; ours in the route table): the agency's
// confirmed stays from GET /api/agency/bookings.
import type { HotelBooking } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, AgencyBookings } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

function Bookings({ api }: { api: RemoteApi }) {
  const actor = useAccountData(() => api.agencyBookings());
  return (
    <AccountDataView<HotelBooking[]> actor={actor}>
      {(bookings) => <AgencyBookings bookings={bookings} />}
    </AccountDataView>
  );
}

export default function AgencyBookingsPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Bookings api={remoteApi(page.host)} />}</AreaGate>;
}
