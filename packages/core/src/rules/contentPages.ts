// The blog and destination pages (spec §1 "blog, destinations" applications, §2.1 their routes),
// decided once: which application shows them, which pages the generator writes, their addresses,
// which of them search engines may list, and where a guide's search links go. The generator, both
// servers and sitemap.xml ask here.
import type { AgencyConfig } from '../config/agencyConfig.ts';
import type { BlogPost, DestinationGuide } from '../schemas/contentPages.ts';
import { isBookingTypeActive } from './bookNow.ts';
import {
  BLOG_PATH,
  BLOG_SHARE_PATH,
  DESTINATION_SHARE_PATH,
  DESTINATIONS_PATH,
  type RouteDef,
  type RouteOwner,
  TOP_DESTINATIONS_PATH,
} from './routes.ts';
import { SEARCH_FORM_PATHS } from './searchQuery.ts';

/** The two content applications of spec §1, by the name their remote has in `remotes`. */
export type ContentSection = 'blog' | 'destinations';

type RemotesInput = Pick<AgencyConfig, 'remotes'>;

/**
 * Whether the shell renders a section itself, as reading pages with their text in the HTML. An
 * agency that configures its own remote (`remotes.blog`) hands the whole prefix to it.
 */
export function shellShowsSection(config: RemotesInput, section: ContentSection): boolean {
  return config.remotes[section] === undefined;
}

/**
 * Who renders a route for this agency: the route table's owner, except the blog's and the
 * destinations' routes, which are the shell's own pages until the agency names a remote for them.
 */
export function routeOwnerFor(route: Pick<RouteDef, 'owner'>, config: RemotesInput): RouteOwner {
  const { owner } = route;
  if ((owner === 'blog' || owner === 'destinations') && shellShowsSection(config, owner)) {
    return 'shell';
  }
  return owner;
}

export const blogPostPath = (slug: string) => `${BLOG_PATH}/${slug}`;
/** The address a post is shared by (spec §2.1 /blog/share): the same page, its own preview. */
export const blogShareHref = (slug: string) => `${BLOG_SHARE_PATH}/${slug}`;
export const destinationGuidePath = (slug: string) => `${DESTINATIONS_PATH}/${slug}`;
export const destinationShareHref = (slug: string) => `${DESTINATION_SHARE_PATH}/${slug}`;

/**
 * Where a guide's card links: its own page while the agency lists destinations (spec §2.1
 * /destination needs top destinations on), else its share address, the one page it has then.
 */
export function destinationGuideHref(
  slug: string,
  agency: Pick<AgencyConfig['agency'], 'displayTopDestinations'>,
): string {
  return agency.displayTopDestinations ? destinationGuidePath(slug) : destinationShareHref(slug);
}

/** One page the shell writes for the blog or the destinations. */
export type ContentPage =
  | {
      view: 'blog';
      /** The address it answers at. */
      pathname: string;
      /** The address search engines should list for it (share pages name the page they copy). */
      canonicalPath: string;
    }
  | { view: 'blog-post'; pathname: string; canonicalPath: string; post: BlogPost }
  | {
      view: 'destinations';
      pathname: string;
      canonicalPath: string;
      /** /top-destination lists the guides marked `top` (all of them when none is). */
      topOnly: boolean;
    }
  | { view: 'destination'; pathname: string; canonicalPath: string; guide: DestinationGuide };

type ContentInput = Pick<AgencyConfig, 'remotes' | 'blog' | 'destinations'> & {
  agency: Pick<AgencyConfig['agency'], 'displayTopDestinations'>;
};

/**
 * The blog and destination pages the shell writes for an agency (none for a section a remote
 * owns). Spec §2.1: /blog, /blog/share and /destination/share always; /destination and
 * /top-destination only with top destinations on. A guide shared by link keeps its page at
 * /destination/share/<slug> either way.
 */
export function builtInContentPages(config: ContentInput): ContentPage[] {
  const pages: ContentPage[] = [];
  if (shellShowsSection(config, 'blog')) {
    pages.push(
      { view: 'blog', pathname: BLOG_PATH, canonicalPath: BLOG_PATH },
      { view: 'blog', pathname: BLOG_SHARE_PATH, canonicalPath: BLOG_PATH },
    );
    for (const post of config.blog.posts) {
      const canonicalPath = blogPostPath(post.slug);
      pages.push(
        { view: 'blog-post', pathname: canonicalPath, canonicalPath, post },
        { view: 'blog-post', pathname: blogShareHref(post.slug), canonicalPath, post },
      );
    }
  }
  if (shellShowsSection(config, 'destinations')) {
    const listed = config.agency.displayTopDestinations;
    const listPath = listed ? DESTINATIONS_PATH : DESTINATION_SHARE_PATH;
    pages.push({
      view: 'destinations',
      pathname: DESTINATION_SHARE_PATH,
      canonicalPath: listPath,
      topOnly: false,
    });
    if (listed) {
      pages.push(
        {
          view: 'destinations',
          pathname: DESTINATIONS_PATH,
          canonicalPath: DESTINATIONS_PATH,
          topOnly: false,
        },
        {
          view: 'destinations',
          pathname: TOP_DESTINATIONS_PATH,
          canonicalPath: TOP_DESTINATIONS_PATH,
          topOnly: true,
        },
      );
    }
    for (const guide of config.destinations.guides) {
      const shared = destinationShareHref(guide.slug);
      const canonicalPath = destinationGuideHref(guide.slug, config.agency);
      pages.push({ view: 'destination', pathname: shared, canonicalPath, guide });
      if (listed) {
        pages.push({ view: 'destination', pathname: canonicalPath, canonicalPath, guide });
      }
    }
  }
  return pages;
}

/**
 * Spec §2.1 "paths containing /blog/share or /destination/share are rewritten to /blog and
 * /destination": a shared link the site has no page for (the post was taken down, the link was
 * cut) opens the list it came from instead of an error. The servers serve the list's page there.
 */
export function contentShareFallbacks(
  config: ContentInput,
): { pattern: string; listPath: string }[] {
  const fallbacks: { pattern: string; listPath: string }[] = [];
  if (shellShowsSection(config, 'blog')) {
    fallbacks.push({ pattern: `${BLOG_SHARE_PATH}/*rest`, listPath: BLOG_PATH });
  }
  if (shellShowsSection(config, 'destinations')) {
    fallbacks.push({
      pattern: `${DESTINATION_SHARE_PATH}/*rest`,
      listPath: config.agency.displayTopDestinations ? DESTINATIONS_PATH : DESTINATION_SHARE_PATH,
    });
  }
  return fallbacks;
}

/** The guides a list shows: /top-destination the top ones (all when none is marked). */
export function listedGuides(guides: readonly DestinationGuide[], topOnly: boolean) {
  const top = guides.filter((guide) => guide.top);
  return topOnly && top.length > 0 ? top : [...guides];
}

/** Newest first; posts of one day keep the order the agency wrote them in. */
export function postsNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.index - b.index)
    .map(({ post }) => post);
}

/**
 * The content pages search engines may list: a section's list when it has something in it, and
 * each post or guide at its own address (not the share copies, which name it as canonical).
 */
export function indexableContentPaths(config: ContentInput): string[] {
  const paths: string[] = [];
  for (const page of builtInContentPages(config)) {
    if (page.pathname !== page.canonicalPath) continue;
    if (page.view === 'blog' && config.blog.posts.length === 0) continue;
    if (page.view === 'destinations' && config.destinations.guides.length === 0) continue;
    paths.push(page.pathname);
  }
  return paths;
}

export interface GuideSearchLink {
  vertical: 'hotels' | 'flights';
  href: string;
}

/**
 * A guide's "search hotels / flights here" links: into the search form of each booking type the
 * agency has active, the place filled in (flights need the guide's airport). The visitor picks the
 * dates there: a link written at build time cannot know which days are still bookable.
 */
export function guideSearchLinks(
  guide: Pick<DestinationGuide, 'place'>,
  agency: Pick<AgencyConfig['agency'], 'bookingMenuItemOptions'>,
): GuideSearchLink[] {
  const { place } = guide;
  const links: GuideSearchLink[] = [];
  if (isBookingTypeActive(agency, 'Hotels')) {
    const query = new URLSearchParams({
      destination: place.name,
      lat: String(place.latitude),
      long: String(place.longitude),
    });
    links.push({ vertical: 'hotels', href: `${SEARCH_FORM_PATHS.hotels}?${query}` });
  }
  if (place.airport && isBookingTypeActive(agency, 'Air Travel')) {
    const query = new URLSearchParams({ to: place.airport, toName: place.name });
    links.push({ vertical: 'flights', href: `${SEARCH_FORM_PATHS.flights}?${query}` });
  }
  return links;
}
