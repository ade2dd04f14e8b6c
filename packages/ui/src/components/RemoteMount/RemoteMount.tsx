import { MESSAGES } from '@wl/core';
import type { remoteLoaderMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FaPlugCircleExclamation } from 'react-icons/fa6';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import { BusyIndicator } from '../AppStartGate/BusyIndicator.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './RemoteMount.css.ts';

/**
 * Puts a loaded remote into its mount point; may return a clean-up for when it unmounts. Throwing,
 * or calling `reportError` later, replaces the remote with 'Failed to load remote component.'.
 */
export type MountRemote = (
  element: HTMLElement,
  module: unknown,
  reportError: (error: unknown) => void,
) => undefined | (() => void);

export interface RemoteMountProps {
  /** The remote's loader actor (spec §4 script loading): `remoteLoaderMachine.provide(...)`. */
  actorRef: ActorRefFrom<typeof remoteLoaderMachine>;
  /** Called once the remote is loaded, with the mount point it fills and its module. */
  mount: MountRemote;
}

/**
 * A remote application's slot (spec §1, §4 script loading, §8): a busy indicator while its
 * script loads, the mount point once loaded, and on failure the spec §8 message ('Failed to
 * load remote component.', 'Loading script failed', 'Loading chunk {n} failed', 'Container
 * missing') with a retry.
 */
export function RemoteMount({ actorRef, mount }: RemoteMountProps) {
  const { t } = useTranslation(['pages', 'common']);
  const text = useMessageText();
  const state = useSelector(
    actorRef,
    (snapshot) => ({
      status: snapshot.hasTag('loading')
        ? ('loading' as const)
        : snapshot.matches('failed')
          ? ('failed' as const)
          : ('loaded' as const),
      remote: snapshot.context.remote,
      module: snapshot.context.module,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );

  if (state.status === 'loading') return <BusyIndicator />;
  if (state.status === 'failed') {
    return (
      <div className={styles.panel}>
        <FaPlugCircleExclamation aria-hidden className={styles.icon} />
        <p role="alert" className={styles.message}>
          {text(state.error?.message ?? MESSAGES.remoteComponentFailed)}
        </p>
        <Button tone="secondary" size="sm" onPress={() => actorRef.send({ type: 'RETRY' })}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }
  return (
    <MountPoint
      remote={state.remote}
      module={state.module}
      mount={mount}
      onFailure={() => actorRef.send({ type: 'MOUNT_FAILED' })}
    />
  );
}

function MountPoint({
  remote,
  module,
  mount,
  onFailure,
}: {
  remote: string;
  module: unknown;
  mount: MountRemote;
  onFailure: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const mountRef = useRef(mount);
  mountRef.current = mount;
  const failRef = useRef(onFailure);
  failRef.current = onFailure;
  useEffect(() => {
    if (!ref.current) return;
    const reportError = (error: unknown) => {
      // The remote's failure stays visible to its authors; the visitor sees the spec §8 text.
      console.error(`[remote ${remote}]`, error);
      failRef.current();
    };
    try {
      return mountRef.current(ref.current, module, reportError) ?? undefined;
    } catch (error) {
      reportError(error);
      return undefined;
    }
  }, [module, remote]);
  return <div ref={ref} data-remote={remote} />;
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}
