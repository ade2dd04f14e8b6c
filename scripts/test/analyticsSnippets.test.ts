// Spec §1 analytics ids: the snippets a page carries queue the page view at once and ask for the
// service's loader only once the page has loaded (sites/shell pageHead.ts). Run in a bare context
// standing in for the browser: what they queue and which scripts they insert, and when.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { validateConfigText } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { analyticsSnippets } from '../../sites/shell/src/lib/pageHead.ts';
import { CONFIG_DIR } from '../lib/configFiles.ts';

function configWith(analytics: Record<string, unknown>) {
  const text = JSON.parse(readFileSync(join(CONFIG_DIR, 'horizon.json'), 'utf8'));
  text.agency.analytics = analytics;
  const result = validateConfigText(JSON.stringify(text));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}

/** Runs the snippets as a page's inline scripts would, then fires the page's load event. */
function runOnPage(snippets: string[]) {
  const inserted: string[] = [];
  const onLoad: (() => void)[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (script: { src: string; async: boolean }) => inserted.push(script.src) },
    },
  };
  window.window = window;
  for (const snippet of snippets) runInNewContext(snippet, window);
  const beforeLoad = [...inserted];
  for (const listener of onLoad) listener();
  return { window, beforeLoad, afterLoad: inserted };
}

describe('analytics snippets (spec §1 analytics ids)', () => {
  it('Google Analytics: the page view is queued at once, gtag.js asked for after the load', () => {
    const page = runOnPage(
      analyticsSnippets(configWith({ isEnabled: true, googleAnalyticsId: 'G-TEST1' })),
    );
    expect(page.beforeLoad).toEqual([]);
    expect(page.afterLoad).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1']);
    const queued = (page.window.dataLayer as ArrayLike<unknown>[]).map((entry) =>
      Array.from(entry),
    );
    expect(queued.map((entry) => entry[0])).toEqual(['js', 'config']);
    expect(queued[1]).toEqual(['config', 'G-TEST1']);
  });

  it('Meta pixel: init and PageView are queued at once, fbevents.js asked for after the load', () => {
    const page = runOnPage(
      analyticsSnippets(configWith({ isEnabled: true, facebookAnalyticsId: '1234567890' })),
    );
    expect(page.beforeLoad).toEqual([]);
    expect(page.afterLoad).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    const fbq = page.window.fbq as { queue: ArrayLike<unknown>[] };
    expect(fbq.queue.map((entry) => Array.from(entry))).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('both ids: both services, each loader once; analytics off: nothing', () => {
    const both = runOnPage(
      analyticsSnippets(
        configWith({
          isEnabled: true,
          googleAnalyticsId: 'G-TEST1',
          facebookAnalyticsId: '123456789012345',
        }),
      ),
    );
    expect(both.afterLoad).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(
      analyticsSnippets(configWith({ isEnabled: false, googleAnalyticsId: 'G-TEST1' })),
    ).toEqual([]);
  });
});
