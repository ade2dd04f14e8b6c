import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import {
  DEEP_LINK_KEYS,
  decideLayout,
  isProposalPath,
  type LayoutFacts,
  layoutRuleSet,
} from './layout.ts';
import { LOGOUT_PATH } from './routes.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

const facts = (overrides: Partial<LayoutFacts> = {}): LayoutFacts => ({
  pathname: '/',
  search: '',
  hideHeaderCookie: false,
  isLoggedIn: false,
  storedDeepLinks: {},
  ...overrides,
});

const plain = layoutRuleSet(agency());
const flagged = layoutRuleSet(agency({ hideHeaderforDealProposal: true }));

describe('decideLayout (spec §2.1 layout query, §2.6, §2.7, §4)', () => {
  it('hideHeader=true hides the header and asks to remember it for the visit (§2.1, §4)', () => {
    const decision = decideLayout(plain, facts({ search: '?hideHeader=true' }));
    expect(decision).toMatchObject({ header: false, footer: true, rememberHideHeader: true });
  });

  it('the hide-header cookie keeps the header hidden on the next page (§4)', () => {
    const decision = decideLayout(plain, facts({ pathname: '/about', hideHeaderCookie: true }));
    expect(decision).toMatchObject({ header: false, footer: true, rememberHideHeader: false });
  });

  it('hideFooter=true hides the footer only (§2.7)', () => {
    expect(decideLayout(plain, facts({ search: 'hideFooter=true' }))).toMatchObject({
      header: true,
      footer: false,
      rememberHideHeader: false,
    });
  });

  it('proposal paths hide header and footer, whatever their case of slash (§2.1)', () => {
    for (const pathname of [
      '/disapproveProposal',
      '/allowAgentProposal/',
      '/x/allowAgentProposal',
    ]) {
      expect(decideLayout(plain, facts({ pathname })), pathname).toMatchObject({
        header: false,
        footer: false,
      });
      expect(isProposalPath(pathname)).toBe(true);
    }
  });

  it('no footer on /logout (§2.7)', () => {
    expect(decideLayout(plain, facts({ pathname: LOGOUT_PATH })).footer).toBe(false);
  });

  it('checkout=true makes a terms page a checkout page for the footer rule (§2.7)', () => {
    const terms = facts({ pathname: '/user-terms-and-conditions' });
    expect(decideLayout(flagged, terms).footerLinks).toBe(true);
    expect(decideLayout(flagged, { ...terms, search: 'checkout=true' }).footerLinks).toBe(false);
    // A signed-in user who came by no link keeps them.
    expect(
      decideLayout(flagged, { ...terms, search: 'checkout=true', isLoggedIn: true }).footerLinks,
    ).toBe(true);
  });

  it('booking routes match case-insensitively, as the servers rewrite them', () => {
    expect(decideLayout(flagged, facts({ pathname: '/booknow/cars/checkout' })).footerLinks).toBe(
      false,
    );
  });

  describe('deep-link values (§2.1, §4)', () => {
    it('are taken from the query and kept over stored ones', () => {
      const decision = decideLayout(
        plain,
        facts({
          search: 'dealLinkId=D-1&xsessionid=S-9&tab=Hotels',
          storedDeepLinks: { dealLinkId: 'D-0', proposalId: 'P-2' },
        }),
      );
      expect(decision.deepLinks).toEqual({
        dealLinkId: 'D-1',
        proposalId: 'P-2',
        xsessionid: 'S-9',
      });
    });

    it('are the keys of DEEP_LINK_KEYS only', () => {
      expect(layoutRuleSet(agency()).deepLinkKeys).toEqual(DEEP_LINK_KEYS);
      expect(decideLayout(plain, facts({ search: 'redirect=/x&id=3' })).deepLinks).toEqual({});
    });

    it('a stored deal link still counts as arriving through one on a later booking page (§2.7)', () => {
      const later = facts({
        pathname: '/booknow/hotels/checkout',
        isLoggedIn: true,
        storedDeepLinks: { dealLinkId: 'D-1' },
      });
      expect(decideLayout(flagged, later).footerLinks).toBe(false);
      // xsessionid alone is no deal or proposal link.
      expect(
        decideLayout(flagged, { ...later, storedDeepLinks: { xsessionid: 'S-1' } }).footerLinks,
      ).toBe(true);
    });
  });

  it('is self-contained: its source, evaluated alone, decides the same (the pages inline it)', () => {
    const source = decideLayout.toString();
    // A function made from text sees only globals: any outside name it used would throw here.
    const isolated = new Function(`return (${source});`)() as typeof decideLayout;
    const cases: LayoutFacts[] = [
      facts({ search: 'hideHeader=true&dealLinkId=4' }),
      facts({ pathname: '/booknow/hotels/deal/7', isLoggedIn: true }),
      facts({ pathname: '/allowAgentProposal', hideHeaderCookie: true }),
      facts({ pathname: '/cancellation-policy/disney' }),
    ];
    for (const input of cases) {
      expect(isolated(flagged, input)).toEqual(decideLayout(flagged, input));
    }
  });
});
