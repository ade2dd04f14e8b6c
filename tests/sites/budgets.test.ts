// Issue 18 "Budgets in npm test": each page type of the demo sites ships no more JavaScript and
// CSS before the visitor touches anything than scripts/bench/budgets.ts allows (gzip, measured
// in Chromium on a phone viewport, islands that start on their own and the remote included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, overBudget } from '../../scripts/bench/budgets.ts';
import { measurePageWeights, type PageWeight } from '../../scripts/bench/pageWeight.ts';
import { readAgencyConfig } from './demoConfigs.ts';
import { type SitesHarness, startSites } from './sitesHarness.ts';

let sites: SitesHarness;
let weights: PageWeight[];

beforeAll(async () => {
  sites = await startSites();
  weights = await measurePageWeights(
    {
      url: (subdomain) => sites.server.url(subdomain),
      token: (subdomain, email) => sites.apiToken(subdomain, email),
      config: readAgencyConfig,
    },
    // The bundles are the same for every agency; horizon has every page type (an agent's home,
    // a login form, deal searches).
    ['horizon'],
  );
}, 240_000);
afterAll(async () => {
  await sites?.close();
});

describe('page weight budgets (issue 18)', () => {
  it('measures every page type with a budget, each page going quiet', () => {
    expect([...new Set(weights.map((weight) => weight.page))].sort()).toEqual(
      Object.keys(BUDGETS).sort(),
    );
    expect(weights.filter((weight) => !weight.quiet).map((weight) => weight.path)).toEqual([]);
  });

  it('reading pages load no script before the visitor moves', () => {
    const reading = weights.filter((weight) => BUDGETS[weight.page]?.js === 0);
    expect(reading.length).toBeGreaterThan(0);
    for (const weight of reading) expect(weight.jsFiles, weight.path).toBe(0);
  });

  it('no page type exceeds its JavaScript or CSS budget', () => {
    expect(overBudget(weights)).toEqual([]);
  });
});
