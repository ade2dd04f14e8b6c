// /pay (the side navigation's Pay, spec §1 "a pay feature"; ours in the route table): what this
// agent booked that waits for payment, each paid on its vertical's payment page.
import { type Booking, paymentHref } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, HeldBookings } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

function Held({ api }: { api: RemoteApi }) {
  const actor = useAccountData(() => api.heldBookings());
  return (
    <AccountDataView<Booking[]> actor={actor}>
      {(bookings) => <HeldBookings bookings={bookings} payHref={paymentHref} />}
    </AccountDataView>
  );
}

export default function PayPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Held api={remoteApi(page.host)} />}</AreaGate>;
}
