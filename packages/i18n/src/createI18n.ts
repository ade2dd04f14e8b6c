import type { LanguageCode } from '@wl/core';
import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, localeTag } from './languages.ts';
import { allResources, type LanguageResources, NAMESPACE_NAMES } from './resources.ts';

export interface CreateI18nOptions {
  /**
   * Texts to start with. Defaults to every language bundled; a generated page passes only its
   * default language (baked into the page) and fetches the others from the translation service.
   */
  resources?: Partial<Record<LanguageCode, LanguageResources>>;
}

/**
 * An i18next instance for the shell, initialised synchronously so the first render (server or
 * client) already has its texts. Plurals follow `Intl.PluralRules` of the language.
 */
export function createI18n(language: LanguageCode, options: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: false,
    ns: NAMESPACE_NAMES,
    defaultNS: 'common',
    resources: options.resources ?? allResources(),
    initAsync: false,
    // React escapes text; i18next escaping would double-escape "&" in agency names.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keys are dotted names inside flat namespaces, not paths into nested objects.
    keySeparator: false,
  });
  return instance;
}

/** Formats money in a currency for a language (`Intl.NumberFormat`), e.g. 1234.5 USD → "$1,234.50". */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(localeTag(language), { style: 'currency', currency }).format(amount);
}
