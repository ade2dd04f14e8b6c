import { describe, expect, it } from 'vitest';
import {
  contentPageHasContent,
  type IndexingInput,
  indexablePaths,
  isIndexablePath,
} from './indexing.ts';

type Overrides = Partial<Omit<IndexingInput, 'agency'>> & {
  agency?: Partial<IndexingInput['agency']>;
};

const config = (overrides: Overrides = {}): IndexingInput => ({
  about: { isEnabled: true },
  faq: { isEnabled: true, questions: [{ question: 'How do I cancel?', answer: 'Ask us.' }] },
  termsAndConditions: {},
  cancellationPolicy: { cruiseLines: {} },
  remotes: {},
  blog: { posts: [] },
  destinations: { guides: [] },
  ...overrides,
  agency: {
    status: 'Active',
    displayTopDestinations: false,
    privacyPolicy: '<p>Privacy</p>',
    cookiesPolicy: '<p>Cookies</p>',
    disclaimer: '<p>Disclaimer</p>',
    ...overrides.agency,
  },
});

describe('indexablePaths (issue 20: one owner for "has content, may be indexed")', () => {
  it('lists home and every content page that has its content', () => {
    expect(indexablePaths(config())).toEqual([
      '/',
      '/about',
      '/faqs',
      '/privacy-policy',
      '/cookies-policy',
      '/disclaimer',
    ]);
  });

  it("spec §2.4: a disabled About page ('not available') is not indexed", () => {
    const solmar = config({ about: { isEnabled: false } });
    expect(contentPageHasContent('/about', solmar)).toBe(false);
    expect(isIndexablePath('/about', solmar)).toBe(false);
  });

  it("spec §2.5, §5: a disabled FAQ, or one with a question of 3 characters ('No Faqs Found !'), is not indexed", () => {
    expect(isIndexablePath('/faqs', config({ faq: { isEnabled: false, questions: [] } }))).toBe(
      false,
    );
    const short = config({
      faq: { isEnabled: true, questions: [{ question: 'IVA', answer: 'Incluido.' }] },
    });
    expect(isIndexablePath('/faqs', short)).toBe(false);
  });

  it('spec §2.7, §5: a policy with empty markup counts as none', () => {
    const empty = config({ agency: { privacyPolicy: '<p></p>', cookiesPolicy: undefined } });
    expect(isIndexablePath('/privacy-policy', empty)).toBe(false);
    expect(isIndexablePath('/cookies-policy', empty)).toBe(false);
    expect(isIndexablePath('/disclaimer', empty)).toBe(true);
  });

  it('spec §2.9: nothing of an Inactive agency is indexed', () => {
    expect(indexablePaths(config({ agency: { status: 'Inactive' } }))).toEqual([]);
  });

  it('spec §2.1: the terms and cancellation policy pages are indexed when the agency wrote them', () => {
    const legal = config({
      agency: { id: 1042 },
      termsAndConditions: { user: '<p>User terms</p>', agency: '<p>Agency terms</p>' },
      cancellationPolicy: {
        content: '<p>General</p>',
        cruiseLines: { carnival: '<p>Carnival</p>', disney: '<p><br></p>' },
      },
    });
    expect(indexablePaths(legal)).toEqual([
      '/',
      '/about',
      '/faqs',
      '/privacy-policy',
      '/cookies-policy',
      '/disclaimer',
      '/user-terms-and-conditions',
      '/agency-terms-and-conditions/1042',
      '/cancellation-policy',
      '/cancellation-policy/carnival',
    ]);
    // Spec §5: empty markup is no policy; the empty state of a page is not indexed.
    expect(isIndexablePath('/cancellation-policy/disney', legal)).toBe(false);
    expect(isIndexablePath('/agency-terms-and-conditions/7', legal)).toBe(false);
  });

  it('spec §2.1: without terms, or without an id, the terms pages are not indexed', () => {
    const none = config({ termsAndConditions: { user: '<p></p>', agency: '<p>Agency</p>' } });
    expect(isIndexablePath('/user-terms-and-conditions', none)).toBe(false);
    expect(indexablePaths(none).some((path) => path.startsWith('/agency-terms'))).toBe(false);
    expect(isIndexablePath('/cancellation-policy', none)).toBe(false);
  });

  it('pages without agency content of their own are never indexed', () => {
    for (const path of ['/errors', '/login', '/logout', '/booknow', '/disapproveProposal']) {
      expect(isIndexablePath(path, config()), path).toBe(false);
    }
  });
});
