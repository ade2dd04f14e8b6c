// Issue 20 bug: the home island started a deals search for hotels, activities and cars whatever
// the agency offered, so an agency without hotels still sent a hotel search. Spec §2.3: only
// enabled services appear; spec §4, §7: a deal list (and its search) per shown service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SitesHarness, settled, startSites } from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

/** The spec §7 deal searches the home page sent, by service. */
async function dealSearchesOf(subdomain: string): Promise<string[]> {
  const { page, close } = await sites.open(subdomain, '/');
  try {
    await page.getByRole('banner').waitFor();
    await settled(page);
    const urls = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    return urls
      .map((url) => /\/deals\/(\w+)-search/.exec(url)?.[1])
      .filter((service): service is string => !!service)
      .sort();
  } finally {
    await close();
  }
}

describe('home deal searches (spec §2.3, §4, §7)', () => {
  it('horizon offers hotels, cars and activities: one search each', async () => {
    expect(await dealSearchesOf('horizon')).toEqual(['activity', 'car', 'hotel']);
  });

  it('nordlys offers only Air Travel, Resorts and Cruise: no deal search at all', async () => {
    expect(await dealSearchesOf('nordlys')).toEqual([]);
  });
});
