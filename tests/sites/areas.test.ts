// Issue 16 in the browser: the agents' Command Center and Markup settings, a sales agent refused
// by URL (spec §2.8, §6), and a traveller's profile that reaches the header through the host
// protocol (spec §4 remote:user-updated), on the built sites with the reference API.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/test/siteFixture.ts';
import { type SitesHarness, settled, startSites } from './sitesHarness.ts';

let sites: SitesHarness;

/**
 * Each test signs in and walks several remote pages, each a Module Federation load: more than the
 * project's 60 s on a busy 2-core machine. Every step waits for a state, never for time.
 */
const JOURNEY = { timeout: 180_000 };

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Wholesale Rate and Agency Markup of the first home deal card (spec §2.3). */
async function firstCardFigures(page: Page) {
  const card = page.getByRole('main').getByRole('listitem').first();
  // The deals call answers after sign-in; on a busy machine that can take longer than an action's 30 s.
  await card.getByText('Agency Markup').waitFor({ timeout: 90_000 });
  const value = (label: string) =>
    card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
  return {
    wholesale: amount(await value('Wholesale Rate')),
    markup: amount(await value('Agency Markup')),
  };
}

async function expectNoAxeViolations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe("the agents' area (spec §2.1 signed-in routes, §2.3, §2.8, §6)", () => {
  it(
    'the horizon owner opens the Command Center, changes the markup and the home cards show it',
    JOURNEY,
    async () => {
      const { page, errors, close } = await sites.openWithSession('horizon', 'owner@horizon.test');
      try {
        const before = await firstCardFigures(page);
        await page.goto(new URL('/dashboard', sites.server.url('horizon')).href);
        await page.getByRole('heading', { level: 1, name: 'Command Center' }).waitFor();
        await expect(page.getByTestId('cc-credit').textContent()).resolves.toContain('250');
        await expectNoAxeViolations(page);

        // In place (a main-remote path), by keyboard.
        await page.getByRole('link', { name: 'Markup Settings' }).focus();
        await page.keyboard.press('Enter');
        const field = page.getByRole('textbox', { name: 'Agency markup (%)' });
        await field.waitFor();
        expect(new URL(page.url()).pathname).toBe('/settings/agency');
        await expectNoAxeViolations(page);
        await field.fill('40');
        await page.keyboard.press('Enter');
        await page.getByText('Your changes are saved.').waitFor();

        await page.goto(new URL('/', sites.server.url('horizon')).href);
        const after = await firstCardFigures(page);
        // Amounts are shown to the cent: 40 % of the wholesale rate, give or take rounding.
        expect(Math.abs(after.markup - after.wholesale * 0.4)).toBeLessThanOrEqual(0.02);
        expect(after.markup).not.toBe(before.markup);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it(
    'a sales agent is refused Markup settings by URL, and the API refuses the write (403)',
    JOURNEY,
    async () => {
      const { page, close } = await sites.openWithSession('horizon', 'sales@horizon.test');
      try {
        await page.goto(new URL('/settings/agency', sites.server.url('horizon')).href);
        await page.getByRole('heading', { level: 1, name: 'You cannot open this page' }).waitFor();
        await expect(page.getByRole('alert').textContent()).resolves.toContain(
          'Sales agents cannot open Markup, Website, Payment or Product settings.',
        );
        await expect(
          page.getByRole('textbox', { name: 'Agency markup (%)' }).count(),
        ).resolves.toBe(0);
        await expectNoAxeViolations(page);
        const status = await page.evaluate(async () => {
          const token = document.cookie.match(/(?:^|; )wl_access_token=([^;]+)/)?.[1] ?? '';
          const reply = await fetch('/api/agency/settings/markup', {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ markupPercent: 99 }),
          });
          return reply.status;
        });
        expect(status).toBe(403);
        // Profile settings stay theirs (spec §2.8).
        await page.goto(new URL('/settings/profile', sites.server.url('horizon')).href);
        await page.getByRole('textbox', { name: 'First name' }).waitFor();
      } finally {
        await close();
      }
    },
  );

  it('the Command Center in Arabic is right to left and axe clean', JOURNEY, async () => {
    const { page, close } = await sites.openWithSession('horizon', 'owner@horizon.test');
    try {
      await page.goto(new URL('/dashboard?lng=ar', sites.server.url('horizon')).href);
      await page.getByRole('heading', { level: 1, name: 'مركز القيادة' }).waitFor();
      await expect(page.locator('[data-remote-app="main"]').getAttribute('dir')).resolves.toBe(
        'rtl',
      );
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });
});

/** A Miami stay booked and paid by horizon's traveller through the API: its reference number. */
async function paidStay(): Promise<string> {
  const token = await sites.apiToken('horizon', 'traveller@horizon.test');
  const call = async (path: string, body?: unknown) => {
    const reply = await send(sites.server.port, path, {
      host: 'horizon.localhost',
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (reply.status >= 300) throw new Error(`${path}: ${reply.status} ${reply.text}`);
    return JSON.parse(reply.text).data;
  };
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = { checkIn: day(20), checkOut: day(23), rooms: 1, adults: 2, children: 0 };
  const query = new URLSearchParams({
    latitude: '25.7617',
    longitude: '-80.1918',
    ...Object.fromEntries(Object.entries(stay).map(([key, value]) => [key, String(value)])),
  });
  const [hotel] = (await call(`/api/hotels/search?${query}`)).hotels;
  const [room] = (await call(`/api/hotels/details/${hotel.id}?${query}`)).rooms;
  // Booked as the hotel checkout books it: on the booking engine.
  const held = await call('/api/bookings', {
    offer: {
      vertical: 'hotels',
      query: { hotelId: hotel.id, ...Object.fromEntries(query) },
      offerId: room.id,
    },
    travellers: [{ type: 'adult', firstName: 'Ines', lastName: 'Dahl' }],
    contact: { email: 'ines@example.com', phone: '+47 55 55 01 00' },
  });
  const paid = await call(`/api/bookings/${held.id}/pay`, {
    cardholderName: 'Ines Dahl',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/35',
    cvc: '123',
  });
  return paid.referenceNumber;
}

describe("the agents' Bookings (issue 16: the side navigation's Bookings, spec §1)", () => {
  it(
    'the owner opens Bookings from the side navigation and finds a stay a traveller paid',
    JOURNEY,
    async () => {
      const reference = await paidStay();
      const { page, close } = await sites.openWithSession('horizon', 'owner@horizon.test');
      try {
        await page
          .getByRole('navigation', { name: 'Side navigation' })
          .getByRole('link', { name: 'Bookings' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: reference }) });
        await expect(row.getByRole('cell', { name: 'Ines Dahl' }).isVisible()).resolves.toBe(true);
        await expectNoAxeViolations(page);
      } finally {
        await close();
      }
    },
  );
});

describe("the traveller's area (issue 16, spec §4)", () => {
  it('a traveller edits their name and the header shows it without a reload', JOURNEY, async () => {
    const { page, close } = await sites.openWithSession('horizon', 'traveller@horizon.test');
    try {
      await page.goto(new URL('/mytrip/profile', sites.server.url('horizon')).href);
      const first = page.getByRole('textbox', { name: 'First name' });
      await first.waitFor();
      await expectNoAxeViolations(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await first.fill('Liv');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Your changes are saved.').waitFor();
      await page
        .getByRole('button', { name: /Profile menu of Liv Bennett/ })
        .first()
        .waitFor();
      // The same document: the header changed without a page load.
      await expect(
        page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
      ).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it("a traveller is refused an agents' page, and an agent a traveller's", JOURNEY, async () => {
    const traveller = await sites.openWithSession('horizon', 'traveller@horizon.test');
    try {
      await traveller.page.goto(new URL('/dashboard', sites.server.url('horizon')).href);
      await traveller.page.getByText('This page is for agency staff.').waitFor();
      await traveller.page.goto(new URL('/mytrip/dashboard', sites.server.url('horizon')).href);
      await traveller.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await expectNoAxeViolations(traveller.page);
    } finally {
      await traveller.close();
    }
  });
});
