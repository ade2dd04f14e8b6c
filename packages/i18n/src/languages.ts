import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
  RTL_LANGUAGES,
  SUPPORTED_LANGUAGES,
} from '@wl/core';

export { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode, SUPPORTED_LANGUAGES };

/** Writing direction of a language: Arabic is right to left (spec §9). */
export function textDirection(language: LanguageCode): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag Intl and react-aria format with (`no` is Norwegian Bokmål, `nb`). */
export function localeTag(language: LanguageCode): string {
  return SUPPORTED_LANGUAGES.find((entry) => entry.code === language)?.value ?? language;
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
