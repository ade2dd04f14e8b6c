// The module the main remote exposes (`./App`, docs/remotes.md): the host calls `mount` with the
// element to fill. React and react-dom here are the host's (Module Federation shared singletons).
import type { RemoteModule, RemoteMountContext } from '@wl/remote-host/remote';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHostStore } from './hostStore.ts';
import { MainRemote } from './MainRemote.tsx';

export const mount: RemoteModule['mount'] = (element, context: RemoteMountContext) => {
  const store = createHostStore();
  // A render error is the remote's failure: the host shows spec §8 'Failed to load remote
  // component.' with a retry instead of a blank body.
  const root = createRoot(element, { onUncaughtError: (error) => context.reportError(error) });
  root.render(
    <StrictMode>
      <MainRemote store={store} path={context.path} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    store.stop();
  };
};
