// The host state as the remote last received it (spec §4 events), as a store React can read
// with useSyncExternalStore. Created before the first render: the host answers the state-request
// synchronously, so the first paint already has agency, user, currency and language.
import { type HostState, watchHostState } from '@wl/remote-host/remote';

export interface HostStore {
  subscribe(listener: () => void): () => void;
  snapshot(): Partial<HostState>;
  stop(): void;
}

export function createHostStore(): HostStore {
  const listeners = new Set<() => void>();
  const watch = watchHostState(() => {
    for (const listener of listeners) listener();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => watch.current(),
    stop: () => {
      watch.stop();
      listeners.clear();
    },
  };
}
