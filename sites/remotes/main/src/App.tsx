// The module the main remote exposes (`./App`, docs/remotes.md): the host calls `mount` with the
// element to fill. React and react-dom here are the host's (Module Federation shared singletons).
import { mountRemote } from '@wl/remote-kit';
import { MainRemote } from './MainRemote.tsx';

export const mount = mountRemote((store, path) => <MainRemote store={store} path={path} />);
