import { wrapIndex } from '@wl/core';
import { assign, setup } from 'xstate';

export interface CarouselInput {
  length: number;
  index?: number;
}

export interface CarouselContext {
  length: number;
  index: number;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  /** The list changed size (a new deal search answered). */
  | { type: 'SET_LENGTH'; length: number };

/** Spec §2.3: a carousel index wraps around at both ends (core `wrapIndex`). */
export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    length: input.length,
    index: wrapIndex(input.index ?? 0, input.length),
  }),
  on: {
    NEXT: {
      actions: assign({ index: ({ context }) => wrapIndex(context.index + 1, context.length) }),
    },
    PREV: {
      actions: assign({ index: ({ context }) => wrapIndex(context.index - 1, context.length) }),
    },
    GO_TO: {
      actions: assign({ index: ({ context, event }) => wrapIndex(event.index, context.length) }),
    },
    SET_LENGTH: {
      actions: assign({
        length: ({ event }) => event.length,
        index: ({ context, event }) => wrapIndex(context.index, event.length),
      }),
    },
  },
});
