import type { LanguageCode } from '@wl/core';
import type { i18n } from 'i18next';
import { createI18nInstance } from './instance.ts';
import { allResources, type LanguageResources } from './resources.ts';

export interface CreateI18nOptions {
  /**
   * Texts to start with. Defaults to every language bundled; a generated page passes only its
   * default language (baked into the page) and fetches the others from the translation service.
   */
  resources?: Partial<Record<LanguageCode, LanguageResources>>;
}

/** An i18next instance for the shell with every language (Storybook, tests, the API). */
export function createI18n(language: LanguageCode, options: CreateI18nOptions = {}): i18n {
  return createI18nInstance(language, options.resources ?? allResources());
}
