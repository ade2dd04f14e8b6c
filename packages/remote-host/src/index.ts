export * from './events.ts';
export * from './host.ts';
export * from './loader.ts';
export * from './location.ts';
export * from './mount.ts';
export { createRemoteClient, type HostStateWatch, watchHostState } from './remote.ts';
export * from './shared.ts';
