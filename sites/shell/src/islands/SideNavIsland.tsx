import { isAgent, type NavigationRoute } from '@wl/core';
import { SideNav, useMediaQuery } from '@wl/ui';
import { MEDIA } from '@wl/ui/theme';
import { useEffect, useState } from 'react';
import { accessToken } from './browserCookies.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { pageIsland } from './islandPage.ts';
import { useCurrentHref, useSessionUser } from './pageHooks.ts';
import { agentSideNavHere, pageState, SIDE_NAV_ID } from './pageState.ts';

/**
 * Spec §2.8 side navigation, for signed-in agents only (the static page cannot know who is
 * signed in). Items come from the navigation call (spec §7), the agency's baked list until then.
 */
function SideNavIsland() {
  const user = useSessionUser();
  // The drawer comes with the header's mobile bar: one layout switch (@wl/ui MEDIA.mobile).
  const mobile = useMediaQuery(MEDIA.mobile);
  // The current item follows the main remote's in-place navigation.
  const here = useCurrentHref('/');
  const [navigation, setNavigation] = useState<readonly NavigationRoute[] | undefined>();
  const agent = isAgent(user);
  useEffect(() => {
    if (!agent) return;
    pageState()
      .api.navigations()
      .then(setNavigation)
      // Spec §8: "Deal, navigation or country load fails: lists become empty".
      .catch(() => setNavigation([]));
  }, [agent]);
  if (!user || !agent || !agentSideNavHere()) return null;
  return (
    <IslandProviders>
      <SideNav
        user={user}
        navigation={navigation}
        accessToken={accessToken()}
        currentPath={new URL(here, window.location.origin).pathname}
        variant={mobile ? 'drawer' : 'rail'}
        actorRef={pageState().sideNav}
        id={SIDE_NAV_ID}
      />
    </IslandProviders>
  );
}

export default pageIsland(SideNavIsland);
