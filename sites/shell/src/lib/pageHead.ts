// Per-page head data: titles, meta, canonical and Open Graph, the analytics snippets and the
// Content-Security-Policy sources a page needs (spec §1 analytics ids, DESIGN §2 CSP).
import { createHash } from 'node:crypto';
import {
  type AgencyConfig,
  CRUISE_LINE_NAMES,
  chosenCurrency,
  decideLayout,
  HOME_PATH,
  isAgencyInactive,
  LANGUAGE_COOKIE,
  type LanguageCode,
  languageCookie,
  languageToRemember,
  memoizeRecent,
  partnerAgencyRedirect,
  SESSION_COOKIES,
  shouldClearStoredCurrency,
} from '@wl/core';
import { themeStylesheet } from '@wl/ui/theme';
import type { i18n as I18n } from 'i18next';
import { applyPageLayout, pageLayoutConfig } from './applyPageLayout.ts';
import { scriptJson } from './pageData.ts';
import { type PageLanguageMemory, rememberPageLanguage } from './rememberPageLanguage.ts';
import { chosenCurrencyConfig, showChosenCurrency } from './showChosenCurrency.ts';
import type { PageKind, SitePage } from './sitePages.ts';

/**
 * Two fixed `<style>` elements react-aria adds at run time on touch devices: usePress's
 * touch-action rule for pressable elements and usePreventScroll's overscroll containment under a
 * modal. A static page has no nonce to give them, so the CSP lists their hashes;
 * scripts/test/reactAriaStyles.test.ts fails when the installed react-aria writes other text.
 */
export const REACT_ARIA_RUNTIME_STYLES: readonly string[] = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

export function cspHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

export function pageTitle(
  { kind, cruiseLine, content }: Pick<SitePage, 'kind' | 'cruiseLine' | 'content'>,
  config: AgencyConfig,
  t: I18n['t'],
): string {
  const { agency } = config;
  const name = agency.agencyName;
  // Only the page's own part is translated: a page renders one title, and translating all of them
  // for each of a build's pages was a measurable part of its rendering.
  const part: Partial<Record<PageKind, () => string | undefined>> = {
    about: () => config.about.title ?? agency.aboutUsEnableTitle,
    faqs: () => agency.faqEnableTitle,
    'privacy-policy': () => t('footer:usefulLinks.privacyPolicy'),
    'cookies-policy': () => t('footer:usefulLinks.cookiesPolicy'),
    disclaimer: () => t('footer:usefulLinks.disclaimer'),
    'user-terms': () => t('legal:userTerms.title'),
    'agency-terms': () => t('legal:agencyTerms.title'),
    'cancellation-policy': () =>
      cruiseLine
        ? t('legal:cancellation.cruiseLineTitle', { cruiseLine: CRUISE_LINE_NAMES[cruiseLine] })
        : t('legal:cancellation.title'),
    errors: () => t('common:error.pageNotFound'),
    login: () => t('common:action.logIn'),
    blog: () => t('content:blog.title'),
    'blog-post': () => (content?.view === 'blog-post' ? content.post.title : undefined),
    destinations: () =>
      content?.view === 'destinations' && content.topOnly
        ? t('content:destinations.topTitle')
        : t('content:destinations.title'),
    destination: () => (content?.view === 'destination' ? content.guide.title : undefined),
  };
  const own = part[kind]?.();
  if (own) return `${own} | ${name}`;
  return kind === 'home' ? (agency.metaData.title ?? name) : name;
}

/** What a shared link of the page previews as (Open Graph and Twitter card tags). */
export interface LinkPreview {
  type: 'website' | 'article';
  title: string;
  description: string | undefined;
  /** The config's asset reference (`assets/...`); the page makes it a URL. */
  image: string | undefined;
  /** An article's day, YYYY-MM-DD. */
  publishedTime?: string;
}

/**
 * A post or guide previews as itself (its title, summary and cover), so a link shared from
 * /blog/share/<slug> shows the post; every other page as the agency (its title, description, logo).
 */
export function linkPreview(
  page: Pick<SitePage, 'content'>,
  config: AgencyConfig,
  title: string,
): LinkPreview {
  const { content } = page;
  const item =
    content?.view === 'blog-post'
      ? content.post
      : content?.view === 'destination'
        ? content.guide
        : undefined;
  if (item) {
    return {
      type: 'article',
      title: item.title,
      description: item.summary,
      image: item.coverImage ?? config.agency.logo,
      publishedTime: item.date,
    };
  }
  return {
    type: 'website',
    title,
    description: config.agency.metaData.description,
    image: config.agency.logo,
  };
}

/**
 * Runs `code` once the page has loaded. An analytics loader is another origin's script (about
 * 150 kB for gtag.js): asked for with the page, its connection and download came before the first
 * paint on a slow phone and cost the largest paint about half a second (docs/measurements.md).
 * The commands queued before it arrives (`dataLayer`, `fbq.queue`) are sent once it runs.
 */
const afterPageLoad = (code: string) => `addEventListener('load',function(){${code}});`;

const loadScript = (src: string) =>
  `var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)};document.head.appendChild(s);`;

/**
 * Spec §1 analytics ids, only when `analytics.isEnabled`: one inline script per service (hashed
 * into the CSP). Ids are validated by the schema.
 */
export function analyticsSnippets(config: AgencyConfig): string[] {
  const { analytics } = config.agency;
  if (!analytics.isEnabled) return [];
  const snippets: string[] = [];
  if (analytics.googleAnalyticsId) {
    const id = analytics.googleAnalyticsId;
    snippets.push(
      `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}');` +
        afterPageLoad(loadScript(`https://www.googletagmanager.com/gtag/js?id=${id}`)),
    );
  }
  if (analytics.facebookAnalyticsId) {
    const id = analytics.facebookAnalyticsId;
    // Meta's snippet, with its loader's insertion moved to the page's load.
    snippets.push(
      `!function(f,n){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}(window);fbq('init','${id}');fbq('track','PageView');` +
        afterPageLoad(loadScript('https://connect.facebook.net/en_US/fbevents.js')),
    );
  }
  return snippets;
}

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The directives of a page's Content-Security-Policy whose sources `cspSources` decides. */
export const CSP_SOURCE_DIRECTIVES = [
  'script-src',
  'style-src',
  'connect-src',
  'img-src',
  'font-src',
] as const;
export type CspSourceDirective = (typeof CSP_SOURCE_DIRECTIVES)[number];
export type CspSources = Record<CspSourceDirective, readonly string[]>;

/**
 * The sources of each directive a config can widen (DESIGN §2: a configured origin changes the
 * CSP only by adding that origin). Every list starts with 'self': Astro writes `script-src 'self'`
 * and `style-src 'self'` only while a page inserted no resource of its own, and once one is
 * inserted writes only what was inserted, so a remote's origin alone would refuse the shell's own
 * /_shell/ stylesheet and scripts (astro/dist/runtime/server/render/csp.js). A remote's exposed
 * module brings its scripts, stylesheet, images and fonts from its origin and fetches its manifest
 * and chunks from there. Without a config (the page for unknown hosts) only the fixed sources.
 * The rest of the policy is fixed in astro.config.mjs; the inline scripts' and styles' hashes are
 * `AgencyHead`'s.
 */
export function cspSources(config?: AgencyConfig): CspSources {
  const analytics = config?.agency.analytics;
  const ga = !!analytics?.isEnabled && !!analytics.googleAnalyticsId;
  const fb = !!analytics?.isEnabled && !!analytics.facebookAnalyticsId;
  const sources = (list: (string | undefined | false)[]) => [
    ...new Set(["'self'", ...list.filter((entry): entry is string => !!entry)]),
  ];
  const remotes = Object.values(config?.remotes ?? {}).map(originOf);
  return {
    'script-src': sources([
      ...remotes,
      ga && 'https://www.googletagmanager.com',
      fb && 'https://connect.facebook.net',
    ]),
    'style-src': sources(remotes),
    'connect-src': sources([
      originOf(config?.apiBaseUrl),
      originOf(config?.resortApiBaseUrl),
      ...remotes,
      ga && 'https://*.google-analytics.com',
      ga && 'https://www.googletagmanager.com',
      fb && 'https://www.facebook.com',
    ]),
    // Agency images (logo, About) and deal pictures may live on any https host.
    'img-src': sources(['data:', 'https:', ...remotes]),
    'font-src': sources(remotes),
  };
}

/** The directives `applyCspSources` writes whole (Astro owns script-src and style-src). */
type WholeDirective = Exclude<CspSourceDirective, 'script-src' | 'style-src'>;

/** The part of Astro's `Astro.csp` that `applyCspSources` uses. */
export interface PageCsp {
  insertScriptResource(resource: string): void;
  insertStyleResource(resource: string): void;
  insertDirective(directive: `${WholeDirective} ${string}`): void;
}

/**
 * Writes `cspSources` into the page's policy. script-src and style-src are Astro's own (it adds
 * the hashes of its scripts and styles to them), so their sources go through its resources; the
 * other directives are written whole.
 */
export function applyCspSources(csp: PageCsp, sources: CspSources): void {
  for (const source of sources['script-src']) csp.insertScriptResource(source);
  for (const source of sources['style-src']) csp.insertStyleResource(source);
  for (const directive of ['connect-src', 'img-src', 'font-src'] satisfies WholeDirective[]) {
    csp.insertDirective(`${directive} ${sources[directive].join(' ')}`);
  }
}

/**
 * Inline script of the partner agency's redirect (spec §2.1 "special agency mode"): `/` leaves for
 * hotels or login before anything paints. Where it goes is core's `partnerAgencyRedirect`, the rule the servers' 302s
 * follow too (scripts/lib/siteRules.ts); null for an agency not in that mode.
 */
export function partnerAgencyScript(
  agency: Pick<AgencyConfig['agency'], 'isAgencyClaro'>,
  accessTokenCookie: string,
): string | null {
  const signedIn = partnerAgencyRedirect(HOME_PATH, agency, true);
  const visitor = partnerAgencyRedirect(HOME_PATH, agency, false);
  if (!signedIn || !visitor) return null;
  const prefix = `${accessTokenCookie}=`;
  // A cookie with an empty value is no token, as for the servers.
  return `(function(){if(location.pathname!==${JSON.stringify(HOME_PATH)})return;var t=document.cookie.split('; ').some(function(c){return c.indexOf(${JSON.stringify(prefix)})===0&&c.length>${prefix.length}});location.replace(t?${JSON.stringify(signedIn)}:${JSON.stringify(visitor)})})();`;
}

/**
 * Inline head script of every page: the layout rules of spec §2.1, §2.7 and §4 applied before the
 * first paint (no flash of a header that hideHeader=true hides), with no React. It is the source
 * of core `decideLayout` and of `applyPageLayout`, the very functions the islands call, with the
 * agency's rule set as JSON; then core `languageToRemember` keeps a `lng` link's choice in the
 * cookie, and the visitor's chosen currency (core `chosenCurrency`) is written into the
 * server-drawn currency pickers (`showChosenCurrency`). The CSP lists its hash.
 */
export function layoutScript(
  config: Pick<AgencyConfig, 'agency' | 'currencies'>,
  language: LanguageCode,
): string {
  const { agency } = config;
  const memory: PageLanguageMemory = {
    agency: { isAgencyClaro: agency.isAgencyClaro === true },
    pageLanguage: language,
    cookieName: LANGUAGE_COOKIE,
    setCookie: languageCookie(language),
  };
  return (
    `(${applyPageLayout.toString()})(${decideLayout.toString()},${scriptJson(pageLayoutConfig(agency))});` +
    `(${rememberPageLanguage.toString()})(${languageToRemember.toString()},${scriptJson(memory)});` +
    `(${showChosenCurrency.toString()})(${chosenCurrency.toString()},${shouldClearStoredCurrency.toString()},${scriptJson(chosenCurrencyConfig(config))});`
  );
}

/** What a page's head carries that depends only on its agency and language. */
export interface AgencyHead {
  /** The agency's theme as custom properties on :root. */
  themeCss: string;
  /** None for an inactive agency: its site only shows the blocking modal. */
  analytics: string[];
  layoutHeadScript: string;
  /** The partner agency's redirect, for its home only (`partnerAgencyScript`), and its hash. */
  partnerAgencyRedirect: { script: string; hash: string } | null;
  /** The sources of the directives the config widens (`cspSources`). */
  cspSources: CspSources;
  /** CSP hashes of the inline styles every page has: the theme and react-aria's run-time rules. */
  styleHashes: readonly string[];
  /** CSP hashes of the inline scripts every page has: analytics and the layout script. */
  scriptHashes: readonly string[];
}

function deriveHead(config: AgencyConfig, language: LanguageCode): AgencyHead {
  const themeCss = themeStylesheet(config.agency.primaryColor);
  const analytics = isAgencyInactive(config.agency) ? [] : analyticsSnippets(config);
  const layoutHeadScript = layoutScript(config, language);
  const partnerScript = partnerAgencyScript(config.agency, SESSION_COOKIES.accessToken);
  return {
    themeCss,
    analytics,
    layoutHeadScript,
    partnerAgencyRedirect: partnerScript
      ? { script: partnerScript, hash: cspHash(partnerScript) }
      : null,
    cspSources: cspSources(config),
    styleHashes: [themeCss, ...REACT_ARIA_RUNTIME_STYLES].map(cspHash),
    scriptHashes: [...analytics, layoutHeadScript].map(cspHash),
  };
}

// An agency's pages are rendered one after another, in each of its languages.
const headsOf = memoizeRecent((config: AgencyConfig) =>
  memoizeRecent((language: LanguageCode) => deriveHead(config, language), 9),
);

/**
 * The agency and language's head, worked out once for all their pages (about nineteen): the theme,
 * the scripts and their hashes were about a second of a 30-agency build's CPU profile when every
 * page made them again.
 */
export function agencyHead(config: AgencyConfig, language: LanguageCode): AgencyHead {
  return headsOf(config)(language);
}
