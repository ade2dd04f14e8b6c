// Issue 42 item 5: the blog and the destination guides (spec §1 "blog, destinations"; §2.1 /blog,
// /blog/share, /destination/share, and /top-destination and /destination only with top
// destinations on). The shell writes them as reading pages from the agency's config: their text is
// in the served HTML for search engines and link previews, and they need no JavaScript.
import AxeBuilder from '@axe-core/playwright';
import {
  BLOG_PATH,
  blogShareHref,
  builtInContentPages,
  DESTINATIONS_PATH,
  destinationGuidePath,
  MESSAGES,
  TOP_DESTINATIONS_PATH,
} from '@wl/core';
import { allResources } from '@wl/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/test/siteFixture.ts';
import { readAgencyConfig } from './demoConfigs.ts';
import { type SitesHarness, startSites } from './sitesHarness.ts';

let sites: SitesHarness;

beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const horizon = readAgencyConfig('horizon');
const content = allResources().en.content;
const get = (subdomain: string, path: string) =>
  send(sites.server.port, path, { host: `${subdomain}.localhost` });

/** The text between the tags of an element, entities for `&` and quotes as the renderer writes them. */
const inHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('horizon (top destinations on): every blog and destination route shows its page', () => {
  it('has posts and guides to show (the demo content)', () => {
    expect(horizon.agency.displayTopDestinations).toBe(true);
    expect(horizon.blog.posts.length).toBeGreaterThanOrEqual(3);
    expect(horizon.destinations.guides.length).toBeGreaterThanOrEqual(3);
  });

  it('answers each page with its text in the HTML and no remote to load', async () => {
    const pages = builtInContentPages(horizon);
    expect(pages.map((page) => page.pathname)).toEqual(
      expect.arrayContaining([
        BLOG_PATH,
        '/blog/share',
        '/destination/share',
        TOP_DESTINATIONS_PATH,
        DESTINATIONS_PATH,
      ]),
    );
    for (const page of pages) {
      const reply = await get('horizon', page.pathname);
      expect(reply.status, page.pathname).toBe(200);
      const html = reply.text;
      // Its texts travel in the page's JSON for the islands; the page must not show it.
      const shown = html.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(shown, page.pathname).not.toContain(MESSAGES.scriptLoadFailed);
      expect(html, page.pathname).not.toContain('wl-remote-preloads');
      const expected =
        page.view === 'blog-post'
          ? page.post.title
          : page.view === 'destination'
            ? page.guide.title
            : page.view === 'blog'
              ? content['blog.title']
              : content[page.topOnly ? 'destinations.topTitle' : 'destinations.title'];
      expect(html, page.pathname).toContain(`>${inHtml(expected ?? '')}<`);
      expect(html, page.pathname).toContain(
        `<link rel="canonical" href="http://horizon.localhost:4321${page.canonicalPath}"`,
      );
    }
  });

  it('a post shared by link previews as the post (Open Graph and Twitter card tags)', async () => {
    const post = horizon.blog.posts[0];
    if (!post) throw new Error('horizon has no post');
    const html = (await get('horizon', blogShareHref(post.slug))).text;
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe(inHtml(post.title));
    expect(meta(html, 'og:description')).toBe(inHtml(post.summary));
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/horizon\.localhost:4321\/assets\//);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(inHtml(post.title));
    expect(meta(html, 'article:published_time')).toBe(post.date);
    // The copy names the post's own address, so search engines list it once.
    expect(html).toContain(`href="http://horizon.localhost:4321/blog/${post.slug}"`);
  });

  it('spec §2.1: a shared link with no post opens the blog; a post that does not exist is the 404 page', async () => {
    const shared = await get('horizon', '/blog/share/a-post-taken-down');
    expect(shared.status).toBe(200);
    expect(shared.text).toContain(`>${inHtml(content['blog.title'] ?? '')}<`);
    const missing = await get('horizon', '/blog/no-such-post');
    expect(missing.status).toBe(404);
  });

  it('sitemap.xml lists the blog, each post and each guide, not their share copies', async () => {
    const xml = (await get('horizon', '/sitemap.xml')).text;
    for (const post of horizon.blog.posts) expect(xml).toContain(`/blog/${post.slug}</loc>`);
    for (const guide of horizon.destinations.guides) {
      expect(xml).toContain(`${destinationGuidePath(guide.slug)}</loc>`);
    }
    expect(xml).not.toContain('/share');
  });

  it('a guide links into the hotel search with its place filled in', async () => {
    const guide = horizon.destinations.guides.find((entry) => entry.place.airport);
    if (!guide) throw new Error('horizon has no guide with an airport');
    const { page, close } = await sites.open('horizon', destinationGuidePath(guide.slug), {
      javaScriptEnabled: false,
    });
    try {
      const hotels = page.getByRole('link', {
        name: (content['destinations.searchHotels'] ?? '').replace('{{place}}', guide.place.name),
      });
      const href = await hotels.getAttribute('href');
      expect(href).toMatch(/^\/booknow\/hotels\/search\?destination=/);
      const flights = page.getByRole('link', {
        name: (content['destinations.searchFlights'] ?? '').replace('{{place}}', guide.place.name),
      });
      await expect(flights.getAttribute('href')).resolves.toBe(
        `/booknow/flights/search?to=${guide.place.airport}&toName=${encodeURIComponent(guide.place.name).replaceAll('%20', '+')}`,
      );
    } finally {
      await close();
    }
  });

  it('the blog and a post read with JavaScript off, and ship no script of their own', async () => {
    const post = horizon.blog.posts[0];
    if (!post) throw new Error('horizon has no post');
    for (const path of [BLOG_PATH, `/blog/${post.slug}`]) {
      const { page, response, close } = await sites.open('horizon', path, {
        javaScriptEnabled: false,
      });
      try {
        expect(response?.status(), path).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1 }).first().isVisible(),
          path,
        ).resolves.toBe(true);
        await expect(page.getByRole('contentinfo').isVisible(), path).resolves.toBe(true);
      } finally {
        await close();
      }
    }
  });

  it('Arabic on a phone: right to left, no sideways scroll, axe clean (blog, a post, a guide)', async () => {
    const post = horizon.blog.posts[0];
    const guide = horizon.destinations.guides[0];
    if (!post || !guide) throw new Error('horizon has no content');
    for (const path of [BLOG_PATH, `/blog/${post.slug}`, destinationGuidePath(guide.slug)]) {
      const { page, close, blocked, errors } = await sites.open('horizon', `${path}?lng=ar`, {
        viewport: { width: 390, height: 844 },
        isMobile: true,
      });
      try {
        await expect(page.locator('html').getAttribute('dir'), path).resolves.toBe('rtl');
        await expect(
          page.getByRole('heading', { level: 1 }).first().textContent(),
          path,
        ).resolves.toBeTruthy();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((violation) => violation.id),
          path,
        ).toEqual([]);
        expect(blocked, path).toEqual([]);
        expect(errors, path).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});

describe('nordlys (top destinations off, no posts)', () => {
  it('spec §2.1: offers none of the top-destination routes', async () => {
    const nordlys = readAgencyConfig('nordlys');
    expect(nordlys.agency.displayTopDestinations).toBe(false);
    for (const path of [TOP_DESTINATIONS_PATH, DESTINATIONS_PATH, '/destination/lisbon']) {
      const reply = await get('nordlys', path);
      expect([302, 404], path).toContain(reply.status);
      if (reply.status === 302) expect(reply.headers.location, path).toBe('/errors');
    }
  });

  it('shows /blog and /destination/share as their lists, empty, and does not list them', async () => {
    const blog = await get('nordlys', BLOG_PATH);
    expect(blog.status).toBe(200);
    expect(blog.text).toContain(inHtml(content['blog.empty'] ?? ''));
    expect(blog.text).toContain('<meta name="robots" content="noindex"');
    const share = await get('nordlys', '/destination/share');
    expect(share.status).toBe(200);
    expect(share.text).toContain(inHtml(content['destinations.empty'] ?? ''));
    const xml = (await get('nordlys', '/sitemap.xml')).text;
    expect(xml).not.toContain('/blog');
  });
});
