import { TIMINGS } from '@wl/core';
import { enqueueActions, setup } from 'xstate';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
}

export interface ToastsContext {
  /** Oldest first: the order they stack in, top-right (spec §2.9). */
  toasts: Toast[];
  /** Ids come from a counter so the same events always give the same toasts. */
  nextId: number;
}

export type ToastsEvent =
  | { type: 'SHOW'; message: string; tone?: ToastTone }
  | { type: 'DISMISS'; id: string };

const timerId = (toastId: string) => `toast-timer:${toastId}`;

/** Toasts (spec §2.9, §9): each closes itself after 5000 ms and can be dismissed earlier. */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  delays: {
    toastAutoClose: TIMINGS.toastAutoCloseMs,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  on: {
    SHOW: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const id = String(context.nextId);
        const toast: Toast = { id, message: event.message, tone: event.tone ?? 'info' };
        enqueue.assign({ toasts: [...context.toasts, toast], nextId: context.nextId + 1 });
        // One timer per toast, named after it, so an early DISMISS can cancel exactly that one.
        enqueue.raise({ type: 'DISMISS', id }, { id: timerId(id), delay: 'toastAutoClose' });
      }),
    },
    DISMISS: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.cancel(timerId(event.id));
        enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
      }),
    },
  },
});
