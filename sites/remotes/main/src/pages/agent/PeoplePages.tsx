// The agency's clients and agents (spec §2.1 /users/clients, /users/agents/view/{id}) from the API;
// on /users/clients an agent adds a client (spec §1: agents book for the agency's clients).
import type { Person } from '@wl/core';
import { addClientMachine } from '@wl/machines';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, PeopleList } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

function People({
  api,
  kind,
  currentUserId,
}: {
  api: RemoteApi;
  kind: 'clients' | 'agents';
  currentUserId: string | number;
}) {
  const actor = useAccountData(() => (kind === 'clients' ? api.clients() : api.agents()));
  // The call is fixed for the page: the machine is made once, with the first render's client.
  const [addClientLogic] = useState(() =>
    addClientMachine.provide({
      actors: { addClient: fromPromise(({ input }) => api.addClient(input)) },
    }),
  );
  const addClient = useActorRef(addClientLogic, { input: {} });
  return (
    <AccountDataView<Person[]> actor={actor}>
      {(people) => (
        <PeopleList
          kind={kind}
          people={people}
          currentUserId={currentUserId}
          addClient={kind === 'clients' ? addClient : undefined}
        />
      )}
    </AccountDataView>
  );
}

export function ClientsPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {(user) => <People api={remoteApi(page.host)} kind="clients" currentUserId={user.id} />}
    </AreaGate>
  );
}

/** Spec §2.1 links /users/agents/view/{id of current user}: the list, the current user marked. */
export function AgentsPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {(user) => <People api={remoteApi(page.host)} kind="agents" currentUserId={user.id} />}
    </AreaGate>
  );
}
