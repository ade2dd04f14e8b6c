// A mounted remote's texts (RemoteMountContext.texts): it bundles none. The host hands over those
// of its language before the first render, and those of a language the visitor picks while the
// remote is mounted before the remote switches to it, so no key ever shows in place of a text.
import { FALLBACK_LANGUAGE, type LanguageCode } from '@wl/core';
import { createI18nInstance } from '@wl/i18n/runtime';
import type { RemoteMountContext } from '@wl/remote-host/remote';
import type { i18n as I18n } from 'i18next';
import type { HostStore } from './hostStore.ts';

export interface RemoteTexts {
  /** The remote's i18next instance, in the host's language once `ready` has settled. */
  i18n: I18n;
  /** Settles once the texts of the host's language are in; rejects when the host has none. */
  ready: Promise<void>;
  stop(): void;
}

/** An i18next instance that follows the host's language, its texts asked of the host. */
export function followHostTexts(store: HostStore, texts: RemoteMountContext['texts']): RemoteTexts {
  const first = store.snapshot().language ?? FALLBACK_LANGUAGE;
  const i18n = createI18nInstance(first, {});
  let wanted: LanguageCode = first;
  const load = async (language: LanguageCode) => {
    const namespaces = await texts(language);
    for (const [namespace, entries] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, entries, true, true);
    }
    // A later choice may have been made while these texts were on their way.
    if (wanted === language) await i18n.changeLanguage(language);
  };
  const ready = load(first);
  const unsubscribe = store.subscribe(() => {
    const language = store.snapshot().language;
    if (!language || language === wanted) return;
    wanted = language;
    // Unavailable: the remote keeps the texts it shows (the host reports its own failure).
    load(language).catch(() => {});
  });
  return { i18n, ready, stop: unsubscribe };
}
