import { ratesSchema } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { DEAL_SERVICES, generateDeals } from '../src/demo/dealGenerator.ts';
import { SeededRandom } from '../src/demo/random.ts';
import { resortProperties, resortRegions } from '../src/demo/resorts.ts';
import { demoUsersFor } from '../src/index.ts';
import { countryCurrencyList } from '../src/reference/countries.ts';
import { EXCHANGE_RATES_PER_USD } from '../src/reference/exchangeRates.ts';
import { distanceKm } from '../src/reference/geo.ts';

const MIAMI = { name: 'Miami', latitude: 25.7617, longitude: -80.1918 };
const OSLO = { name: 'Oslo', latitude: 59.9139, longitude: 10.7522 };

describe('demo deals (spec §2.3 home deals, §3 deal fields): deterministic and realistic', () => {
  it('generates the same deals on every run, and different ones per agency', () => {
    expect(generateDeals('horizon', MIAMI)).toEqual(generateDeals('horizon', MIAMI));
    expect(generateDeals('other', MIAMI).map((deal) => deal.name)).not.toEqual(
      generateDeals('horizon', MIAMI).map((deal) => deal.name),
    );
  });

  it('generates 12 or more deals per service near the location, with distinct names', () => {
    for (const location of [MIAMI, OSLO]) {
      const deals = generateDeals('demo', location);
      for (const service of DEAL_SERVICES) {
        const ofService = deals.filter((deal) => deal.service === service);
        expect(ofService.length).toBeGreaterThanOrEqual(12);
        const limit = service === 'car' ? 60 : 10;
        for (const deal of ofService) expect(distanceKm(location, deal)).toBeLessThanOrEqual(limit);
        if (service !== 'car')
          expect(new Set(ofService.map((deal) => deal.name)).size).toBe(ofService.length);
      }
      expect(new Set(deals.map((deal) => deal.id)).size).toBe(deals.length);
    }
  });

  it('keeps published > total > base + taxes, and saved = published - total', () => {
    for (const deal of generateDeals('horizon', MIAMI)) {
      ratesSchema.parse(deal.rates);
      const rates = deal.rates;
      expect(rates.publishedRate).toBeGreaterThan(rates.totalRate);
      expect(rates.totalRate).toBeGreaterThan(rates.baseRate + rates.taxAndFee);
      expect(rates.savedPrice).toBeCloseTo(rates.publishedRate - rates.totalRate, 6);
      expect(rates.taxAndFee).toBeGreaterThan(0);
    }
  });

  it('names the places after the location and points images at the API demo pictures', () => {
    const deals = generateDeals('horizon', MIAMI);
    expect(deals.some((deal) => deal.name.includes('Miami'))).toBe(true);
    for (const deal of deals) {
      const image =
        deal.details.kind === 'hotel'
          ? deal.details.heroImage
          : deal.details.kind === 'activity'
            ? deal.details.imageUrl
            : deal.details.vehiclePicture;
      expect(image).toMatch(/^\/api\/demo-images\/(hotels|activities|cars)\/[a-z0-9-]+\.svg$/);
      if (deal.details.kind === 'car') {
        expect(deal.details.logo).toMatch(/^\/api\/demo-images\/cars\/suppliers\/[a-z0-9-]+\.svg$/);
      }
    }
  });
});

describe('spec §2.3 demo deals come from a seeded generator, never Math.random', () => {
  it('repeats its sequence for a seed', () => {
    const a = new SeededRandom('seed');
    const b = new SeededRandom('seed');
    const values = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('spec §3 reference data: currencies, countries, resort regions, demo users (DESIGN §3)', () => {
  it('has an exchange rate for every currency a demo agency enables', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'AED', 'MXN', 'JPY', 'CAD', 'NOK', 'SEK', 'DKK']) {
      expect(EXCHANGE_RATES_PER_USD[currency], currency).toBeGreaterThan(0);
    }
  });

  it('lists countries from the data package with their currency, flag and symbol', () => {
    const list = countryCurrencyList();
    expect(list.find((entry) => entry.code === 'MX')).toMatchObject({
      currency: 'MXN',
      emoji: '🇲🇽',
    });
    expect(list.find((entry) => entry.code === 'AQ')).toBeUndefined();
  });

  it('has resort sub-regions under existing regions, two resorts each', () => {
    const regions = resortRegions();
    const ids = new Set(regions.map((region) => region.id));
    for (const region of regions)
      if (region.parent_id !== null) expect(ids.has(region.parent_id)).toBe(true);
    expect(resortProperties()).toHaveLength(
      regions.filter((region) => region.parent_id !== null).length * 2,
    );
  });

  it('gives every agency a traveller and horizon its four staff roles (DESIGN §3)', () => {
    expect(demoUsersFor('anything').map((user) => user.email)).toEqual(['traveller@anything.test']);
    expect(demoUsersFor('horizon').map((user) => user.userType)).toEqual([
      'Client',
      'AgencyOwner',
      'Admin',
      'TravelAgent',
      'SalesAgent',
    ]);
  });
});
