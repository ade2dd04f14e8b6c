// The generated home (sites/shell pages/[agency]/[...page].astro with SiteFrame's home branch) as
// one client-rendered tree: the same @wl/ui frame and the same islands, given the same props.
// SiteFrame itself is not reused: it also carries every other page kind (legal, terms, FAQ...),
// which a single-page app would split off, so the baseline ships the home's code only.
import { isAgencyInactive } from '@wl/core';
import { Footer, Layout, ShellProviders } from '@wl/ui';
// SiteFrame's VisuallyHidden comes from react-aria-components, a dependency of the packages and
// not of the repository root this folder resolves from; @wl/ui's own class is the same rule.
import { visuallyHidden } from '../../../packages/ui/src/theme/visuallyHidden.css.ts';
import AgencyStatusIsland from '../../../sites/shell/src/islands/AgencyStatusIsland.tsx';
import HeaderIsland from '../../../sites/shell/src/islands/HeaderIsland.tsx';
import HomeDealsIsland from '../../../sites/shell/src/islands/HomeDealsIsland.tsx';
import { islandPage } from '../../../sites/shell/src/islands/islandPage.ts';
import PageSurfacesIsland from '../../../sites/shell/src/islands/PageSurfacesIsland.tsx';
import SideNavIsland from '../../../sites/shell/src/islands/SideNavIsland.tsx';
import type { PageRef } from '../../../sites/shell/src/lib/buildPageData.ts';

const HOME = '/';

/**
 * Reads the page data main.tsx has written into the document, as the islands do. The theme is on
 * `:root` (main.tsx writes the page's stylesheet), as on a generated page.
 */
export function SpaHome() {
  const { data, i18n } = islandPage();
  const { config, language } = data;
  // Only the build reads an island's page reference; the browser reads the document.
  const page: PageRef = { agency: config.agency.subdomain, language, mountsRemote: false };
  const inactive = isAgencyInactive(config.agency);
  return (
    <>
      <ShellProviders config={config} language={language} i18n={i18n}>
        <Layout
          pathname={HOME}
          header={<HeaderIsland page={page} path={HOME} />}
          sideNav={inactive ? undefined : <SideNavIsland page={page} />}
          deferSideNav
          footer={<Footer />}
        >
          <h1 className={visuallyHidden}>{config.agency.agencyName}</h1>
          {inactive ? null : <HomeDealsIsland page={page} />}
        </Layout>
      </ShellProviders>
      <AgencyStatusIsland page={page} />
      <PageSurfacesIsland page={page} />
    </>
  );
}
