import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  aboutSchema,
  agencySchema,
  faqSchema,
  languageSchema,
  MESSAGES,
  type NavigationRoute,
  navigationRouteSchema,
  sideNavItems,
  userProfileSchema,
} from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_DIR, type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const horizonConfig = JSON.parse(readFileSync(join(CONFIG_DIR, 'horizon.json'), 'utf8'));

describe('spec §7 GET /api/agency, about-us, faqs', () => {
  it('answers the config agency with defaults resolved, in core agencySchema shape', async () => {
    const reply = await api.call('/api/agency');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain('application/json');
    const agency = agencySchema.parse(reply.body);
    expect(agency).toMatchObject({
      agencyName: 'Horizon Travel Co.',
      subdomain: 'horizon',
      primaryColor: '#0f766e',
      allowNonLoginFlow: false,
      aboutUsEnableTitle: 'About Horizon',
    });
    expect(agency.disallowSameDayBooking).toEqual({ hotel: false, activities: false, car: false });
    expect(agency.privacyPolicy).toBe(horizonConfig.agency.privacyPolicy);
  });

  it('resolves defaults the file leaves out (solmar primary colour)', async () => {
    const reply = await api.call('/api/agency', { host: 'solmar.localhost' });
    expect(reply.body.primaryColor).toBe('#2c7be5');
    expect(reply.body.isAgencyClaro).toBe(true);
  });

  it('answers about-us and faqs as a data list whose first item is used', async () => {
    const about = await api.call('/api/agency/about-us');
    expect(about.status).toBe(200);
    const item = aboutSchema.parse(about.body.data[0]);
    expect(item).toMatchObject({ isEnabled: true, title: 'Travel planned by people who travel' });

    const faqs = await api.call('/api/agency/faqs');
    const faq = faqSchema.parse(faqs.body.data[0]);
    expect(faq.isEnabled).toBe(true);
    expect(faq.questions.length).toBeGreaterThanOrEqual(4);
    // Spec §5: the FAQ page shows only if every question is longer than 3 characters.
    expect(faq.questions.every((entry) => entry.question.trim().length > 3)).toBe(true);
  });

  it('answers disabled content as disabled (solmar about, nordlys faq)', async () => {
    const about = await api.call('/api/agency/about-us', { host: 'solmar.localhost' });
    expect(about.body.data[0].isEnabled).toBe(false);
    const faqs = await api.call('/api/agency/faqs', { host: 'nordlys.localhost' });
    expect(faqs.body.data[0]).toMatchObject({ isEnabled: false, questions: [] });
  });
});

describe('spec §7 GET /api/getCurrentPaymentGateway (a payment-method call, §4 non-login flow)', () => {
  it('answers a signed-in user', async () => {
    const token = await api.login('traveller@horizon.test');
    const reply = await api.call('/api/getCurrentPaymentGateway', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.acceptedPaymentMethods).toContain('Visa');
  });

  it('refuses a horizon visitor and accepts a marked solmar visitor', async () => {
    expect((await api.call('/api/getCurrentPaymentGateway')).status).toBe(401);
    const marked = await api.call('/api/getCurrentPaymentGateway', {
      host: 'solmar.localhost',
      headers: { 'x-auth-optional': 'true' },
    });
    expect(marked.status).toBe(200);
  });
});

describe('spec §7 GET /api/agency/navigations (spec §2.8, §6)', () => {
  const navigation = async (email?: string, host?: string) => {
    const token = email ? await api.login(email, host) : undefined;
    const reply = await api.call('/api/agency/navigations', { token, host });
    expect(reply.status).toBe(200);
    for (const item of reply.body.agencyNavigation) navigationRouteSchema.parse(item);
    return {
      items: reply.body.agencyNavigation as NavigationRoute[],
      token,
    };
  };

  it("gives visitors the config's header items as read routes (horizon: Blog, Top destinations)", async () => {
    expect((await navigation()).items).toEqual([
      { label: 'Blog', path: '/blog', read: true },
      { label: 'Top destinations', path: '/top-destination', read: true },
    ]);
  });

  it('answers a bad token with 401 rather than the visitor menu (spec §4 logout on 401)', async () => {
    const reply = await api.call('/api/agency/navigations', { token: 'forged-token' });
    expect(reply.status).toBe(401);
  });

  it('gives travellers the traveller menu, wallet only when they have one', async () => {
    const horizon = (await navigation('traveller@horizon.test')).items;
    expect(horizon.map((item) => item.label)).toEqual([
      'Dashboard',
      'Book Now',
      'My Trips',
      'Profile Settings',
      'Support',
      'Wallet',
    ]);
    expect(horizon.find((item) => item.label === 'Book Now')?.path).toBe('/booknow/hotels');
    const solmar = (await navigation('traveller@solmar.test', 'solmar.localhost')).items;
    expect(solmar.map((item) => item.label)).not.toContain('Wallet');
    const nordlys = (await navigation('traveller@nordlys.test', 'nordlys.localhost')).items;
    expect(nordlys.find((item) => item.label === 'Book Now')?.path).toBe('/booknow/flights');
  });

  it('gives agents the agent menu with their own id and settings enabled', async () => {
    const { items } = await navigation('owner@horizon.test');
    const me = await api.call('/api/user/me', { token: await api.login('owner@horizon.test') });
    expect(items.find((item) => item.label === 'Agents')?.path).toBe(
      `/users/agents/view/${me.body.user.id}`,
    );
    const settings = items.find((item) => item.label === 'Settings');
    expect(settings?.subMenu?.every((link) => link.read)).toBe(true);
    expect(items.map((item) => item.label)).not.toContain('Book Now');
  });

  it('disables Markup, Website, Payment and Product settings for a sales agent, not Profile', async () => {
    const { items, token } = await navigation('sales@horizon.test');
    const settings = items.find((item) => item.label === 'Settings');
    expect(
      Object.fromEntries(settings?.subMenu?.map((link) => [link.label, link.read]) ?? []),
    ).toEqual({
      Markup: false,
      Website: false,
      Payment: false,
      Product: false,
      Profile: true,
    });
    // The shell's own side navigation rule agrees with what the server sends.
    const me = await api.call('/api/user/me', { token });
    const agency = agencySchema.parse((await api.call('/api/agency')).body);
    const side = sideNavItems({
      navigation: items,
      user: userProfileSchema.parse(me.body.user),
      agency,
    });
    const sideSettings = side.find((item) => item.id === 'settings');
    expect(
      sideSettings?.children?.filter((child) => child.enabled).map((child) => child.label),
    ).toEqual(['Profile']);
    expect(side.filter((item) => item.label === 'Book Now')).toHaveLength(1);
  });
});

describe('spec §7 GET /api/agency/languages (spec §9 supported languages)', () => {
  it('lists the agency languages as {name, code, value}, in config order', async () => {
    const horizon = await api.call('/api/agency/languages');
    expect(horizon.body.data).toHaveLength(9);
    for (const language of horizon.body.data) languageSchema.parse(language);
    expect(horizon.body.data[0]).toEqual({ name: 'English', code: 'en', value: 'en' });
    const solmar = await api.call('/api/agency/languages', { host: 'solmar.localhost' });
    expect(solmar.body.data.map((language: { code: string }) => language.code)).toEqual([
      'es',
      'en',
    ]);
    const nordlys = await api.call('/api/agency/languages', { host: 'nordlys.localhost' });
    expect(nordlys.body.data.map((language: { code: string }) => language.code)).toEqual([
      'en',
      'no',
      'sv',
      'da',
    ]);
  });
});

describe('spec §8 agency not found / inactive, unknown routes', () => {
  it("answers an unknown subdomain with 404 'Agency not found!'", async () => {
    for (const host of ['nowhere.localhost', 'nowhere.example.com', '127.0.0.1', 'localhost']) {
      const reply = await api.call('/api/agency', { host });
      expect(reply.status, host).toBe(404);
      expect(reply.body).toEqual({ message: MESSAGES.agencyNotFound });
    }
  });

  it('accepts the agency subdomain of any domain and port', async () => {
    for (const host of ['horizon.example.com', 'HORIZON.localhost:4321', 'horizon.localhost.']) {
      const reply = await api.call('/api/agency', { host });
      expect(reply.status, host).toBe(200);
      expect(reply.body.subdomain).toBe('horizon');
    }
  });

  it('still answers an inactive agency with its status, and refuses its other calls', async () => {
    const agency = await api.call('/api/agency', { host: 'dormant.localhost' });
    expect(agency.status).toBe(200);
    expect(agency.body.status).toBe('Inactive');
    const login = await api.call('/api/user/login', {
      method: 'POST',
      host: 'dormant.localhost',
      body: { email: 'traveller@dormant.test', password: 'Demo!2026' },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MESSAGES.agencyInactive);
  });

  it('answers unknown routes with 404 JSON', async () => {
    for (const path of ['/api/does-not-exist', '/api', '/elsewhere', '/resort-api/nothing']) {
      const reply = await api.call(path);
      expect(reply.status, path).toBe(404);
      expect(typeof reply.body.message).toBe('string');
    }
    const wrongMethod = await api.call('/api/agency', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
  });
});
