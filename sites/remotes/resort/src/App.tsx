// The module the resort remote exposes (`./App`, docs/remotes.md): the same mount contract as the
// main remote's, from remote-kit.
import { mountRemote } from '@wl/remote-kit';
import { ResortRemote } from './ResortRemote.tsx';

export const mount = mountRemote((store, path) => <ResortRemote store={store} path={path} />);
