import { useEffect } from 'react';
import { pageState } from './pageState.ts';
import { shellIsland } from './shell.ts';

/**
 * /logout (spec §2.1): once the page knows whose session ends (agents go to /, others to the
 * agency's return address), it clears the session, then after about 100 ms leaves.
 */
function LogoutIsland() {
  useEffect(() => {
    const { session, restored } = pageState();
    const subscription = session.on('session.redirect', ({ to }) => window.location.replace(to));
    void restored.then(() => session.send({ type: 'LOGOUT' }));
    return () => subscription.unsubscribe();
  }, []);
  return null;
}

export default shellIsland(LogoutIsland);
