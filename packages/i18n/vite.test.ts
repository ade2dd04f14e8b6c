// Issue 18: the browser's builds keep React Aria's own texts (a date field's, a list box's) for the
// nine languages of spec §9 and drop the other locales it ships. Checked with the plugin the
// builds use, against the locale files the installed react-aria really imports.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { localeTag } from './src/languages.ts';
import { reactAriaLocales } from './vite.ts';

type Resolve = (id: string, importer: string, options: object) => string | null | undefined;
const plugin = reactAriaLocales() as unknown as { resolveId: { handler: Resolve } };

// react-aria is @wl/ui's dependency: its date picker imports one module per locale.
const reactAria = dirname(
  createRequire(join(import.meta.dirname, '../ui/package.json')).resolve('react-aria/package.json'),
);
const datePickerTexts = join(reactAria, 'dist/private/datepicker');
const shippedLocales = readdirSync(join(reactAria, 'dist/private/intl/datepicker'))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''));

/** Whether a build keeps the locale's texts (the plugin leaves the import alone). */
const kept = (locale: string) =>
  !plugin.resolveId.handler(`../intl/datepicker/${locale}.mjs`, join(datePickerTexts, 'x.mjs'), {});

describe('reactAriaLocales (issue 18)', () => {
  it.each(SUPPORTED_LANGUAGES.map(({ code }) => code))(
    'keeps the texts React Aria reads for %s',
    (code) => {
      // React Aria matches the page's locale by language when no locale file names it exactly.
      const { language } = new Intl.Locale(localeTag(code));
      const ofLanguage = shippedLocales.filter(
        (locale) => new Intl.Locale(locale).language === language,
      );
      expect(ofLanguage.length).toBeGreaterThan(0);
      expect(ofLanguage.filter((locale) => !kept(locale))).toEqual([]);
    },
  );

  it('drops every locale no page can show', () => {
    const languages = new Set(
      SUPPORTED_LANGUAGES.map(({ code }) => new Intl.Locale(localeTag(code)).language),
    );
    const foreign = shippedLocales.filter(
      (locale) => !languages.has(new Intl.Locale(locale).language),
    );
    expect(foreign).toContain('ja-JP');
    expect(foreign.filter(kept)).toEqual([]);
  });
});
