export { NoScriptNotice } from './NoScriptNotice.tsx';
export { type MountRemote, RemoteMount, type RemoteMountProps } from './RemoteMount.tsx';
