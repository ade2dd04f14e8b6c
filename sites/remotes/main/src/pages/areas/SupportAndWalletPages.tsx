// Support (spec §2.1 /settings/support, /mytrip/support) shows the agency's contact details from
// the host state; the wallets (/wallet/details, /mytrip/wallet/) the signed-in user's credits.

import type { RemotePageProps } from '@wl/remote-kit';
import { SupportContacts, WalletDetails } from '@wl/ui';
import { AreaGate } from './AreaGate.tsx';

export function SupportPage(page: RemotePageProps) {
  const agency = page.host.agency;
  return (
    <AreaGate page={page}>{() => (agency ? <SupportContacts agency={agency} /> : null)}</AreaGate>
  );
}

export function AgentWalletPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {(user) => <WalletDetails kind="agent" credits={user.personal_info.credits} />}
    </AreaGate>
  );
}

/** Spec §2.6: only with isRewardWalletEnable (AreaGate refuses the others). */
export function RewardWalletPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {(user) => <WalletDetails kind="rewards" credits={user.personal_info.credits} />}
    </AreaGate>
  );
}
