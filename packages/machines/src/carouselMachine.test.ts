import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type CarouselInput, carouselMachine } from './carouselMachine.ts';

function start(input: CarouselInput = { length: 3 }) {
  const actor = createActor(carouselMachine, { input }).start();
  const index = () => actor.getSnapshot().context.index;
  return { actor, index };
}

describe('carouselMachine: moving (spec §2.3 carousel)', () => {
  it('starts at the first item unless told otherwise', () => {
    expect(start().index()).toBe(0);
    expect(start({ length: 3, index: 2 }).index()).toBe(2);
  });

  it('NEXT and PREV move by one', () => {
    const { actor, index } = start();
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(1);
    actor.send({ type: 'PREV' });
    expect(index()).toBe(0);
  });

  it('GO_TO jumps to an item', () => {
    const { actor, index } = start({ length: 8 });
    actor.send({ type: 'GO_TO', index: 5 });
    expect(index()).toBe(5);
  });
});

describe('carouselMachine: wrapping (spec §2.3 "A carousel index wraps around at both ends")', () => {
  it('NEXT on the last item goes to the first', () => {
    const { actor, index } = start({ length: 3, index: 2 });
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(0);
  });

  it('PREV on the first item goes to the last', () => {
    const { actor, index } = start();
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
  });

  it('GO_TO outside the range wraps too', () => {
    const { actor, index } = start({ length: 4 });
    actor.send({ type: 'GO_TO', index: 5 });
    expect(index()).toBe(1);
    actor.send({ type: 'GO_TO', index: -1 });
    expect(index()).toBe(3);
  });

  it('keeps the index in range when the list shrinks, and at 0 when it is empty', () => {
    const { actor, index } = start({ length: 8, index: 6 });
    actor.send({ type: 'SET_LENGTH', length: 4 });
    expect(index()).toBe(2);
    actor.send({ type: 'SET_LENGTH', length: 0 });
    expect(index()).toBe(0);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(0);
  });
});
