// The libraries the shell provides to its remotes as shared singletons (@wl/remote-host's
// HOST_SHARED, the one list) with the version of each the shell is built with. Importable alone
// (`@wl/remote-sdk/shared`) from a remote's vite.config.ts: plain data, no zod, no DOM.
import { HOST_SHARED, type HostSharedLibrary } from '@wl/remote-host/shared';

export { HOST_SHARED, type HostSharedLibrary, sharedPackage } from '@wl/remote-host/shared';

/** Filled in when the SDK is built (tsdown.config.ts `define`), from the shell's dependencies. */
declare const __WL_HOST_SHARED_VERSIONS__: Record<HostSharedLibrary, string>;

/** The exact version of each shared library the host provides (`react` → `19.3.1`). */
export const HOST_SHARED_VERSIONS: Readonly<Record<HostSharedLibrary, string>> = Object.freeze(
  __WL_HOST_SHARED_VERSIONS__,
);

/** One entry of `@module-federation/vite`'s `shared` option. */
export interface HostSharedConfig {
  singleton: true;
  requiredVersion: string;
}

/**
 * The `shared` option of a remote's `@module-federation/vite` plugin: each library of `libraries`
 * (default: all the host provides; list only those the remote imports) as a singleton that
 * accepts the host's version or a later one of the same major. The remote's own copy is built as
 * a fallback and never loaded inside the shell.
 */
export function hostShared(
  libraries: readonly HostSharedLibrary[] = HOST_SHARED,
): Record<string, HostSharedConfig> {
  return Object.fromEntries(
    libraries.map((library) => [
      library,
      { singleton: true, requiredVersion: `^${HOST_SHARED_VERSIONS[library]}` },
    ]),
  );
}
