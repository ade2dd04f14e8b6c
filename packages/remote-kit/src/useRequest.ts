// How a remote page loads one call: requestMachine (a new LOAD stops the call it replaces, a
// failure keeps the server's message or spec §8 'something went wrong', RETRY loads again).
import { requestMachine } from '@wl/machines';
import type { LoadStatus } from '@wl/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';

/** A requestMachine actor on `call`, sent LOAD whenever `key` (what `input` stands for) changes. */
export function useRequest<I, O>(
  call: (input: I, signal: AbortSignal) => Promise<O>,
  input: I,
  key: string,
) {
  const actor = useActorRef(
    requestMachine.provide({
      actors: { request: fromPromise(({ input: given, signal }) => call(given as I, signal)) },
    }),
    { input },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the input.
  useEffect(() => {
    if (actor.getSnapshot().context.input !== input) actor.send({ type: 'LOAD', input });
  }, [key]);
  const status = useSelector(actor, (state) => state.value as LoadStatus);
  const data = useSelector(actor, (state) => state.context.data as O | null);
  const error = useSelector(actor, (state) => state.context.error);
  return { status, data, error, retry: () => actor.send({ type: 'RETRY' }) };
}
