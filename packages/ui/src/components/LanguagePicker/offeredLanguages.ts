import { type LanguageCode, SUPPORTED_LANGUAGES } from '@wl/core';
import { isLanguageCode } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';

/**
 * Spec §2.6: the agency's languages (config `languages`), each named in its own language (core
 * SUPPORTED_LANGUAGES), and the one shown: the given value, else the page's.
 */
export function useOfferedLanguages(value: LanguageCode | undefined) {
  const { i18n } = useTranslation();
  const { languages } = useAgencyConfig();
  const current = value ?? (isLanguageCode(i18n.language) ? i18n.language : undefined);
  const offered = SUPPORTED_LANGUAGES.filter((language) => languages.includes(language.code));
  return { offered, current };
}
