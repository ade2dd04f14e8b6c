// The version of each library the shell shares with its remotes (@wl/remote-host's HOST_SHARED):
// the packages sites/shell resolves, which its remote loader provides
// (sites/shell/src/islands/remoteLoader.ts). Read in Node when the SDK is built (tsdown.config.ts)
// or tested (vitest.config.ts), and written into the package as data.
import { createRequire } from 'node:module';
import { HOST_SHARED, type HostSharedLibrary, sharedPackage } from '../remote-host/src/shared.ts';

const fromShell = createRequire(new URL('../../sites/shell/package.json', import.meta.url));

export function shellSharedVersions(): Record<HostSharedLibrary, string> {
  return Object.fromEntries(
    HOST_SHARED.map((library) => {
      const { version } = fromShell(`${sharedPackage(library)}/package.json`) as {
        version: string;
      };
      return [library, version];
    }),
  ) as Record<HostSharedLibrary, string>;
}

/** The bundler `define` that fills `HOST_SHARED_VERSIONS` (src/shared.ts). */
export function sharedVersionsDefine(): Record<string, string> {
  return { __WL_HOST_SHARED_VERSIONS__: JSON.stringify(shellSharedVersions()) };
}
