import { LANGUAGE_CODES, type LanguageCode } from '@wl/core';
import type { Texts } from './defineNamespace.ts';
import { account } from './namespaces/account.ts';
import { agentTools } from './namespaces/agentTools.ts';
import { areas } from './namespaces/areas.ts';
import { booking } from './namespaces/booking.ts';
import { common } from './namespaces/common.ts';
import { content } from './namespaces/content.ts';
import { deals } from './namespaces/deals.ts';
import { footer } from './namespaces/footer.ts';
import { header } from './namespaces/header.ts';
import { hotels } from './namespaces/hotels.ts';
import { legal } from './namespaces/legal.ts';
import { login } from './namespaces/login.ts';
import { pages } from './namespaces/pages.ts';
import { remote } from './namespaces/remote.ts';
import { resort } from './namespaces/resort.ts';
import { search } from './namespaces/search.ts';
import { sideNav } from './namespaces/sideNav.ts';

/** Every namespace of the shell. A component reads only its own namespace and `common`. */
export const NAMESPACES = {
  common,
  header,
  footer,
  sideNav,
  deals,
  pages,
  content,
  legal,
  login,
  remote,
  account,
  search,
  booking,
  hotels,
  resort,
  areas,
  agentTools,
} as const;
export type Namespace = keyof typeof NAMESPACES;
export const NAMESPACE_NAMES = Object.keys(NAMESPACES) as Namespace[];

export type LanguageResources = Record<Namespace, Texts>;

/** All texts of one language, as the translation service serves them (spec §7 "Other"). */
export function languageResources(language: LanguageCode): LanguageResources {
  return namespaceResources(language, NAMESPACE_NAMES) as LanguageResources;
}

/** The texts of the namespaces named, in one language (a page carries what it draws with). */
export function namespaceResources(
  language: LanguageCode,
  namespaces: readonly Namespace[],
): Partial<LanguageResources> {
  return Object.fromEntries(namespaces.map((name) => [name, NAMESPACES[name][language]]));
}

/** i18next resources for every language. */
export function allResources(): Record<LanguageCode, LanguageResources> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, languageResources(language)]),
  ) as Record<LanguageCode, LanguageResources>;
}
