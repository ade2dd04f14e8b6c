import type { RemotePageProps } from '@wl/remote-kit';
import { SubscriptionPage } from '@wl/ui';

/** /subscription (spec §2.1, §2.6, §6): the agency's subscription state for its owner. */
export default function SubscriptionRoute({ host }: RemotePageProps) {
  if (!host.agency) return null;
  return (
    <SubscriptionPage
      user={host.user ?? null}
      agency={{
        agencyName: host.agency.agencyName,
        isSubscribed: host.agency.isSubscribed ?? false,
      }}
    />
  );
}
