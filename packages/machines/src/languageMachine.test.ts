import { agencySchema, type LanguageCode } from '@wl/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  type LanguageEmitted,
  type LanguageInput,
  languageMachine,
  type Translations,
} from './languageMachine.ts';

const agency = agencySchema.parse({ agencyName: 'Horizon', subdomain: 'horizon' });
const partner = agencySchema.parse({
  agencyName: 'Solmar',
  subdomain: 'solmar',
  isAgencyClaro: true,
});

const visitor: LanguageInput = {
  agency,
  offered: ['en', 'fr', 'de', 'ar'],
  pathname: '/about',
  signedIn: false,
};

function start(input: LanguageInput = visitor) {
  const saves: { language: LanguageCode; answer: Deferred<unknown> }[] = [];
  const fetches: { language: LanguageCode; answer: Deferred<Translations> }[] = [];
  const storeLanguageCookie = vi.fn();
  const machine = languageMachine.provide({
    actors: {
      saveLanguageToProfile: fromPromise<unknown, { language: LanguageCode }>(({ input }) => {
        const answer = deferred<unknown>();
        saves.push({ language: input.language, answer });
        return answer.promise;
      }),
      fetchTranslations: fromPromise<Translations, { language: LanguageCode }>(({ input }) => {
        const answer = deferred<Translations>();
        fetches.push({ language: input.language, answer });
        return answer.promise;
      }),
    },
    actions: {
      storeLanguageCookie: (_, params) => storeLanguageCookie(params.language),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: LanguageEmitted[] = [];
  actor.on('language.changed', (event) => emitted.push(event));
  actor.start();
  return { actor, saves, fetches, storeLanguageCookie, emitted };
}

describe('languageMachine: current language (spec §4 "default en; the partner agency forces es", core resolveLanguage)', () => {
  it('defaults to en', () => {
    expect(start().actor.getSnapshot().context.language).toBe('en');
  });

  it('takes the lng query, then the cookie, when offered', () => {
    expect(
      start({ ...visitor, queryLanguage: 'fr', cookieLanguage: 'de' }).actor.getSnapshot().context
        .language,
    ).toBe('fr');
    expect(start({ ...visitor, cookieLanguage: 'de' }).actor.getSnapshot().context.language).toBe(
      'de',
    );
  });

  it('forces es for the partner agency', () => {
    const { actor } = start({ ...visitor, agency: partner, cookieLanguage: 'fr' });
    expect(actor.getSnapshot().context.language).toBe('es');
  });
});

describe('languageMachine: translations (spec §4 "Translations are fetched by language")', () => {
  it('fetches the translations of the current language on start', async () => {
    const { actor, fetches } = start({ ...visitor, cookieLanguage: 'fr' });
    expect(fetches.map((fetch) => fetch.language)).toEqual(['fr']);
    fetches[0]?.answer.resolve({ 'Log In': 'Connexion' });
    await settle();
    expect(actor.getSnapshot().context.translations).toEqual({ 'Log In': 'Connexion' });
    expect(actor.getSnapshot().matches({ translations: 'ready' })).toBe(true);
  });

  it('fetches again for a new language and ignores the answer for the old one', async () => {
    const { actor, fetches } = start();
    actor.send({ type: 'CHANGE', language: 'de' });
    expect(fetches.map((fetch) => fetch.language)).toEqual(['en', 'de']);
    fetches[0]?.answer.resolve({ Hello: 'Hello' });
    await settle();
    expect(actor.getSnapshot().context.translations).toBeNull();
    fetches[1]?.answer.resolve({ Hello: 'Hallo' });
    await settle();
    expect(actor.getSnapshot().context.translations).toEqual({ Hello: 'Hallo' });
  });

  it('keeps what was shown when the fetch fails', async () => {
    const { actor, fetches } = start();
    fetches[0]?.answer.resolve({ Hello: 'Hello' });
    await settle();
    actor.send({ type: 'CHANGE', language: 'fr' });
    fetches[1]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().matches({ translations: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.translations).toEqual({ Hello: 'Hello' });
  });
});

describe('languageMachine: changing as a visitor (spec §4 cookie, §9 pll_language)', () => {
  it('stores the cookie and announces the change without saving to a profile', () => {
    const { actor, saves, storeLanguageCookie, emitted } = start();
    actor.send({ type: 'CHANGE', language: 'fr' });
    expect(actor.getSnapshot().context.language).toBe('fr');
    expect(storeLanguageCookie).toHaveBeenCalledWith('fr');
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([
      { type: 'language.changed', language: 'fr', effect: { kind: 'none' } },
    ]);
  });

  it('accepts a code written in capitals', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', language: 'FR' });
    expect(actor.getSnapshot().context.language).toBe('fr');
  });

  it('ignores a language the agency does not offer, an unsupported one, and the current one', () => {
    const { actor, storeLanguageCookie, emitted, fetches } = start();
    for (const language of ['sv', 'xx', 'en']) actor.send({ type: 'CHANGE', language });
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(storeLanguageCookie).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
    expect(fetches).toHaveLength(1);
  });

  it('keeps the partner agency on es', () => {
    const { actor, emitted } = start({ ...visitor, agency: partner });
    actor.send({ type: 'CHANGE', language: 'fr' });
    expect(actor.getSnapshot().context.language).toBe('es');
    expect(emitted).toEqual([]);
  });
});

describe('languageMachine: changing when signed in (spec §4 "saved to the profile when signed in")', () => {
  it('saves to the profile, then announces the change', async () => {
    const { actor, saves, storeLanguageCookie, emitted } = start({ ...visitor, signedIn: true });
    actor.send({ type: 'CHANGE', language: 'ar' });
    expect(storeLanguageCookie).toHaveBeenCalledWith('ar');
    expect(saves.map((save) => save.language)).toEqual(['ar']);
    expect(actor.getSnapshot().matches({ preference: 'saving' })).toBe(true);
    expect(emitted).toEqual([]);

    saves[0]?.answer.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().matches({ preference: 'idle' })).toBe(true);
    expect(emitted).toEqual([
      { type: 'language.changed', language: 'ar', effect: { kind: 'none' } },
    ]);
  });

  it('still announces the change when the profile save fails (the cookie holds it)', async () => {
    const { actor, saves, emitted } = start({ ...visitor, signedIn: true });
    actor.send({ type: 'CHANGE', language: 'de' });
    saves[0]?.answer.reject({ message: 'Unauthorized' });
    await settle();
    expect(emitted.map((event) => event.language)).toEqual(['de']);
  });

  it('follows sign-in and sign-out', () => {
    const { actor, saves } = start();
    actor.send({ type: 'SESSION', signedIn: true });
    actor.send({ type: 'CHANGE', language: 'fr' });
    actor.send({ type: 'SESSION', signedIn: false });
    actor.send({ type: 'CHANGE', language: 'de' });
    expect(saves.map((save) => save.language)).toEqual(['fr']);
  });
});

describe('languageMachine: page effect (spec §4 "booking pages reload; car pages return to the cars home")', () => {
  it('reloads a booking page', () => {
    const { actor, emitted } = start({ ...visitor, pathname: '/booknow/hotels/search' });
    actor.send({ type: 'CHANGE', language: 'fr' });
    expect(emitted[0]?.effect).toEqual({ kind: 'reload' });
  });

  it('returns car pages to the cars home', () => {
    const { actor, emitted } = start({ ...visitor, pathname: '/booknow/cars/result-details' });
    actor.send({ type: 'CHANGE', language: 'fr' });
    expect(emitted[0]?.effect).toEqual({ kind: 'navigate', to: '/booknow/cars' });
  });

  it('uses the page the machine was last told about', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'LOCATION', pathname: '/booknow/flights/search' });
    actor.send({ type: 'CHANGE', language: 'de' });
    expect(emitted[0]?.effect).toEqual({ kind: 'reload' });
  });
});
