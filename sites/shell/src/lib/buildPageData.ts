// Build time only (reads the build input): the data one generated page gives its islands. The page
// writes it into its JSON block for the browser, and each island's server render derives the
// same value from the page reference it is given as a prop, so no island depends on which page
// rendered last (the build renders several at once).
import type { LanguageCode } from '@wl/core';
import { memoizeRecent } from '@wl/core';
import { namespaceResources } from '@wl/i18n';
import {
  BUILD_NAMESPACES,
  createI18nInstance,
  RUNTIME_NAMESPACES,
  SHELL_NAMESPACES,
} from '@wl/i18n/runtime';
import type { i18n as I18n } from 'i18next';
import { buildAgencies } from './buildInput.ts';
import { countryCurrencies } from './countryCurrencies.ts';
import { clientConfig, type PageData, scriptJson } from './pageData.ts';

/** Which page an island belongs to: what its data depends on, small enough to be an island prop. */
export interface PageRef {
  agency: string;
  language: LanguageCode;
  /** The page mounts a remote: it carries the remotes' texts too (`pageNamespaces`). */
  mountsRemote: boolean;
}

/**
 * The texts a page carries: the shell's own on every page, the remotes' as well where a remote is
 * mounted at once. Elsewhere a remote that mounts later asks the translation service for them
 * (islands/pageMarket.ts `loadLanguageTexts`).
 */
export function pageNamespaces(mountsRemote: boolean) {
  return mountsRemote ? RUNTIME_NAMESPACES : SHELL_NAMESPACES;
}

const refKey = (ref: PageRef) =>
  `${ref.agency}|${ref.language}|${ref.mountsRemote ? 'all' : 'shell'}`;

/** A page's data and the i18next instance its islands translate with. */
export interface IslandPage {
  data: PageData;
  i18n: I18n;
}

function derive(key: string): IslandPage {
  const [subdomain, language, texts] = key.split('|') as [string, LanguageCode, 'all' | 'shell'];
  const config = buildAgencies().agencies.find((agency) => agency.agency.subdomain === subdomain);
  if (!config) throw new Error(`no agency "${subdomain}" in this build`);
  const resources = namespaceResources(language, pageNamespaces(texts === 'all'));
  const data: PageData = {
    config: clientConfig(config),
    language,
    resources,
    countryCurrencies: countryCurrencies(config.currencies),
  };
  // The generator's own texts (the blog's headings) render into the HTML only: the instance has
  // them, the page's JSON does not.
  const rendered = { ...resources, ...namespaceResources(language, BUILD_NAMESPACES) };
  // A text of a namespace the page does not carry would show as its key in the browser: the
  // page fails to build instead, naming it.
  const carried = new Set<string>(Object.keys(rendered));
  const onMissing = (namespace: string, key: string) => {
    if (carried.has(namespace)) return;
    throw new Error(
      `drew "${namespace}:${key}", a text this page does not carry (buildPageData.ts pageNamespaces)`,
    );
  };
  return { data, i18n: createI18nInstance(language, { [language]: rendered }, { onMissing }) };
}

// A page renders its islands in a row and an agency's pages follow one another: remembering the
// recent ones saves the work. It is a cache of a pure function, so its size is no limit.
const derived = memoizeRecent(derive);

/** The data of the page `ref` names, the same value for the page and every island of it. */
export function buildPageData(ref: PageRef): IslandPage {
  return derived(refKey(ref));
}

const serialised = memoizeRecent((key: string) => scriptJson(derived(key).data));

/**
 * The page's JSON block: `buildPageData(ref).data` serialised once for all the pages that share
 * it. Serialising it again for every page was 1.4 s of a 30-agency build's 55 s CPU profile.
 */
export function pageDataJson(ref: PageRef): string {
  return serialised(refKey(ref));
}
