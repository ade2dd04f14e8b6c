// The data of one page of the traveller's or agents' area: `accountDataMachine` (packages/machines)
// with the page's calls, started for the page's lifetime.
import { accountDataMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';

export function useAccountData<T, S = never>(
  load: () => Promise<T>,
  save?: (value: S) => Promise<T>,
) {
  // The calls are fixed for the page: the machine is made once, with the first render's calls.
  const [logic] = useState(() =>
    accountDataMachine.provide({
      actors: {
        load: fromPromise<unknown>(() => load()),
        save: fromPromise<unknown, unknown>(({ input }) =>
          save ? save(input as S) : Promise.reject(new Error('this page saves nothing')),
        ),
      },
    }),
  );
  return useActorRef(logic);
}
