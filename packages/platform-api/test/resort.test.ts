import {
  MESSAGES,
  ratesSchema,
  resortRegionSchema,
  resortSubRegionSchema,
  serverMessageOr,
} from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.login('traveller@horizon.test');
});
afterAll(() => api.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('spec §7 resort service: GET /resort-api/search and /regions', () => {
  it('suggests regions, sub-regions and resorts for a key (URL-encoded, spec §5)', async () => {
    const reply = await api.call(`/resort-api/search?key=${encodeURIComponent('Åre')}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]).toMatchObject({ name: 'Åre', type: 'subregion', parent_id: 4 });
    const plain = await api.call('/resort-api/search?key=tulum');
    expect(plain.body.data.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['Tulum', 'Tulum Ruins View Villas']),
    );
    expect((await api.call('/resort-api/search')).status).toBe(400);
  });

  it('lists regions, then the sub-regions of chosen ids', async () => {
    const regions = await api.call('/resort-api/regions');
    expect(regions.status).toBe(200);
    for (const region of regions.body.data) resortRegionSchema.parse(region);
    expect(regions.body.data).toHaveLength(5);
    const children = await api.call('/resort-api/regions?ids=1,2&children=true');
    const subRegions = children.body.data.map((entry: unknown) =>
      resortSubRegionSchema.parse(entry),
    );
    expect(subRegions.length).toBe(8);
    expect(new Set(subRegions.map((entry: { parent_id: number }) => entry.parent_id))).toEqual(
      new Set([1, 2]),
    );
    const byId = await api.call('/resort-api/regions?ids=3');
    expect(byId.body.data).toEqual([
      {
        id: 3,
        name: 'Florida',
        parent_id: null,
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
    ]);
  });

  it('places regions, sub-regions and resorts (ours: deals are searched by lat/lon)', async () => {
    const found = await api.call('/resort-api/search?key=cancun');
    const cancun = found.body.data.find((item: { type: string }) => item.type === 'subregion');
    expect(cancun).toMatchObject({ name: 'Cancún' });
    expect(cancun.latitude).toBeCloseTo(21.16, 0);
    expect(cancun.longitude).toBeCloseTo(-86.85, 0);
    const deals = await api.call('/resort-api/properties/deals?currency=USD', {
      method: 'POST',
      token,
      body: { lat: cancun.latitude, lon: cancun.longitude, radius: 15 },
    });
    expect(deals.body.data[0].region.name).toBe('Cancún');
  });

  it('refuses malformed region ids', async () => {
    for (const query of [
      'ids=1,,2',
      'ids=abc',
      'ids=1&children=maybe',
      `ids=${'1,'.repeat(60)}1`,
    ]) {
      expect((await api.call(`/resort-api/regions?${query}`)).status, query).toBe(400);
    }
  });
});

describe('spec §7 resort service: POST /resort-api/properties/deals?currency=', () => {
  it('answers resorts near lat/lon, nearest first, priced in the currency', async () => {
    const reply = await api.call('/resort-api/properties/deals?currency=EUR', {
      method: 'POST',
      token,
      body: { lat: 25.7617, lon: -80.1918 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeGreaterThanOrEqual(4);
    expect(reply.body.data[0].region.name).toBe('Miami Beach');
    const distances = reply.body.data.map((deal: { distance: number }) => deal.distance);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    for (const deal of reply.body.data) {
      ratesSchema.parse(deal.rates);
      expect(deal.currency).toBe('EUR');
    }
  });

  it("shows every resort's picture: its image is one the API serves", async () => {
    const reply = await api.call('/resort-api/properties/deals?currency=USD', {
      method: 'POST',
      token,
      body: { lat: 21.1619, lon: -86.8515, radius: 5000 },
    });
    expect(reply.body.data.length).toBeGreaterThan(0);
    for (const deal of reply.body.data as { image: string }[]) {
      const picture = await api.call(deal.image);
      expect(picture.status, deal.image).toBe(200);
    }
  });

  it('needs a token or the non-login flow, like every deal call (spec §4)', async () => {
    const body = { lat: 21.16, lon: -86.85 };
    expect((await api.call('/resort-api/properties/deals', { method: 'POST', body })).status).toBe(
      401,
    );
    const solmar = await api.call('/resort-api/properties/deals?currency=MXN', {
      method: 'POST',
      host: 'solmar.localhost',
      headers: { 'x-auth-optional': 'true' },
      body,
    });
    expect(solmar.status).toBe(200);
    expect(solmar.body.data[0].region.name).toBe('Cancún');
  });

  it('refuses a missing position or an unknown currency', async () => {
    const noLat = await api.call('/resort-api/properties/deals', {
      method: 'POST',
      token,
      body: { lon: 1 },
    });
    expect(noLat.status).toBe(400);
    const badCurrency = await api.call('/resort-api/properties/deals?currency=ZZZ', {
      method: 'POST',
      token,
      body: { lat: 1, lon: 1 },
    });
    expect(badCurrency.status).toBe(400);
  });
});

describe('spec §7 resort service: availability, hold-check and the §4 release', () => {
  it('answers availability for a stay', async () => {
    const reply = await api.call(
      `/resort-api/properties/availability?property_id=21&check_in=${day(20)}&check_out=${day(23)}`,
      { token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      property_id: 21,
      nights: 3,
      adults: 2,
      currency: 'USD',
    });
    expect(typeof reply.body.data.available).toBe('boolean');
    const unknown = await api.call(
      `/resort-api/properties/availability?property_id=999&check_in=${day(20)}&check_out=${day(21)}`,
      { token },
    );
    expect(unknown.status).toBe(404);
    const inverted = await api.call(
      `/resort-api/properties/availability?property_id=21&check_in=${day(20)}&check_out=${day(19)}`,
      { token },
    );
    expect(inverted.status).toBe(400);
  });

  it('releases the seeded demo hold with PUT /itineraries?status=RELEASE', async () => {
    const before = await api.call(
      '/resort-api/properties/hold-check?reference_number=RS-HORIZON-1001',
      { token },
    );
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ status: 'HELD', held: true });

    const release = await api.call(
      '/resort-api/itineraries?reference_number=RS-HORIZON-1001&status=RELEASE',
      {
        method: 'PUT',
        token,
        headers: { 'x-correlation-id': 'test-correlation-1' },
      },
    );
    expect(release.status).toBe(200);
    expect(release.body.data).toMatchObject({
      reference_number: 'RS-HORIZON-1001',
      status: 'RELEASED',
      held: false,
    });
    expect(release.headers['x-correlation-id']).toBe('test-correlation-1');

    const after = await api.call(
      '/resort-api/properties/hold-check?reference_number=RS-HORIZON-1001',
      { token },
    );
    expect(after.body.data.status).toBe('RELEASED');
    const again = await api.call(
      '/resort-api/itineraries?reference_number=RS-HORIZON-1001&status=RELEASE',
      {
        method: 'PUT',
        token,
      },
    );
    expect(again.status).toBe(200);
  });

  it('holds rooms, which availability then counts, and releases them', async () => {
    const stay = `property_id=21&check_in=${day(40)}&check_out=${day(42)}`;
    const before = (await api.call(`/resort-api/properties/availability?${stay}`, { token })).body
      .data.rooms_left;
    const hold = await api.call('/resort-api/itineraries', {
      method: 'POST',
      token,
      body: { property_id: 21, check_in: day(40), check_out: day(42), adults: 2 },
    });
    expect(hold.status).toBe(201);
    expect(hold.body.data.status).toBe('HELD');
    const during = (await api.call(`/resort-api/properties/availability?${stay}`, { token })).body
      .data.rooms_left;
    expect(during).toBe(before - 1);
    const reference = hold.body.data.reference_number;
    const release = await api.call(
      `/resort-api/itineraries?reference_number=${reference}&status=RELEASE`,
      {
        method: 'PUT',
        token,
      },
    );
    expect(release.body.data.status).toBe('RELEASED');
    const after = (await api.call(`/resort-api/properties/availability?${stay}`, { token })).body
      .data.rooms_left;
    expect(after).toBe(before);
  });

  it('answers an unknown reference with 404 and a message the client shows (spec §8)', async () => {
    const reply = await api.call(
      '/resort-api/itineraries?reference_number=RS-NOPE-0000&status=RELEASE',
      {
        method: 'PUT',
        token,
      },
    );
    expect(reply.status).toBe(404);
    expect(serverMessageOr(reply.body, MESSAGES.resortReleaseFailed)).toBe(
      'Itinerary RS-NOPE-0000 not found',
    );
  });

  it('does not release another agency’s hold', async () => {
    const reply = await api.call(
      '/resort-api/itineraries?reference_number=RS-SOLMAR-1001&status=RELEASE',
      {
        method: 'PUT',
        token,
      },
    );
    expect(reply.status).toBe(404);
  });

  it('refuses any status but RELEASE and a malformed reference', async () => {
    for (const query of [
      'reference_number=RS-HORIZON-1001&status=CONFIRM',
      'reference_number=RS-HORIZON-1001',
      'reference_number=%3Cscript%3E&status=RELEASE',
    ]) {
      const reply = await api.call(`/resort-api/itineraries?${query}`, { method: 'PUT', token });
      expect(reply.status, query).toBe(400);
    }
  });
});
