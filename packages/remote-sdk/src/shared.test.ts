// The shared libraries as the SDK hands them to a remote's federation build: the host's list
// (HOST_SHARED) with the versions of the shell's own packages.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HOST_SHARED, HOST_SHARED_VERSIONS, hostShared } from './shared.ts';

const fromShell = createRequire(new URL('../../../sites/shell/package.json', import.meta.url));

describe('the host shared libraries of the SDK', () => {
  it("has a version for each library the host provides, the shell's own React and i18next", () => {
    expect(Object.keys(HOST_SHARED_VERSIONS)).toEqual([...HOST_SHARED]);
    const react = (fromShell('react/package.json') as { version: string }).version;
    const i18next = (fromShell('i18next/package.json') as { version: string }).version;
    expect(HOST_SHARED_VERSIONS).toMatchObject({
      react,
      'react-dom': react,
      'react-dom/client': react,
      'react/jsx-runtime': react,
      i18next,
    });
  });

  it('gives the federation plugin a singleton of at least the host version for each library', () => {
    const react = HOST_SHARED_VERSIONS.react;
    expect(hostShared(['react', 'react-dom/client'])).toEqual({
      react: { singleton: true, requiredVersion: `^${react}` },
      'react-dom/client': { singleton: true, requiredVersion: `^${react}` },
    });
    expect(Object.keys(hostShared())).toEqual([...HOST_SHARED]);
  });
});
