// The Command Center (spec §2.1 /dashboard): figures from GET /api/agent/dashboard (ours).
import type { AgentDashboard } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { remoteApi } from '@wl/remote-kit';
import { AccountDataView, CommandCenter } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

function Dashboard({
  page,
  user,
}: {
  page: RemotePageProps;
  user: Parameters<typeof CommandCenter>[0]['user'];
}) {
  const actor = useAccountData(() => remoteApi(page.host).agentDashboard());
  return (
    <AccountDataView<AgentDashboard> actor={actor}>
      {(dashboard) => (
        <CommandCenter
          user={user}
          agency={{ bookingMenuItemOptions: page.host.agency?.bookingMenuItemOptions ?? [] }}
          dashboard={dashboard}
        />
      )}
    </AccountDataView>
  );
}

export default function CommandCenterPage(page: RemotePageProps) {
  return <AreaGate page={page}>{(user) => <Dashboard page={page} user={user} />}</AreaGate>;
}
