// The sites tests' visitor pages share one persistent context (visitorPages.ts): each must still
// be a new visitor's, and what would outlive a page must refuse on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SitesHarness, startSites } from './sitesHarness.ts';

let sites: SitesHarness;
beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

describe('a visitor page of the sites tests (tests/sites/visitorPages.ts)', () => {
  it("keeps nothing of the previous page's visitor: cookies, local storage, IndexedDB", async () => {
    for (const subdomain of ['horizon', 'nordlys']) {
      const first = await sites.open(subdomain, '/about');
      try {
        await first.page
          .context()
          .addCookies([{ name: 'left_behind', value: '1', url: sites.server.url(subdomain) }]);
        await first.page.evaluate(async () => {
          localStorage.setItem('left_behind', '1');
          await new Promise((resolve, reject) => {
            const request = indexedDB.open('left_behind');
            request.onsuccess = resolve;
            request.onerror = reject;
          });
        });
      } finally {
        await first.close();
      }
    }
    const next = await sites.open('horizon', '/about');
    try {
      await expect(next.page.context().cookies()).resolves.toEqual([]);
      const kept = await next.page.evaluate(async () => ({
        local: localStorage.length,
        databases: (await indexedDB.databases()).map((database) => database.name),
      }));
      expect(kept).toEqual({ local: 0, databases: [] });
      await next.page.goto(new URL('/about', sites.server.url('nordlys')).href);
      await expect(next.page.evaluate(() => localStorage.length)).resolves.toBe(0);
    } finally {
      await next.close();
    }
  });

  it('refuses what would reach the next test, and a page of its own allows it', async () => {
    const shared = await sites.open('horizon', 'about:blank');
    try {
      expect(() => shared.page.clock).toThrow(/ownContext/);
      expect(() => shared.page.context().addInitScript(() => {})).toThrow(/ownContext/);
      expect(() => shared.page.context().route('**/*', (route) => route.continue())).toThrow(
        /ownContext/,
      );
    } finally {
      await shared.close();
    }
    const own = await sites.open('horizon', 'about:blank', { ownContext: true });
    try {
      await own.page.clock.install();
      await own.page.context().addInitScript(() => {});
    } finally {
      await own.close();
    }
  });

  it('gives a second page open at the same time a context of its own', async () => {
    const owner = await sites.openWithSession('horizon', 'owner@horizon.test', '/about');
    const visitor = await sites.open('horizon', '/about');
    try {
      const names = async (opened: typeof owner) =>
        (await opened.page.context().cookies()).map((cookie) => cookie.name);
      expect(await names(owner)).not.toEqual([]);
      expect(await names(visitor)).toEqual([]);
    } finally {
      await visitor.close();
      await owner.close();
    }
  });
});
