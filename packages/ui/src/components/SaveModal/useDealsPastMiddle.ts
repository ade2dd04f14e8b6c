import type { saveModalMachine } from '@wl/machines';
import { type RefObject, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';

/**
 * The top half of the viewport: an element intersecting it has scrolled past the middle of the
 * screen.
 */
export const PAST_MIDDLE_ROOT_MARGIN = '0px 0px -50% 0px';

/**
 * Spec §4: the save-price modal also opens when the deals section scrolls past the middle of
 * the screen. Watches `target` with an IntersectionObserver and sends DEALS_PAST_MIDDLE once, while
 * the modal is still waiting. No-op without an actor or without IntersectionObserver.
 */
export function useDealsPastMiddle(
  target: RefObject<Element | null>,
  saveModal: ActorRefFrom<typeof saveModalMachine> | null | undefined,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !saveModal || typeof IntersectionObserver === 'undefined') return;
    const event = { type: 'DEALS_PAST_MIDDLE' } as const;
    if (!saveModal.getSnapshot().can(event)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (saveModal.getSnapshot().can(event)) saveModal.send(event);
      },
      { rootMargin: PAST_MIDDLE_ROOT_MARGIN, threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, saveModal]);
}
