export { type MountRemote, RemoteMount, type RemoteMountProps } from './RemoteMount.tsx';
