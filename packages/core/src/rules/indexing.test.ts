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
  ...overrides,
  agency: {
    status: 'Active',
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

  it('pages without agency content of their own are never indexed', () => {
    for (const path of ['/errors', '/login', '/logout', '/booknow', '/disapproveProposal']) {
      expect(isIndexablePath(path, config()), path).toBe(false);
    }
  });
});
