// What the bench (spaBaseline.ts, in Node) and the client-rendered baseline (main.tsx, in the
// browser) agree on. Nothing here may import Node: the browser bundle reads it too.
import type { AgencyConfig } from '@wl/core';
import type { PageData } from '../../../sites/shell/src/lib/pageData.ts';

/** Where the baseline is served on an agency's host: beside its site, so the API is same-origin. */
export const SPA_PATH = '/_spa-baseline/';

/** The baseline's page name in the bench's Lighthouse and page-weight results. */
export const SPA_PAGE_NAME = 'home (client-rendered baseline)';

/** Id of the JSON block in the baseline's index.html carrying its deployment settings. */
export const DEPLOYMENT_ID = 'wl-spa-deployment';

/** The block's text in the built index.html, until the bench writes an agency's settings there. */
export const DEPLOYMENT_PLACEHOLDER = 'null';

/**
 * What a single-page app of one agency is deployed with, rather than loads: the agency config
 * minus the agency itself (that comes from `GET /api/agency`), the default language (its texts
 * come from the translation service) and the country currencies. The bench takes all of it from
 * the static home's own page data, so both pages show the same data.
 */
export interface SpaDeployment {
  config: Omit<AgencyConfig, 'agency'>;
  language: PageData['language'];
  countryCurrencies: PageData['countryCurrencies'];
}
