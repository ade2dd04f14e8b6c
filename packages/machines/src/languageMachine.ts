import {
  type LanguageChoiceInput,
  type LanguageCode,
  languageChangeEffect,
  resolveLanguage,
} from '@wl/core';
import { assign, emit, setup } from 'xstate';
import { unprovided } from './unprovided.ts';

/** What a language change does to the page (spec §4), from core `languageChangeEffect`. */
export type LanguageChangeEffect = ReturnType<typeof languageChangeEffect>;

/** Translated strings keyed by their English source text. */
export type Translations = Record<string, string>;

export interface LanguageInput extends LanguageChoiceInput {
  pathname: string;
  signedIn: boolean;
}

export interface LanguageContext {
  agency: LanguageInput['agency'];
  offered: readonly string[];
  language: LanguageCode;
  translations: Translations | null;
  pathname: string;
  signedIn: boolean;
}

export type LanguageEvent =
  | { type: 'CHANGE'; language: string }
  | { type: 'LOCATION'; pathname: string }
  | { type: 'SESSION'; signedIn: boolean };

export type LanguageEmitted = {
  type: 'language.changed';
  language: LanguageCode;
  effect: LanguageChangeEffect;
};

export const languageMachine = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    emitted: {} as LanguageEmitted,
  },
  actors: {
    /** Spec §7 GET /api/user/changeLanguage/{language}. */
    saveLanguageToProfile: unprovided<unknown, { language: LanguageCode }>('saveLanguageToProfile'),
    fetchTranslations: unprovided<Translations, { language: LanguageCode }>('fetchTranslations'),
  },
  actions: {
    chooseLanguage: assign(({ context }, params: { language: string }) => ({
      language: resolveLanguage({ ...context, queryLanguage: params.language }),
    })),
    /** Spec §4: the page effect comes after the profile save, so a reload cannot cut it short. */
    announceChange: emit(({ context }) => ({
      type: 'language.changed' as const,
      language: context.language,
      effect: languageChangeEffect(context.pathname),
    })),
    /** Injected: writes core `languageCookie(language)` (pll_language, about a year; spec §9). */
    storeLanguageCookie: (_, _params: { language: LanguageCode }) => {},
  },
  guards: {
    /**
     * Only a language the agency offers, and not the one already shown: re-picking the current
     * language must not reload a booking page. The partner agency stays on es (spec §4).
     */
    isNewOfferedLanguage: ({ context }, params: { language: string }) => {
      const resolved = resolveLanguage({ ...context, queryLanguage: params.language });
      return resolved === params.language.trim().toLowerCase() && resolved !== context.language;
    },
    isSignedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    agency: input.agency,
    offered: input.offered,
    language: resolveLanguage(input),
    translations: null,
    pathname: input.pathname,
    signedIn: input.signedIn,
  }),
  type: 'parallel',
  on: {
    CHANGE: {
      guard: {
        type: 'isNewOfferedLanguage',
        params: ({ event }) => ({ language: event.language }),
      },
      target: ['.preference.choosing', '.translations.loading'],
      actions: [
        { type: 'chooseLanguage', params: ({ event }) => ({ language: event.language }) },
        { type: 'storeLanguageCookie', params: ({ context }) => ({ language: context.language }) },
      ],
    },
    LOCATION: { actions: assign({ pathname: ({ event }) => event.pathname }) },
    SESSION: { actions: assign({ signedIn: ({ event }) => event.signedIn }) },
  },
  states: {
    preference: {
      initial: 'idle',
      states: {
        idle: {},
        /** Spec §4: saved to the profile only when signed in. */
        choosing: {
          always: [
            { guard: 'isSignedIn', target: 'saving' },
            { target: 'idle', actions: 'announceChange' },
          ],
        },
        saving: {
          invoke: {
            src: 'saveLanguageToProfile',
            input: ({ context }) => ({ language: context.language }),
            // The cookie already holds the choice, so a failed profile save must not block it.
            onDone: { target: 'idle', actions: 'announceChange' },
            onError: { target: 'idle', actions: 'announceChange' },
          },
        },
      },
    },
    translations: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchTranslations',
            input: ({ context }) => ({ language: context.language }),
            onDone: {
              target: 'ready',
              actions: assign({ translations: ({ event }) => event.output }),
            },
            // Views fall back to the English source texts; a failed fetch keeps what was shown.
            onError: 'failed',
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
});
