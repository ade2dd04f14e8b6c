import { ERRORS_PATH, matchRoute, type RouteOwner } from '@wl/core';
import { remoteLoaderMachine } from '@wl/machines';
import { type MountRemote, RemoteMount } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { IslandProviders } from './IslandProviders.tsx';
import { islandPage, pageIsland } from './islandPage.ts';
import { loadRemoteModule } from './remoteContainer.ts';

type RemoteName = Exclude<RouteOwner, 'shell'>;

/** Where a remote's entry lives: the agency's own URL, else the built-in remote beside the sites. */
function remoteEntry(remote: RemoteName): string {
  return islandPage().data.config.remotes[remote] ?? `/_remotes/${remote}/remoteEntry.js`;
}

/** A remote's module mounts itself: `{ mount(element, context) }` returning an unmount. */
const mountRemote: MountRemote = (element, module) => {
  const mount = (module as { mount?: (el: HTMLElement, ctx: unknown) => unknown } | null)?.mount;
  if (typeof mount !== 'function') return undefined;
  const unmount = mount(element, { path: window.location.pathname });
  return typeof unmount === 'function' ? (unmount as () => void) : undefined;
};

const liveLoader = remoteLoaderMachine.provide({
  actors: {
    loadRemote: fromPromise<unknown, { remote: string }>(({ input }) =>
      loadRemoteModule(remoteEntry(input.remote as RemoteName), `wl_${input.remote}`),
    ),
  },
});

function Remote({ remote }: { remote: RemoteName }) {
  const actorRef = useActorRef(liveLoader, { input: { remote } });
  return <RemoteMount actorRef={actorRef} mount={mountRemote} />;
}

/**
 * The client router of spec §2.1 for pages whose content belongs to a remote: the route table
 * names the remote; a path it does not list goes to the main remote, and when the agency has no
 * main remote of its own (the built-in one lists nothing more) straight to /errors.
 */
function AppShellIsland() {
  const [remote, setRemote] = useState<RemoteName | null>(null);
  useEffect(() => {
    const { config } = islandPage().data;
    const found = matchRoute(window.location.pathname, config.agency);
    if (!found && !config.remotes.main) {
      window.location.replace(ERRORS_PATH);
      return;
    }
    const owner = found?.route.owner;
    setRemote(owner && owner !== 'shell' ? owner : 'main');
  }, []);
  return <IslandProviders>{remote ? <Remote remote={remote} /> : null}</IslandProviders>;
}

export default pageIsland(AppShellIsland);
