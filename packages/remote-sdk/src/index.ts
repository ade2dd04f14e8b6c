// @wl/remote-sdk: the host/remote contract (spec §4, docs/remotes.md) for remote authors outside
// this repository. Nothing is written here a second time: the package is @wl/remote-host's remote
// side (events and their zod schemas, createRemoteClient, watchHostState, mount's types), bundled
// with the few @wl/core schemas and rules it reads, and the versions of the libraries the shell
// shares, read from the shell's own dependencies when the package is built (tsdown.config.ts).
export * from '@wl/remote-host/remote';
export { HOST_SHARED_VERSIONS, type HostSharedConfig, hostShared } from './shared.ts';
