import { carSuggestionsSchema, hotelSuggestionsSchema } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: 'POST', body });

describe('spec §7 POST /api/v2/hotel/auto-suggest', () => {
  it('suggests places, hotels and airports for the text, with allData', async () => {
    const reply = await post('/api/v2/hotel/auto-suggest', {
      text: 'Miami',
      isManageLocation: false,
    });
    expect(reply.status).toBe(200);
    const data = hotelSuggestionsSchema.parse(reply.body.data);
    const first = data.locationSuggestions[0] as { type: string; name: string; fullName: string };
    expect(first).toMatchObject({ type: 'city', name: 'Miami' });
    expect(first.fullName).toBe('Miami, Florida, United States of America');
    expect(typeof data.allData).toBe('boolean');
  });

  it('finds accented names from plain text and agency hotels by name', async () => {
    const malmo = await post('/api/v2/hotel/auto-suggest', {
      text: 'malmo',
      isManageLocation: false,
    });
    expect(malmo.body.data.locationSuggestions[0].name).toBe('Malmö');
    const hotels = await post('/api/v2/hotel/auto-suggest', {
      text: 'harbour',
      isManageLocation: false,
    });
    expect(
      hotels.body.data.locationSuggestions.some((item: { type: string }) => item.type === 'hotel'),
    ).toBe(true);
  });

  it('suggests only places when managing a location', async () => {
    const reply = await post('/api/v2/hotel/auto-suggest', {
      text: 'harbour',
      isManageLocation: true,
    });
    expect(
      reply.body.data.locationSuggestions.every((item: { type: string }) => item.type === 'city'),
    ).toBe(true);
  });

  it('answers an empty text with no suggestions', async () => {
    const reply = await post('/api/v2/hotel/auto-suggest', { text: '', isManageLocation: false });
    expect(reply.body.data).toEqual({ locationSuggestions: [], allData: true });
  });

  it('says when the list was cut (allData false)', async () => {
    const reply = await post('/api/v2/hotel/auto-suggest', {
      text: 'san',
      isManageLocation: false,
    });
    expect(reply.body.data.locationSuggestions).toHaveLength(10);
    expect(reply.body.data.allData).toBe(false);
  });
});

describe('spec §7 GET /api/flight/airports?search=', () => {
  it('finds airports by code, city or name', async () => {
    const byCode = await api.call('/api/flight/airports?search=OSL');
    expect(byCode.status).toBe(200);
    expect(byCode.body.data[0]).toMatchObject({ code: 'OSL', city: 'Oslo', countryCode: 'NO' });
    const byCity = await api.call(`/api/flight/airports?search=${encodeURIComponent('tromsø')}`);
    expect(byCity.body.data[0].code).toBe('TOS');
    const byName = await api.call('/api/flight/airports?search=heathrow');
    expect(byName.body.data[0].code).toBe('LHR');
  });

  it('answers a missing search with 400', async () => {
    expect((await api.call('/api/flight/airports')).status).toBe(400);
  });
});

describe('spec §7 POST /api/activities/destinations', () => {
  it('answers { data, allData } with matching destinations', async () => {
    const reply = await post('/api/activities/destinations', {
      text: 'Oslo',
      isManageLocation: false,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]).toMatchObject({ name: 'Oslo', countryCode: 'NO' });
    expect(typeof reply.body.allData).toBe('boolean');
  });
});

describe('spec §7 POST /api/car-rental/auto-suggest and GET /api/car-rental/findCountries/EN', () => {
  it('answers { data: { locations, allData } }, airports first', async () => {
    const reply = await post('/api/car-rental/auto-suggest', {
      text: 'mia',
      isManageLocation: false,
    });
    const data = carSuggestionsSchema.parse(reply.body.data);
    expect(data.locations[0]).toMatchObject({ type: 'airport', code: 'MIA' });
  });

  it('lists car countries sorted by their name in the language of the path', async () => {
    const english = await api.call('/api/car-rental/findCountries/EN');
    expect(english.status).toBe(200);
    const names = english.body.data.map((entry: { name: string }) => entry.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(english.body.data).toContainEqual({ code: 'US', name: 'United States' });
    const spanish = await api.call('/api/car-rental/findCountries/ES');
    expect(spanish.body.data).toContainEqual({ code: 'US', name: 'Estados Unidos' });
    expect((await api.call('/api/car-rental/findCountries/XX')).status).toBe(400);
  });
});

describe('spec §7 GET /api/cruise/ship-lines', () => {
  it('lists cruise lines, the five of spec §2.1 with their cancellation policy page', async () => {
    const reply = await api.call('/api/cruise/ship-lines');
    expect(reply.status).toBe(200);
    const policies = reply.body.data
      .map((line: { cancellationPolicyPath: string | null }) => line.cancellationPolicyPath)
      .filter(Boolean);
    expect(policies).toEqual([
      '/cancellation-policy/royal-caribbean',
      '/cancellation-policy/carnival',
      '/cancellation-policy/mcl',
      '/cancellation-policy/celebrity',
      '/cancellation-policy/disney',
    ]);
  });
});
