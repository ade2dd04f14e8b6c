import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
  type SimulatedClock,
} from 'xstate';

/** A promise the test settles on demand, to play the server's answer at the right moment. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the machine (microtasks only: no real time passes). */
export async function settle(): Promise<void> {
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
}

/**
 * @xstate/graph uses the `events` given to it instead of the machine's own event list, which
 * drops delayed (`after`) transitions; this adds them back so timers count as edges.
 */
export function withDelayedEvents<TEvent extends EventObject>(events: readonly TEvent[]) {
  return (snapshot: AnyMachineSnapshot): TEvent[] => [
    ...events,
    ...__unsafe_getAllOwnEventDescriptors(snapshot)
      .filter((type) => type.startsWith('xstate.after.'))
      .map((type) => ({ type }) as TEvent),
  ];
}

/**
 * Plays a graph path on a live actor: timers by advancing the simulated clock by the named
 * delay, other events by sending them.
 */
export function replay(
  actor: AnyActorRef,
  clock: SimulatedClock,
  steps: readonly { event: EventObject }[],
  delays: Record<string, number>,
): void {
  for (const { event } of steps) {
    if (event.type === 'xstate.init') continue;
    const delay = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1];
    if (delay === undefined) actor.send(event);
    else clock.increment(delays[delay] ?? Number(delay));
  }
}
