import { describe, expect, it } from 'vitest';
import {
  agencyTermsPath,
  CRUISE_LINE_NAMES,
  cancellationPolicyHasContent,
  cruiseLinesWithPolicy,
  type LegalConfig,
} from './legalPages.ts';
import { CRUISE_LINES, matchRoute } from './routes.ts';

const legal = (cancellationPolicy: LegalConfig['cancellationPolicy']): LegalConfig => ({
  termsAndConditions: {},
  cancellationPolicy,
});
const ALL_ACTIVE = { bookingMenuItemOptions: [], displayTopDestinations: false };

describe('agency terms path (spec §2.1 /agency-terms-and-conditions/{id})', () => {
  it("is the agency's own id, a path the route table gives the shell", () => {
    const path = agencyTermsPath({ id: 1042 });
    expect(path).toBe('/agency-terms-and-conditions/1042');
    expect(matchRoute(path ?? '', ALL_ACTIVE)?.route.owner).toBe('shell');
  });

  it('does not exist for an agency without an id', () => {
    expect(agencyTermsPath({})).toBeNull();
  });
});

describe('cancellation policies (spec §2.1, §5)', () => {
  it('names each of the five cruise lines', () => {
    expect(Object.keys(CRUISE_LINE_NAMES)).toEqual([...CRUISE_LINES]);
  });

  it('lists the lines with a policy in the spec order; empty markup counts as none', () => {
    const config = legal({
      cruiseLines: { disney: '<p>Disney</p>', carnival: '<p>&nbsp;</p>', mcl: '<p>MSC</p>' },
    });
    expect(cruiseLinesWithPolicy(config)).toEqual(['mcl', 'disney']);
    expect(cancellationPolicyHasContent(config)).toBe(true);
  });

  it('the hub page has content with a general policy alone, and none without any', () => {
    expect(
      cancellationPolicyHasContent(legal({ content: '<p>General</p>', cruiseLines: {} })),
    ).toBe(true);
    expect(
      cancellationPolicyHasContent(legal({ content: '<p></p>', cruiseLines: { mcl: '' } })),
    ).toBe(false);
  });
});
