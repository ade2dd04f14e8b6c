import { isAgencyInactive } from '@wl/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { IslandProviders } from './IslandProviders.tsx';
import { islandPage, pageIsland } from './islandPage.ts';
import { useHydrated } from './pageHooks.ts';
import { siteApi } from './siteApi.ts';

// Fetched only for an inactive agency: every other page would load react-aria's modal code for
// nothing (issue 18). It draws once hydrated: it never drew on the server (it portals once
// mounted), and a lazy component there would not match the client's first render.
const InactiveModal = lazy(() =>
  import('@wl/ui/components/InactiveModal/InactiveModal.tsx').then(({ InactiveModal }) => ({
    default: InactiveModal,
  })),
);

/**
 * Spec §4 app start, agency states: the status baked into the page, then re-checked with
 * GET /api/agency so an agency turned Inactive blocks its site without a rebuild (DESIGN §2).
 */
function AgencyStatusIsland() {
  const { data } = islandPage();
  const hydrated = useHydrated();
  const [inactive, setInactive] = useState(isAgencyInactive(data.config.agency));
  useEffect(() => {
    if (inactive) return;
    siteApi(data)
      .agency()
      .then((agency) => setInactive(isAgencyInactive(agency)))
      // Unreachable API: the baked status stands; the page's own calls report their failures.
      .catch(() => {});
  }, [inactive, data]);
  return (
    <IslandProviders>
      {inactive && hydrated ? (
        <Suspense fallback={null}>
          <InactiveModal />
        </Suspense>
      ) : null}
    </IslandProviders>
  );
}

export default pageIsland(AgencyStatusIsland);
