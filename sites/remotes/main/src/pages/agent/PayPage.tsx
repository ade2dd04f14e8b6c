// /pay (the side navigation's Pay, spec §1 "a pay feature"; ours in the route table): the stays
// this agent booked that wait for payment, each paid on the checkout's confirm-payment page.
import type { HotelBooking } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, HeldBookings } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';
import { CONFIRM_PAYMENT_PATH } from '../hotels/HotelCheckoutPages.tsx';

const payHref = (booking: HotelBooking) =>
  `${CONFIRM_PAYMENT_PATH}?${new URLSearchParams({ bookingId: booking.id })}`;

function Held({ api }: { api: RemoteApi }) {
  const actor = useAccountData(() => api.heldBookings());
  return (
    <AccountDataView<HotelBooking[]> actor={actor}>
      {(bookings) => <HeldBookings bookings={bookings} payHref={payHref} />}
    </AccountDataView>
  );
}

export default function PayPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Held api={remoteApi(page.host)} />}</AreaGate>;
}
