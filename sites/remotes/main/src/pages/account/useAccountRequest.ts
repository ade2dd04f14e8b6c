// One account call of a page (accountRequestMachine, its `send` the API call), and what the same
// form left behind when it was posted before the remote handled it (DESIGN §4): the failure
// cookie of the form's path, or the `?sent=1` / `?done=1` of its success.
import {
  expiredFormFailureCookie,
  FORM_FAILURE_COOKIE,
  type LoginFailure,
  readLoginFailure,
} from '@wl/core';
import { type AccountRequestInput, accountRequestMachine } from '@wl/machines';
import { readCookie } from '@wl/remote-kit';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';

/** The failure the form post left on this path, read once and then removed. */
function takeFormFailure(path: string): LoginFailure | null {
  const failure = readLoginFailure(readCookie(FORM_FAILURE_COOKIE));
  if (failure) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the sites serve.
    document.cookie = expiredFormFailureCookie(path);
  }
  return failure;
}

export function useAccountRequest(
  path: string,
  send: (input: AccountRequestInput) => Promise<unknown>,
  { doneBefore = false }: { doneBefore?: boolean } = {},
) {
  // Read before the first render: the remote renders in the browser only.
  const [before] = useState(() => takeFormFailure(path));
  const actor = useActorRef(
    accountRequestMachine.provide({
      actors: { send: fromPromise(({ input }: { input: AccountRequestInput }) => send(input)) },
    }),
  );
  const [started] = useState(() => {
    if (doneBefore) actor.send({ type: 'DONE_BEFORE' });
    else if (before) actor.send({ type: 'FAILED_BEFORE', failure: before });
    return true;
  });
  void started;
  return { actor, previousEmail: before?.email || undefined };
}
