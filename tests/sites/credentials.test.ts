// Issue 17, "found, tried as a new user would": secrets never travel in a URL (DESIGN §4), what
// was typed before the island hydrated survives it, and a 401 goes through /logout (spec §4, §8).
import { SESSION_COOKIES } from '@wl/core';
import type { Page, Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type SitesHarness, settled, signIn, startSites } from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const WRONG_PASSWORD = 'not-the-password-42';

async function cookieValue(page: Page, name: string) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/**
 * Holds every island script until `release()`: the page is server markup only, as on a slow phone
 * while the JavaScript is still on its way.
 */
async function holdIslands(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_shell\/.*\.js$/, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Every URL the page asked for, to check that no secret ever rode in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoSecretIn(urls: readonly string[], secret: string) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toContain(encodeURIComponent(secret));
    expect(url).not.toContain(secret);
  }
}

describe('DESIGN §4: the /login form never sends the password in a URL', () => {
  it('with JavaScript off, signs in by a form post and continues to the redirect path', async () => {
    const { page, close } = await sites.open('horizon', '/login?redirect=%2Fabout', {
      javaScriptEnabled: false,
    });
    try {
      const urls = recordUrls(page);
      await signIn(page, 'owner@horizon.test');
      await page.waitForURL(new URL('/about', sites.server.url('horizon')).href);
      expect(await cookieValue(page, SESSION_COOKIES.accessToken)).toBeTruthy();
      expectNoSecretIn([...urls, page.url()], DEMO_PASSWORD);
    } finally {
      await close();
    }
  });

  it('submitted before the island hydrates, signs in the same way', async () => {
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      const release = await holdIslands(page);
      const urls = recordUrls(page);
      await page.goto(new URL('/login?redirect=%2Fabout', sites.server.url('horizon')).href);
      await signIn(page, 'traveller@horizon.test');
      await page.waitForURL(new URL('/about', sites.server.url('horizon')).href);
      release();
      expect(await cookieValue(page, SESSION_COOKIES.accessToken)).toBeTruthy();
      expectNoSecretIn(urls, DEMO_PASSWORD);
    } finally {
      await close();
    }
  });

  it("a failed early sign-in comes back to /login with the server's message and the e-mail", async () => {
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      const release = await holdIslands(page);
      const urls = recordUrls(page);
      await page.goto(new URL('/login?redirect=%2Fabout', sites.server.url('horizon')).href);
      await signIn(page, 'owner@horizon.test', WRONG_PASSWORD);
      // Back on /login (a new document), the redirect kept; then its island arrives.
      await page.waitForURL((url) => url.pathname === '/login' && url.search.includes('about'));
      release();
      await settled(page);
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Invalid email or password',
      );
      await expect(page.getByRole('textbox', { name: 'E-mail' }).inputValue()).resolves.toBe(
        'owner@horizon.test',
      );
      expect(await cookieValue(page, SESSION_COOKIES.accessToken)).toBeUndefined();
      expectNoSecretIn([...urls, page.url()], WRONG_PASSWORD);
      // Shown once: the message does not come back on the next visit.
      await page.reload();
      await settled(page);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});

describe('issue 17: what was typed before the island hydrated survives it', () => {
  it('keeps the e-mail typed during the load and signs in with the island', async () => {
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      const release = await holdIslands(page);
      await page.goto(new URL('/login?redirect=%2Fabout', sites.server.url('horizon')).href);
      const email = page.getByRole('textbox', { name: 'E-mail' });
      await email.fill('traveller@horizon.test');
      release();
      await settled(page);
      // Focus moves and the form re-renders (react-aria focus state): the typing must stay.
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await expect(email.inputValue()).resolves.toBe('traveller@horizon.test');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(new URL('/about', sites.server.url('horizon')).href);
      expect(await cookieValue(page, SESSION_COOKIES.accessToken)).toBeTruthy();
    } finally {
      await close();
    }
  });
});

describe('spec §4, §8: a 401 from the API sends the user to the logout path', () => {
  it('a refused access token goes through /logout, is cleared, and the visitor is back on the page', async () => {
    const { page, close } = await sites.open('horizon', 'about:blank');
    try {
      const origin = sites.server.url('horizon');
      await page.context().addCookies([
        { name: SESSION_COOKIES.accessToken, value: 'forged-or-expired', url: origin },
        { name: SESSION_COOKIES.hideHeader, value: 'true', url: origin },
      ]);
      const paths: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
      });
      await page.goto(new URL('/about?from=mail', origin).href);
      await page.waitForURL((url) => url.pathname === '/logout');
      await page.waitForURL(new URL('/about?from=mail', origin).href);
      await settled(page);
      expect(paths).toEqual(['/about', '/logout', '/about']);
      expect(await cookieValue(page, SESSION_COOKIES.accessToken)).toBeUndefined();
      expect(await cookieValue(page, SESSION_COOKIES.hideHeader)).toBeUndefined();
      // Now a visitor: the header offers Log In, and the page stays put.
      await expect(page.getByRole('link', { name: 'Log In' }).first().isVisible()).resolves.toBe(
        true,
      );
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/about');
    } finally {
      await close();
    }
  });
});
