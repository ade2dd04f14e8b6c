import type { LanguageCode } from '@wl/core';
import { localeTag, textDirection } from '@wl/i18n/runtime';
import { useLanguage } from '../../hooks/useLanguage.ts';

export interface LanguageMark {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

const mark = (language: LanguageCode): LanguageMark => ({
  lang: localeTag(language),
  dir: textDirection(language),
});

/**
 * The `lang` and `dir` of a post or guide written in its own language, and of the page's own
 * words inside it (dates, labels), which stay in the page's language: a screen reader then reads
 * each part with the right voice, and an Arabic post reads right to left on an English page.
 */
export function useLanguageMarks(itemLanguage: LanguageCode | undefined): {
  item: LanguageMark;
  page: LanguageMark;
} {
  const pageLanguage = useLanguage();
  if (!itemLanguage) return { item: {}, page: {} };
  return {
    item: mark(itemLanguage),
    page: itemLanguage === pageLanguage ? {} : mark(pageLanguage),
  };
}
