// The client-rendered baseline of issue 18's bench: the home as the spec's original product
// builds it, a single-page app that asks the platform API for its agency before it paints
// anything. Until the agency and its texts arrive, the page is an empty root.
import { type AgencyConfig, decideLayout } from '@wl/core';
import { localeTag, textDirection } from '@wl/i18n/runtime';
import '@wl/ui/global';
import { browserSessionId, createApiClient } from '@wl/api-client';
import { themeStylesheet } from '@wl/ui/theme';
import { createRoot } from 'react-dom/client';
import { accessToken } from '../../../sites/shell/src/islands/browserCookies.ts';
import { applyPageLayout, pageLayoutConfig } from '../../../sites/shell/src/lib/applyPageLayout.ts';
import { PAGE_DATA_ID, type PageData, scriptJson } from '../../../sites/shell/src/lib/pageData.ts';
import { DEPLOYMENT_ID, type SpaDeployment } from './contract.ts';
import { SpaHome } from './SpaHome.tsx';

function deployment(): SpaDeployment {
  const text = document.getElementById(DEPLOYMENT_ID)?.textContent;
  const settings = text ? (JSON.parse(text) as SpaDeployment | null) : null;
  if (!settings) throw new Error(`#${DEPLOYMENT_ID} holds no deployment settings`);
  return settings;
}

/** The agency (spec §7 `GET /api/agency`) and the page language's texts, fetched side by side. */
async function loadPageData({ config, language, countryCurrencies }: SpaDeployment) {
  const api = createApiClient({
    apiBaseUrl: config.apiBaseUrl ?? '',
    resortApiBaseUrl: config.resortApiBaseUrl ?? '/resort-api',
    context: () => ({
      accessToken: accessToken(),
      language,
      sessionId: browserSessionId(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // Unknown until the agency is: the agency call itself needs no token.
      allowNonLoginFlow: false,
    }),
  });
  const [agency, resources] = await Promise.all([api.agency(), api.translations(language)]);
  const full: AgencyConfig = { ...config, agency };
  return { config: full, language, resources, countryCurrencies } satisfies PageData;
}

/** What the static page has in its HTML, written once the API has answered. */
function writeHead(data: PageData) {
  const { agency } = data.config;
  // The islands read their page's data from this block (islandPage.ts), as on a static page.
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = scriptJson(data);
  const theme = document.createElement('style');
  theme.textContent = themeStylesheet(agency.primaryColor);
  document.head.append(block, theme);
  document.documentElement.lang = localeTag(data.language);
  document.documentElement.dir = textDirection(data.language);
  document.title = agency.metaData.title ?? agency.agencyName;
  applyPageLayout(decideLayout, pageLayoutConfig(agency));
}

const settings = deployment();
// Served under SPA_PATH only to share the site's origin; the app is the home, and the islands
// decide layout, links and currency rules by the address.
window.history.replaceState(null, '', `/${window.location.search}${window.location.hash}`);
const data = await loadPageData(settings);
writeHead(data);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<SpaHome />);
