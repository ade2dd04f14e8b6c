import type { LanguageCode } from '@wl/core';
import i18next, { type i18n, type Resource } from 'i18next';
import { FALLBACK_LANGUAGE } from './languages.ts';

/** Namespace names, kept apart from the texts so a page that bakes one language bundles none. */
export const NAMESPACE_LIST = [
  'common',
  'header',
  'footer',
  'sideNav',
  'deals',
  'pages',
  'legal',
  'login',
  'remote',
  'account',
  'search',
  'hotels',
  'resort',
  'areas',
  'agentTools',
] as const;

/**
 * An i18next instance holding exactly the texts given, initialised synchronously so the first
 * render (server or client) already has them. Plurals follow `Intl.PluralRules` of the language.
 */
export function createI18nInstance(language: LanguageCode, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: false,
    ns: [...NAMESPACE_LIST],
    defaultNS: 'common',
    resources,
    initAsync: false,
    // React escapes text; i18next escaping would double-escape "&" in agency names.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keys are dotted names inside flat namespaces, not paths into nested objects.
    keySeparator: false,
  });
  return instance;
}
