// Issue 20 bug: the home island started a deals search for hotels, activities and cars whatever
// the agency offered, so an agency without hotels still sent a hotel search. Spec §2.3: only
// enabled services appear; spec §4, §7: a deal list (and its search) per shown service.
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SitesHarness, settled, startSites, translationsAsked } from './sitesHarness.ts';

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

/** Scripts and styles the page asked the built-in remotes for. */
const remoteRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/_remotes/')),
  );

/** `MMDDYYYY` of a day from today, as the date segments take it from the keyboard. */
const typedDay = (offset: number) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  return `${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}${day.getFullYear()}`;
};

describe('the home page search box (issue 15 item 5)', { timeout: 240_000 }, () => {
  it('horizon: after the deals and the first move, the active tab searches; nothing below moves', async () => {
    const { page, errors, close } = await sites.open('horizon', '/');
    page.setDefaultTimeout(90_000);
    try {
      await settled(page);
      const box = page.locator('section[data-home-search]');
      // Before the visitor moves: the heading and Book Now, and not a byte of the remote.
      await expect(box.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
        'Search for hotels',
      );
      await expect(box.getByRole('link', { name: 'Book Now' }).getAttribute('href')).resolves.toBe(
        '/booknow/hotels',
      );
      expect(await remoteRequests(page)).toEqual([]);
      // The home carries the shell's texts only (issue 18): none is asked for while the page
      // loads and hydrates; the remote's come with its scripts, on the first move.
      await expect(translationsAsked(page)).resolves.toEqual([]);
      const dealsHeading = page.getByRole('heading', { level: 2, name: 'Exclusive Deals' });
      const dealsTop = (await dealsHeading.boundingBox())?.y;

      // Escape closes the save-prices modal (spec §4) if it opened; a key is a first move too.
      await page.keyboard.press('Escape');
      await page.mouse.move(20, 20);
      const destination = box.getByRole('combobox', { name: 'Destination' });
      await destination.waitFor();
      expect((await remoteRequests(page)).some((url) => url.endsWith('/remoteEntry.js'))).toBe(
        true,
      );
      await expect(translationsAsked(page)).resolves.toEqual(['/api/translations/en']);
      await expect(box.getByRole('link', { name: 'Book Now' }).count()).resolves.toBe(0);
      expect((await dealsHeading.boundingBox())?.y).toBe(dealsTop);

      // The hotel search, as on its own page: suggestions, dates, then the results page.
      await destination.pressSequentially('Mia', { delay: 30 });
      await page
        .getByRole('option', { name: /^Miami/ })
        .first()
        .click();
      await box.getByRole('spinbutton').first().click();
      await page.keyboard.type(`${typedDay(12)}${typedDay(14)}`, { delay: 20 });
      await box.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/booknow\/hotels\/search-details\?destination=Miami&/);
      await page.getByRole('article').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the box follows the deal tabs, and a `tab` query opens on its vertical (horizon, nordlys)', async () => {
    const { page, close } = await sites.open('horizon', '/?tab=Car%20Rentals');
    page.setDefaultTimeout(90_000);
    try {
      await settled(page);
      const box = page.locator('section[data-home-search]');
      await expect(box.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
        'Search for cars',
      );
      await page.keyboard.press('Escape');
      await page.mouse.move(20, 20);
      await box.getByRole('combobox', { name: 'Pick-up location' }).waitFor();
      await page.getByRole('tab', { name: 'Activities' }).click();
      await box.getByRole('heading', { level: 2, name: 'Search for activities' }).waitFor();
      await box.getByRole('combobox', { name: 'Destination' }).waitFor();
      await expect(box.getByRole('combobox', { name: 'Pick-up location' }).count()).resolves.toBe(
        0,
      );
    } finally {
      await close();
    }

    // Nordlys offers Air Travel first and Cruise: flights, then the cruise lines.
    const nordlys = await sites.open('nordlys', '/');
    nordlys.page.setDefaultTimeout(90_000);
    try {
      await settled(nordlys.page);
      const box = nordlys.page.locator('section[data-home-search]');
      await nordlys.page.keyboard.press('Escape');
      await nordlys.page.mouse.move(20, 20);
      await box.getByRole('combobox', { name: 'From' }).waitFor();
      await nordlys.page.getByRole('tab', { name: 'Cruise' }).click();
      await box.getByRole('heading', { level: 2, name: 'Search for cruises' }).waitFor();
      await box.getByRole('button', { name: /Cruise line/ }).waitFor();
    } finally {
      await nordlys.close();
    }
  });
});
