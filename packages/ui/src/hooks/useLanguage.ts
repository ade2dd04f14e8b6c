import type { LanguageCode } from '@wl/core';
import { FALLBACK_LANGUAGE, formatList, isLanguageCode, type ListKind } from '@wl/i18n/runtime';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The language the texts around are shown in (the i18next instance's), for formatting. */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** `formatList` in the language of the texts around. */
export function useFormatList(): (items: readonly string[], kind?: ListKind) => string {
  const language = useLanguage();
  return useCallback((items, kind) => formatList(items, language, kind), [language]);
}
