import { useEffect } from 'react';
import { pageIsland } from './islandPage.ts';
import { pageState } from './pageState.ts';

/**
 * /logout (spec §2.1): once the page knows whose session ends (agents go to /, others to the
 * agency's return address; a session the API had refused, back to the page of the 401), it clears
 * the session, then after about 100 ms leaves.
 */
function LogoutIsland() {
  useEffect(() => {
    const { session, restored } = pageState();
    const subscription = session.on('session.redirect', ({ to }) => window.location.replace(to));
    // A 401 elsewhere named the page it came from (core `unauthorizedLogoutHref`).
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    void restored.then(() => session.send({ type: 'LOGOUT', redirect }));
    return () => subscription.unsubscribe();
  }, []);
  return null;
}

export default pageIsland(LogoutIsland);
