// Visual regression of the generated sites (issue 19 item 3): every page type of each demo agency,
// as a visitor and as a signed-in user, on a desktop and on a phone, compared with the reviewed
// baselines in __screenshots__/ (`<agency>-<page>-<viewport>.png`). The Arabic set is in
// languages.test.ts. `UPDATE_SCREENSHOTS=1` rewrites baselines after a reviewed change.
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectScreenshot } from './screenshots.ts';
import { NO_SAVE_MODAL, type SitesHarness, settled, startSites } from './sitesHarness.ts';

/**
 * The day the browser's clock shows, so a search form's default dates draw the same on any day.
 * The reference API starts on the same day: its own clock would find the forms' dates past once
 * the real day is later (the homes' deal searches then failed), and on a fixed day its demo data
 * are the same in every run, so the deal cards are compared too.
 */
const SITE_DAY = new Date('2026-11-21T09:30:00');

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites({ apiDay: SITE_DAY });
});
afterAll(async () => {
  await sites?.close();
});

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

interface PageType {
  name: string;
  path: string;
  /** Something only this page type shows once it is ready (a remote's mount point). */
  ready?: string;
}

const REMOTE_READY = '[data-remote-app]';
const NOT_FOUND: PageType = { name: '404', path: '/no-such-page' };
const ERRORS: PageType = { name: 'errors', path: '/errors' };

/**
 * Each demo agency's page types (DESIGN.md §3 "Demo agencies") and who looks at them: `visitor`
 * signed out, `user` with that demo user's session. nordlys's /login leaves for its SSO provider;
 * solmar's home is its hotel booking page (isAgencyClaro), which sends a visitor to /login first;
 * dormant shows one page for everything.
 */
const SITES: Record<string, { visitor: PageType[]; user?: { email: string; pages: PageType[] } }> =
  {
    horizon: {
      visitor: [
        { name: 'home', path: '/' },
        { name: 'about', path: '/about' },
        { name: 'faqs', path: '/faqs' },
        { name: 'privacy-policy', path: '/privacy-policy' },
        { name: 'login', path: '/login' },
        ERRORS,
        NOT_FOUND,
        { name: 'hotel-search', path: '/booknow/hotels/search', ready: REMOTE_READY },
      ],
      user: {
        email: 'owner@horizon.test',
        pages: [
          { name: 'agent-home', path: '/' },
          { name: 'agent-hotel-search', path: '/booknow/hotels/search', ready: REMOTE_READY },
        ],
      },
    },
    solmar: {
      visitor: [
        { name: 'faqs', path: '/faqs' },
        { name: 'terms', path: '/agency-terms-and-conditions' },
        { name: 'login', path: '/login' },
        ERRORS,
        NOT_FOUND,
      ],
      user: {
        email: 'owner@solmar.test',
        pages: [{ name: 'agent-home', path: '/', ready: REMOTE_READY }],
      },
    },
    nordlys: {
      visitor: [
        { name: 'home', path: '/' },
        { name: 'about', path: '/about' },
        { name: 'privacy-policy', path: '/privacy-policy' },
        ERRORS,
        NOT_FOUND,
        { name: 'flight-search', path: '/booknow/flights/search', ready: REMOTE_READY },
      ],
      user: { email: 'traveller@nordlys.test', pages: [{ name: 'traveller-home', path: '/' }] },
    },
    dormant: { visitor: [{ name: 'home', path: '/' }, NOT_FOUND] },
  };

/** Opens a context on the agency, signed in as `email` by its session cookie when given. */
async function openAs(subdomain: string, email: string | null) {
  // The clock is the whole context's.
  const opened = await sites.open(subdomain, 'about:blank', {
    viewport: VIEWPORTS.desktop,
    ownContext: true,
  });
  const context = opened.page.context();
  await context.clock.install({ time: SITE_DAY });
  // The save-prices modal (spec §4) has its own stories; here it would cover the page.
  await context.addInitScript(NO_SAVE_MODAL);
  if (email) await sites.addSession(opened.page, subdomain, email);
  return opened;
}

/** The page on a desktop, then on a phone: the same document, resized, so one load serves both. */
async function compareBothViewports(page: Page, subdomain: string, type: PageType) {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(new URL(type.path, sites.server.url(subdomain)).href);
  await settled(page);
  if (type.ready) await page.locator(type.ready).first().waitFor();
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await expectScreenshot(page, `${subdomain}-${type.name}-${viewport}`);
  }
}

describe.each(Object.keys(SITES))(
  '%s page types, desktop and phone (issue 19 item 3)',
  (subdomain) => {
    const site = SITES[subdomain];
    if (!site) throw new Error(`no page types for ${subdomain}`);

    it('as a visitor', async () => {
      const { page, close } = await openAs(subdomain, null);
      try {
        for (const type of site.visitor) await compareBothViewports(page, subdomain, type);
      } finally {
        await close();
      }
    });

    const user = site.user;
    if (user) {
      it(`signed in as ${user.email}`, async () => {
        const { page, close } = await openAs(subdomain, user.email);
        try {
          for (const type of user.pages) await compareBothViewports(page, subdomain, type);
        } finally {
          await close();
        }
      });
    }
  },
);
