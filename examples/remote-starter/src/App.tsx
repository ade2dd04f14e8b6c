// The starter remote's exposed module (`./App`): `mount` renders into the element the shell gives
// it, with the shell's React, and follows the host state (agency, user, language, currency) from
// the host's events until the shell unmounts it.
import { type HostState, type RemoteModule, watchHostState } from '@wl/remote-sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type HostStateStore, Starter } from './Starter.tsx';
import './starter.css';

/** The host state for React's useSyncExternalStore, filled by the host's `host:` events. */
function hostStateStore(): HostStateStore & { stop(): void } {
  let state: Partial<HostState> = {};
  const listeners = new Set<() => void>();
  // Listens to every host state event, then asks for them all: the host answers at once.
  const watch = watchHostState((next) => {
    state = next;
    for (const listener of listeners) listener();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    stop: () => watch.stop(),
  };
}

export const mount: RemoteModule['mount'] = (element, { path, reportError }) => {
  const store = hostStateStore();
  // A render error the remote does not catch: the shell replaces it with its failure text.
  const root = createRoot(element, { onUncaughtError: reportError });
  root.render(
    <StrictMode>
      <Starter path={path} store={store} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    store.stop();
  };
};
