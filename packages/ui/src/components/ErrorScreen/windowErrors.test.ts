import { describe, expect, it } from 'vitest';
import { isIgnorableWindowError } from './windowErrors.ts';

describe('isIgnorableWindowError (spec §2.9: only real uncaught errors show the error screen)', () => {
  it('does not ignore an uncaught error', () => {
    expect(
      isIgnorableWindowError({ message: 'Uncaught TypeError: x', error: new TypeError('x') }),
    ).toBe(false);
  });

  it('does not ignore a cross-origin "Script error." (an error in a remote script)', () => {
    expect(isIgnorableWindowError({ message: 'Script error.', error: null })).toBe(false);
  });

  it('ignores the ResizeObserver loop notice', () => {
    expect(
      isIgnorableWindowError({
        message: 'ResizeObserver loop completed with undelivered notifications.',
        error: null,
      }),
    ).toBe(true);
    expect(isIgnorableWindowError({ message: 'ResizeObserver loop limit exceeded' })).toBe(true);
  });

  it('ignores failed loads of elements such as images', () => {
    expect(isIgnorableWindowError({ target: { tagName: 'IMG' } })).toBe(true);
  });
});
