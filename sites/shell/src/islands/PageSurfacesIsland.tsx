import { ErrorBoundary, ErrorScreen, Toasts } from '@wl/ui';
import { IslandProviders } from './IslandProviders.tsx';
import { pageIsland } from './islandPage.ts';
import { useHydrated } from './pageHooks.ts';
import { pageState } from './pageState.ts';

/** The other islands are separate roots in any state after an error: the page starts again. */
const reload = () => window.location.reload();

/**
 * What every page shows above its content (spec §2.9): the one toast region, top-right, and the
 * 'Something went wrong.' screen over the whole page for an uncaught error or a rejected promise
 * anywhere on it (an island, a remote, a timer). Hydrated on load, so it listens before the
 * `client:idle` islands and the remotes run.
 */
function PageSurfacesIsland() {
  const hydrated = useHydrated();
  return (
    <IslandProviders>
      {hydrated ? <Toasts actorRef={pageState().toasts} /> : null}
      <ErrorBoundary fallback={() => <ErrorScreen placement="page" onRetry={reload} />}>
        {null}
      </ErrorBoundary>
    </IslandProviders>
  );
}

export default pageIsland(PageSurfacesIsland);
