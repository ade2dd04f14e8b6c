import type { LanguageCode } from '@wl/core';
import i18next, { type i18n, type Resource } from 'i18next';
import { FALLBACK_LANGUAGE } from './languages.ts';

/**
 * The texts the shell's own pages and islands draw with (header, footer, side navigation, deals,
 * content pages, sign-in): every page carries them.
 */
export const SHELL_NAMESPACES = [
  'common',
  'header',
  'footer',
  'sideNav',
  'deals',
  'pages',
  'legal',
  'login',
] as const;

/**
 * The texts only the remotes' screens draw with. A page that mounts a remote carries them; on any
 * other page a remote that mounts (the home's search box) is given them by the host's `texts`,
 * which asks the translation service for what the page lacks (issue 18: a quarter of a reading
 * page's bytes were texts no script of it could show).
 */
export const REMOTE_NAMESPACES = [
  'remote',
  'account',
  'search',
  'hotels',
  'booking',
  'resort',
  'areas',
  'agentTools',
] as const;

/** What a page's islands and remotes may draw with in the browser. */
export const RUNTIME_NAMESPACES = [...SHELL_NAMESPACES, ...REMOTE_NAMESPACES] as const;

/**
 * The texts only the generator draws with, for what it writes once as HTML and no script redraws
 * (the blog and destination pages): no page carries them for its islands.
 */
export const BUILD_NAMESPACES = ['content'] as const;

/** Namespace names, kept apart from the texts so a page that bakes one language bundles none. */
export const NAMESPACE_LIST = [...RUNTIME_NAMESPACES, ...BUILD_NAMESPACES] as const;

/**
 * An i18next instance holding exactly the texts given, initialised synchronously so the first
 * render (server or client) already has them. Plurals follow `Intl.PluralRules` of the language.
 */
export function createI18nInstance(
  language: LanguageCode,
  resources: Resource,
  options: {
    /** Called with each text asked for and not found (the key is then shown instead). */
    onMissing?: (namespace: string, key: string) => void;
  } = {},
): i18n {
  const { onMissing } = options;
  const instance = i18next.createInstance();
  void instance.init({
    ...(onMissing && {
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], namespace: string, key: string) =>
        onMissing(namespace, key),
    }),
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: false,
    ns: [...NAMESPACE_LIST],
    defaultNS: 'common',
    resources,
    initAsync: false,
    // React escapes text; i18next escaping would double-escape "&" in agency names.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keys are dotted names inside flat namespaces, not paths into nested objects.
    keySeparator: false,
  });
  return instance;
}
