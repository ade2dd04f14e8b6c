import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import { isProposalPath, type LayoutInput, layoutVisibility } from './layout.ts';
import {
  agencyRoutes,
  isPublicInfoPath,
  loginHref,
  loginReturnPath,
  logoutTarget,
  matchRoute,
  partnerAgencyRedirect,
} from './routes.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

/** Every booking route of spec §2.1, with concrete values for the placeholders. */
const BOOKING_PATHS = {
  Hotels: [
    '/booknow/hotels/search',
    '/booknow/hotels/search-details',
    '/booknow/hotels/checkout',
    '/booknow/hotels/confirm-payment',
    '/booknow/hotels/deal/P-1',
    '/hotel-details',
  ],
  Cars: [
    '/booknow/cars/search',
    '/booknow/cars/result-details',
    '/booknow/cars/reservation-details',
    '/booknow/Cars/checkout',
    '/booknow/Cars/confirm-payment',
  ],
  Activities: [
    '/booknow/activities/search',
    '/booknow/activities/result-details/ABC123',
    '/booknow/activities/bookings/checkout',
    '/booknow/activities/confirmation/REF-9',
  ],
  Cruise: [
    '/booknow/cruise/search',
    '/booknow/cruise/search-details',
    '/booknow/cruise/checkout',
    '/booknow/cruise/confirmation/REF-7',
  ],
  'Air Travel': [
    '/booknow/flights/search',
    '/booknow/flights/search-details',
    '/booknow/flights/reservation-details',
    '/booknow/flights/checkout',
    '/booknow/flights/confirmation',
    '/flight-details',
  ],
  Resorts: [
    '/booknow/resort',
    '/booknow/resort/search',
    '/booknow/resort/details',
    '/booknow/resort/checkout',
  ],
} as const;

const PUBLIC_AND_ACCOUNT_PATHS = [
  '/',
  '/login',
  '/sso',
  '/social',
  '/signup',
  '/forgotpassword',
  '/newPassword',
  '/verify',
  '/logout',
  '/expired',
  '/expiry',
  '/subscription',
  '/agency-terms-and-conditions/12',
  '/user-terms-and-conditions',
  '/privacy-policy',
  '/cookies-policy',
  '/disclaimer',
  '/faqs',
  '/about',
  '/deal-link',
  '/url/abc',
  '/disapproveProposal',
  '/allowAgentProposal',
  '/blog',
  '/blog/share',
  '/destination/share',
  '/errors',
];

const CRUISE_LINE_PAGES = [
  '/cancellation-policy/royal-caribbean',
  '/cancellation-policy/carnival',
  '/cancellation-policy/mcl',
  '/cancellation-policy/celebrity',
  '/cancellation-policy/disney',
];

const AGENT_PATHS = [
  '/dashboard',
  '/settings/profile',
  '/settings/agency',
  '/settings/website',
  '/settings/payment',
  '/settings/product',
  '/settings/support',
  '/wallet/details',
  '/users/clients',
  '/users/agents/view/42',
  '/applications',
  // Ours: the side navigation's Bookings and Searches.
  '/bookings',
  '/searches',
];

const TRAVELLER_PATHS = [
  '/mytrip/dashboard',
  '/mytrip/mytrips',
  '/mytrip/profile',
  '/mytrip/support',
  '/mytrip/wallet/',
];

describe('route table (spec §2.1 route table)', () => {
  const everything = agency({ displayTopDestinations: true });

  it.each([
    ...PUBLIC_AND_ACCOUNT_PATHS,
    ...Object.values(BOOKING_PATHS).flat(),
    '/cancellation-policy',
    ...CRUISE_LINE_PAGES,
    ...AGENT_PATHS,
    ...TRAVELLER_PATHS,
    '/top-destination',
    '/destination',
  ])('%s is a route of an agency with every option on', (path) => {
    expect(matchRoute(path, everything)).not.toBeNull();
  });

  it('has booking routes for every vertical by default ("all active by default")', () => {
    const defaults = agency();
    for (const path of Object.values(BOOKING_PATHS).flat()) {
      expect(matchRoute(path, defaults), path).not.toBeNull();
    }
  });

  it('a vertical the agency does not list stays active', () => {
    const onlyResortsListed = agency({
      bookingMenuItemOptions: [{ title: 'Resorts', active: true }],
    });
    expect(matchRoute('/booknow/cruise/search', onlyResortsListed)).not.toBeNull();
    expect(matchRoute('/booknow/flights/checkout', onlyResortsListed)).not.toBeNull();
  });

  it.each(Object.entries(BOOKING_PATHS) as [keyof typeof BOOKING_PATHS, readonly string[]][])(
    'booking routes of %s exist only while that service is active',
    (title, paths) => {
      const inactive = agency({ bookingMenuItemOptions: [{ title, active: false }] });
      for (const path of paths) {
        expect(matchRoute(path, inactive), path).toBeNull();
      }
      expect(agencyRoutes(inactive).some((route) => route.service === title)).toBe(false);
      // The other verticals keep theirs.
      for (const [other, otherPaths] of Object.entries(BOOKING_PATHS)) {
        if (other === title) continue;
        for (const path of otherPaths) expect(matchRoute(path, inactive), path).not.toBeNull();
      }
    },
  );

  it('Resorts routes are present only when the Resorts booking menu item is active', () => {
    const off = agency({ bookingMenuItemOptions: [{ title: 'Resorts', active: false }] });
    const on = agency({ bookingMenuItemOptions: [{ title: 'Resorts', active: true }] });
    expect(agencyRoutes(off).some((route) => route.path.startsWith('/booknow/resort'))).toBe(false);
    expect(agencyRoutes(on).some((route) => route.path.startsWith('/booknow/resort'))).toBe(true);
    expect(matchRoute('/booknow/resort/details', off)).toBeNull();
    expect(matchRoute('/booknow/resort/details', on)?.route.service).toBe('Resorts');
  });

  it('/top-destination and /destination exist only with displayTopDestinations', () => {
    const off = agency({ displayTopDestinations: false });
    const on = agency({ displayTopDestinations: true });
    for (const path of ['/top-destination', '/destination']) {
      expect(matchRoute(path, off), path).toBeNull();
      expect(matchRoute(path, on), path).not.toBeNull();
      expect(agencyRoutes(off).some((route) => route.path === path)).toBe(false);
      expect(agencyRoutes(on).some((route) => route.path === path)).toBe(true);
    }
    // The share pages do not depend on the option.
    expect(matchRoute('/destination/share', off)).not.toBeNull();
    expect(matchRoute('/blog/share', off)).not.toBeNull();
  });

  it('has a cancellation policy page for exactly the five cruise lines', () => {
    const defaults = agency();
    const pages = agencyRoutes(defaults)
      .map((route) => route.path)
      .filter((path) => path.startsWith('/cancellation-policy/'));
    expect(pages.sort()).toEqual([...CRUISE_LINE_PAGES].sort());
    expect(matchRoute('/cancellation-policy', defaults)).not.toBeNull();
    expect(matchRoute('/cancellation-policy/msc', defaults)).toBeNull();
  });
});

describe('matchRoute (spec §2.1 route table, routing rules)', () => {
  const defaults = agency();

  it.each([
    ['/agency-terms-and-conditions/17', { id: '17' }],
    ['/url/sh0rt', { id: 'sh0rt' }],
    ['/booknow/hotels/deal/PROP-5', { proposalId: 'PROP-5' }],
    ['/booknow/activities/result-details/120384P1', { productCode: '120384P1' }],
    ['/booknow/activities/confirmation/ACT-778', { referenceNumber: 'ACT-778' }],
    ['/booknow/cruise/confirmation/CR-12', { referenceNumber: 'CR-12' }],
    ['/users/agents/view/99', { id: '99' }],
  ])('%s gives params %o', (path, params) => {
    expect(matchRoute(path, defaults)?.params).toEqual(params);
  });

  it('ignores the query string and the hash', () => {
    expect(matchRoute('/booknow/hotels/deal/P7?tab=Hotels#top', defaults)?.params).toEqual({
      proposalId: 'P7',
    });
  });

  it('matches the traveller wallet with and without its trailing slash', () => {
    expect(matchRoute('/mytrip/wallet/', defaults)).not.toBeNull();
    expect(matchRoute('/mytrip/wallet', defaults)).not.toBeNull();
  });

  it('marks signed-in routes with their audience', () => {
    for (const path of AGENT_PATHS)
      expect(matchRoute(path, defaults)?.route.audience, path).toBe('agent');
    for (const path of TRAVELLER_PATHS) {
      expect(matchRoute(path, defaults)?.route.audience, path).toBe('traveller');
    }
  });

  it.each([
    '/nowhere',
    '/booknow/hotels/unknown-step',
    '/booknow/hotels/deal',
    '/agency-terms-and-conditions',
    '/settings',
    '/mytrip/unknown',
    '/login/extra',
  ])('an unknown path %s matches nothing (null, so it ends at /errors)', (path) => {
    expect(matchRoute(path, defaults)).toBeNull();
  });
});

describe('isPublicInfoPath (spec §2.1 routing rules: public information pages)', () => {
  it.each([
    '/login',
    '/signup',
    '/forgotpassword',
    '/about',
    '/faqs',
    '/expiry',
    '/privacy-policy',
    '/user-terms-and-conditions',
    '/cookies-policy',
    '/disclaimer',
  ])('%s is a public information page', (path) => {
    expect(isPublicInfoPath(path)).toBe(true);
    expect(isPublicInfoPath(`${path}/`)).toBe(true);
    expect(isPublicInfoPath(`${path}?lng=es`)).toBe(true);
  });

  it.each(['/', '/dashboard', '/booknow/hotels/search', '/mytrip/mytrips', '/blog', '/deal-link'])(
    '%s is not',
    (path) => {
      expect(isPublicInfoPath(path)).toBe(false);
    },
  );
});

describe('loginHref (spec §2.1: return address when login redirects)', () => {
  const redirectOf = (href: string) =>
    new URL(href, 'https://test.example').searchParams.get('redirect');

  it('carries the page it comes from as the return address', () => {
    const href = loginHref('/booknow/hotels/search?lat=1&long=2');
    expect(new URL(href, 'https://test.example').pathname).toBe('/login');
    expect(redirectOf(href)).toBe('/booknow/hotels/search?lat=1&long=2');
  });

  it('carries signed-in pages too', () => {
    expect(redirectOf(loginHref('/mytrip/mytrips'))).toBe('/mytrip/mytrips');
  });

  it('carries the home page, which is not a public information page', () => {
    expect(redirectOf(loginHref('/?tab=Hotels'))).toBe('/?tab=Hotels');
  });

  it.each(['/about', '/faqs', '/privacy-policy', '/signup', '/disclaimer?x=1', '/expiry'])(
    'adds no return address from the public information page %s',
    (from) => {
      expect(loginHref(from)).toBe('/login');
    },
  );
});

describe('isProposalPath (spec §2.1: paths containing disapproveProposal or allowAgentProposal)', () => {
  it.each(['/disapproveProposal', '/allowAgentProposal', '/agency/allowAgentProposal/12'])(
    '%s is a proposal page',
    (path) => {
      expect(isProposalPath(path)).toBe(true);
    },
  );
  it('other paths are not', () => {
    expect(isProposalPath('/booknow/hotels/deal/1')).toBe(false);
    expect(isProposalPath('/deal-link')).toBe(false);
  });
});

describe('layoutVisibility (spec §2.1 query parameters, §2.7, §2.8)', () => {
  const base = (overrides: Partial<LayoutInput> = {}): LayoutInput => ({
    pathname: '/',
    query: new URLSearchParams(),
    agency: agency(),
    isLoggedIn: false,
    isAgent: false,
    ...overrides,
  });

  it('shows header and footer by default', () => {
    const shown = layoutVisibility(base({ pathname: '/booknow/hotels/search' }));
    expect(shown.header).toBe(true);
    expect(shown.footer).toBe(true);
    expect(shown.footerLinks).toBe(true);
  });

  it('hideHeader=true hides the header only', () => {
    const result = layoutVisibility(base({ query: new URLSearchParams('hideHeader=true') }));
    expect(result.header).toBe(false);
    expect(result.footer).toBe(true);
  });

  it('hideFooter=true hides the footer only', () => {
    const result = layoutVisibility(base({ query: new URLSearchParams('hideFooter=true') }));
    expect(result.footer).toBe(false);
    expect(result.header).toBe(true);
  });

  it('hideHeader=false and hideFooter=false hide nothing', () => {
    const result = layoutVisibility(
      base({ query: new URLSearchParams('hideHeader=false&hideFooter=false') }),
    );
    expect(result.header).toBe(true);
    expect(result.footer).toBe(true);
  });

  it.each(['/disapproveProposal', '/allowAgentProposal', '/allowAgentProposal/'])(
    'proposal page %s hides header and footer',
    (pathname) => {
      const result = layoutVisibility(base({ pathname }));
      expect(result.header).toBe(false);
      expect(result.footer).toBe(false);
    },
  );

  it('hides the footer on /logout (spec §2.7)', () => {
    expect(layoutVisibility(base({ pathname: '/logout' })).footer).toBe(false);
    expect(layoutVisibility(base({ pathname: '/logout/' })).footer).toBe(false);
  });

  describe('footer links under hideHeaderforDealProposal (spec §2.7 last rule)', () => {
    const flagged = agency({ hideHeaderforDealProposal: true });

    it.each([
      '/booknow/hotels/search',
      '/booknow/cars/result-details',
      '/booknow/flights/checkout',
      '/booknow/activities/bookings/checkout',
      '/cancellation-policy',
      '/cancellation-policy/carnival',
    ])('are hidden on %s for a visitor who is not logged in', (pathname) => {
      expect(layoutVisibility(base({ pathname, agency: flagged })).footerLinks).toBe(false);
    });

    it('are hidden on a checkout terms page (checkout=true) for a visitor', () => {
      const result = layoutVisibility(
        base({
          pathname: '/agency-terms-and-conditions/3',
          query: new URLSearchParams('checkout=true'),
          agency: flagged,
        }),
      );
      expect(result.footerLinks).toBe(false);
    });

    it('are hidden for a logged-in user arriving through a deal link', () => {
      const result = layoutVisibility(
        base({
          pathname: '/booknow/hotels/search-details',
          query: new URLSearchParams('dealLinkId=77'),
          agency: flagged,
          isLoggedIn: true,
        }),
      );
      expect(result.footerLinks).toBe(false);
    });

    it('are hidden for a logged-in user arriving through a proposal link', () => {
      expect(
        layoutVisibility(
          base({ pathname: '/booknow/hotels/deal/P-3', agency: flagged, isLoggedIn: true }),
        ).footerLinks,
      ).toBe(false);
      expect(
        layoutVisibility(
          base({
            pathname: '/booknow/hotels/checkout',
            query: new URLSearchParams('proposalId=P-3'),
            agency: flagged,
            isLoggedIn: true,
          }),
        ).footerLinks,
      ).toBe(false);
    });

    it('stay for a logged-in user who did not come through a deal or proposal link', () => {
      const result = layoutVisibility(
        base({ pathname: '/booknow/hotels/search', agency: flagged, isLoggedIn: true }),
      );
      expect(result.footerLinks).toBe(true);
    });

    it('stay on pages that are not booking, cancellation-policy or checkout-terms pages', () => {
      for (const pathname of ['/', '/about', '/blog', '/mytrip/mytrips']) {
        expect(layoutVisibility(base({ pathname, agency: flagged })).footerLinks, pathname).toBe(
          true,
        );
      }
    });

    it('stay everywhere when hideHeaderforDealProposal is off', () => {
      const result = layoutVisibility(
        base({ pathname: '/booknow/hotels/search', query: new URLSearchParams('dealLinkId=1') }),
      );
      expect(result.footerLinks).toBe(true);
    });
  });

  describe('side navigation (spec §1, §2.1, §2.8)', () => {
    it('shows for a signed-in agent on an agent page', () => {
      expect(
        layoutVisibility(base({ pathname: '/dashboard', isLoggedIn: true, isAgent: true })).sideNav,
      ).toBe(true);
    });

    it.each([
      '/login',
      '/signup',
      '/forgotpassword',
      '/about',
      '/faqs',
      '/expiry',
      '/privacy-policy',
      '/user-terms-and-conditions',
      '/cookies-policy',
      '/disclaimer',
    ])('is hidden on the public information page %s', (pathname) => {
      expect(layoutVisibility(base({ pathname, isLoggedIn: true, isAgent: true })).sideNav).toBe(
        false,
      );
    });

    it('is not shown to visitors or travellers', () => {
      expect(layoutVisibility(base({ pathname: '/dashboard' })).sideNav).toBe(false);
      expect(
        layoutVisibility(base({ pathname: '/mytrip/dashboard', isLoggedIn: true, isAgent: false }))
          .sideNav,
      ).toBe(false);
    });
  });
});

describe('partnerAgencyRedirect (spec §2.1 special agency mode)', () => {
  const claro = agency({ isAgencyClaro: true });

  it('sends a signed-in user at / to /booknow/hotels', () => {
    expect(partnerAgencyRedirect('/', claro, true)).toBe('/booknow/hotels');
  });

  it('sends a user with no token to /login with a redirect back to /booknow/hotels', () => {
    const target = partnerAgencyRedirect('/', claro, false);
    expect(target).not.toBeNull();
    const url = new URL(target ?? '', 'https://test.example');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/booknow/hotels');
  });

  it('leaves other paths alone', () => {
    expect(partnerAgencyRedirect('/about', claro, true)).toBeNull();
    expect(partnerAgencyRedirect('/booknow/hotels', claro, false)).toBeNull();
  });

  it('does nothing for other agencies', () => {
    expect(partnerAgencyRedirect('/', agency(), true)).toBeNull();
    expect(partnerAgencyRedirect('/', agency(), false)).toBeNull();
  });
});

describe('logoutTarget (spec §2.1 /logout, §6 travel agent)', () => {
  const withReturn = agency({ returnUrl: 'https://agency.example/home' });

  it('sends agents to /', () => {
    expect(logoutTarget(true, withReturn)).toBe('/');
  });

  it("sends everyone else to the agency's return address", () => {
    expect(logoutTarget(false, withReturn)).toBe('https://agency.example/home');
  });
});

describe('loginReturnPath (spec §2.1 login redirect back)', () => {
  it('continues to the path and query loginHref stored', () => {
    expect(loginReturnPath('/booknow/hotels?tab=Hotels')).toBe('/booknow/hotels?tab=Hotels');
    expect(
      loginReturnPath(
        new URLSearchParams(loginHref('/mytrip/mytrips?x=1').split('?')[1]).get('redirect'),
      ),
    ).toBe('/mytrip/mytrips?x=1');
  });
  it('goes home without a redirect or for anything that leaves the site', () => {
    for (const hostile of [
      null,
      '',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/\t/evil.test',
    ]) {
      expect(loginReturnPath(hostile)).toBe('/');
    }
  });
});
