// Issue 16 item 1, tried as a new traveller would in Chromium: sign up on horizon, open the link
// from the outbox (`npm start`'s /_dev/outbox), sign in; forget the password, open the reset link,
// choose a new one, sign in with it (the old one stops working); the header's Sign Up hidden
// where the agency hides it (spec §2.6 isHideSignupOption). Secrets never in a URL (DESIGN §4).
import AxeBuilder from '@axe-core/playwright';
import { NAMESPACES } from '@wl/i18n';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type SitesHarness, settled, signIn, startSites } from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

/** The remote's page has rendered its card (its h1 inside the main remote). */
async function remoteHeading(page: Page, name: string) {
  const heading = page.locator('[data-remote-app="main"] h1', { hasText: name });
  await heading.waitFor({ timeout: 60_000 });
  return heading;
}

/** The first link of the newest outbox message to `to` (the page lists newest first). */
async function outboxLink(page: Page, subdomain: string, to: string): Promise<string> {
  await page.goto(new URL('/_dev/outbox', sites.server.url(subdomain)).href);
  const message = page.locator('article', {
    has: page.locator('[data-field="to"]', { hasText: to }),
  });
  const href = await message.first().locator('li a').first().getAttribute('href');
  if (!href) throw new Error(`no message to ${to} in the outbox`);
  // The link names the site the request came to; the test server listens on its own port.
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

async function signInExpectingHome(page: Page, subdomain: string, email: string, password: string) {
  await page.goto(new URL('/login', sites.server.url(subdomain)).href);
  await settled(page);
  await signIn(page, email, password);
  await page.waitForURL(new URL('/', sites.server.url(subdomain)).href, { timeout: 60_000 });
}

/** A whole journey on a busy two-core machine: each step waits for a state, this bounds the sum. */
const JOURNEY_MS = 240_000;
const hotels = NAMESPACES.hotels.en;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A hotel of horizon's reference inventory in Miami (deal hotels are seeded with the agency). */
const HOTEL_PAGE = `/booknow/hotels/search-details?${new URLSearchParams({
  hotelId: 'horizon-hotel-15',
  checkIn: day(40),
  checkOut: day(42),
  rooms: '1',
  adults: '2',
  children: '0',
})}`;

describe('issue 16: sign-up, verification and password reset on horizon', () => {
  it(
    'a new user signs up, opens the verification link from the outbox and signs in',
    async () => {
      const email = `new.traveller.${Date.now()}@example.com`;
      const password = 'sunny lisbon mornings';
      // From /about: on the home page the save-prices modal (spec §4, 5 s) would cover the header.
      const { page, close, errors } = await sites.open('horizon', '/about');
      try {
        const urls = recordUrls(page);
        await settled(page);
        // The header's Sign Up leads to the page (spec §2.6).
        await page.getByRole('link', { name: 'Sign Up' }).first().click();
        await page.waitForURL(/\/signup$/);
        await remoteHeading(page, 'Create your account');
        const axe = await new AxeBuilder({ page }).include('[data-remote-app]').analyze();
        expect(axe.violations.map((violation) => violation.id)).toEqual([]);

        // Keyboard only, as a person without a mouse would.
        await page.getByLabel('First name').focus();
        await page.keyboard.type('Nora');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Quinn');
        await page.keyboard.press('Tab');
        await page.keyboard.type(email);
        await page.keyboard.press('Tab');
        await page.keyboard.type(password);
        await page.keyboard.press('Enter');
        await remoteHeading(page, 'Check your e-mail');

        const link = await outboxLink(page, 'horizon', email);
        expect(link).toMatch(/^\/verify\?token=[\w-]{43}$/);
        await page.goto(new URL(link, sites.server.url('horizon')).href);
        await remoteHeading(page, 'Your e-mail address is verified');

        await signInExpectingHome(page, 'horizon', email, password);
        await expect
          .poll(() => page.getByRole('button', { name: /NQ|Nora/ }).count(), { timeout: 30_000 })
          .toBeGreaterThan(0);
        for (const url of urls) expect(url).not.toContain(encodeURIComponent(password));

        // Issue 16 "Done when": the new traveller books a stay and finds it in My Trips.
        await page.goto(new URL(HOTEL_PAGE, sites.server.url('horizon')).href);
        await page
          .getByRole('link', { name: new RegExp(`^${hotels['details.book']}`) })
          .first()
          .click();
        const phone = page.getByRole('textbox', { name: hotels['field.phone'] });
        await phone.waitFor({ timeout: 90_000 });
        await expect(
          page.getByRole('textbox', { name: hotels['field.email'] }).inputValue(),
        ).resolves.toBe(email);
        await phone.fill('+1 305 555 0199');
        await page.getByRole('button', { name: hotels['checkout.continue'] }).click();
        await page
          .getByRole('textbox', { name: hotels['field.cardNumber'] })
          .fill('4242 4242 4242 4242');
        await page.getByRole('textbox', { name: hotels['field.expiry'] }).fill('12/35');
        await page.getByRole('textbox', { name: hotels['field.cvc'] }).fill('123');
        await page
          .getByRole('button', {
            name: new RegExp(hotels['payment.pay'].replace('{{amount}}', '')),
          })
          .click();
        const reference = page.getByTestId('booking-reference');
        await reference.waitFor({ timeout: 90_000 });
        const number = (await reference.textContent()) ?? '';
        expect(number).toMatch(/^HTL-[0-9A-Z]{8}$/);
        await page.getByRole('link', { name: hotels['confirmation.myTrips'] }).click();
        await page.waitForURL(/\/mytrip\/mytrips/);
        await page.getByText(number).waitFor({ timeout: 90_000 });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    JOURNEY_MS,
  );

  it(
    'forgot password: the link from the outbox sets a new password, which signs in; the old one no longer does',
    async () => {
      const email = 'sales@horizon.test';
      const newPassword = 'harbour lights at dusk';
      const { page, close } = await sites.open('horizon', '/login');
      try {
        const urls = recordUrls(page);
        await settled(page);
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await remoteHeading(page, 'Forgot your password?');
        await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
        await page.getByRole('button', { name: 'Send link' }).click();
        await remoteHeading(page, 'Check your e-mail');

        // The reset mail is written after the answer: wait for it in the outbox.
        let link = '';
        await expect
          .poll(
            async () => {
              link = await outboxLink(page, 'horizon', email).catch(() => '');
              return link;
            },
            { timeout: 30_000 },
          )
          .toMatch(/^\/newPassword\?token=[\w-]{43}$/);
        await page.goto(new URL(link, sites.server.url('horizon')).href);
        await remoteHeading(page, 'Choose a new password');
        await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
        await page.getByRole('button', { name: 'Save password' }).click();
        await remoteHeading(page, 'Your password has been changed');

        // The old password is refused on the form...
        await page.goto(new URL('/login', sites.server.url('horizon')).href);
        await settled(page);
        await signIn(page, email, DEMO_PASSWORD);
        await page.getByRole('alert').waitFor({ timeout: 30_000 });
        await expect(page.getByRole('alert').textContent()).resolves.toBe(
          'Invalid email or password',
        );
        // ...the new one signs in, and the link cannot be used twice.
        await signInExpectingHome(page, 'horizon', email, newPassword);
        await page.goto(new URL(link, sites.server.url('horizon')).href);
        await remoteHeading(page, 'Choose a new password');
        await page.getByRole('textbox', { name: 'New password' }).fill('another new passphrase');
        await page.getByRole('button', { name: 'Save password' }).click();
        await remoteHeading(page, 'This link cannot be used');
        for (const url of urls) expect(url).not.toContain(encodeURIComponent(newPassword));
      } finally {
        await close();
      }
    },
    JOURNEY_MS,
  );
});

describe('issue 16: sign-up where the agency hides it (spec §2.6 isHideSignupOption)', () => {
  it('solmar: no Sign Up in the header, and /signup says sign-up is not available', async () => {
    const { page, close } = await sites.open('solmar', '/about');
    try {
      await settled(page);
      // Solmar is the Spanish partner: its header speaks Spanish. Log In stays, Sign Up is gone.
      await expect(
        page.getByRole('link', { name: 'Iniciar sesión' }).first().isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole('link', { name: /Sign Up|Registrarse/ }).count()).resolves.toBe(
        0,
      );
      await page.goto(new URL('/signup', sites.server.url('solmar')).href);
      await remoteHeading(page, 'El registro no está disponible');
      await expect(page.locator('[data-remote-app] form').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('horizon, for contrast, offers Sign Up in the header', async () => {
    const { page, close } = await sites.open('horizon', '/about');
    try {
      await settled(page);
      await expect(page.getByRole('link', { name: 'Sign Up' }).first().isVisible()).resolves.toBe(
        true,
      );
    } finally {
      await close();
    }
  });
});
