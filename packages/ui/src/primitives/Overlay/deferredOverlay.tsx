import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/**
 * An overlay's code (react-aria's Select, Menu, Popover, Modal and what they bring, about a third
 * of a page's scripts) fetched when it is first wanted instead of with the page (issue 18). Until
 * then the component draws its trigger alone, exactly as the overlay draws it closed.
 */
export interface DeferredModule<M> {
  /** Starts the import (once; again after a failure). */
  load(): Promise<M>;
  /** The module, once it has arrived. */
  loaded(): M | undefined;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          // A lost connection must not stick: the next press tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** What the stand-in trigger does: a press opens the overlay; hover or focus fetches it early. */
export interface DeferredTriggerProps {
  onPress: () => void;
  onHoverStart: () => void;
  onFocus: () => void;
}

export interface DeferredOverlayProps<M> {
  module: DeferredModule<M>;
  /** Open from the start (stories): the overlay is fetched at once. */
  defaultOpen?: boolean;
  /** The closed trigger, drawn as the overlay's own. */
  trigger: (props: DeferredTriggerProps) => ReactNode;
  /**
   * The overlay component itself. `openOnArrival`: it came because its trigger was pressed, so it
   * opens as it mounts (`useOpenOnArrival`).
   */
  children: (module: M, openOnArrival: boolean) => ReactNode;
}

/**
 * The stand-in trigger until the overlay is wanted, then the overlay, kept from then on (closing it
 * plays out; a second opening costs nothing). A press made before the module arrives is not lost:
 * the overlay opens as soon as it does.
 */
export function DeferredOverlay<M>({
  module,
  defaultOpen = false,
  trigger,
  children,
}: DeferredOverlayProps<M>) {
  const [wanted, setWanted] = useState(defaultOpen);
  const [pressed, setPressed] = useState(false);
  const [loaded, setLoaded] = useState(module.loaded);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    module.load().then(
      (arrived) => {
        if (current) setLoaded(() => arrived);
      },
      () => {
        // Offline, or a redeploy removed the chunk: the trigger stays and a new press retries.
        // Not reported as a page error, which would blank a page that still works.
        if (current) setWanted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, module]);
  if (wanted && loaded) return children(loaded, pressed);
  return trigger({
    onPress: () => {
      setPressed(true);
      setWanted(true);
    },
    onHoverStart: () => void module.load().catch(() => {}),
    onFocus: () => void module.load().catch(() => {}),
  });
}

/**
 * Open state for an overlay that arrives because its trigger was pressed: the real trigger takes
 * focus before the overlay opens, so focus returns to it when the overlay closes (the stand-in it
 * replaced is gone). Controlled, so the component's own opening and closing go through it.
 */
export function useOpenOnArrival<T extends HTMLElement>(
  openOnArrival: boolean,
  defaultOpen = false,
): { triggerRef: RefObject<T | null>; isOpen: boolean; onOpenChange: (isOpen: boolean) => void } {
  const triggerRef = useRef<T>(null);
  const [isOpen, setOpen] = useState(defaultOpen);
  const arrivedOpen = useRef(openOnArrival);
  useEffect(() => {
    if (!arrivedOpen.current) return;
    arrivedOpen.current = false;
    triggerRef.current?.focus();
    setOpen(true);
  }, []);
  return { triggerRef, isOpen, onOpenChange: setOpen };
}
