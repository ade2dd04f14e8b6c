import { LANGUAGE_CODES, MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.ts';
import type { Texts } from './defineNamespace.ts';
import {
  BUILD_NAMESPACES,
  createI18nInstance,
  NAMESPACE_LIST,
  REMOTE_NAMESPACES,
  SHELL_NAMESPACES,
} from './instance.ts';
import { localeTag, textDirection } from './languages.ts';
import { formatMoney } from './money.ts';
import { NAMESPACE_NAMES, NAMESPACES, type Namespace, namespaceResources } from './resources.ts';

const textsOf = (namespace: Namespace, language: (typeof LANGUAGE_CODES)[number]): Texts =>
  NAMESPACES[namespace][language];

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys a language must have for an English key: each of its plural categories, or the key. */
function requiredKeys(key: string, language: (typeof LANGUAGE_CODES)[number]): string[] {
  if (!PLURAL.test(key)) return [key];
  const base = key.replace(PLURAL, '');
  const categories = new Intl.PluralRules(localeTag(language)).resolvedOptions().pluralCategories;
  return categories.map((category) => `${base}_${category}`);
}

describe('translations (issue 6: a missing key in any language fails)', () => {
  for (const namespace of NAMESPACE_NAMES) {
    for (const language of LANGUAGE_CODES) {
      it(`${namespace} has every key in ${language}`, () => {
        const english = textsOf(namespace, 'en');
        const texts = textsOf(namespace, language);
        const required = [
          ...new Set(Object.keys(english).flatMap((k) => requiredKeys(k, language))),
        ];
        const missing = required.filter((key) => !(texts[key] ?? '').trim());
        expect(missing).toEqual([]);
        // No stray keys either: a key English lost is dead text.
        const allowed = new Set(
          Object.keys(english).flatMap((key) =>
            PLURAL.test(key)
              ? ['zero', 'one', 'two', 'few', 'many', 'other'].map(
                  (c) => `${key.replace(PLURAL, '')}_${c}`,
                )
              : [key],
          ),
        );
        expect(Object.keys(texts).filter((key) => !allowed.has(key))).toEqual([]);
      });
    }
  }

  it('keeps interpolation placeholders in every language', () => {
    for (const namespace of NAMESPACE_NAMES) {
      for (const [key, value] of Object.entries(textsOf(namespace, 'en'))) {
        const placeholders = (value.match(/{{\w+}}/g) ?? []).sort();
        for (const language of LANGUAGE_CODES) {
          for (const localKey of requiredKeys(key, language)) {
            const local = textsOf(namespace, language)[localKey] ?? '';
            // Plural forms such as Arabic's "one" may spell the count out instead of {{count}}.
            const expected = placeholders.filter((p) => !(PLURAL.test(key) && p === '{{count}}'));
            for (const placeholder of expected) {
              expect(local, `${namespace}:${localKey} (${language})`).toContain(placeholder);
            }
          }
        }
      }
    }
  });

  it('English error texts are the messages of spec §8, verbatim', () => {
    const english = textsOf('common', 'en');
    for (const [key, message] of Object.entries(MESSAGES)) {
      expect(english[`error.${key}`], key).toBe(message);
    }
  });
});

describe('createI18n', () => {
  it('renders synchronously in the chosen language with English fallback', () => {
    const i18n = createI18n('de');
    expect(i18n.t('action.bookNow')).toBe('Jetzt buchen');
    expect(i18n.t('error.chunkLoadFailed', { chunk: 7 })).toBe(
      'Teil 7 konnte nicht geladen werden',
    );
    const english = createI18n('en');
    expect(english.t('error.agencyNotFound')).toBe('Agency not found!');
  });

  it('only bundles what it is given (baked default language)', () => {
    const i18n = createI18n('es', { resources: { en: undefined } });
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
  });

  it('Arabic is right to left; Norwegian formats as nb', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(localeTag('no')).toBe('nb');
  });

  it('formats money with Intl in the language and currency (spec §1 multi-currency)', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234, 'JPY', 'en')).toBe('¥1,234');
  });

  it('isolates the currency symbol in Arabic, so "US$" is not drawn as "$US" (UAX #9)', () => {
    expect(formatMoney(811.4, 'USD', 'ar')).toBe('\u200f811.40\u00a0\u2068US$\u2069');
    expect(formatMoney(811.4, 'SAR', 'ar')).toBe('\u200f811.40\u00a0\u2068ر.س.\u2069\u200f');
  });
});

describe('namespace list for pages that bake one language', () => {
  it('names exactly the namespaces that hold texts', () => {
    expect([...NAMESPACE_LIST].sort()).toEqual([...NAMESPACE_NAMES].sort());
  });

  it("splits them between the shell's own texts and the remotes' without overlap", () => {
    expect(new Set([...SHELL_NAMESPACES, ...REMOTE_NAMESPACES, ...BUILD_NAMESPACES]).size).toBe(
      NAMESPACE_LIST.length,
    );
  });

  it('tells who asked for a text the instance does not hold (issue 18: pages carry some)', () => {
    const missing: string[] = [];
    const i18n = createI18nInstance(
      'de',
      { de: namespaceResources('de', SHELL_NAMESPACES) },
      { onMissing: (namespace, key) => missing.push(`${namespace}:${key}`) },
    );
    expect(i18n.t('header:nav.label')).toBe(NAMESPACES.header.de['nav.label']);
    expect(missing).toEqual([]);
    expect(i18n.t('agentTools:held.title')).toBe('held.title');
    expect(missing).toEqual(['agentTools:held.title']);
  });
});
