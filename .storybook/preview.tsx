import type { A11yParameters } from '@storybook/addon-a11y';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { AgencyConfig, LanguageCode } from '@wl/core';
import {
  createI18n,
  isLanguageCode,
  localeTag,
  SUPPORTED_LANGUAGES,
  textDirection,
} from '@wl/i18n';
import { type Market, ShellProviders } from '@wl/ui';
import { agencyThemeStyle } from '@wl/ui/theme';
import { useLayoutEffect } from 'react';
import '@wl/ui/global';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { AGENCIES, AGENCY_NAMES, DEFAULT_AGENCY, DEFAULT_LANGUAGE } from './agencies.ts';

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Adjust the toolbar's agency config for one story (e.g. sign-up hidden). */
    agencyConfig?: (config: AgencyConfig) => AgencyConfig;
    /** Currency and rates the story shows amounts in. */
    market?: Market;
  }
}

/**
 * Generated pages carry the theme on :root and dir/lang on <html>; do the same here so overlays
 * that portal to document.body (popovers, modals) look and read as they do on the sites.
 */
function useDocumentTheme(primaryColor: string, language: LanguageCode) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const style = agencyThemeStyle(primaryColor);
    for (const [name, value] of Object.entries(style)) root.style.setProperty(name, value);
    root.dir = textDirection(language);
    root.lang = localeTag(language);
  }, [primaryColor, language]);
}

/** Every language's texts, so the toolbar can switch without a fetch. */
const I18N = createI18n('en');

const withAgency: Decorator = (Story, { globals, parameters }) => {
  const base = AGENCIES[globals.agency as string] ?? AGENCIES[DEFAULT_AGENCY];
  if (!base) throw new Error(`no agency config named ${String(globals.agency)}`);
  const config = parameters.agencyConfig ? parameters.agencyConfig(structuredClone(base)) : base;
  const language: LanguageCode = isLanguageCode(globals.language) ? globals.language : 'en';
  useDocumentTheme(config.agency.primaryColor, language);
  return (
    <ShellProviders
      config={config}
      language={language}
      i18n={I18N}
      market={parameters.market}
      themeStyle={agencyThemeStyle(config.agency.primaryColor)}
    >
      <Story />
    </ShellProviders>
  );
};

/**
 * In the test runs axe keeps one element per passing or inapplicable rule: only violations fail a
 * story, and every passing element's selector and HTML (about 130 kB a story) would travel to
 * Vitest with the result. The panel in Storybook keeps them all.
 *
 * The theme runs (vitest.config.ts, not the layout runs) check the rules a theme can break: text
 * contrast, and links told apart from text by colour. The others look at names, roles, labels and
 * landmarks, the same markup in every theme: the two horizon runs check them on every story, and
 * tests/sites on every generated page type of each demo agency with its own config. Measured on
 * one theme run: 239 s -> 211 s.
 */
type AxeOptions = NonNullable<A11yParameters['options']>;

function axeInTestRuns(): AxeOptions {
  const resultTypes: AxeOptions['resultTypes'] = ['violations', 'incomplete'];
  if (import.meta.env.WL_STORY_LAYOUTS === 'yes') return { resultTypes };
  return {
    resultTypes,
    runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  };
}

const preview = {
  decorators: [withAgency],
  globalTypes: {
    agency: {
      description: 'Agency theme and config (agency-configs/)',
      toolbar: { title: 'Agency', icon: 'paintbrush', items: AGENCY_NAMES, dynamicTitle: true },
    },
    language: {
      description: 'Language (Arabic is right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map(({ code, name }) => ({
          value: code,
          title: `${name} (${code})`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { agency: DEFAULT_AGENCY, language: DEFAULT_LANGUAGE },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: INITIAL_VIEWPORTS },
    // axe violations fail the story's test in `npm test`, not only the panel.
    a11y: {
      test: 'error',
      // react-aria's live announcer (a region it adds to document.body) keeps a pending button's
      // announcement for seconds after the story that pressed it has unmounted the button: its
      // entry then names an id no longer in the page. The region is the library's, not ours.
      context: { exclude: ['[data-live-announcer]'] },
      ...(import.meta.env.MODE === 'test' ? { options: axeInTestRuns() } : {}),
    },
    chromatic: {
      modes: Object.fromEntries(AGENCY_NAMES.map((agency) => [agency, { agency }])),
      pauseAnimationAtEnd: true,
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
} satisfies Preview;

export default preview;
