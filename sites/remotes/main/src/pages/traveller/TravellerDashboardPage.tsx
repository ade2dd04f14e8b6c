// The traveller's Dashboard (spec §2.1 /mytrip/dashboard).

import type { RemotePageProps } from '@wl/remote-kit';
import { TravellerDashboard } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';

export default function TravellerDashboardPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {(user) => (
        <TravellerDashboard
          user={user}
          agency={{ bookingMenuItemOptions: page.host.agency?.bookingMenuItemOptions ?? [] }}
        />
      )}
    </AreaGate>
  );
}
