import { sideNavMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import type { ActorRefFrom } from 'xstate';

export type SideNavActorRef = ActorRefFrom<typeof sideNavMachine>;

interface SideNavContextValue {
  actorRef: SideNavActorRef;
  /** Id of the navigation element; the burger toggle's `aria-controls`. */
  navId: string;
}

const SideNavContext = createContext<SideNavContextValue | null>(null);

export interface SideNavProviderProps {
  /**
   * The machine logic to run, e.g. `sideNavMachine.provide({ delays })` in a test.
   * @default sideNavMachine
   */
  logic?: typeof sideNavMachine;
  /** A running side navigation actor of the host; replaces `logic`. */
  actorRef?: SideNavActorRef;
  /** Id of the navigation element. @default a generated id */
  navId?: string;
  children: ReactNode;
}

/**
 * Runs one side navigation machine (spec §2.8, §4) for the `SideNav` and the `SideNavToggle` the
 * header places, so the two share one state without the host threading an actor through.
 */
export function SideNavProvider({
  logic = sideNavMachine,
  actorRef,
  navId,
  children,
}: SideNavProviderProps) {
  const own = useActorRef(logic);
  const generatedId = useId();
  const value: SideNavContextValue = {
    actorRef: actorRef ?? own,
    navId: navId ?? `side-nav-${generatedId.replace(/[^\w-]/g, '')}`,
  };
  return <SideNavContext.Provider value={value}>{children}</SideNavContext.Provider>;
}

/** The side navigation actor and element id: from props, else from the nearest provider. */
export function useSideNavActor(
  actorRef: SideNavActorRef | undefined,
  navId: string | undefined,
): SideNavContextValue {
  const context = useContext(SideNavContext);
  const actor = actorRef ?? context?.actorRef;
  if (!actor) throw new Error('SideNav needs an actorRef prop or a <SideNavProvider> above it');
  return { actorRef: actor, navId: navId ?? context?.navId ?? 'side-nav' };
}
