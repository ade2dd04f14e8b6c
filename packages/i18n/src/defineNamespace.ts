import type { LanguageCode } from '@wl/core';

/** One namespace's texts: flat keys; plural keys carry i18next suffixes (`deals_one`, `deals_other`). */
export type Texts = Readonly<Record<string, string>>;

/** A namespace in every supported language. English is the source; spec texts stay verbatim. */
export type NamespaceTexts = Readonly<Record<LanguageCode, Texts>>;

/**
 * Declares a namespace. The type demands every language; the completeness test
 * (`resources.test.ts`) checks that every key, with each language's plural forms, is present.
 */
export function defineNamespace<const T extends NamespaceTexts>(texts: T): T {
  return texts;
}
