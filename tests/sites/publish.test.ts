// Issue 45 "Publish": a settings save rebuilds its agency into the served sites, and a new visitor
// sees the change; switching a booking type off takes its tab and page away; a restore brings
// them back; a build that fails keeps the live site and says why on the version. The server
// publishes into a copy of the shared build of its own (sitesHarness `publish`).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { agencyPalette } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/test/siteFixture.ts';
import { type SitesHarness, startSites } from './sitesHarness.ts';

const HOST = 'horizon.localhost';
const OWNER = 'owner@horizon.test';
const FIRST_TITLE = 'Travel planned by people who travel';
const FIRST_COLOUR = '#0f766e';
const NEW_TITLE = 'Horizon, published from its settings';
const NEW_COLOUR = '#7c3aed';
/** The target is 10 s from save to visitor; the poll allows a loaded 2-core machine more. */
const PUBLISHED_WITHIN_MS = 60_000;
const TEST_TIMEOUT = 180_000;

interface Version {
  number: number;
  status: 'queued' | 'building' | 'published' | 'failed';
  failure: string | null;
}

let sites: SitesHarness;
let token: string;

beforeAll(async () => {
  sites = await startSites({ publish: true });
  token = await sites.apiToken('horizon', OWNER);
});
afterAll(() => sites?.close());

async function api(method: string, path: string, body?: unknown) {
  const reply = await send(sites.server.port, path, {
    host: HOST,
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: reply.status, json: JSON.parse(reply.text || 'null') };
}

/** The version the settings page would be opened on now. */
async function baseVersion(): Promise<number> {
  const { status, json } = await api('GET', '/api/agency/settings/website');
  expect(status).toBe(200);
  return json.data.version as number;
}

async function save(section: string, fields: Record<string, unknown>): Promise<number> {
  const { status, json } = await api('PUT', `/api/agency/settings/${section}`, {
    baseVersion: await baseVersion(),
    ...fields,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  expect(json.data.changed).toBe(true);
  return json.data.number as number;
}

/** Polls the page's publish status until version `number` is published or failed. */
async function settledVersion(number: number): Promise<Version> {
  const deadline = Date.now() + PUBLISHED_WITHIN_MS;
  for (;;) {
    const { status, json } = await api('GET', '/api/agency/settings/publish-status');
    expect(status).toBe(200);
    expect(json.data.publishing).toBe(true);
    const latest = json.data.latest as Version;
    expect(latest.number).toBe(number);
    if (latest.status === 'published' || latest.status === 'failed') return latest;
    if (Date.now() > deadline) throw new Error(`version ${number} still ${latest.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function published(number: number): Promise<void> {
  const version = await settledVersion(number);
  expect(version.failure).toBeNull();
  expect(version.status).toBe('published');
}

/** What a new visitor's /about shows: its heading and the theme's primary colour. */
async function aboutPage(): Promise<{ title: string | null; primary: string }> {
  const { page, close } = await sites.open('horizon', '/about');
  try {
    const title = await page.getByRole('heading', { level: 1 }).first().textContent();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--wl-color-primary').trim(),
    );
    return { title: title?.trim() ?? null, primary };
  } finally {
    await close();
  }
}

/** The booking-type tabs of a new visitor's home. */
async function homeTabs(): Promise<string[]> {
  const { page, close } = await sites.open('horizon', '/');
  try {
    await page.getByRole('tab', { name: 'Hotels' }).waitFor();
    return (await page.getByRole('tab').allTextContents()).map((text) => text.trim());
  } finally {
    await close();
  }
}

/** Whether a new visitor's /booknow/cruise/search is the cruise search page. */
async function cruisePage(): Promise<{
  status: number | undefined;
  path: string;
  isCruiseSearch: boolean;
}> {
  const { page, response, close } = await sites.open('horizon', '/booknow/cruise/search');
  try {
    const status = response?.status();
    // The search form is the remote's: it shows once the remote has loaded.
    const heading = page.getByRole('heading', { level: 1, name: 'Search for cruises' });
    const path = new URL(page.url()).pathname;
    const isCruiseSearch =
      status === 200 &&
      path === '/booknow/cruise/search' &&
      (await heading
        .waitFor({ timeout: 20_000 })
        .then(() => true)
        .catch(() => false));
    return { status, path, isCruiseSearch };
  } finally {
    await close();
  }
}

/** The demo site as first built: its About title and colour, and Cruise bookable. */
async function expectTheFirstSite() {
  await expect(aboutPage()).resolves.toEqual({
    title: FIRST_TITLE,
    primary: agencyPalette(FIRST_COLOUR).primary,
  });
  await expect(homeTabs()).resolves.toContain('Cruise');
  await expect(cruisePage()).resolves.toEqual({
    status: 200,
    path: '/booknow/cruise/search',
    isCruiseSearch: true,
  });
}

describe('issue 45: a settings save goes live for a new visitor', { timeout: TEST_TIMEOUT }, () => {
  it('the demo site as built first', async () => {
    await expectTheFirstSite();
  });

  it('Website settings: a new primary colour and About title', async () => {
    const number = await save('website', {
      agency: { primaryColor: NEW_COLOUR },
      about: { title: NEW_TITLE },
    });
    await published(number);
    await expect(aboutPage()).resolves.toEqual({
      title: NEW_TITLE,
      primary: agencyPalette(NEW_COLOUR).primary,
    });
  });

  it('Product settings: Cruise off takes its home tab and its search page away', async () => {
    const { json } = await api('GET', '/api/agency/settings/product');
    const options = json.data.settings.agency.bookingMenuItemOptions as {
      title: string;
      active: boolean;
    }[];
    const number = await save('product', {
      agency: {
        bookingMenuItemOptions: options.map((option) =>
          option.title === 'Cruise' ? { ...option, active: false } : option,
        ),
      },
    });
    await published(number);
    const tabs = await homeTabs();
    expect(tabs).toContain('Hotels');
    expect(tabs).not.toContain('Cruise');
    // No page for an inactive booking type (core agencyRoutes): the unknown path goes to /errors.
    await expect(cruisePage()).resolves.toEqual({
      status: 200,
      path: '/errors',
      isCruiseSearch: false,
    });
  });

  it('a build that fails keeps the live site and marks the version failed with its reason', async () => {
    // A logo uploaded and published, then lost from the API's images folder: the next save's
    // build refuses the agency with the build's own image check.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#7c3aed"/></svg>';
    const upload = await send(sites.server.port, '/api/agency/settings/images', {
      host: HOST,
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/svg+xml' },
      body: svg,
    });
    expect(upload.status, upload.text).toBe(201);
    const ref = JSON.parse(upload.text).data.ref as string;
    await published(await save('website', { agency: { logo: ref } }));

    const imagesDir = sites.server.imagesDir;
    if (!imagesDir) throw new Error('the server has no in-process API');
    rmSync(join(imagesDir, ref));
    const number = await save('website', { about: { title: 'This title never goes live' } });
    const version = await settledVersion(number);
    expect(version.status).toBe('failed');
    expect(version.failure).toContain('agency.logo');
    expect(version.failure).toContain(ref);
    // The failure names the config's field and the image's own place, never the staged copy.
    expect(version.failure).not.toContain('wl-publish-');
    expect(version.failure).toContain(join(imagesDir, ref));
    await expect(aboutPage()).resolves.toMatchObject({ title: NEW_TITLE });
  });

  it('restoring the first version brings the first site back', async () => {
    const { status, json } = await api('POST', '/api/agency/settings/versions/1/restore', {
      baseVersion: await baseVersion(),
    });
    expect(status, JSON.stringify(json)).toBe(200);
    await published(json.data.number as number);
    await expectTheFirstSite();
  });
});
