// What the host hands a remote it mounts (RemoteMountContext, docs/remotes.md): the same for a
// booking page's remote (AppShellIsland) and the home's search box (homeSearchRemote.ts).
import { RUNTIME_NAMESPACES } from '@wl/i18n/runtime';
import type { RemoteMountContext } from '@wl/remote-host';
import { visitDeepLinks } from './deepLinks.ts';
import { islandPage } from './islandPage.ts';
import { loadLanguageTexts } from './pageMarket.ts';
import { pageState } from './pageState.ts';

export function remoteMountContext(
  path: string,
  reportError: (error: unknown) => void,
): RemoteMountContext {
  return {
    path,
    deepLinks: visitDeepLinks(),
    reportError,
    // A remote may show any namespace, whatever the page itself carries.
    texts: (language) =>
      loadLanguageTexts(pageState().api, islandPage().i18n, language, RUNTIME_NAMESPACES),
  };
}
