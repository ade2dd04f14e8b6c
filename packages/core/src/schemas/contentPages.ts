import { fromIsoDay } from '../rules/searchDates.ts';
import { z } from '../zod.ts';
import { languageCode } from './market.ts';
import { assetRef, countryCode, htmlContent, isOneLine, ONE_LINE_MESSAGE } from './primitives.ts';

/**
 * The agency's blog posts and destination guides (spec §1: the blog and destinations
 * applications; §2.1 their routes), written in its config. Bodies are agency HTML, sanitised like
 * the About page before they are shown.
 */

/** The word a share link puts between the section and the item (`/blog/share/<slug>`). */
export const SHARE_SEGMENT = 'share';

export const CONTENT_SLUG_MAX = 80;

/** A slug is one lower-case path segment: it becomes `/blog/<slug>` on every server. */
export function contentSlugProblem(slug: string): string | undefined {
  if (slug.length > CONTENT_SLUG_MAX) return `must be at most ${CONTENT_SLUG_MAX} characters`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    return 'must be lower-case letters, digits and single hyphens, such as "lisbon-in-spring"';
  }
  if (slug === SHARE_SEGMENT) return `"${SHARE_SEGMENT}" is the share page's own path`;
  return undefined;
}

const slug = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = contentSlugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

const line = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'must not be empty' }),
      z.maxLength(max, { error: `must be at most ${max} characters` }),
      z.refine(isOneLine, { error: ONE_LINE_MESSAGE }),
    );

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
const publishedDay = z
  .string()
  .check(z.refine((value) => fromIsoDay(value) !== null, 'expected a real day as YYYY-MM-DD'));

const tags = z._default(
  z.array(line(40)).check(
    z.maxLength(10, { error: 'list at most 10 tags' }),
    z.refine((list) => new Set(list).size === list.length, { error: 'each tag once' }),
  ),
  [],
);

const item = {
  slug,
  title: line(160),
  summary: line(300),
  /** A picture beside the agency's assets, as the About image. */
  coverImage: z.optional(assetRef),
  body: htmlContent,
  tags,
  /** The language it is written in, when not the site's: the page marks it for readers. */
  language: z.optional(languageCode),
};

export const blogPostSchema = z.strictObject({
  ...item,
  date: publishedDay,
});
export type BlogPost = z.output<typeof blogPostSchema>;

/** Where a guide's "search hotels / flights here" links search. */
export const guidePlaceSchema = z.strictObject({
  name: line(100),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  countryCode,
  /** The nearest airport's IATA code, for the flight search. Absent: no flight link. */
  airport: z.optional(
    z.string().check(z.regex(/^[A-Z]{3}$/, 'expected an IATA airport code such as "LIS"')),
  ),
});

export const destinationGuideSchema = z.strictObject({
  ...item,
  /** Places worth seeing, in the order shown. */
  places: z._default(z.array(line(100)).check(z.maxLength(30)), []),
  bestSeason: z.optional(line(120)),
  place: guidePlaceSchema,
  /** Listed on /top-destination (spec §2.1); every guide is on /destination. */
  top: z._default(z.boolean(), false),
  date: z.optional(publishedDay),
});
export type DestinationGuide = z.output<typeof destinationGuideSchema>;

/** Two items at one address would hide one of them: every slug once per section. */
function uniqueSlugs<T extends { slug: string }>() {
  return z.superRefine<T[]>((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      if (seen.has(entry.slug)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: `"${entry.slug}" is used twice: each needs its own address`,
          input: entry.slug,
        });
      }
      seen.add(entry.slug);
    });
  });
}

export const MAX_CONTENT_ITEMS = 200;

export const blogSchema = z.strictObject({
  posts: z._default(
    z.array(blogPostSchema).check(z.maxLength(MAX_CONTENT_ITEMS), uniqueSlugs<BlogPost>()),
    [],
  ),
});
export type Blog = z.output<typeof blogSchema>;

export const destinationsSchema = z.strictObject({
  guides: z._default(
    z
      .array(destinationGuideSchema)
      .check(z.maxLength(MAX_CONTENT_ITEMS), uniqueSlugs<DestinationGuide>()),
    [],
  ),
});
export type Destinations = z.output<typeof destinationsSchema>;
