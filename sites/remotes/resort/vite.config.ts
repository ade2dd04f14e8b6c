// The resort remote (spec §2.1 /booknow/resort, issue 15 item 4): the build every remote shares.
// A relative import: Vite bundles it into the config (a workspace package would be loaded by
// Node as TypeScript, which only newer Node versions can).
import { remoteViteConfig } from '../../../packages/remote-kit/vite.ts';

/** The remote's name in the federation (`wl_resort`) and its folder under `/_remotes/`. */
export default remoteViteConfig('resort');
