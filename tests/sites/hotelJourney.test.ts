// Issue 15 item 3 in the browser: on horizon (no non-login flow) a visitor searches hotels in
// Miami with the hotel auto-suggest (spec §7), picks a result, is asked to sign in, signs in as
// the traveller, is declined with 4000 0000 0000 0002 and keeps the form, pays with 4242, sees the
// confirmation's reference number and finds the booking in My Trips; then the key steps in Arabic.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_COOKIE } from '@wl/core';
import { NAMESPACES } from '@wl/i18n';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SitesHarness, settled, signIn, startSites } from './sitesHarness.ts';

let sites: SitesHarness;
beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const en = NAMESPACES.hotels.en;
const ar = NAMESPACES.hotels.ar;
// A room is booked on the booking engine's pages, which ask a visitor to sign in in its words.
const engine = NAMESPACES.booking.en;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SEARCH = {
  destination: 'Miami',
  lat: '25.7876',
  long: '-80.2241',
  checkIn: day(12),
  checkOut: day(14),
  rooms: '1',
  adults: '2',
  children: '0',
};
const RESULTS = `/booknow/hotels/search-details?${new URLSearchParams(SEARCH)}`;
const BUDGET = 300_000;

async function payWith(page: Page, text: Record<keyof typeof en, string>, number: string) {
  const field = page.getByRole('textbox', { name: text['field.cardNumber'] });
  await field.fill(number);
  await page.getByRole('textbox', { name: text['field.expiry'] }).fill('12/35');
  await page.getByRole('textbox', { name: text['field.cvc'] }).fill('123');
  await page
    .getByRole('button', { name: new RegExp(text['payment.pay'].replace('{{amount}}', '')) })
    .click();
}

describe('hotel journey on horizon (issue 15)', () => {
  it(
    'search -> results -> hotel -> sign in -> declined -> paid -> confirmation -> My Trips',
    async () => {
      // A search coming back to be changed: the form holds it; the destination is typed again.
      const { page, errors, close } = await sites.open(
        'horizon',
        `/booknow/hotels/search?${new URLSearchParams(SEARCH)}`,
      );
      // The remote and its page chunks load after the shell: on a busy 2-core machine that is
      // slower than Playwright's default wait.
      page.setDefaultTimeout(90_000);
      try {
        const destination = page.getByRole('combobox', { name: 'Destination' });
        await destination.waitFor();
        await settled(page);
        const suggested = page.waitForResponse((response) =>
          response.url().endsWith('/api/v2/hotel/auto-suggest'),
        );
        // The field holds the earlier search's place: clear it, then type, so the text changes
        // and the suggestion call goes out.
        await destination.fill('');
        await destination.fill('Miami');
        expect((await suggested).status()).toBe(200);
        await page
          .getByRole('option', { name: /^Miami/ })
          .first()
          .click();
        await page.getByRole('button', { name: 'Search', exact: true }).click();

        // Results: the query is in the URL; a visitor without the non-login flow sees Reveal Price.
        await page.waitForURL(/\/booknow\/hotels\/search-details\?destination=Miami/);
        const first = page.getByRole('article').first();
        await first.waitFor();
        await expect(first.getByRole('link', { name: 'Reveal Price' }).count()).resolves.toBe(1);
        const hotelName = await first.getAttribute('aria-label');
        await first.getByRole('link', { name: new RegExp(`^${en['results.viewRooms']}`) }).click();

        // The hotel's rooms; book the first one.
        await page.getByRole('heading', { level: 1, name: hotelName ?? '' }).waitFor();
        await page
          .getByRole('link', { name: new RegExp(`^${en['details.book']}`) })
          .first()
          .click();

        // Asked to sign in, and brought back to the checkout after signing in.
        await page.getByText(engine['checkout.signInRequired']).waitFor();
        // The checkout's own link (the header has a Log In link too since the accounts work).
        await page
          .locator('[data-remote-app="main"]')
          .getByRole('link', { name: 'Log In' })
          .click();
        await page.waitForURL(/\/login\?/);
        await settled(page);
        await signIn(page, 'traveller@horizon.test');
        await page.waitForURL(/\/booknow\/hotels\/checkout\?/);
        const email = page.getByRole('textbox', { name: en['field.email'] });
        await expect
          .poll(() => email.inputValue(), { timeout: 30_000 })
          .toBe('traveller@horizon.test');

        // Clear errors: the phone is missing.
        await page.getByRole('button', { name: en['checkout.continue'] }).click();
        await page.getByText(en['error.phone']).waitFor();
        await page.getByRole('textbox', { name: en['field.phone'] }).fill('+1 305 555 0100');
        await page.getByRole('button', { name: en['checkout.continue'] }).click();

        // Declined: the message, and the form as it was.
        await page.waitForURL(/\/booknow\/hotels\/confirm-payment\?bookingId=/);
        await page.getByRole('textbox', { name: en['field.cardNumber'] }).waitFor();
        await payWith(page, en, '4000 0000 0000 0002');
        await expect(
          page.getByRole('alert').filter({ hasText: en['payment.declined'] }).textContent(),
        ).resolves.toBe(en['payment.declined']);
        await expect(
          page.getByRole('textbox', { name: en['field.cardNumber'] }).inputValue(),
        ).resolves.toBe('4000 0000 0000 0002');

        // Paid: the confirmation with its reference number.
        await payWith(page, en, '4242 4242 4242 4242');
        await page.waitForURL(/\/hotel-details\?bookingId=/);
        await page.getByRole('heading', { name: en['confirmation.title'] }).waitFor();
        const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
        expect(reference).toMatch(/^HTL-[0-9A-Z]{8}$/);

        // My Trips lists it.
        await page.getByRole('link', { name: en['confirmation.myTrips'] }).click();
        await page.waitForURL(/\/mytrip\/mytrips/);
        await page.getByText(reference).waitFor();
        expect(errors).toEqual([]);
      } catch (error) {
        await page.screenshot({ path: join(tmpdir(), 'wl-hotel-journey-failure.png') });
        throw error;
      } finally {
        await close();
      }
    },
    BUDGET,
  );

  it(
    'the key steps in Arabic, right to left: a hotel, checkout, payment, confirmation, My Trips',
    async () => {
      const { page, close } = await sites.openSignedIn('horizon', 'traveller@horizon.test');
      page.setDefaultTimeout(90_000);
      try {
        await page
          .context()
          .addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: sites.server.url('horizon') }]);
        await page.goto(new URL(RESULTS, sites.server.url('horizon')).href);
        await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
        await page
          .getByRole('heading', { name: ar['results.title'].replace('{{destination}}', 'Miami') })
          .waitFor();
        const first = page.getByRole('article').first();
        await first.getByRole('link', { name: new RegExp(`^${ar['results.viewRooms']}`) }).click();
        await page
          .getByRole('link', { name: new RegExp(`^${ar['details.book']}`) })
          .first()
          .click();
        await page
          .getByRole('heading', { name: NAMESPACES.booking.ar['checkout.title'] })
          .waitFor();
        await page.getByRole('textbox', { name: ar['field.phone'] }).fill('+971 4 123 4567');
        await page.getByRole('button', { name: ar['checkout.continue'] }).click();
        await page.getByRole('textbox', { name: ar['field.cardNumber'] }).waitFor();
        await payWith(page, ar, '4000 0000 0000 0002');
        await page.getByRole('alert').filter({ hasText: ar['payment.declined'] }).waitFor();
        await payWith(page, ar, '4242 4242 4242 4242');
        await page.getByRole('heading', { name: ar['confirmation.title'] }).waitFor();
        const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
        expect(reference).toMatch(/^HTL-/);
        await page.getByRole('link', { name: ar['confirmation.myTrips'] }).click();
        await page.getByRole('heading', { level: 1, name: ar['trips.title'] }).waitFor();
        await page.getByText(reference).waitFor();
        await expect(page.locator('[data-remote-app="main"]').getAttribute('dir')).resolves.toBe(
          'rtl',
        );
      } finally {
        await close();
      }
    },
    BUDGET,
  );
});
