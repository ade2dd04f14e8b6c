// Stories of the account pages: the real accountRequestMachine with its call faked.
import { type AccountRequestInput, accountRequestMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';

/**
 * What the API answers in a story: success, never (the call hangs), a bare network error (no
 * message), or an error body (`{ message, code?, issues? }`, as the reference API sends).
 */
export type AccountAnswer =
  | 'success'
  | 'pending'
  | 'networkError'
  | { message: string; code?: string; issues?: { path: string; message: string }[] };

export function useStoryAccountActor(
  answer: AccountAnswer,
  spy: (input: AccountRequestInput) => void,
  before?: { done?: boolean; failure?: { code?: string; message: string } },
) {
  const logic = useMemo(
    () =>
      accountRequestMachine.provide({
        actors: {
          send: fromPromise<unknown, AccountRequestInput>(({ input }) => {
            spy(input);
            if (answer === 'success') return Promise.resolve({ message: 'ok' });
            if (answer === 'pending') return new Promise<never>(() => {});
            if (answer === 'networkError') return Promise.reject(new TypeError('Failed to fetch'));
            return Promise.reject(answer);
          }),
        },
      }),
    [answer, spy],
  );
  const actor = useActorRef(logic);
  useEffect(() => {
    if (before?.done) actor.send({ type: 'DONE_BEFORE' });
    else if (before?.failure) actor.send({ type: 'FAILED_BEFORE', failure: before.failure });
  }, [actor, before]);
  return actor;
}
