import {
  type AgencyConfig,
  HOME_PATH,
  type LanguageCode,
  partnerAgencyRedirect,
  SESSION_COOKIES,
} from '@wl/core';
import { describe, expect, it } from 'vitest';
import { partnerAgencyScript } from '../../sites/shell/src/lib/pageHead.ts';
import { readAgencyConfig } from '../../tests/sites/demoConfigs.ts';
import {
  APP_SHELL,
  LANGUAGE_VARIANTS_DIR,
  requestedLanguage,
  type SiteRules,
  shellPages,
  siteRules,
} from '../lib/siteRules.ts';
import { demoSiteRules } from './siteFixture.ts';

const rules = demoSiteRules();

function rulesOf(subdomain: string): SiteRules {
  const found = rules.get(subdomain);
  if (!found) throw new Error(`no demo rules for ${subdomain}`);
  return found;
}

/** requestedLanguage for a query string and a Cookie-like list of name=value pairs. */
function requested(
  subdomain: string,
  query: string,
  cookies: Record<string, string> = {},
): LanguageCode | null {
  return requestedLanguage(rulesOf(subdomain), {
    query: new URLSearchParams(query),
    cookies: new Map(Object.entries(cookies)),
  });
}

describe('siteRules(...).languages (spec §4 "Language", §9)', () => {
  it('spec §4/§9: horizon offers all 9 languages: en at the root, the 8 others as variants', () => {
    expect(rulesOf('horizon').languages).toEqual({
      default: 'en',
      variants: ['pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'],
    });
  });

  it('spec §4: the partner agency (solmar) is forced to es: no variants', () => {
    expect(rulesOf('solmar').languages).toEqual({ default: 'es', variants: [] });
  });

  it('spec §4: nordlys offers en/no/sv/da: en at the root, no, sv and da as variants', () => {
    expect(rulesOf('nordlys').languages).toEqual({ default: 'en', variants: ['no', 'sv', 'da'] });
  });

  it('spec §9: an agency without a language list offers every supported language', () => {
    expect(rulesOf('dormant').languages.default).toBe('en');
    expect(rulesOf('dormant').languages.variants).toHaveLength(8);
  });

  it('the variants folder is _lang', () => {
    expect(LANGUAGE_VARIANTS_DIR).toBe('_lang');
  });
});

describe('requestedLanguage (spec §2.1 lng, §4 "Language", §9 pll_language)', () => {
  it('spec §2.1/§4: the lng query picks a variant', () => {
    expect(requested('horizon', 'lng=ar')).toBe('ar');
    expect(requested('nordlys', 'tab=Hotels&lng=sv')).toBe('sv');
  });

  it('spec §9: the pll_language cookie picks a variant', () => {
    expect(requested('horizon', '', { pll_language: 'de' })).toBe('de');
    expect(requested('horizon', '', { wl_access_token: 'x', pll_language: 'fr' })).toBe('fr');
  });

  it('spec §4: the query wins over the cookie', () => {
    expect(requested('horizon', 'lng=ar', { pll_language: 'de' })).toBe('ar');
    // The query naming the default language: the default pages, whatever the cookie says.
    expect(requested('horizon', 'lng=en', { pll_language: 'de' })).toBeNull();
  });

  it('spec §4: case-insensitive and trimmed', () => {
    expect(requested('horizon', 'lng=AR')).toBe('ar');
    expect(requested('horizon', 'lng=+Ar%20')).toBe('ar');
    expect(requested('horizon', '', { pll_language: ' DE ' })).toBe('de');
  });

  it('spec §9: an unsupported language does not count (the cookie, else the default)', () => {
    expect(requested('horizon', 'lng=xx')).toBeNull();
    expect(requested('horizon', 'lng=xx', { pll_language: 'ar' })).toBe('ar');
    expect(requested('horizon', 'lng=', { pll_language: 'ar' })).toBe('ar');
    expect(requested('horizon', '', { pll_language: 'klingon' })).toBeNull();
  });

  it('spec §4: a language the agency does not offer does not count', () => {
    expect(requested('nordlys', 'lng=ar')).toBeNull();
    expect(requested('nordlys', '', { pll_language: 'de' })).toBeNull();
    expect(requested('nordlys', 'lng=de', { pll_language: 'no' })).toBe('no');
  });

  it('spec §4: the default language and no choice give the default pages (null)', () => {
    expect(requested('horizon', '')).toBeNull();
    expect(requested('horizon', '', { pll_language: 'en' })).toBeNull();
    expect(requested('nordlys', 'lng=en')).toBeNull();
  });

  it('spec §4: the partner agency always gets its (es) default pages', () => {
    expect(requested('solmar', 'lng=en')).toBeNull();
    expect(requested('solmar', 'lng=es')).toBeNull();
    expect(requested('solmar', '', { pll_language: 'en' })).toBeNull();
  });

  it('rules written before language variants existed give the default pages', () => {
    const { languages: _, ...older } = rulesOf('horizon');
    expect(
      requestedLanguage(older as SiteRules, {
        query: new URLSearchParams('lng=ar'),
        cookies: new Map(),
      }),
    ).toBeNull();
  });
});

describe('spec §2.1 special agency mode: one rule for the servers and the home page script', () => {
  const claro = { isAgencyClaro: true };
  const signedIn = partnerAgencyRedirect(HOME_PATH, claro, true);
  const visitor = partnerAgencyRedirect(HOME_PATH, claro, false);

  it("the servers' redirects of / are core's partnerAgencyRedirect, with and without a token", () => {
    expect(rulesOf('solmar').redirects).toEqual([
      {
        path: HOME_PATH,
        cookie: { name: SESSION_COOKIES.accessToken, present: true },
        location: signedIn,
      },
      {
        path: HOME_PATH,
        cookie: { name: SESSION_COOKIES.accessToken, present: false },
        location: visitor,
      },
    ]);
    expect(rulesOf('horizon').redirects).toEqual([]);
  });

  it("the home page's inline script goes to the same two places, and exists only in that mode", () => {
    const script = partnerAgencyScript(claro, SESSION_COOKIES.accessToken) ?? '';
    expect(script).toContain(JSON.stringify(signedIn));
    expect(script).toContain(JSON.stringify(visitor));
    expect(partnerAgencyScript({ isAgencyClaro: false }, SESSION_COOKIES.accessToken)).toBeNull();
  });
});

describe('the blog and destinations (spec §1, §2.1): the shell’s pages, or a remote’s whole prefix', () => {
  const horizon = readAgencyConfig('horizon');
  const routed = (config: AgencyConfig, path: string) => {
    const site = siteRules(config);
    return site.rewrites.find((rewrite) => new RegExp(rewrite.regex, 'i').test(path))?.target;
  };

  it('without a blog remote, /blog pages are files and a missing post is the 404 page', () => {
    const files = shellPages(horizon);
    expect(files).toEqual(expect.arrayContaining(['/blog', '/blog/share', '/destination']));
    expect(routed(horizon, '/blog/no-such-post')).toBeNull();
    expect(routed(horizon, '/blog/share/no-such-post')).toBe('/blog/index.html');
  });

  it('with remotes.blog set, every path under /blog goes to the app shell that mounts it', () => {
    const own = { ...horizon, remotes: { blog: 'https://blog.example/remoteEntry.js' } };
    expect(shellPages(own).some((path) => path.startsWith('/blog'))).toBe(false);
    for (const path of ['/blog', '/blog/share', '/blog/first-post', '/blog/2026/05/x']) {
      expect(routed(own, path), path).toBe(APP_SHELL);
    }
    // The destinations stay the shell's: only the section with a remote moves.
    expect(shellPages(own)).toContain('/destination');
  });
});
