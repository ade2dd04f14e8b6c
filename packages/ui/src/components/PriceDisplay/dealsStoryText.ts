import { createI18n, isLanguageCode } from '@wl/i18n';
import type { TFunction } from 'i18next';

/**
 * For play functions: the deals texts (then `common`) in the story's language, typed by key.
 * Like fixtures/storyText, but resolving `deals` keys unprefixed and `common:` keys prefixed.
 */
export function dealsStoryText(globals: Record<string, unknown>): TFunction<['deals', 'common']> {
  const language = isLanguageCode(globals.language) ? globals.language : 'en';
  return createI18n(language).getFixedT(language, ['deals', 'common']);
}
