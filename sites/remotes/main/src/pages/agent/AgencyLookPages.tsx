// /theme-customisation and /applications (the side navigation's Theme Customisation and
// Applications, spec §1, §2.1): read from the agency the host holds (spec §4), no call of their own.

import type { RemotePageProps } from '@wl/remote-kit';
import { ApplicationsList, ThemeOverview } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';

export function ThemeCustomisationPage(page: RemotePageProps) {
  const agency = page.host.agency;
  return (
    <AreaGate page={page}>{() => (agency ? <ThemeOverview agency={agency} /> : null)}</AreaGate>
  );
}

export function ApplicationsPage(page: RemotePageProps) {
  const agency = page.host.agency;
  return (
    <AreaGate page={page}>
      {() =>
        agency ? (
          <ApplicationsList
            agency={{ bookingMenuItemOptions: agency.bookingMenuItemOptions ?? [] }}
          />
        ) : null
      }
    </AreaGate>
  );
}
