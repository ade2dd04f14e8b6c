export { createHostStore, type HostStore } from './hostStore.ts';
export { navigateTo, useLocationHref } from './location.ts';
export { mountRemote } from './mount.tsx';
export type { RemotePageProps } from './pageProps.ts';
export { type Navigate, RemoteFrame, type RemoteHost, useRemoteHost } from './RemoteFrame.tsx';
export { remoteAgencyConfig } from './remoteAgencyConfig.ts';
export { accessToken, type RemoteApi, readCookie, remoteApi } from './remoteApi.ts';
export { useRemoteApi } from './useRemoteApi.ts';
export { useRequest } from './useRequest.ts';
