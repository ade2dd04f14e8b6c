import { isAgencyInactive } from '@wl/core';
import { InactiveModal } from '@wl/ui';
import { useEffect, useState } from 'react';
import { IslandProviders } from './IslandProviders.tsx';
import { islandPage, pageIsland } from './islandPage.ts';
import { siteApi } from './siteApi.ts';

/**
 * Spec §4 app start, agency states: the status baked into the page, then re-checked with
 * GET /api/agency so an agency turned Inactive blocks its site without a rebuild (DESIGN §2).
 */
function AgencyStatusIsland() {
  const { data } = islandPage();
  const [inactive, setInactive] = useState(isAgencyInactive(data.config.agency));
  useEffect(() => {
    if (inactive) return;
    siteApi(data)
      .agency()
      .then((agency) => setInactive(isAgencyInactive(agency)))
      // Unreachable API: the baked status stands; the page's own calls report their failures.
      .catch(() => {});
  }, [inactive, data]);
  return <IslandProviders>{inactive ? <InactiveModal /> : null}</IslandProviders>;
}

export default pageIsland(AgencyStatusIsland);
