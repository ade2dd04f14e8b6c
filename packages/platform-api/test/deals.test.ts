import {
  activityDealSchema,
  activityDealSearch,
  carDealSchema,
  carDealSearch,
  dealListResponse,
  hotelDealSchema,
  hotelDealSearch,
  type Rates,
  stringifyQuery,
} from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_PER_SERVICE } from '../src/index.ts';
import { type RunningApi, startApi } from './helpers.ts';

const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
const CANCUN = { latitude: 21.1619, longitude: -86.8515 };
const agency = { disallowSameDayBooking: { hotel: false, activities: false, car: false } };
const now = new Date();

let api: RunningApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.login('owner@horizon.test');
});
afterAll(() => api.close());

/** For an unrestricted agent, who is sent the wholesale figures. */
function expectRatesRelations(rates: Rates) {
  expect(rates.publishedRate).toBeGreaterThan(rates.totalRate);
  if (rates.baseRate === undefined || rates.taxAndFee === undefined) {
    throw new Error('an unrestricted agent must receive baseRate and taxAndFee');
  }
  expect(rates.totalRate).toBeGreaterThan(rates.baseRate + rates.taxAndFee);
  expect(rates.savedPrice).toBeCloseTo(rates.publishedRate - rates.totalRate, 6);
}

const searches = [
  {
    name: 'hotel',
    path: '/api/hotel/deals/hotel-search',
    schema: hotelDealSchema,
    payload: () => hotelDealSearch({ agency, ...MIAMI, now }),
  },
  {
    name: 'activity',
    path: '/api/activities/deals/activity-search',
    schema: activityDealSchema,
    payload: () => activityDealSearch({ agency, ...MIAMI, now }),
  },
  {
    name: 'car',
    path: '/api/car-rental/deals/car-search',
    schema: carDealSchema,
    payload: () => carDealSearch({ agency, ...MIAMI, now }),
  },
] as const;

describe('spec §7 home deal searches: POST with the payloads core builds', () => {
  for (const search of searches) {
    it(`answers the ${search.name} search with { response } of core-shaped deals near the point`, async () => {
      const reply = await api.call(search.path, { method: 'POST', token, body: search.payload() });
      expect(reply.status).toBe(200);
      const { response } = dealListResponse(search.schema).parse(reply.body);
      expect(response.length).toBeGreaterThanOrEqual(12);
      expect(response.length).toBeLessThanOrEqual(DEALS_PER_SERVICE);
      for (const deal of response) expectRatesRelations(deal.rates);
      const distances = reply.body.response.map(
        (deal: { distance?: number; hotel?: { hotelDetails: { distance: number } } }) =>
          deal.distance ?? deal.hotel?.hotelDetails.distance,
      );
      expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    });
  }

  it('fills hotel cards: name, image, rating out of 5, distance and what it is measured from', async () => {
    const reply = await api.call(searches[0].path, {
      method: 'POST',
      token,
      body: searches[0].payload(),
    });
    const deal = reply.body.response[0];
    expect(deal.rating).toBeGreaterThanOrEqual(3);
    expect(deal.rating).toBeLessThanOrEqual(5);
    expect(deal.hotel.hotelDetails.heroImage).toMatch(
      /^\/api\/demo-images\/hotels\/hotel-\d\d\.svg$/,
    );
    expect(deal.hotel.hotelDetails.distance).toBeLessThanOrEqual(15);
    expect(deal.hotel.hotelDetails.distanceFrom).toBe('Miami');
    expect(deal.link).toMatch(
      /^\/booknow\/hotels\/search-details\?hotelId=horizon-hotel-\d\d&checkIn=/,
    );
  });

  it('fills car cards with capacity, doors and pickup places, some at the airport', async () => {
    const reply = await api.call(searches[2].path, {
      method: 'POST',
      token,
      body: searches[2].payload(),
    });
    const cars = reply.body.response as {
      pickupLocation: string;
      noOfDoors: number;
      name: string;
    }[];
    expect(cars.some((car) => car.pickupLocation.includes('(MIA)'))).toBe(true);
    expect(cars.every((car) => car.noOfDoors >= 2 && car.name.endsWith('or similar'))).toBe(true);
  });

  it('prices in the requested currency with the agency exchange rate', async () => {
    const usd = await api.call(searches[0].path, {
      method: 'POST',
      token,
      body: searches[0].payload(),
    });
    const eur = await api.call(searches[0].path, {
      method: 'POST',
      token,
      body: { ...searches[0].payload(), currency: 'EUR' },
    });
    const jpy = await api.call(searches[0].path, {
      method: 'POST',
      token,
      body: { ...searches[0].payload(), currency: 'jpy' },
    });
    const rate = (await api.call('/api/multi-currency/exchange')).body.rates.EUR;
    expect(eur.body.response[0].id).toBe(usd.body.response[0].id);
    expect(eur.body.response[0].currency).toBe('EUR');
    expect(eur.body.response[0].rates.totalRate).toBeCloseTo(
      usd.body.response[0].rates.totalRate * rate,
      0,
    );
    expect(Number.isInteger(jpy.body.response[0].rates.totalRate)).toBe(true);
    for (const deal of [...eur.body.response, ...jpy.body.response])
      expectRatesRelations(deal.rates);
  });

  it('prices the whole stay: three nights in two rooms cost six room-nights', async () => {
    const base = hotelDealSearch({ agency, ...MIAMI, now });
    const start = base.stayPeriod.start;
    const end = new Date(Date.parse(start.slice(0, 10)) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const one = await api.call(searches[0].path, { method: 'POST', token, body: base });
    const six = await api.call(searches[0].path, {
      method: 'POST',
      token,
      body: {
        ...base,
        stayPeriod: { start, end: `${end}T11:00:00` },
        occupancies: [{ numOfRoom: 2, numOfAdults: 3, numOfChildren: 1, childAges: [7] }],
      },
    });
    expect(six.status).toBe(200);
    expect(six.body.response[0].nights).toBe(3);
    expect(six.body.response[0].rates.totalRate).toBeCloseTo(
      one.body.response[0].rates.totalRate * 6,
      1,
    );
  });

  it('finds nothing far from the agency’s deals, and fewer within a small radius', async () => {
    const far = await api.call(searches[0].path, {
      method: 'POST',
      token,
      body: { ...searches[0].payload(), ...CANCUN },
    });
    expect(far.status).toBe(200);
    expect(far.body.response).toEqual([]);
    const near = await api.call(searches[0].path, {
      method: 'POST',
      token,
      body: { ...searches[0].payload(), radius: 3 },
    });
    expect(near.body.response.length).toBeLessThan(DEALS_PER_SERVICE);
    expect(
      near.body.response.every(
        (deal: { hotel: { hotelDetails: { distance: number } } }) =>
          deal.hotel.hotelDetails.distance <= 3,
      ),
    ).toBe(true);
  });

  it('fills in the spec §9 defaults when only the place is given', async () => {
    const reply = await api.call(searches[0].path, { method: 'POST', token, body: MIAMI });
    expect(reply.status).toBe(200);
    expect(reply.body.response[0].currency).toBe('USD');
    expect(reply.body.response[0].nights).toBe(1);
    expect(reply.body.response[0].link).toContain('rooms=1&adults=2&children=0');
  });
});

describe('spec §7 deal searches also answer GET with the payload in the query', () => {
  for (const search of searches) {
    it(`answers GET ${search.name} search like POST (standard and JSON-encoded query)`, async () => {
      const post = await api.call(search.path, { method: 'POST', token, body: search.payload() });
      const query = stringifyQuery(search.payload() as never);
      const get = await api.call(`${search.path}?${query}`, { token });
      expect(get.status).toBe(200);
      expect(get.body).toEqual(post.body);
      const json = await api.call(
        `${search.path}?${encodeURIComponent(JSON.stringify(search.payload()))}`,
        { token },
      );
      expect(json.status).toBe(200);
      expect(json.body).toEqual(post.body);
    });
  }
});

describe('spec §2.3 deal cards for every viewer; wholesale figures only for unrestricted agents', () => {
  const solmar = activityDealSearch({ agency, ...CANCUN, now });
  const path = '/api/activities/deals/activity-search';
  const hotel = searches[0];

  const ratesOf = async (options: Parameters<RunningApi['call']>[1]) => {
    const reply = await api.call(hotel.path, { method: 'POST', body: hotel.payload(), ...options });
    expect(reply.status).toBe(200);
    expect(reply.body.response.length).toBeGreaterThanOrEqual(12);
    return reply.body.response.map((deal: { rates: Rates }) => deal.rates) as Rates[];
  };

  it('answers a visitor of solmar (non-login flow, with the marker)', async () => {
    const reply = await api.call(path, {
      method: 'POST',
      host: 'solmar.localhost',
      headers: { 'x-auth-optional': 'true' },
      body: solmar,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.length).toBeGreaterThanOrEqual(12);
  });

  it("answers a horizon visitor too: the cards show 'Login to save up to' with the saving", async () => {
    for (const rates of await ratesOf({})) {
      expect(rates.savedPrice).toBeGreaterThan(0);
      expect(rates).not.toHaveProperty('baseRate');
      expect(rates).not.toHaveProperty('taxAndFee');
    }
  });

  it.each(['traveller@horizon.test', 'agent@horizon.test'])(
    'sends no wholesale figures to %s',
    async (email) => {
      const rates = await ratesOf({ token: await api.login(email) });
      for (const rate of rates) {
        expect(rate).not.toHaveProperty('baseRate');
        expect(rate).not.toHaveProperty('taxAndFee');
      }
    },
  );

  it('sends the wholesale figures to the unrestricted owner', async () => {
    for (const rates of await ratesOf({ token })) expectRatesRelations(rates);
  });

  it('does not let a bad token fall back to a visitor', async () => {
    const reply = await api.call(path, {
      method: 'POST',
      host: 'solmar.localhost',
      headers: { 'x-auth-optional': 'true', 'x-access-token': 'forged' },
      body: solmar,
    });
    expect(reply.status).toBe(401);
  });
});

describe('spec §7 deal search payload checks', () => {
  const hotel = searches[0];

  it('refuses a currency the agency does not offer', async () => {
    const reply = await api.call(hotel.path, {
      method: 'POST',
      token,
      body: { ...hotel.payload(), currency: 'NOK' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('currency');
  });

  it('refuses stays in the past, inverted or longer than 30 nights', async () => {
    const cases = [
      { start: '2020-01-01T11:00:00', end: '2020-01-02T11:00:00' },
      { start: '2099-01-05T11:00:00', end: '2099-01-02T11:00:00' },
      { start: '2099-01-01', end: '2099-03-01' },
    ];
    for (const stayPeriod of cases) {
      const reply = await api.call(hotel.path, {
        method: 'POST',
        token,
        body: { ...hotel.payload(), stayPeriod },
      });
      expect(reply.status, JSON.stringify(stayPeriod)).toBe(400);
    }
  });

  it('refuses children without ages', async () => {
    const reply = await api.call(hotel.path, {
      method: 'POST',
      token,
      body: {
        ...hotel.payload(),
        occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 2, childAges: [4] }],
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('occupancies.0.childAges');
  });
});
