import { match, pathToRegexp } from 'path-to-regexp';
import type { Agency } from '../schemas/agency.ts';
import type { BookingTypeTitle } from '../schemas/bookingTypes.ts';
import { isBookingTypeActive } from './bookNow.ts';

/** Who renders a route's content: the shell itself, or a remote inside the shell (spec §1, §2.1). */
export type RouteOwner = 'shell' | 'main' | 'resort' | 'blog' | 'destinations';

export type RouteArea =
  | 'home'
  | 'account'
  | 'legal'
  | 'content'
  | 'deal'
  | 'proposal'
  | 'blog'
  | 'destination'
  | 'errors'
  | 'booking'
  | 'cancellation-policy'
  | 'agent'
  | 'traveller';

export interface RouteDef {
  /** path-to-regexp pattern, e.g. `/booknow/activities/result-details/:productCode`. */
  path: string;
  area: RouteArea;
  owner: RouteOwner;
  /** Booking routes exist only while their service is active (spec §2.1). */
  service?: BookingTypeTitle;
  /** Only when the agency has top destinations enabled (spec §2.1). */
  needsTopDestinations?: boolean;
  /** Signed-in routes (spec §2.1). */
  audience?: 'agent' | 'traveller';
}

export const HOME_PATH = '/';
export const ERRORS_PATH = '/errors';
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const SUBSCRIPTION_PATH = '/subscription';
export const USER_TERMS_PATH = '/user-terms-and-conditions';
/** Spec §2.1 `/agency-terms-and-conditions/{id}`: the page exists for the agency's own id only. */
export const AGENCY_TERMS_ROUTE = '/agency-terms-and-conditions/:id';
export const CANCELLATION_POLICY_PATH = '/cancellation-policy';
export const BLOG_PATH = '/blog';
export const BLOG_SHARE_PATH = '/blog/share';
export const DESTINATIONS_PATH = '/destination';
export const TOP_DESTINATIONS_PATH = '/top-destination';
export const DESTINATION_SHARE_PATH = '/destination/share';

const shell = (path: string, area: RouteArea): RouteDef => ({ path, area, owner: 'shell' });
const main = (path: string, area: RouteArea): RouteDef => ({ path, area, owner: 'main' });
const booking = (service: BookingTypeTitle, paths: string[], owner: RouteOwner = 'main') =>
  paths.map((path): RouteDef => ({ path, area: 'booking', owner, service }));

/** Spec §2.1: five cruise lines with their own cancellation policy page. */
export const CRUISE_LINES = ['royal-caribbean', 'carnival', 'mcl', 'celebrity', 'disney'] as const;
export type CruiseLine = (typeof CRUISE_LINES)[number];

/** Spec §2.1: the cancellation policy page of one cruise line. */
export function cruiseLinePolicyPath(line: CruiseLine): string {
  return `${CANCELLATION_POLICY_PATH}/${line}`;
}

/** Spec §2.1, every route the product has, before the agency's options narrow it. */
export const ROUTE_TABLE: readonly RouteDef[] = [
  shell(HOME_PATH, 'home'),
  // Public and account routes.
  shell(LOGIN_PATH, 'account'),
  main('/sso', 'account'),
  main('/social', 'account'),
  main('/signup', 'account'),
  main('/forgotpassword', 'account'),
  main('/newPassword', 'account'),
  main('/verify', 'account'),
  shell(LOGOUT_PATH, 'account'),
  main('/expired', 'account'),
  main('/expiry', 'account'),
  main(SUBSCRIPTION_PATH, 'account'),
  shell(AGENCY_TERMS_ROUTE, 'legal'),
  shell(USER_TERMS_PATH, 'legal'),
  shell('/privacy-policy', 'legal'),
  shell('/cookies-policy', 'legal'),
  shell('/disclaimer', 'legal'),
  shell('/faqs', 'content'),
  shell('/about', 'content'),
  // Ours: a deal link is made by agency staff; its short address /url/{id} opens for anyone.
  { ...main('/deal-link', 'deal'), audience: 'agent' },
  main('/url/:id', 'deal'),
  // Ours: the client a proposal was sent to answers it, signed in (no token in the address).
  { ...main('/disapproveProposal', 'proposal'), audience: 'traveller' },
  { ...main('/allowAgentProposal', 'proposal'), audience: 'traveller' },
  // The blog and destinations own their prefixes: a post is /blog/<slug>, a shared one
  // /blog/share/<slug> (spec §2.1 "paths containing /blog/share"); an agency's own remote at
  // remotes.blog may answer any path under /blog.
  { path: BLOG_PATH, area: 'blog', owner: 'blog' },
  { path: BLOG_SHARE_PATH, area: 'blog', owner: 'blog' },
  { path: `${BLOG_PATH}/*rest`, area: 'blog', owner: 'blog' },
  { path: DESTINATION_SHARE_PATH, area: 'destination', owner: 'destinations' },
  { path: `${DESTINATION_SHARE_PATH}/*rest`, area: 'destination', owner: 'destinations' },
  {
    path: TOP_DESTINATIONS_PATH,
    area: 'destination',
    owner: 'destinations',
    needsTopDestinations: true,
  },
  {
    path: DESTINATIONS_PATH,
    area: 'destination',
    owner: 'destinations',
    needsTopDestinations: true,
  },
  {
    path: `${DESTINATIONS_PATH}/*rest`,
    area: 'destination',
    owner: 'destinations',
    needsTopDestinations: true,
  },
  shell(ERRORS_PATH, 'errors'),
  // Booking routes (spec §2.1), per vertical.
  ...booking('Hotels', [
    '/booknow/hotels',
    '/booknow/hotels/search',
    '/booknow/hotels/search-details',
    '/booknow/hotels/checkout',
    '/booknow/hotels/confirm-payment',
    '/booknow/hotels/deal/:proposalId',
    '/hotel-details',
  ]),
  ...booking('Cars', [
    '/booknow/cars',
    '/booknow/cars/search',
    '/booknow/cars/result-details',
    '/booknow/cars/reservation-details',
    '/booknow/Cars/checkout',
    '/booknow/Cars/confirm-payment',
  ]),
  ...booking('Activities', [
    '/booknow/activities',
    '/booknow/activities/search',
    '/booknow/activities/result-details/:productCode',
    '/booknow/activities/bookings/checkout',
    '/booknow/activities/confirmation/:referenceNumber',
  ]),
  ...booking('Cruise', [
    '/booknow/cruise',
    '/booknow/cruise/search',
    '/booknow/cruise/search-details',
    '/booknow/cruise/checkout',
    '/booknow/cruise/confirmation/:referenceNumber',
  ]),
  ...booking('Air Travel', [
    '/booknow/flights',
    '/booknow/flights/search',
    '/booknow/flights/search-details',
    '/booknow/flights/reservation-details',
    '/booknow/flights/checkout',
    '/booknow/flights/confirmation',
    '/flight-details',
  ]),
  ...booking(
    'Resorts',
    [
      '/booknow/resort',
      '/booknow/resort/search',
      '/booknow/resort/details',
      '/booknow/resort/checkout',
    ],
    'resort',
  ),
  shell(CANCELLATION_POLICY_PATH, 'cancellation-policy'),
  ...CRUISE_LINES.map((line) => shell(cruiseLinePolicyPath(line), 'cancellation-policy')),
  // Signed-in routes.
  ...[
    '/dashboard',
    '/settings/profile',
    '/settings/agency',
    '/settings/website',
    '/settings/payment',
    '/settings/product',
    '/settings/support',
    '/wallet/details',
    '/users/clients',
    '/users/agents/view/:id',
    '/applications',
    // Ours: the side navigation's Bookings, Proposals, Theme Customisation, Pay and Searches
    // (spec §1 lists them; the spec gives them no path).
    '/bookings',
    '/proposals',
    '/theme-customisation',
    '/pay',
    '/searches',
  ].map((path): RouteDef => ({ path, area: 'agent', owner: 'main', audience: 'agent' })),
  ...[
    '/mytrip/dashboard',
    '/mytrip/mytrips',
    '/mytrip/profile',
    '/mytrip/support',
    '/mytrip/wallet',
  ].map((path): RouteDef => ({ path, area: 'traveller', owner: 'main', audience: 'traveller' })),
];

type RouteOptions = Pick<Agency, 'bookingMenuItemOptions' | 'displayTopDestinations'>;

/** The routes one agency has (spec §2.1): booking routes of active services, top destinations if on. */
export function agencyRoutes(agency: RouteOptions): RouteDef[] {
  return ROUTE_TABLE.filter(
    (route) =>
      (!route.service || isBookingTypeActive(agency, route.service)) &&
      (!route.needsTopDestinations || agency.displayTopDestinations),
  );
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

// Exact segments; an optional trailing slash (the spec writes `/mytrip/wallet/`).
const matchers = new Map(
  ROUTE_TABLE.map((route) => [
    route,
    match<Record<string, string>>(route.path, { trailing: true }),
  ]),
);

/**
 * The route a path opens for this agency, or null: spec §2.1 "every path not listed above is
 * handed to the main remote application", which sends what it does not know to /errors.
 */
export function matchRoute(pathname: string, agency: RouteOptions): RouteMatch | null {
  const path = normalisePath(pathname);
  for (const route of agencyRoutes(agency)) {
    const found = matchers.get(route)?.(path);
    if (found) return { route, params: { ...found.params } };
  }
  return null;
}

/**
 * A route pattern as an anchored regular expression source, case-insensitive like `matchRoute`,
 * in the syntax JavaScript and PCRE (nginx) share: servers route by it.
 */
export function routeRegexSource(path: string): string {
  // A wildcard's `[^]` (any character) is JavaScript's alone; PCRE reads `[\s\S]` the same way.
  return pathToRegexp(path, { trailing: true }).regexp.source.replaceAll('[^]', '[\\s\\S]');
}

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** Spec §2.1: public information pages. */
export const PUBLIC_INFO_PATHS: readonly string[] = [
  '/login',
  '/signup',
  '/forgotpassword',
  '/about',
  '/faqs',
  '/expiry',
  '/privacy-policy',
  USER_TERMS_PATH,
  '/cookies-policy',
  '/disclaimer',
];

export function isPublicInfoPath(pathname: string): boolean {
  return PUBLIC_INFO_PATHS.includes(stripTrailingSlash(normalisePath(pathname)));
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Spec §2.1: where login sends a visitor from `from` (path plus query). Public information pages
 * add no return address.
 */
export function loginHref(from: string): string {
  const [pathname = '/'] = from.split('?', 1);
  if (isPublicInfoPath(pathname)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: from }).toString()}`;
}

/**
 * Where a successful login continues: the `redirect` query `loginHref` wrote, when it is a path on
 * this site; anything else (another origin, `//host`, a script URL) goes home, so a crafted login
 * link cannot send a fresh session elsewhere.
 */
export function loginReturnPath(redirect: string | null | undefined): string {
  const target = redirect?.trim() ?? '';
  if (!target.startsWith('/')) return HOME_PATH;
  // Parsed as a browser would (backslashes, tabs and newlines included), then held to this site.
  const site = 'https://site.invalid';
  const url = URL.canParse(target, site) ? new URL(target, site) : null;
  if (!url || url.origin !== site) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Spec §2.1 "special agency mode", the partner agency's (isAgencyClaro): at `/` a signed-in
 * user goes to /booknow/hotels and a user with no token to login with a redirect back there.
 * Null when the path stays.
 */
export function partnerAgencyRedirect(
  pathname: string,
  agency: Pick<Agency, 'isAgencyClaro'>,
  hasToken: boolean,
): string | null {
  if (!agency.isAgencyClaro || stripTrailingSlash(normalisePath(pathname)) !== HOME_PATH)
    return null;
  const target = '/booknow/hotels';
  return hasToken
    ? target
    : `${LOGIN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** Spec §2.1 / §6: after logout agents go to `/`, everyone else to the agency's return address. */
export function logoutTarget(wasAgent: boolean, agency: Pick<Agency, 'returnUrl'>): string {
  if (wasAgent) return HOME_PATH;
  return agency.returnUrl ?? HOME_PATH;
}
