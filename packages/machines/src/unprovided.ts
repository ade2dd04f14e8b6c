import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * Stand-in for a call the host must inject with `machine.provide({ actors })`. It rejects rather
 * than resolving with made-up data, so a forgotten injection shows up as the machine's failure
 * state instead of an empty-but-"successful" screen.
 */
export function unprovided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The "${name}" actor was not provided: pass it to machine.provide()`)),
  );
}
