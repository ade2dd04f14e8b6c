import { countryCurrencySchema, exchangeRatesSchema, languageSchema } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('spec §3 / §7 GET /api/code: the country/currency list', () => {
  it('lists about 150+ countries, United Arab Emirates (AED) first, each a core entry', async () => {
    const reply = await api.call('/api/code');
    expect(reply.status).toBe(200);
    const countries = reply.body.data.map((entry: unknown) => countryCurrencySchema.parse(entry));
    expect(countries.length).toBeGreaterThanOrEqual(140);
    expect(countries[0]).toMatchObject({
      name: 'United Arab Emirates',
      code: 'AE',
      currency: 'AED',
      emoji: '🇦🇪',
    });
    expect(countries[0].unicode).toBe('U+1F1E6 U+1F1EA');
    expect(new Set(countries.map((entry: { code: string }) => entry.code)).size).toBe(
      countries.length,
    );
  });

  it('has countries sharing a currency: euro, CFA franc, East Caribbean dollar, US dollar', async () => {
    const countries = (await api.call('/api/code')).body.data as { currency: string }[];
    const count = (currency: string) =>
      countries.filter((entry) => entry.currency === currency).length;
    for (const shared of ['EUR', 'XOF', 'XAF', 'XCD', 'USD']) {
      expect(count(shared), shared).toBeGreaterThan(2);
    }
  });
});

describe('spec §7 enabled countries and currencies of the agency', () => {
  it('lists the countries whose currency the agency enables', async () => {
    const horizon = (await api.call('/api/admin/country/enable')).body.data as {
      code: string;
      currency: string;
    }[];
    const currencies = new Set(horizon.map((entry) => entry.currency));
    expect([...currencies].sort()).toEqual(['AED', 'CAD', 'EUR', 'GBP', 'JPY', 'MXN', 'USD']);
    expect(horizon.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['US', 'DE', 'GB', 'MX', 'JP', 'CA', 'AE']),
    );
    const solmar = (await api.call('/api/admin/country/enable', { host: 'solmar.localhost' })).body
      .data as {
      currency: string;
    }[];
    expect(new Set(solmar.map((entry) => entry.currency))).toEqual(new Set(['MXN', 'USD']));
  });

  it('lists one picker entry per enabled currency, in config order, named after the currency', async () => {
    const reply = await api.call('/api/admin/country/enableCurrencies', {
      host: 'nordlys.localhost',
    });
    const entries = reply.body.data.map((entry: unknown) => countryCurrencySchema.parse(entry));
    expect(entries.map((entry: { currency: string }) => entry.currency)).toEqual([
      'NOK',
      'SEK',
      'DKK',
      'EUR',
      'USD',
    ]);
    expect(entries[0]).toMatchObject({ code: 'NO', name: 'Norwegian Krone' });
    expect(entries[3].name).toBe('Euro');
    expect(entries[4]).toMatchObject({ code: 'US', name: 'US Dollar', symbol: '$' });
  });
});

describe('spec §1 / §7 GET /api/multi-currency/exchange: rates relative to the US dollar', () => {
  it('answers rates for every currency the agency enables, USD being 1', async () => {
    const reply = await api.call('/api/multi-currency/exchange');
    expect(reply.status).toBe(200);
    const rates = exchangeRatesSchema.parse(reply.body.rates);
    expect(Object.keys(rates).sort()).toEqual(['AED', 'CAD', 'EUR', 'GBP', 'JPY', 'MXN', 'USD']);
    expect(rates.USD).toBe(1);
    expect(rates.AED).toBeCloseTo(3.6725, 4);
    expect(rates.EUR).toBeGreaterThan(0.7);
    expect(rates.EUR).toBeLessThan(1.1);
    const nordlys = await api.call('/api/multi-currency/exchange', { host: 'nordlys.localhost' });
    expect(Object.keys(nordlys.body.rates).sort()).toEqual(['DKK', 'EUR', 'NOK', 'SEK', 'USD']);
  });
});

describe('spec §7 GET /api/user/changeLanguage/{language} (spec §4 saved to the profile)', () => {
  it('saves an offered language to the signed-in profile', async () => {
    const token = await api.login('traveller@horizon.test');
    const reply = await api.call('/api/user/changeLanguage/de', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ language: 'de' });
    expect((await api.call('/api/user/me', { token })).body.user.language).toBe('de');
  });

  it('refuses unsupported languages and languages the agency does not offer with 400', async () => {
    const token = await api.login('traveller@solmar.test', 'solmar.localhost');
    for (const language of ['xx', 'it', 'pt', '%F0%9F%98%80', 'e'.repeat(300)]) {
      const reply = await api.call(`/api/user/changeLanguage/${language}`, {
        token,
        host: 'solmar.localhost',
      });
      expect(reply.status, language).toBe(400);
      expect(reply.body.message).toMatch(/^Unsupported language/);
    }
    const spanish = await api.call('/api/user/changeLanguage/ES', {
      token,
      host: 'solmar.localhost',
    });
    expect(spanish.status).toBe(200);
    expect(spanish.body.data.language).toBe('es');
  });

  it('lists languages that match core languageSchema', async () => {
    const reply = await api.call('/api/agency/languages', { host: 'solmar.localhost' });
    for (const language of reply.body.data) languageSchema.parse(language);
  });
});
