// Issue 17 "API faults", the calls of signing in and out, of a language choice, of the header's
// country list and of a remote's payment-gateway request: each answered with a 500 (with and
// without a JSON message), a network error, malformed JSON or a schema-invalid answer (and the
// sign-in with no answer at all). Each ends in the defined state of spec §4/§8, never an uncaught
// error, and the page keeps working once the service answers again.
import { SESSION_COOKIES } from '@wl/core';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectShellWorks, FAULT_ENTRIES, NO_ANSWER, watchUncaught } from './faults.ts';
import {
  NO_SAVE_MODAL,
  type OpenOptions,
  type SitesHarness,
  settled,
  signIn,
  startSites,
} from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const ACCESS_TOKEN_COOKIE = SESSION_COOKIES.accessToken;

async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

/** A page of horizon opened with a demo user's session cookie (no sign-in form on the way). */
async function openAs(email: string | null, options: OpenOptions = {}) {
  const origin = sites.server.url('horizon');
  const opened = await sites.open('horizon', 'about:blank', options);
  // The save-price modal (spec §4) would cover the header these tests use.
  await opened.page.addInitScript(NO_SAVE_MODAL);
  if (email) await sites.addSession(opened.page, 'horizon', email);
  return {
    ...opened,
    origin,
    uncaught: watchUncaught(opened.page),
    url: (p: string) => new URL(p, origin).href,
  };
}

describe('issue 17: the sign-in call failing (spec §8: the server message or the fallback)', () => {
  const cases = [...FAULT_ENTRIES, ['no answer', NO_ANSWER] as const];
  for (const [fault, answer] of cases) {
    it(`${fault}: stays on /login with a message, keeps the e-mail, signs in once the API answers`, async () => {
      const hangs = answer === NO_ANSWER;
      // The page's clock is the whole context's.
      const opened = await openAs(null, { ownContext: hangs });
      const { page } = opened;
      try {
        // Unanswered, the call ends at the api-client's 30 s time-out, a page timer
        // (transport.ts): the page's clock, installed before the page loads and running at real
        // speed until moved on, makes those 30 s pass without waiting them out.
        if (hangs) await page.clock.install();
        await page.goto(opened.url('/login'));
        await settled(page);
        await page.route(/\/api\/user\/login$/, answer);
        const asked = hangs ? page.waitForRequest(/\/api\/user\/login$/) : null;
        await signIn(page, 'traveller@horizon.test');
        const alert = page.getByRole('alert');
        if (hangs) {
          await asked;
          // The call is out and unanswered: no message yet, until its 30 s have passed.
          await expect(alert.count()).resolves.toBe(0);
          await page.clock.fastForward(30_000);
        }
        await alert.waitFor();
        const message = (await alert.textContent())?.trim() ?? '';
        expect(message.length, fault).toBeGreaterThan(0);
        // A proxy's page is never shown as the server's message.
        expect(message).not.toMatch(/Bad Gateway|<h1>/);
        expect(new URL(page.url()).pathname).toBe('/login');
        expect(await cookieValue(page, ACCESS_TOKEN_COOKIE)).toBeUndefined();
        await expect(page.getByRole('textbox', { name: 'E-mail' }).inputValue()).resolves.toBe(
          'traveller@horizon.test',
        );
        // The service is back: the same form signs in.
        await page.unroute(/\/api\/user\/login$/);
        await signIn(page, 'traveller@horizon.test');
        await page.waitForURL((url) => url.pathname !== '/login');
        expect(await cookieValue(page, ACCESS_TOKEN_COOKIE)).toBeTruthy();
        expect(opened.uncaught).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});

describe('issue 17: the token revocation failing on /logout (spec §4: the session is cleared all the same)', () => {
  it('every fault: the cookie goes, the agent lands on / as a visitor, no uncaught error', async () => {
    for (const [fault, answer] of FAULT_ENTRIES) {
      const opened = await openAs('owner@horizon.test');
      const { page } = opened;
      try {
        let asked = 0;
        await page.route(/\/api\/user\/logout$/, (route) => {
          asked += 1;
          return answer(route);
        });
        await page.goto(opened.url('/logout'));
        await page.waitForURL(opened.url('/'));
        await settled(page);
        expect(asked, `${fault}: /logout asked the API to revoke the token`).toBe(1);
        expect(await cookieValue(page, ACCESS_TOKEN_COOKIE), fault).toBeUndefined();
        await expect(page.getByRole('link', { name: 'Log In' }).first().isVisible()).resolves.toBe(
          true,
        );
        await expectShellWorks(page);
        expect(opened.uncaught, fault).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  }, 180_000);
});

/** Picks French in the header and waits for the French page (the choice reloads the page). */
async function chooseFrench(page: Page) {
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'Français' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
}

describe('issue 17: a language choice whose calls fail (spec §4: the cookie holds the choice)', () => {
  it('saving it to the profile fails: the page still turns French, for every fault', async () => {
    for (const [fault, answer] of FAULT_ENTRIES) {
      const opened = await openAs('traveller@horizon.test');
      const { page } = opened;
      try {
        let asked = 0;
        await page.route(/\/api\/user\/changeLanguage\//, (route) => {
          asked += 1;
          return answer(route);
        });
        await page.goto(opened.url('/about'));
        await settled(page);
        await chooseFrench(page);
        await settled(page);
        expect(asked, `${fault}: the choice was sent to the profile`).toBe(1);
        expect(await cookieValue(page, 'pll_language'), fault).toBe('fr');
        // Still signed in: the failure of a save is not a 401.
        await expect(page.getByRole('link', { name: 'Connexion' }).count()).resolves.toBe(0);
        await expectShellWorks(page);
        expect(opened.uncaught, fault).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  }, 180_000);

  it('the translation service fails: the page still turns French, for every fault', async () => {
    for (const [fault, answer] of FAULT_ENTRIES) {
      const opened = await openAs(null);
      const { page } = opened;
      try {
        await page.route(/\/api\/translations\//, answer);
        await page.goto(opened.url('/about'));
        await settled(page);
        await chooseFrench(page);
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(
          true,
        );
        await expectShellWorks(page);
        expect(opened.uncaught, fault).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  }, 180_000);
});

describe('issue 17: the header’s country list failing (spec §8: the list empty, the message kept)', () => {
  it('every fault: the header, its pickers and the footer keep working', async () => {
    for (const [fault, answer] of FAULT_ENTRIES) {
      const opened = await openAs(null);
      const { page } = opened;
      try {
        await page.route(/\/api\/admin\/country\/enable$/, answer);
        await page.goto(opened.url('/about'));
        await settled(page);
        await page.getByRole('button', { name: 'Language' }).first().click();
        await page.getByRole('option', { name: 'Français' }).waitFor();
        await page.keyboard.press('Escape');
        // The currency picker still opens: its list is empty and keeps the failure's message.
        await page
          .getByRole('button', { name: /Currency/ })
          .first()
          .click();
        const alert = page.getByRole('listbox').getByRole('alert');
        await alert.waitFor();
        const message = (await alert.textContent())?.trim() ?? '';
        expect(message, fault).toMatch(/\S/);
        expect(message, fault).not.toMatch(/Bad Gateway|<h1>/);
        await page.keyboard.press('Escape');
        await expectShellWorks(page);
        expect(opened.uncaught, fault).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  }, 180_000);
});

describe('issue 17: a remote’s payment-gateway request failing (spec §4, §8)', () => {
  it('every fault is answered with host:payment-gateway, no gateway and a message, never a crash', async () => {
    // A traveller: horizon has no non-login flow, so a visitor's request is refused by design.
    const opened = await openAs('traveller@horizon.test');
    const { page } = opened;
    try {
      await page.goto(opened.url('/booknow/cars/search'));
      await page.locator('[data-remote-app="main"]').waitFor();
      for (const [fault, answer] of FAULT_ENTRIES) {
        await page.route(/\/api\/getCurrentPaymentGateway$/, answer);
        const detail = await page.evaluate(
          () =>
            new Promise<unknown>((resolve) => {
              window.addEventListener(
                'host:payment-gateway',
                (event) => resolve((event as CustomEvent).detail),
                { once: true },
              );
              window.dispatchEvent(new CustomEvent('remote:payment-gateway-request'));
            }),
        );
        await page.unroute(/\/api\/getCurrentPaymentGateway$/);
        expect(detail, fault).toMatchObject({ currentPaymentGateway: null });
        const { error } = detail as { error?: string };
        expect(error, fault).toMatch(/\S/);
        expect(error, fault).not.toMatch(/Bad Gateway|<h1>/);
      }
      // The service is back: the next request gets the agency's gateway.
      const answered = await page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            window.addEventListener(
              'host:payment-gateway',
              (event) => resolve((event as CustomEvent).detail),
              { once: true },
            );
            window.dispatchEvent(new CustomEvent('remote:payment-gateway-request'));
          }),
      );
      expect(answered).not.toHaveProperty('error');
      await expectShellWorks(page);
      expect(opened.uncaught).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 180_000);
});
