// Spec §4: a `lng` link chose the page's language, so the pll_language cookie keeps it for the
// next pages. Done by the page's head script, not an island: reading pages run no island until the
// visitor interacts, and the choice must be kept all the same.
import type { LanguageCode, languageToRemember } from '@wl/core';

export interface PageLanguageMemory {
  agency: { isAgencyClaro: boolean };
  pageLanguage: LanguageCode;
  /** Core `LANGUAGE_COOKIE`. */
  cookieName: string;
  /** Core `languageCookie(pageLanguage)`: the value written when the choice is to be kept. */
  setCookie: string;
}

/**
 * Reads the `lng` query and the cookie, asks core's `languageToRemember` and writes its answer.
 * Self-contained (no outside names, no inner named functions): its source is inlined in the head.
 */
export function rememberPageLanguage(
  remember: typeof languageToRemember,
  page: PageLanguageMemory,
): void {
  let cookieLanguage: string | null = null;
  for (const entry of document.cookie.split(';')) {
    const at = entry.indexOf('=');
    if (at > 0 && entry.slice(0, at).trim() === page.cookieName) {
      cookieLanguage = decodeURIComponent(entry.slice(at + 1).trim());
    }
  }
  const code = remember({
    agency: page.agency,
    queryLanguage: new URLSearchParams(location.search).get('lng'),
    cookieLanguage,
    pageLanguage: page.pageLanguage,
  });
  // biome-ignore lint/suspicious/noDocumentCookie: runs before anything else on the page; no library here.
  if (code) document.cookie = page.setCookie;
}
