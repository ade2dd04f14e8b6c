// The main remote (spec §1, DESIGN §2 Remotes): the build every remote shares (remote-kit/vite).
import { remoteViteConfig } from '@wl/remote-kit/vite';

/** The remote's name in the federation (`wl_main`) and its folder under `/_remotes/`. */
export default remoteViteConfig('main');
