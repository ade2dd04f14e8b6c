import { describe, expect, it } from 'vitest';
import { type AgencyConfig, agencyConfigSchema } from '../config/agencyConfig.ts';
import { validateConfigText } from '../config/validateConfig.ts';
import {
  builtInContentPages,
  contentShareFallbacks,
  destinationGuideHref,
  guideSearchLinks,
  indexableContentPaths,
  listedGuides,
  postsNewestFirst,
  routeOwnerFor,
} from './contentPages.ts';
import { indexablePaths } from './indexing.ts';
import { remoteForPath } from './remoteRoutes.ts';
import { agencyRoutes, matchRoute, routeRegexSource } from './routes.ts';

const post = (slug: string, date: string) => ({
  slug,
  title: `Post ${slug}`,
  summary: 'A short summary.',
  body: '<p>Body</p>',
  date,
});

const guide = (slug: string, top = false) => ({
  slug,
  title: `Guide ${slug}`,
  summary: 'Why go.',
  body: '<p>Body</p>',
  top,
  place: {
    name: 'Lisbon',
    latitude: 38.7223,
    longitude: -9.1393,
    countryCode: 'PT',
    airport: 'LIS',
  },
});

function config(input: Record<string, unknown> = {}, agency: Record<string, unknown> = {}) {
  return agencyConfigSchema.parse({
    agency: { agencyName: 'Test Travel', subdomain: 'test', ...agency },
    ...input,
  }) as AgencyConfig;
}

const withContent = (agency: Record<string, unknown> = {}, input: Record<string, unknown> = {}) =>
  config(
    {
      blog: { posts: [post('first', '2026-03-01'), post('second', '2026-05-01')] },
      destinations: { guides: [guide('lisbon', true), guide('kyoto')] },
      ...input,
    },
    agency,
  );

describe('blog and destination pages (spec §1, §2.1)', () => {
  it('the shell shows the blog and the destinations until the agency names a remote for them', () => {
    const own = withContent();
    const blogRoute = matchRoute('/blog/first', own.agency)?.route;
    expect(blogRoute && routeOwnerFor(blogRoute, own)).toBe('shell');
    const remote = withContent({}, { remotes: { blog: 'https://blog.example/remoteEntry.js' } });
    expect(blogRoute && routeOwnerFor(blogRoute, remote)).toBe('blog');
    // The remote owns the whole prefix: any path under /blog is its.
    expect(remoteForPath('/blog/2026/anything', remote)).toBe('blog');
    expect(builtInContentPages(remote).some((page) => page.pathname.startsWith('/blog'))).toBe(
      false,
    );
  });

  it('writes /blog, /blog/share and each post at /blog/<slug> and /blog/share/<slug>', () => {
    const paths = builtInContentPages(withContent())
      .filter((page) => page.pathname.startsWith('/blog'))
      .map((page) => [page.pathname, page.canonicalPath]);
    expect(paths).toEqual([
      ['/blog', '/blog'],
      ['/blog/share', '/blog'],
      ['/blog/first', '/blog/first'],
      ['/blog/share/first', '/blog/first'],
      ['/blog/second', '/blog/second'],
      ['/blog/share/second', '/blog/second'],
    ]);
  });

  it('spec §2.1: /top-destination and /destination only with top destinations on', () => {
    const off = withContent({ displayTopDestinations: false });
    const offPaths = builtInContentPages(off)
      .filter(
        (page) => page.pathname.startsWith('/destination') || page.pathname.startsWith('/top'),
      )
      .map((page) => page.pathname);
    expect(offPaths).toEqual([
      '/destination/share',
      '/destination/share/lisbon',
      '/destination/share/kyoto',
    ]);
    expect(matchRoute('/destination', off.agency)).toBeNull();
    expect(matchRoute('/top-destination', off.agency)).toBeNull();
    expect(matchRoute('/destination/lisbon', off.agency)).toBeNull();
    expect(destinationGuideHref('lisbon', off.agency)).toBe('/destination/share/lisbon');

    const on = withContent({ displayTopDestinations: true });
    const onPaths = builtInContentPages(on).map((page) => page.pathname);
    expect(onPaths).toEqual(
      expect.arrayContaining([
        '/destination',
        '/top-destination',
        '/destination/lisbon',
        '/destination/share/lisbon',
      ]),
    );
    expect(destinationGuideHref('lisbon', on.agency)).toBe('/destination/lisbon');
  });

  it('spec §2.1 "paths containing /blog/share are rewritten to /blog": a share link with no page opens the list', () => {
    expect(contentShareFallbacks(withContent({ displayTopDestinations: true }))).toEqual([
      { pattern: '/blog/share/*rest', listPath: '/blog' },
      { pattern: '/destination/share/*rest', listPath: '/destination' },
    ]);
    // Without the destination list, the share page's own list is where it goes.
    expect(contentShareFallbacks(withContent())[1]?.listPath).toBe('/destination/share');
  });

  it('search engines list the lists with content and each item once (not its share copy)', () => {
    const on = withContent({ displayTopDestinations: true });
    expect(indexableContentPaths(on)).toEqual([
      '/blog',
      '/blog/first',
      '/blog/second',
      '/destination',
      '/top-destination',
      '/destination/lisbon',
      '/destination/kyoto',
    ]);
    expect(indexablePaths(on)).toContain('/blog/first');
    // Empty lists are not listed; a remote's pages are not the shell's to list.
    expect(indexableContentPaths(config())).toEqual([]);
  });

  it('orders posts newest first and /top-destination lists the top guides', () => {
    const { blog, destinations } = withContent();
    expect(postsNewestFirst(blog.posts).map((entry) => entry.slug)).toEqual(['second', 'first']);
    expect(listedGuides(destinations.guides, true).map((entry) => entry.slug)).toEqual(['lisbon']);
    expect(listedGuides(destinations.guides, false)).toHaveLength(2);
  });

  it("links a guide to the hotel and flight search forms of the agency's active types", () => {
    const all = withContent();
    expect(guideSearchLinks(guide('lisbon'), all.agency)).toEqual([
      {
        vertical: 'hotels',
        href: '/booknow/hotels/search?destination=Lisbon&lat=38.7223&long=-9.1393',
      },
      { vertical: 'flights', href: '/booknow/flights/search?to=LIS&toName=Lisbon' },
    ]);
    const hotelsOnly = withContent({
      bookingMenuItemOptions: [
        { title: 'Hotels', active: true },
        { title: 'Air Travel', active: false },
      ],
    });
    expect(
      guideSearchLinks(guide('lisbon'), hotelsOnly.agency).map((link) => link.vertical),
    ).toEqual(['hotels']);
  });

  it('the wildcard routes are regular expressions nginx reads too (no JavaScript-only [^])', () => {
    for (const route of agencyRoutes({ ...withContent().agency, displayTopDestinations: true })) {
      expect(routeRegexSource(route.path)).not.toContain('[^]');
    }
    expect(new RegExp(routeRegexSource('/blog/*rest'), 'i').test('/blog/a/b')).toBe(true);
  });
});

describe('blog and destination content in the config (agency validate)', () => {
  const problems = (input: Record<string, unknown>) => {
    const result = validateConfigText(
      JSON.stringify({ agency: { agencyName: 'Test Travel', subdomain: 'test' }, ...input }),
    );
    return result.ok ? [] : result.problems.map((problem) => `${problem.path}: ${problem.message}`);
  };

  it.each([
    [
      'a slug with capitals',
      { blog: { posts: [{ ...post('Bad Slug', '2026-01-01') }] } },
      'blog.posts[0].slug: must be lower-case letters, digits and single hyphens, such as "lisbon-in-spring"',
    ],
    [
      'the share page slug',
      { blog: { posts: [post('share', '2026-01-01')] } },
      `blog.posts[0].slug: "share" is the share page's own path`,
    ],
    [
      'a day that does not exist',
      { blog: { posts: [post('a', '2026-02-30')] } },
      'blog.posts[0].date: expected a real day as YYYY-MM-DD',
    ],
    [
      'two posts at one address',
      { blog: { posts: [post('a', '2026-01-01'), post('a', '2026-01-02')] } },
      'blog.posts[1].slug: "a" is used twice: each needs its own address',
    ],
    [
      'a title on two lines',
      { blog: { posts: [{ ...post('a', '2026-01-01'), title: 'One\nTwo' }] } },
      'blog.posts[0].title: must be one line: line breaks and tabs are not allowed',
    ],
    [
      'a cover outside the assets',
      { blog: { posts: [{ ...post('a', '2026-01-01'), coverImage: '../../etc/passwd.png' }] } },
      'blog.posts[0].coverImage',
    ],
    [
      'an airport that is not IATA',
      {
        destinations: {
          guides: [{ ...guide('a'), place: { ...guide('a').place, airport: 'Lisbon' } }],
        },
      },
      'destinations.guides[0].place.airport: expected an IATA airport code such as "LIS"',
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(problems(input).join('\n')).toContain(expected);
  });

  it('accepts posts and guides', () => {
    expect(
      problems({
        blog: { posts: [post('a', '2026-01-01')] },
        destinations: { guides: [guide('b')] },
      }),
    ).toEqual([]);
  });
});
