// A remote bundles no texts (issue 18): it shows the host's, in the host's language, and never a
// key while the texts of a newly picked language are on their way (spec §4 language, §7 "Other").
import type { LanguageCode } from '@wl/core';
import type { HostState, LanguageTexts } from '@wl/remote-host/remote';
import { describe, expect, it } from 'vitest';
import type { HostStore } from './hostStore.ts';
import { followHostTexts } from './remoteTexts.ts';

/** A host store whose language the test moves, as host:language events would. */
function fakeStore(language: LanguageCode) {
  let state: Partial<HostState> = { language };
  const listeners = new Set<() => void>();
  const store: HostStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    stop: () => listeners.clear(),
  };
  const pick = (next: LanguageCode) => {
    state = { ...state, language: next };
    for (const listener of listeners) listener();
  };
  return { store, pick, listeners };
}

const TEXTS: Partial<Record<LanguageCode, LanguageTexts>> = {
  en: { search: { 'field.from': 'From' } },
  fr: { search: { 'field.from': 'De' } },
  de: { search: { 'field.from': 'Von' } },
};

/** The host's texts, each language answered when the test says so. */
function slowHost() {
  const pending = new Map<LanguageCode, () => void>();
  const asked: LanguageCode[] = [];
  const texts = (language: LanguageCode) => {
    asked.push(language);
    return new Promise<LanguageTexts>((resolve, reject) => {
      pending.set(language, () => {
        const found = TEXTS[language];
        if (found) resolve(found);
        else reject(new Error(`no texts for ${language}`));
      });
    });
  };
  const answer = async (language: LanguageCode) => {
    pending.get(language)?.();
    // Let the remote's awaits run.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { texts, answer, asked };
}

describe('followHostTexts', () => {
  it("is ready once the host's language's texts are in, and shows them", async () => {
    const { store } = fakeStore('fr');
    const host = slowHost();
    const remote = followHostTexts(store, host.texts);
    expect(host.asked).toEqual(['fr']);
    await host.answer('fr');
    await remote.ready;
    expect(remote.i18n.language).toBe('fr');
    expect(remote.i18n.t('search:field.from')).toBe('De');
  });

  it('keeps the old language until the new one has its texts, then switches', async () => {
    const { store, pick } = fakeStore('en');
    const host = slowHost();
    const remote = followHostTexts(store, host.texts);
    await host.answer('en');
    await remote.ready;
    pick('de');
    expect(remote.i18n.t('search:field.from')).toBe('From');
    await host.answer('de');
    expect(remote.i18n.language).toBe('de');
    expect(remote.i18n.t('search:field.from')).toBe('Von');
  });

  it('ends on the last language picked when an earlier pick answers later', async () => {
    const { store, pick } = fakeStore('en');
    const host = slowHost();
    const remote = followHostTexts(store, host.texts);
    await host.answer('en');
    pick('fr');
    pick('de');
    await host.answer('de');
    await host.answer('fr');
    expect(remote.i18n.language).toBe('de');
  });

  it('rejects `ready` when the host has no texts for its language; stop stops following', async () => {
    const { store, pick, listeners } = fakeStore('sv');
    const host = slowHost();
    const remote = followHostTexts(store, host.texts);
    const ready = expect(remote.ready).rejects.toThrow('no texts for sv');
    await host.answer('sv');
    await ready;
    remote.stop();
    expect(listeners.size).toBe(0);
    pick('fr');
    expect(host.asked).toEqual(['sv']);
  });
});
