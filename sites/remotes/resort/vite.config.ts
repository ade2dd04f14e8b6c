// The resort remote (spec §2.1 /booknow/resort, issue 15 item 4): the build every remote shares.
import { remoteViteConfig } from '@wl/remote-kit/vite';

/** The remote's name in the federation (`wl_resort`) and its folder under `/_remotes/`. */
export default remoteViteConfig('resort');
