// Which parts of the page frame show (spec §2.1 layout query parameters and proposal pages, §2.6,
// §2.7, §4 hide-header cookie and deep-link values). Decided by `decideLayout`, the one function
// every caller runs: the inline script in each generated page's head (before first paint; it is
// that very function, serialised), the islands after an in-place navigation, the Layout component
// and its stories (through `layoutVisibility`).
import type { Agency } from '../schemas/agency.ts';
import { isPublicInfoPath, LOGOUT_PATH, ROUTE_TABLE, routeRegexSource } from './routes.ts';

/**
 * Spec §4 "stored deep-link values" (logout clears them): what a deal or proposal link brings in
 * (§2.1 home query dealLinkId, proposalId; layout query xsessionid), kept for the rest of the visit
 * and handed to remotes. The values that count as "arrives through a deal or proposal link" (§2.7)
 * are the first two.
 */
export const DEEP_LINK_KEYS = ['dealLinkId', 'proposalId', 'xsessionid'] as const;
export type DeepLinkKey = (typeof DEEP_LINK_KEYS)[number];
export type DeepLinks = Partial<Record<DeepLinkKey, string>>;

/** Session storage entry holding the deep-link values (JSON of `DeepLinks`). */
export const DEEP_LINKS_STORAGE_KEY = 'wl.deepLinks';

/** Spec §2.1: paths containing disapproveProposal or allowAgentProposal are proposal pages. */
export const PROPOSAL_PATH_PATTERN = 'disapproveProposal|allowAgentProposal';

/**
 * Everything `decideLayout` knows about the site, as regex sources and names so that it can run
 * in a page's head with no imports. Built from the route table by `layoutRuleSet`.
 */
export interface LayoutRuleSet {
  /** Spec §2.1 proposal pages: no header, no footer. */
  proposalPattern: string;
  /** Pages without a footer besides those (spec §2.7: /logout). */
  noFooterPaths: readonly string[];
  /** Spec §2.7 last rule: booking and cancellation-policy pages of this agency. */
  dealProposalPages: readonly string[];
  /** Spec §2.7 checkout-terms pages: a terms page opened with checkout=true. */
  checkoutTermsPages: readonly string[];
  /** Pages a deal or proposal link lands on (/deal-link, /url/{id}, a hotel deal). */
  dealOrProposalLinkPages: readonly string[];
  /** Deep-link values kept for the visit (spec §4). */
  deepLinkKeys: readonly string[];
  /** Of those, the ones a deal or proposal link carries (spec §2.7 "arrives through"). */
  dealOrProposalKeys: readonly string[];
  /** Agency flag of spec §2.7 (and §3). */
  hideHeaderforDealProposal: boolean;
}

/** What the browser shows `decideLayout` about this visit. */
export interface LayoutFacts {
  pathname: string;
  /** The page query, `?` optional. */
  search: string;
  /** The hide-header cookie is set (spec §4: hideHeader=true earlier in the visit). */
  hideHeaderCookie: boolean;
  isLoggedIn: boolean;
  /** Deep-link values stored earlier in the visit. */
  storedDeepLinks: Readonly<Record<string, string>>;
}

export interface LayoutDecision {
  header: boolean;
  footer: boolean;
  /** The footer's link columns (spec §2.7 last rule). */
  footerLinks: boolean;
  /** Set the hide-header cookie: the header stays hidden for the visit (spec §2.1, §4). */
  rememberHideHeader: boolean;
  /** The deep-link values of the visit, stored ones overwritten by this page's query. */
  deepLinks: Record<string, string>;
}

/**
 * The layout rules of spec §2.1 (hideHeader=true, hideFooter=true, checkout=true, proposal pages),
 * §2.6 (header hidden by hideHeader), §2.7 (footer hidden on logout and by hideFooter; links hidden
 * on booking, cancellation-policy and checkout-terms pages when hideHeaderforDealProposal is on and
 * the visitor is not logged in or arrives through a deal or proposal link) and §4 (the hide-header
 * cookie keeps the header hidden for the visit).
 *
 * Self-contained on purpose: no imports, no names from outside, no inner named functions (a
 * transpiler may wrap those in helpers). Pages inline `decideLayout.toString()` in their head, so
 * the first paint follows the same code as the islands.
 */
export function decideLayout(rules: LayoutRuleSet, facts: LayoutFacts): LayoutDecision {
  let path = facts.pathname.split(/[?#]/)[0] || '/';
  if (path.charAt(0) !== '/') path = `/${path}`;
  if (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1);
  const query = new URLSearchParams(facts.search);

  const deepLinks: Record<string, string> = {};
  for (const key of rules.deepLinkKeys) {
    const value = query.get(key) ?? facts.storedDeepLinks[key];
    if (value) deepLinks[key] = value;
  }

  const proposal = new RegExp(rules.proposalPattern).test(path);
  const hideHeaderQuery = query.get('hideHeader') === 'true';
  const header = !hideHeaderQuery && !facts.hideHeaderCookie && !proposal;
  const footer =
    query.get('hideFooter') !== 'true' && !proposal && rules.noFooterPaths.indexOf(path) === -1;

  // Route patterns match case-insensitively, as the servers' rewrites do.
  const checkoutTerms =
    query.get('checkout') === 'true' &&
    rules.checkoutTermsPages.some((source) => new RegExp(source, 'i').test(path));
  const dealProposalPage =
    checkoutTerms || rules.dealProposalPages.some((source) => new RegExp(source, 'i').test(path));
  const arrivedByLink =
    rules.dealOrProposalLinkPages.some((source) => new RegExp(source, 'i').test(path)) ||
    rules.dealOrProposalKeys.some((key) => key in deepLinks);
  const footerLinks = !(
    rules.hideHeaderforDealProposal &&
    dealProposalPage &&
    (!facts.isLoggedIn || arrivedByLink)
  );

  return { header, footer, footerLinks, rememberHideHeader: hideHeaderQuery, deepLinks };
}

const anchored = (paths: readonly string[]) => paths.map(routeRegexSource);

const ruleSets = new WeakMap<object, LayoutRuleSet>();

/**
 * The site facts `decideLayout` needs, from core's route table and the agency (the booking pages
 * of every service, active or not: an inactive service's page is the 404 page, which has no
 * footer links to hide either way).
 */
export function layoutRuleSet(
  agency: Pick<Agency, 'hideHeaderforDealProposal'> & object,
): LayoutRuleSet {
  const known = ruleSets.get(agency);
  if (known) return known;
  const rules: LayoutRuleSet = {
    proposalPattern: PROPOSAL_PATH_PATTERN,
    noFooterPaths: [LOGOUT_PATH],
    dealProposalPages: anchored(
      ROUTE_TABLE.filter(
        (route) => route.area === 'booking' || route.area === 'cancellation-policy',
      ).map((route) => route.path),
    ),
    checkoutTermsPages: anchored([
      '/user-terms-and-conditions',
      '/agency-terms-and-conditions/:id',
    ]),
    dealOrProposalLinkPages: anchored(['/deal-link', '/url/:id', '/booknow/hotels/deal/:id']),
    deepLinkKeys: DEEP_LINK_KEYS,
    dealOrProposalKeys: ['dealLinkId', 'proposalId'],
    hideHeaderforDealProposal: agency.hideHeaderforDealProposal,
  };
  ruleSets.set(agency, rules);
  return rules;
}

/** Spec §2.1: paths containing disapproveProposal or allowAgentProposal are proposal pages. */
export function isProposalPath(pathname: string): boolean {
  return new RegExp(PROPOSAL_PATH_PATTERN).test(pathname);
}

export interface LayoutInput {
  pathname: string;
  query: URLSearchParams;
  agency: Pick<Agency, 'hideHeaderforDealProposal'>;
  isLoggedIn: boolean;
  /** Agents get the side navigation (spec §1, §2.8). */
  isAgent: boolean;
  /** The hide-header cookie of spec §4 is set. @default false */
  hideHeaderCookie?: boolean;
  /** Deep-link values stored earlier in the visit (spec §4). @default {} */
  storedDeepLinks?: Readonly<Record<string, string>>;
}

export interface LayoutVisibility {
  header: boolean;
  footer: boolean;
  /** The footer's link columns (spec §2.7 last rule). */
  footerLinks: boolean;
  sideNav: boolean;
}

/** Which parts of the layout show on a page (spec §2.1 query parameters, §2.7, §2.8). */
export function layoutVisibility(input: LayoutInput): LayoutVisibility {
  const { header, footer, footerLinks } = decideLayout(layoutRuleSet(input.agency), {
    pathname: input.pathname,
    search: input.query.toString(),
    hideHeaderCookie: input.hideHeaderCookie ?? false,
    isLoggedIn: input.isLoggedIn,
    storedDeepLinks: input.storedDeepLinks ?? {},
  });
  const sideNav = input.isLoggedIn && input.isAgent && !isPublicInfoPath(input.pathname);
  return { header, footer, footerLinks, sideNav };
}
