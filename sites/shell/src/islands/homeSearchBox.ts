// When the home page's search box gets its form (issue 15): after the deals, so it never competes
// with them or with the first paint, and only once the visitor shows intent (a pointer, a touch, a
// key, a wheel), so a visitor who only looks downloads none of it (issue 18's budgets).
import type { dealsMachine } from '@wl/machines';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';

type DealsActor = ActorRefFrom<typeof dealsMachine>;

/**
 * The visitor's first signs of intent. Not focus or scroll: the page moves those itself (the
 * save-prices modal takes focus as it opens), and a visitor's own start with one of these.
 */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/** True once no deal list is loading any more (loaded, empty or failed); at once without lists. */
export function useDealsSettled(lists: Partial<Record<string, DealsActor>>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const actors = Object.values(lists).filter((actor) => actor !== undefined);
    const check = () => {
      if (actors.every((actor) => !actor.getSnapshot().hasTag('loading'))) setSettled(true);
    };
    const subscriptions = actors.map((actor) => actor.subscribe(check));
    check();
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [lists]);
  return settled;
}

/** Resolves on the visitor's first sign of intent from now on, and stops listening then. */
function nextIntent(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const heard = new AbortController();
    signal.addEventListener('abort', () => heard.abort(), { once: true });
    const options = { capture: true, passive: true, signal: heard.signal } as const;
    for (const type of INTENT) {
      window.addEventListener(
        type,
        () => {
          heard.abort();
          resolve();
        },
        options,
      );
    }
  });
}

/**
 * The search box's form element and whether the main remote's form is in it. Once `ready` (the
 * deals have settled) and the visitor moves, the remote is loaded and mounted there; should that
 * fail, the box keeps its Book Now link and the page stays as it was.
 */
export function useHomeSearchForm(ready: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    const stop = new AbortController();
    let unmount: (() => void) | null = null;
    const failed = () => {
      unmount?.();
      unmount = null;
      setShown(false);
    };
    nextIntent(stop.signal)
      .then(() => import('./homeSearchRemote.ts'))
      .then(({ mountHomeSearch }) =>
        stop.signal.aborted ? null : mountHomeSearch(element, failed),
      )
      .then(
        (mounted) => {
          if (!mounted) return;
          if (stop.signal.aborted) mounted();
          else {
            unmount = mounted;
            setShown(true);
          }
        },
        // Spec §8 failures belong to pages of remotes; a home without its search box still has
        // Book Now, so a failed load leaves the box as it is.
        () => {},
      );
    return () => {
      stop.abort();
      unmount?.();
    };
  }, [ready]);
  return { ref, shown };
}
