import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/index.ts';
import { type Reply, type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.login('owner@horizon.test');
});
afterAll(() => api.close());

function expectClientError(reply: Reply, label: string) {
  expect(reply.status, `${label}: ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, label).toBeLessThan(500);
  expect(typeof reply.body?.message, label).toBe('string');
}

const hotelPath = '/api/hotel/deals/hotel-search';
const miami = { latitude: 25.7617, longitude: -80.1918 };

describe('bad input gets a 4xx JSON { message, issues? }, never a 500 (spec §5, DESIGN §4)', () => {
  it('refuses login payloads of the wrong type, with missing fields, or not JSON', async () => {
    const bodies: unknown[] = [
      { email: 123, password: 'x' },
      { email: 'owner@horizon.test' },
      { password: 'Demo!2026' },
      { email: ['owner@horizon.test'], password: 'Demo!2026' },
      { email: 'not-an-email', password: 'Demo!2026' },
      { email: 'owner@horizon.test', password: null },
      [],
      'null',
      '{"email": "owner@horizon.test",',
      '',
    ];
    for (const body of bodies) {
      const reply = await api.call('/api/user/login', { method: 'POST', body });
      expectClientError(reply, JSON.stringify(body));
      expect(reply.status).toBe(400);
    }
    const typed = await api.call('/api/user/login', {
      method: 'POST',
      body: { email: 123, password: 'x' },
    });
    expect(typed.body.issues).toEqual([{ path: 'email', message: expect.any(String) }]);
  });

  it('refuses huge strings with 400 and huge bodies with 413', async () => {
    const longEmail = await api.call('/api/user/login', {
      method: 'POST',
      body: { email: `${'a'.repeat(20_000)}@horizon.test`, password: 'x' },
    });
    expect(longEmail.status).toBe(400);
    const longText = await api.call('/api/v2/hotel/auto-suggest', {
      method: 'POST',
      body: { text: 'x'.repeat(10_000), isManageLocation: false },
    });
    expect(longText.status).toBe(400);
    const huge = await api.call('/api/user/login', {
      method: 'POST',
      body: { email: 'owner@horizon.test', password: 'p'.repeat(MAX_BODY_BYTES * 2) },
    });
    expect(huge.status).toBe(413);
    expectClientError(huge, 'huge body');
  });

  it('ignores __proto__ keys: no prototype pollution, no crash', async () => {
    const polluted =
      '{"__proto__": {"polluted": true, "latitude": 1}, "constructor": {"prototype": {"polluted": true}}}';
    const reply = await api.call(hotelPath, { method: 'POST', token, body: polluted });
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'latitude',
      'longitude',
    ]);
    const withValid = await api.call(hotelPath, {
      method: 'POST',
      token,
      body: `{"__proto__": {"radius": 0.001}, "latitude": 25.7617, "longitude": -80.1918}`,
    });
    expect(withValid.status).toBe(200);
    expect(withValid.body.response.length).toBeGreaterThan(10);
    const login = await api.call('/api/user/login', {
      method: 'POST',
      body: '{"__proto__": {"email": "owner@horizon.test", "password": "Demo!2026"}}',
    });
    expect(login.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses deal payloads with wrong types, out-of-range values or bad nesting', async () => {
    const bodies: unknown[] = [
      { ...miami, latitude: '25.76' },
      { ...miami, latitude: 91 },
      { ...miami, longitude: Number.MAX_VALUE },
      { latitude: 25.7617 },
      { ...miami, radius: -1 },
      { ...miami, radius: 100_000 },
      { ...miami, occupancies: 'two rooms' },
      { ...miami, occupancies: [] },
      {
        ...miami,
        occupancies: [{ numOfRoom: 1.5, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
      },
      { ...miami, stayPeriod: { start: 'tomorrow', end: 'later' } },
      { ...miami, stayPeriod: { start: '2099-02-30T11:00:00', end: '2099-03-02T11:00:00' } },
      { ...miami, currency: 'dollars' },
      { ...miami, isOTA: 'yes' },
      { ...miami, searchString: 's'.repeat(500) },
      { ...miami, nationality: 'India' },
    ];
    for (const body of bodies) {
      const reply = await api.call(hotelPath, { method: 'POST', token, body });
      expectClientError(reply, JSON.stringify(body).slice(0, 120));
      expect(reply.status).toBe(400);
      expect(reply.body.issues.length).toBeGreaterThan(0);
    }
  });

  it('refuses days that do not exist in the calendar', async () => {
    const reply = await api.call(hotelPath, {
      method: 'POST',
      token,
      body: { ...miami, stayPeriod: { start: '2099-02-30T11:00:00', end: '2099-03-02T11:00:00' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toContainEqual({
      path: 'stayPeriod.start',
      message: 'not a real date',
    });
  });

  it('refuses bad GET queries the same way, including repeated keys', async () => {
    for (const query of [
      'latitude=abc&longitude=1',
      'latitude=1&latitude=2&longitude=1',
      'latitude=1',
      'latitude=1&longitude=2&occupancies=%7Bbroken',
      'latitude=1&longitude=2&isOTA=maybe',
    ]) {
      const reply = await api.call(`${hotelPath}?${query}`, { token });
      expectClientError(reply, query);
      expect(reply.status).toBe(400);
    }
  });

  it('answers junk sent to every endpoint with a 4xx or a 200, never a 500', async () => {
    const junk = [
      '{"text": 12}',
      '{"text": {"$gt": ""}}',
      '[1,2,3]',
      '"text"',
      '{',
      'null',
      '{"lat": "x"}',
    ];
    const endpoints: [string, string][] = [
      ['POST', '/api/user/login'],
      ['POST', '/api/v2/hotel/auto-suggest'],
      ['POST', '/api/activities/destinations'],
      ['POST', '/api/car-rental/auto-suggest'],
      ['POST', '/api/any/deals/hotel-search'],
      ['POST', '/api/any/deals/activity-search'],
      ['POST', '/api/any/deals/car-search'],
      ['POST', '/resort-api/properties/deals'],
      ['POST', '/resort-api/itineraries'],
    ];
    for (const [method, path] of endpoints) {
      for (const body of junk) {
        const reply = await api.call(path, { method, token, body });
        expect(reply.status, `${method} ${path} ${body}`).toBeLessThan(500);
        if (reply.status >= 400) expectClientError(reply, `${method} ${path} ${body}`);
      }
    }
    const queries = [
      '/api/flight/airports?search[]=x',
      '/api/flight/airports?search=%E0%A4%A',
      '/resort-api/search?key=a&key=b',
      '/resort-api/properties/availability?property_id=-1&check_in=x&check_out=y',
      '/resort-api/properties/hold-check?reference_number=',
      '/api/agency?%7B%22broken',
    ];
    for (const path of queries) {
      const reply = await api.call(path, { token });
      expect(reply.status, path).toBeLessThan(500);
    }
    expect(api.logs.filter((line) => line.startsWith('error:'))).toEqual([]);
  });
});
