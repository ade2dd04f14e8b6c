// DESIGN §2 "Remotes outside this repository": a configured remote origin changes a page's CSP
// only by adding that origin. The sources each directive gets are decided by
// sites/shell/src/lib/pageHead.ts `cspSources`; the pages apply them (`applyCspSources`), and
// tests/sites/externalRemoteCsp.test.ts checks the built pages in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateConfigText } from '@wl/core';
import { describe, expect, it } from 'vitest';
import {
  applyCspSources,
  CSP_SOURCE_DIRECTIVES,
  type CspSources,
  cspSources,
} from '../../sites/shell/src/lib/pageHead.ts';
import { CONFIG_DIR } from '../lib/configFiles.ts';

const REMOTE = 'http://127.0.0.1:5199';

/** Horizon's demo config with `changes` laid over its top level, validated as a build reads it. */
function horizonWith(changes: Record<string, unknown> = {}) {
  const text = JSON.parse(readFileSync(join(CONFIG_DIR, 'horizon.json'), 'utf8'));
  const result = validateConfigText(JSON.stringify({ ...text, ...changes }));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}

/** Horizon without its analytics, so that only what a test sets widens the policy. */
const plainHorizon = (changes: Record<string, unknown> = {}) =>
  horizonWith({ agency: { ...horizonWith().agency, analytics: { isEnabled: false } }, ...changes });

/** The fixed sources: what a page without remotes, API bases or analytics allows. */
const FIXED: CspSources = {
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
};

describe('CSP sources (DESIGN §2 CSP, pageHead.ts cspSources)', () => {
  it('without a config (the page for unknown hosts): only the fixed sources', () => {
    expect(cspSources()).toEqual(FIXED);
  });

  it('an agency without remotes, API bases or analytics: the fixed sources', () => {
    expect(cspSources(plainHorizon())).toEqual(FIXED);
  });

  it("an external remote only adds its origin: every directive keeps 'self' and its other sources", () => {
    // Horizon's demo as it is (Google Analytics on), then with a blog remote on another origin.
    const before = cspSources(horizonWith());
    const after = cspSources(horizonWith({ remotes: { blog: `${REMOTE}/remoteEntry.js` } }));
    for (const directive of CSP_SOURCE_DIRECTIVES) {
      expect(after[directive], directive).toContain("'self'");
      expect([...after[directive]].sort(), directive).toEqual(
        [...before[directive], REMOTE].sort(),
      );
    }
  });

  it('several remotes: each origin once, without its path', () => {
    const sources = cspSources(
      plainHorizon({
        remotes: {
          main: `${REMOTE}/main/remoteEntry.js`,
          blog: `${REMOTE}/blog/remoteEntry.js`,
          resort: 'https://resort.example/remoteEntry.js',
        },
      }),
    );
    for (const directive of CSP_SOURCE_DIRECTIVES) {
      expect(sources[directive], directive).toEqual([
        ...FIXED[directive],
        REMOTE,
        'https://resort.example',
      ]);
    }
  });

  it("API bases and analytics widen only their own directives, keeping 'self'", () => {
    expect(cspSources(plainHorizon({ apiBaseUrl: 'https://api.example/v1/' }))).toEqual({
      ...FIXED,
      'connect-src': ["'self'", 'https://api.example'],
    });
    // Horizon's demo has Google Analytics on.
    expect(cspSources(horizonWith())).toEqual({
      ...FIXED,
      'script-src': ["'self'", 'https://www.googletagmanager.com'],
      'connect-src': [
        "'self'",
        'https://*.google-analytics.com',
        'https://www.googletagmanager.com',
      ],
    });
  });

  it('applyCspSources hands every source to Astro: script and style resources, the rest whole', () => {
    const calls: string[] = [];
    applyCspSources(
      {
        insertScriptResource: (resource) => calls.push(`script ${resource}`),
        insertStyleResource: (resource) => calls.push(`style ${resource}`),
        insertDirective: (directive) => calls.push(`directive ${directive}`),
      },
      cspSources(plainHorizon({ remotes: { blog: `${REMOTE}/remoteEntry.js` } })),
    );
    expect(calls).toEqual([
      "script 'self'",
      `script ${REMOTE}`,
      "style 'self'",
      `style ${REMOTE}`,
      `directive connect-src 'self' ${REMOTE}`,
      `directive img-src 'self' data: https: ${REMOTE}`,
      `directive font-src 'self' ${REMOTE}`,
    ]);
  });
});
