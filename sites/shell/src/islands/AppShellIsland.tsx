import { ERRORS_PATH, type RemoteName, remoteForPath } from '@wl/core';
import { remoteLoaderMachine } from '@wl/machines';
import { isRemoteModule } from '@wl/remote-host';
import { type MountRemote, RemoteMount } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { IslandProviders } from './IslandProviders.tsx';
import { islandPage, pageIsland } from './islandPage.ts';
import { pageRemoteHost } from './remoteHostBridge.ts';
import { remoteLoader } from './remoteLoader.ts';
import { remoteMountContext } from './remoteMountContext.ts';
import { preloadRemote } from './remotePreload.ts';

/** The remote's exposed module mounts itself (docs/remotes.md) and returns its unmount. */
const mountRemote: MountRemote = (element, module, reportError) => {
  if (!isRemoteModule(module)) throw new Error('the remote exposes no mount function');
  return (
    module.mount(element, remoteMountContext(window.location.pathname, reportError)) ?? undefined
  );
};

const liveLoader = remoteLoaderMachine.provide({
  actors: {
    loadRemote: fromPromise<unknown, { remote: string }>(({ input }) =>
      remoteLoader().load(input.remote),
    ),
  },
});

function Remote({ remote }: { remote: RemoteName }) {
  const actorRef = useActorRef(liveLoader, { input: { remote } });
  return <RemoteMount actorRef={actorRef} mount={mountRemote} />;
}

/** The remote that renders this page's path, or null: the path is /errors (spec §2.1). */
const pageRemote = (): RemoteName | null =>
  remoteForPath(window.location.pathname, islandPage().data.config);

// As soon as this module runs in the browser, before the page's islands hydrate: the remote's
// files then arrive while the shell renders.
if (typeof window !== 'undefined') {
  const owner = pageRemote();
  if (owner) preloadRemote(owner);
}

/**
 * The client router of spec §2.1 for pages whose content belongs to a remote: the route table
 * names the remote; a path it does not list goes to the main remote, and when the agency has no
 * main remote of its own (the built-in one lists nothing more) straight to /errors.
 */
function AppShellIsland() {
  const [remote, setRemote] = useState<RemoteName | null>(null);
  useEffect(() => {
    const owner = pageRemote();
    if (!owner) {
      window.location.replace(ERRORS_PATH);
      return;
    }
    // Listening before the remote loads: its first act is a state-request (spec §4).
    pageRemoteHost();
    setRemote(owner);
  }, []);
  return <IslandProviders>{remote ? <Remote remote={remote} /> : null}</IslandProviders>;
}

export default pageIsland(AppShellIsland);
