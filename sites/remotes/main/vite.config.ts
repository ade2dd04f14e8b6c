// The main remote (spec §1, DESIGN §2 Remotes): the build every remote shares (remote-kit/vite).
// A relative import: Vite bundles it into the config (a workspace package would be loaded by
// Node as TypeScript, which only newer Node versions can).
import { remoteViteConfig } from '../../../packages/remote-kit/vite.ts';

/**
 * The remote's name in the federation (`wl_main`) and its folder under `/_remotes/`; besides its
 * pages it exposes the home page's search box (HOME_SEARCH_EXPOSE in @wl/remote-host).
 */
export default remoteViteConfig('main', { './HomeSearch': './src/HomeSearch.tsx' });
