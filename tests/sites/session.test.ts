// Issue 5 "Done when" in the browser: the demo users sign in on the built sites served with the
// reference API on the same origin (spec §2.1 /login and /logout, §2.3 price display, §4 session).
import AxeBuilder from '@axe-core/playwright';
import { SESSION_COOKIES } from '@wl/core';
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

async function accessTokenCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIES.accessToken);
}

/** The first deal card of the open tab, once the deals arrived. */
async function firstDealCard(page: Page) {
  const card = page.getByRole('main').getByRole('listitem').first();
  await card.waitFor();
  return card;
}

describe('horizon sign-in (issue 5 done-when)', () => {
  it('/login is an accessible form with no axe violations', async () => {
    const { page, blocked, close } = await sites.open('horizon', '/login');
    try {
      await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
      await settled(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a visitor sees Reveal Price, not prices (allowNonLoginFlow off, spec §2.3)', async () => {
    const { page, close } = await sites.open('horizon', '/');
    try {
      const card = await firstDealCard(page);
      await expect(card.getByText('Login to save up to').count()).resolves.toBe(1);
      await expect(card.getByRole('link', { name: /Reveal Price/ }).count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it('owner@horizon.test signs in, lands home and sees agent prices (spec §2.3, §6)', async () => {
    const { page, errors, close } = await sites.openSignedIn('horizon', 'owner@horizon.test');
    try {
      const cookie = await accessTokenCookie(page);
      expect(cookie?.value).toMatch(/\S{20,}/);
      expect(cookie?.sameSite).toBe('Lax');
      const card = await firstDealCard(page);
      await card.getByText('Wholesale Rate').waitFor();
      await expect(card.getByText('Agency Markup').count()).resolves.toBe(1);
      // The demo deal pictures come from the reference API on the same origin.
      await expect
        .poll(
          () =>
            card
              .locator('img')
              .first()
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      await expect(
        page.getByRole('button', { name: /Profile menu of/ }).count(),
      ).resolves.toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Log In' }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('spec §2.8, §4: a signed-in agent gets the side navigation and its burger; a traveller does not', async () => {
    for (const [email, agent] of [
      ['sales@horizon.test', true],
      ['traveller@horizon.test', false],
    ] as const) {
      const { page, close } = await sites.openSignedIn('horizon', email);
      try {
        await page
          .getByRole('button', { name: /Profile menu of/ })
          .first()
          .waitFor();
        await settled(page);
        const nav = page.getByRole('navigation', { name: 'Side navigation' });
        await expect(nav.count()).resolves.toBe(agent ? 1 : 0);
        if (!agent) continue;
        const burger = page.getByRole('button', { name: 'Navigation menu' });
        await expect(burger.getAttribute('aria-expanded')).resolves.toBe('false');
        await burger.click();
        await expect(burger.getAttribute('aria-expanded')).resolves.toBe('true');
        // Spec §2.8: a sales agent's Markup settings are disabled, Profile settings are not.
        await nav.getByRole('button', { name: 'Settings' }).click();
        await expect(nav.getByRole('link', { name: 'Markup' }).count()).resolves.toBe(0);
        await expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).resolves.toBe(
          '/settings/profile',
        );
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('a restricted agent sees no wholesale figures; a traveller sees what they saved', async () => {
    for (const [email, shows, hides] of [
      ['agent@horizon.test', 'You saved', 'Wholesale Rate'],
      ['traveller@horizon.test', 'You saved', 'Agency Markup'],
    ] as const) {
      const { page, close } = await sites.openSignedIn('horizon', email);
      try {
        const card = await firstDealCard(page);
        await card.getByText(shows).first().waitFor();
        await expect(card.getByText(hides).count()).resolves.toBe(0);
      } finally {
        await close();
      }
    }
  });

  it("a wrong password shows the server's message and stores no token", async () => {
    const { page, close } = await sites.open('horizon', '/login');
    try {
      await settled(page);
      await signIn(page, 'owner@horizon.test', 'not-the-password');
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Invalid email or password',
      );
      expect(await accessTokenCookie(page)).toBeUndefined();
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await close();
    }
  });

  it('spec §2.1: login goes back to the redirect path, never to another site', async () => {
    const { page, close } = await sites.open('horizon', '/login?redirect=%2Fabout');
    try {
      await settled(page);
      await signIn(page, 'traveller@horizon.test');
      await page.waitForURL(new URL('/about', sites.server.url('horizon')).href);
    } finally {
      await close();
    }
    const hostile = await sites.open('horizon', '/login?redirect=%2F%2Fevil.test%2F');
    try {
      await settled(hostile.page);
      await signIn(hostile.page, 'traveller@horizon.test');
      await hostile.page.waitForURL(new URL('/', sites.server.url('horizon')).href);
    } finally {
      await hostile.close();
    }
  });

  it('spec §2.1, §4, §6: an agent logs out to / with the session cleared and the token revoked', async () => {
    const { page, close } = await sites.openSignedIn('horizon', 'owner@horizon.test');
    try {
      const token = (await accessTokenCookie(page))?.value;
      await page.evaluate(() => localStorage.setItem('wl.test', 'kept?'));
      await page.goto(new URL('/logout', sites.server.url('horizon')).href);
      await page.waitForURL(new URL('/', sites.server.url('horizon')).href);
      expect(await accessTokenCookie(page)).toBeUndefined();
      await expect(page.evaluate(() => localStorage.getItem('wl.test'))).resolves.toBeNull();
      // The token is dead on the server too, not only forgotten by the browser.
      const status = await page.evaluate(
        (bearer) =>
          fetch('/api/user/me', { headers: { authorization: `Bearer ${bearer}` } }).then(
            (response) => response.status,
          ),
        token ?? '',
      );
      expect(token).toBeTruthy();
      expect(status).toBe(401);
    } finally {
      await close();
    }
  });
});

describe('traveller logout (spec §2.1: non-agents go to the agency return address)', () => {
  it('clears the session and leaves for horizon’s return address after about 100 ms', async () => {
    const returnUrl = 'https://www.horizon-travel.example/';
    const { page, close } = await sites.openSignedIn('horizon', 'traveller@horizon.test');
    try {
      await page.route(`${returnUrl}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Horizon Travel</title>' }),
      );
      await page.goto(new URL('/logout', sites.server.url('horizon')).href);
      await page.waitForURL(returnUrl);
      await expect(page.title()).resolves.toBe('Horizon Travel');
      expect(await accessTokenCookie(page)).toBeUndefined();
    } finally {
      await close();
    }
  });
});

describe('language of a signed-in user (spec §4: saved to the profile)', () => {
  it('a language picked while signed in is saved to the profile and follows the next login', async () => {
    const first = await sites.openSignedIn('horizon', 'admin@horizon.test');
    try {
      await settled(first.page);
      await first.page.evaluate(() => localStorage.setItem('displaySavingPopup', 'false'));
      await first.page.getByRole('button', { name: 'Language' }).first().click();
      await first.page.getByRole('option', { name: 'Français' }).click();
      // The page reloads in French once the choice is saved: wait for that page, not any load.
      await first.page.waitForFunction(() => document.documentElement.lang === 'fr');
      const token = (await accessTokenCookie(first.page))?.value ?? '';
      const saved = await first.page.evaluate(
        (bearer) =>
          fetch('/api/user/me', { headers: { authorization: `Bearer ${bearer}` } }).then(
            (response) => response.json(),
          ),
        token,
      );
      expect(saved.user.language).toBe('fr');
    } finally {
      await first.close();
    }
    // Another browser, no language cookie: signing in brings the profile's language.
    const second = await sites.openSignedIn('horizon', 'admin@horizon.test');
    try {
      await expect(second.page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    } finally {
      await second.close();
    }
  });
});

describe('SSO agency without direct login (spec §2.6, §6)', () => {
  it('/login on nordlys sends the visitor to the agency return address', async () => {
    const returnUrl = 'https://intranet.nordlys-reiser.example/travel';
    const { page, close } = await sites.open('nordlys', 'about:blank');
    try {
      // No network here: the agency's own sign-in page is answered locally.
      await page.route(`${returnUrl}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Nordlys sign-in</title>' }),
      );
      await page.goto(new URL('/login', sites.server.url('nordlys')).href);
      await page.waitForURL(returnUrl);
      await expect(page.title()).resolves.toBe('Nordlys sign-in');
    } finally {
      await close();
    }
  });
});
