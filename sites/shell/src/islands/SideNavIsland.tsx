import { isAgent, layoutVisibility, type NavigationRoute } from '@wl/core';
import { NARROW_SCREEN_QUERY, SideNav, useMediaQuery } from '@wl/ui';
import { useEffect, useState } from 'react';
import { accessToken } from './browserCookies.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { pageState, SIDE_NAV_ID, useSessionUser } from './pageState.ts';
import { pageShell } from './shell.ts';
import { siteApi } from './siteApi.ts';

/**
 * Spec §2.8 side navigation, for signed-in agents only (the static page cannot know who is
 * signed in). Items come from the navigation call (spec §7), the agency's baked list until then.
 */
export default function SideNavIsland() {
  const user = useSessionUser();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [navigation, setNavigation] = useState<readonly NavigationRoute[] | undefined>();
  const agent = isAgent(user);
  useEffect(() => {
    if (!agent) return;
    siteApi(pageShell().shell)
      .navigations()
      .then(setNavigation)
      // Spec §8: a failed navigation load leaves the list as it was (the baked one).
      .catch(() => {});
  }, [agent]);
  if (!user || !agent) return null;
  const { config } = pageShell().shell;
  const visible = layoutVisibility({
    pathname: window.location.pathname,
    query: new URLSearchParams(window.location.search),
    agency: config.agency,
    isLoggedIn: true,
    isAgent: true,
  }).sideNav;
  if (!visible) return null;
  return (
    <IslandProviders>
      <SideNav
        user={user}
        navigation={navigation}
        accessToken={accessToken()}
        currentPath={window.location.pathname}
        variant={narrow ? 'drawer' : 'rail'}
        actorRef={pageState().sideNav}
        id={SIDE_NAV_ID}
      />
    </IslandProviders>
  );
}
