import type { RemotePageProps } from '@wl/remote-kit';
import { SessionExpiredPage } from '@wl/ui';

/** /expired and /expiry (spec §2.1): sign in again, back to `?redirect=`. */
export default function SessionExpiredRoute({ search }: RemotePageProps) {
  return <SessionExpiredPage redirect={search.get('redirect')} />;
}
