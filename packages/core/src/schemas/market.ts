import { z } from '../zod.ts';

/** Spec §9: the supported languages, in the spec's order; fallback en. */
export const SUPPORTED_LANGUAGES = [
  { code: 'en', name: 'English', value: 'en' },
  { code: 'pt', name: 'Português', value: 'pt' },
  { code: 'es', name: 'Español', value: 'es' },
  { code: 'da', name: 'Dansk', value: 'da' },
  { code: 'no', name: 'Norsk', value: 'nb' },
  { code: 'de', name: 'Deutsch', value: 'de' },
  { code: 'ar', name: 'العربية', value: 'ar' },
  { code: 'fr', name: 'Français', value: 'fr' },
  { code: 'sv', name: 'Svenska', value: 'sv' },
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = SUPPORTED_LANGUAGES.map((language) => language.code) as [
  LanguageCode,
  ...LanguageCode[],
];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
/** Languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['ar']);

export const languageCode = z.enum(LANGUAGE_CODES, {
  error: `expected one of the supported languages ${LANGUAGE_CODES.join(', ')}`,
});

/** Language (spec §3): name, code, value. `value` is the BCP 47 tag Intl formats with. */
export const languageSchema = z.object({
  name: z.string(),
  code: z.string(),
  value: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

/** Country/currency entry (spec §3). */
export const countryCurrencySchema = z.object({
  name: z.string(),
  code: z.string().check(z.length(2)),
  currency: z.string().check(z.length(3)),
  emoji: z.string(),
  unicode: z.string(),
  image: z.string(),
  symbol: z.string(),
});
export type CountryCurrency = z.infer<typeof countryCurrencySchema>;

/** Exchange rates relative to the US dollar, keyed by currency code (spec §3, §1). */
export const exchangeRatesSchema = z.record(
  z.string().check(z.length(3)),
  z.number().check(z.positive()),
);
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** Multi-currency state (spec §3). */
export const multiCurrencyStateSchema = z.object({
  exchangeRates: z.nullable(exchangeRatesSchema),
  selectedCurrency: z.looseObject({ currency: z.string().check(z.length(3)) }),
  isLoading: z.boolean(),
  error: z.nullable(z.string()),
});
export type MultiCurrencyState = z.infer<typeof multiCurrencyStateSchema>;

/** Guest groups (spec §3). */
export const guestsSchema = z.object({
  adult: z.number().check(z.int(), z.gte(0)),
  children: z.number().check(z.int(), z.gte(0)),
  infant: z.number().check(z.int(), z.gte(0)),
});
export type Guests = z.infer<typeof guestsSchema>;

/** Spec §3: flight default 1 adult (12+), cruise default 2 adults. */
export const DEFAULT_FLIGHT_GUESTS: Guests = { adult: 1, children: 0, infant: 0 };
export const DEFAULT_CRUISE_GUESTS: Guests = { adult: 2, children: 0, infant: 0 };
/** Spec §9 flight guest ages: adult 12 and over, children 2 to 12, infant under 2. */
export const FLIGHT_GUEST_AGES = {
  adult: { min: 12 },
  children: { min: 2, max: 12 },
  infant: { max: 2 },
} as const;
