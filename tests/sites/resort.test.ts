// Issue 15 item 4 in the browser: on horizon (Resorts active, no non-login flow) a visitor opens
// /booknow/resort (spec §2.1), finds a region by typing (spec §7 GET /search?key=, §5 URL-encoded),
// is asked to log in for prices (spec §4, §6), sees the deals near it (POST /properties/deals),
// opens a resort's availability (GET /properties/availability), holds it and releases the hold
// (spec §4: PUT /itineraries?…&status=RELEASE). Then the spec §8 words of each resort failure:
// regions that fail, a search cut short by a new one (silent), and a release that fails.
import { MESSAGES } from '@wl/core';
import { NAMESPACES } from '@wl/i18n';
import type { Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SitesHarness, settled, signIn, startSites } from './sitesHarness.ts';

let sites: SitesHarness;
beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const text = NAMESPACES.resort.en;

describe('resort remote on horizon (issue 15 item 4)', () => {
  it('region by typing -> log in -> deals -> availability -> hold -> release', async () => {
    const { page, errors, close } = await sites.open('horizon', '/booknow/resort');
    // The remote and its page chunk load after the shell.
    page.setDefaultTimeout(30_000);
    try {
      const root = page.locator('[data-remote-app="resort"]');
      const destination = root.getByRole('combobox', { name: text['field.destination'] });
      await destination.waitFor();
      // Spec §7: regions, then their sub-regions, to browse.
      await root.getByRole('heading', { name: 'Mexican Caribbean' }).waitFor();
      await settled(page);

      const suggested = page.waitForResponse((response) =>
        response.url().includes('/resort-api/search?key=Canc'),
      );
      await destination.fill('Cancún');
      expect((await suggested).status()).toBe(200);
      await page.getByRole('option', { name: 'Cancún' }).first().click();
      await root.getByRole('button', { name: text['search.submit'] }).click();
      // The dates are missing: the form says so and stays.
      await root.getByText(NAMESPACES.search.en['dates.problem.missing']).waitFor();
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      // The query lives in the URL (shareable, reloadable): open the search a URL names.
      await page.goto(
        new URL(
          `/booknow/resort/search?${new URLSearchParams({
            place: 'Cancún',
            lat: '21.1619',
            lon: '-86.8515',
            checkIn: day(40),
            checkOut: day(42),
            adults: '2',
          })}`,
          page.url(),
        ).href,
      );

      // A visitor of an agency without the non-login flow is asked to log in (spec §4, §6).
      await root.getByText(text['deals.signIn']).waitFor();
      await root.getByRole('link', { name: 'Log In' }).click();
      await page.waitForURL(/\/login\?/);
      await settled(page);
      await signIn(page, 'traveller@horizon.test');
      await page.waitForURL(/\/booknow\/resort\/search\?place=Canc/);

      // Deals near Cancún, nearest first.
      const first = root.getByRole('article').first();
      await first.waitFor();
      const name = (await first.getAttribute('aria-label')) ?? '';
      await first.getByRole('link', { name: new RegExp(`^${text['deals.view']}`) }).click();

      // Availability for the stay, then Hold.
      await root.getByRole('heading', { level: 1, name }).waitFor();
      await root.getByRole('button', { name: text['details.hold'] }).click();
      await page.waitForURL(/\/booknow\/resort\/checkout\?reference=RS-/);
      const reference = new URL(page.url()).searchParams.get('reference') ?? '';
      await root.getByText(reference).waitFor();
      await expect(root.getByTestId('resort-hold-status').textContent()).resolves.toBe(
        text['hold.status.HELD'],
      );

      // Release: PUT with status=RELEASE and an empty body (spec §4, §7).
      const released = page.waitForRequest(
        (request) => request.method() === 'PUT' && request.url().includes('status=RELEASE'),
      );
      await root.getByRole('button', { name: text['hold.release'] }).click();
      expect((await released).postData() ?? '').toBe('');
      await root.getByText(text['hold.released']).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const CANCUN = `/booknow/resort/search?${new URLSearchParams({
  place: 'Cancún',
  lat: '21.1619',
  lon: '-86.8515',
  checkIn: day(40),
  checkOut: day(42),
  adults: '2',
})}`;

describe('resort failures in the spec §8 words (issue 15 item 4)', () => {
  it('regions fail -> their words; a search cut short is silent; a failed release -> a toast', async () => {
    const { page, errors, close } = await sites.open('horizon', '/booknow/resort');
    page.setDefaultTimeout(30_000);
    const root = page.locator('[data-remote-app="resort"]');
    try {
      // Regions: the page's own words, whatever the server said (spec §8).
      await page.route('**/resort-api/regions**', (route) =>
        route.fulfill({ status: 500, json: { message: 'upstream regions are down' } }),
      );
      await page.reload();
      await root.getByRole('alert').filter({ hasText: MESSAGES.regionsFailed }).waitFor();
      await expect(page.getByText('upstream regions are down').count()).resolves.toBe(0);
      await page.unroute('**/resort-api/regions**');

      // Signed in (deals need a token, spec §4), a search whose deals never answer.
      await page.goto(new URL('/login', page.url()).href);
      await settled(page);
      await signIn(page, 'traveller@horizon.test');
      await page.waitForURL((url) => url.pathname === '/');
      let held: Request | null = null;
      await page.route('**/resort-api/properties/deals**', (route) => {
        if (held) return route.continue();
        held = route.request();
        return new Promise<void>(() => {});
      });
      const cutShort = new Promise<string>((resolve) =>
        page.on('requestfailed', (request) => {
          if (request === held) resolve(request.failure()?.errorText ?? '');
        }),
      );
      await page.goto(new URL(CANCUN, page.url()).href);
      await expect.poll(() => held !== null, { timeout: 30_000 }).toBe(true);
      // A new search while the first is in flight: change it and search again.
      await root.getByRole('link', { name: text['deals.changeSearch'] }).click();
      await root.getByRole('button', { name: text['search.submit'] }).click();
      expect(await cutShort).toContain('ERR_ABORTED');
      await root.getByRole('article').first().waitFor();
      // Spec §8: 'Request was canceled' is ignored silently: no toast, no failure panel.
      await expect(page.getByText(MESSAGES.requestCanceled).count()).resolves.toBe(0);
      await expect(root.getByRole('alert').count()).resolves.toBe(0);

      // A hold, then a release the server refuses: its message, else 'Internal Server Error'.
      const name = (await root.getByRole('article').first().getAttribute('aria-label')) ?? '';
      await root
        .getByRole('article')
        .first()
        .getByRole('link', { name: new RegExp(`^${text['deals.view']}`) })
        .click();
      await root.getByRole('heading', { level: 1, name }).waitFor();
      await root.getByRole('button', { name: text['details.hold'] }).click();
      await page.waitForURL(/\/booknow\/resort\/checkout\?reference=RS-/);
      const refusals = [
        (route: import('playwright').Route) =>
          route.fulfill({ status: 409, json: { message: 'The hold is with the supplier.' } }),
        (route: import('playwright').Route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
      ];
      await page.route('**/resort-api/itineraries**', (route) =>
        route.request().method() === 'PUT' && refusals.length > 0
          ? (refusals.shift() as (typeof refusals)[number])(route)
          : route.continue(),
      );
      const release = root.getByRole('button', { name: text['hold.release'] });
      await release.click();
      await page.getByText('The hold is with the supplier.', { exact: true }).waitFor();
      await release.click();
      await page.getByText(MESSAGES.resortReleaseFailed, { exact: true }).waitFor();
      await expect(root.getByTestId('resort-hold-status').textContent()).resolves.toBe(
        text['hold.status.HELD'],
      );
      await release.click();
      await root.getByText(text['hold.released']).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
