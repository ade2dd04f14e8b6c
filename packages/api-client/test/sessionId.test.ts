// Spec §7: every call carries a session id; in a browser the shell and every remote of a tab send
// the same one (browserSessionId, stored in sessionStorage).
import { afterEach, describe, expect, it } from 'vitest';
import { browserSessionId } from '../src/sessionId.ts';

const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
  else Reflect.deleteProperty(globalThis, 'sessionStorage');
});

function storage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
}

describe('browserSessionId (spec §7 session id header)', () => {
  it('is one id for the whole tab: every caller gets the one stored first', () => {
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage(), configurable: true });
    const first = browserSessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(browserSessionId()).toBe(first);
  });

  it('still answers an id when storage is off (privacy modes)', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      get() {
        throw new Error('storage is disabled');
      },
      configurable: true,
    });
    expect(browserSessionId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
