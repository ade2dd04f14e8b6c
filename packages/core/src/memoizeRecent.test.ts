import { describe, expect, it } from 'vitest';
import { memoizeRecent } from './memoizeRecent.ts';

describe('memoizeRecent', () => {
  it('computes once per argument while it is among the recent ones', () => {
    const calls: string[] = [];
    const upper = memoizeRecent((text: string) => {
      calls.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('forgets the oldest argument once the window is full', () => {
    const calls: string[] = [];
    const upper = memoizeRecent((text: string) => {
      calls.push(text);
      return text.toUpperCase();
    }, 2);
    upper('a');
    upper('b');
    upper('c');
    upper('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('remembers falsy results too', () => {
    let calls = 0;
    const isEmpty = memoizeRecent((text: string) => {
      calls += 1;
      return text === '';
    });
    expect([isEmpty('x'), isEmpty('x')]).toEqual([false, false]);
    expect(calls).toBe(1);
  });
});
