import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
let tokens: { traveller: string; owner: string; agent: string };
beforeAll(async () => {
  api = await startApi();
  tokens = {
    traveller: await api.login('traveller@horizon.test'),
    owner: await api.login('owner@horizon.test'),
    agent: await api.login('agent@horizon.test'),
  };
});
afterAll(() => api.close());

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

const QUERIES = {
  flight: {
    path: '/api/flight/search',
    body: {
      from: 'MIA',
      fromName: 'Miami',
      to: 'JFK',
      toName: 'New York',
      depart: day(10),
      return: day(17),
      adult: 2,
      children: 1,
      infant: 0,
    },
  },
  car: {
    path: '/api/car-rental/search',
    body: {
      pickup: 'Miami International Airport (MIA), Miami',
      lat: 25.7959,
      long: -80.287,
      pickUpDate: day(5),
      returnDate: day(8),
      age: 30,
      residence: 'US',
    },
  },
  activity: {
    path: '/api/activities/search',
    body: { destination: 'Miami', lat: 25.7617, long: -80.1918, from: day(3), to: day(9) },
  },
  cruise: {
    path: '/api/cruise/search',
    body: { from: day(5), to: day(60), adult: 2, children: 0, infant: 0 },
  },
} as const;

const post = (path: string, body: unknown, options: { token?: string; host?: string } = {}) =>
  api.call(path, { method: 'POST', body, ...options });

describe('search results (ours, issue 15: docs in packages/platform-api/README.md)', () => {
  for (const [name, { path, body }] of Object.entries(QUERIES)) {
    it(`${name}: a list with rates, the same for the same query`, async () => {
      const first = await post(path, body);
      expect(first.status).toBe(200);
      expect(first.body.currency).toBe('USD');
      expect(first.body.data.length).toBeGreaterThan(5);
      for (const item of first.body.data) {
        expect(item.rates.totalRate).toBeGreaterThan(0);
        expect(item.rates.publishedRate).toBeGreaterThan(item.rates.totalRate);
        expect(item.rates.savedPrice).toBeCloseTo(
          item.rates.publishedRate - item.rates.totalRate,
          2,
        );
      }
      const again = await post(path, body);
      expect(again.body).toEqual(first.body);
    });
  }

  it('flights go from and to the asked airports, back on the return day', async () => {
    const reply = await post(QUERIES.flight.path, QUERIES.flight.body);
    for (const flight of reply.body.data) {
      expect(flight.outbound).toMatchObject({ from: 'MIA', to: 'JFK' });
      expect(flight.outbound.departAt.startsWith(QUERIES.flight.body.depart)).toBe(true);
      expect(flight.inbound).toMatchObject({ from: 'JFK', to: 'MIA' });
      expect(flight.inbound.departAt.startsWith(QUERIES.flight.body.return)).toBe(true);
    }
    const oneWay = await post(QUERIES.flight.path, { ...QUERIES.flight.body, return: undefined });
    expect(oneWay.body.data.every((flight: { inbound: unknown }) => flight.inbound === null)).toBe(
      true,
    );
  });

  it('a cruise search for one ship line lists only that line, in its window', async () => {
    const reply = await post(QUERIES.cruise.path, { ...QUERIES.cruise.body, shipLine: 2 });
    expect(reply.status).toBe(200);
    for (const cruise of reply.body.data) {
      expect(cruise.shipLine.name).toBe('Carnival Cruise Line');
      expect(cruise.departDate >= QUERIES.cruise.body.from).toBe(true);
      expect(cruise.departDate <= QUERIES.cruise.body.to).toBe(true);
    }
  });

  it('car and activity pictures are demo images the API draws', async () => {
    const carsReply = await post(QUERIES.car.path, QUERIES.car.body);
    const activitiesReply = await post(QUERIES.activity.path, QUERIES.activity.body);
    const urls = [
      ...carsReply.body.data.flatMap((car: { logo: string; vehiclePicture: string }) => [
        car.logo,
        car.vehiclePicture,
      ]),
      ...activitiesReply.body.data.map((activity: { imageUrl: string }) => activity.imageUrl),
    ];
    for (const url of new Set(urls)) {
      expect((await api.call(url)).status, url).toBe(200);
    }
  });

  it('young drivers pay more for the same car (ours)', async () => {
    const adult = await post(QUERIES.car.path, QUERIES.car.body);
    const young = await post(QUERIES.car.path, { ...QUERIES.car.body, age: 21 });
    expect(young.body.data[0].rates.totalRate).toBeGreaterThan(adult.body.data[0].rates.totalRate);
  });

  it('activities link to their product page (spec §2.1 result-details/{productCode})', async () => {
    const reply = await post(QUERIES.activity.path, QUERIES.activity.body);
    for (const activity of reply.body.data) {
      expect(activity.link).toBe(`/booknow/activities/result-details/${activity.productCode}`);
    }
  });

  it('sends wholesale figures only to unrestricted agents (spec §2.3)', async () => {
    const { path, body } = QUERIES.activity;
    const visitor = await post(path, body);
    const traveller = await post(path, body, { token: tokens.traveller });
    const agent = await post(path, body, { token: tokens.agent });
    const owner = await post(path, body, { token: tokens.owner });
    for (const reply of [visitor, traveller, agent]) {
      expect(reply.body.data[0].rates.baseRate).toBeUndefined();
      expect(reply.body.data[0].rates.taxAndFee).toBeUndefined();
    }
    expect(owner.body.data[0].rates.baseRate).toBeGreaterThan(0);
    expect(owner.body.data[0].rates.totalRate).toBe(visitor.body.data[0].rates.totalRate);
  });

  it('refuses dates the spec §9 rules refuse, naming them', async () => {
    const past = await post(QUERIES.activity.path, {
      ...QUERIES.activity.body,
      from: day(-5),
      to: day(1),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('beforeFirstDay');
    const long = await post(QUERIES.activity.path, {
      ...QUERIES.activity.body,
      from: day(3),
      to: day(70),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('tooLong');
  });

  it('refuses a broken query with the field named', async () => {
    const reply = await post(QUERIES.flight.path, { ...QUERIES.flight.body, from: 'Miami' });
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('from');
  });

  it('answers 404 for a vertical the agency does not offer: solmar has no flights', async () => {
    const reply = await post(QUERIES.flight.path, QUERIES.flight.body, {
      host: 'solmar.localhost',
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Air Travel is not offered by this agency');
    const cars = await post(QUERIES.car.path, QUERIES.car.body, { host: 'solmar.localhost' });
    expect(cars.status).toBe(200);
  });
});
