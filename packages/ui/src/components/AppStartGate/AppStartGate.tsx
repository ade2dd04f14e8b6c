import type { appStartMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AgencyNotFound } from '../AgencyNotFound/AgencyNotFound.tsx';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen.tsx';
import { InactiveModal } from '../InactiveModal/InactiveModal.tsx';
import { BusyIndicator } from './BusyIndicator.tsx';

export interface AppStartGateProps {
  /** The app start actor (spec §4 app start): `appStartMachine.provide({ actors })`. */
  actorRef: ActorRefFrom<typeof appStartMachine>;
  /** The site, shown once the agency is loaded (and behind the inactive modal). */
  children: ReactNode;
}

/**
 * App start (spec §4, §2.9): a spinner while the agency is (re-)checked at run time, then the
 * site; 'Agency not found!' when there is no agency; the site under a blocking modal when the
 * agency is inactive; 'Something went wrong.' with a retry when the agency cannot be loaded.
 * The enabled lists that load next never block the site (spec §8), so `loaded.*` all show it.
 *
 * Renders nothing from the agency config itself, so it also works on a host without one.
 */
export function AppStartGate({ actorRef, children }: AppStartGateProps) {
  const view = useSelector(actorRef, (state) => {
    if (state.hasTag('spinner')) return 'loading' as const;
    if (state.matches('notFound')) return 'notFound' as const;
    if (state.hasTag('blocking')) return 'inactive' as const;
    if (state.matches('failed')) return 'failed' as const;
    return 'loaded' as const;
  });

  switch (view) {
    case 'loading':
      return <BusyIndicator fullPage />;
    case 'notFound':
      return <AgencyNotFound />;
    case 'failed':
      return <ErrorScreen onRetry={() => actorRef.send({ type: 'RETRY' })} />;
    case 'inactive':
      return (
        <>
          {children}
          <InactiveModal />
        </>
      );
    case 'loaded':
      return children;
  }
}
