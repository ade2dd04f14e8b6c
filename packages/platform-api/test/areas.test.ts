// Issue 16, ours: the traveller's and agents' areas. Permissions per role are spec §2.8 and §6
// (sales agents cannot use Markup, Website, Payment or Product settings; travellers get no agent
// data), and the Markup setting is what agents' deal cards show as Agency Markup (spec §2.3).
import { hotelDealSearch, type Rates, wholesaleFigures } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
const tokens: Record<string, string> = {};
const ROLES = {
  owner: 'owner@horizon.test',
  admin: 'admin@horizon.test',
  agent: 'agent@horizon.test',
  sales: 'sales@horizon.test',
  traveller: 'traveller@horizon.test',
} as const;

beforeAll(async () => {
  api = await startApi();
  for (const [role, email] of Object.entries(ROLES)) tokens[role] = await api.login(email);
});
afterAll(() => api.close());

const as = (role: keyof typeof ROLES) => ({ token: tokens[role] });
const MIAMI = { latitude: 25.7617, longitude: -80.1918 };

async function hotelRates(role: keyof typeof ROLES): Promise<Rates[]> {
  const payload = hotelDealSearch({
    agency: { disallowSameDayBooking: { hotel: false, activities: false, car: false } },
    ...MIAMI,
    now: new Date(),
  });
  const reply = await api.call('/api/hotel/deals/hotel-search', {
    method: 'POST',
    body: payload,
    ...as(role),
  });
  expect(reply.status).toBe(200);
  return reply.body.response.map((deal: { rates: Rates }) => deal.rates);
}

describe('Markup settings (spec §2.1 /settings/agency, §2.8, §6)', () => {
  it('the owner reads the setting: none yet', async () => {
    const reply = await api.call('/api/agency/settings/markup', as('owner'));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ markupPercent: null });
  });

  it('a sales agent is refused the read and the write (403), and nothing changes', async () => {
    expect((await api.call('/api/agency/settings/markup', as('sales'))).status).toBe(403);
    const write = await api.call('/api/agency/settings/markup', {
      method: 'PUT',
      body: { markupPercent: 50 },
      ...as('sales'),
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Your role cannot use these settings');
    const after = await api.call('/api/agency/settings/markup', as('owner'));
    expect(after.body.data.markupPercent).toBeNull();
  });

  it('a traveller is refused (403) and a visitor must sign in (401)', async () => {
    const put = { method: 'PUT', body: { markupPercent: 5 } };
    expect(
      (await api.call('/api/agency/settings/markup', { ...put, ...as('traveller') })).status,
    ).toBe(403);
    expect((await api.call('/api/agency/settings/markup', put)).status).toBe(401);
  });

  it('an out-of-range markup is a 400 naming the field', async () => {
    const reply = await api.call('/api/agency/settings/markup', {
      method: 'PUT',
      body: { markupPercent: 150 },
      ...as('owner'),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('markupPercent');
  });

  it("the owner's markup is the Agency Markup of every deal an unrestricted agent is shown", async () => {
    const put = await api.call('/api/agency/settings/markup', {
      method: 'PUT',
      body: { markupPercent: 25 },
      ...as('owner'),
    });
    expect(put.status).toBe(200);
    const rates = await hotelRates('owner');
    expect(rates.length).toBeGreaterThan(0);
    for (const rate of rates) {
      const figures = wholesaleFigures(rate);
      if (!figures) throw new Error('an unrestricted agent gets the wholesale figures');
      // Rounded to cents per amount: a cent or two of rounding at most.
      expect(figures.agencyMarkup).toBeCloseTo(figures.wholesaleRate * 0.25, 1);
      expect(rate.savedPrice).toBeGreaterThanOrEqual(0);
    }
    // Travellers pay the new price too, and restricted agents still get no wholesale figures.
    const traveller = await hotelRates('traveller');
    expect(traveller.map((rate) => rate.totalRate)).toEqual(rates.map((rate) => rate.totalRate));
    for (const rate of await hotelRates('agent')) expect(rate.baseRate).toBeUndefined();

    await api.call('/api/agency/settings/markup', {
      method: 'PUT',
      body: { markupPercent: null },
      ...as('owner'),
    });
    expect((await api.call('/api/agency/settings/markup', as('owner'))).body.data).toEqual({
      markupPercent: null,
    });
  });

  it('an admin may change it too', async () => {
    const reply = await api.call('/api/agency/settings/markup', {
      method: 'PUT',
      body: { markupPercent: null },
      ...as('admin'),
    });
    expect(reply.status).toBe(200);
  });
});

describe('Website, Payment and Product settings refuse sales agents (spec §2.8, §6)', () => {
  it.each(['website', 'payment', 'product'])(
    '%s: owner 200, sales agent 403, traveller 403',
    async (section) => {
      const path = `/api/agency/settings/${section}`;
      expect((await api.call(path, as('owner'))).status).toBe(200);
      expect((await api.call(path, as('sales'))).status).toBe(403);
      expect((await api.call(path, as('traveller'))).status).toBe(403);
    },
  );

  it('product settings list the booking types with their active flag', async () => {
    const reply = await api.call('/api/agency/settings/product', as('owner'));
    expect(
      reply.body.data.bookingMenuItemOptions.map((option: { title: string }) => option.title),
    ).toContain('Hotels');
  });
});

describe('Command Center and lists (spec §2.1 /dashboard, /users/clients, /users/agents/view/{id})', () => {
  it("the owner's Command Center has the counts, the markup and the credit", async () => {
    const reply = await api.call('/api/agent/dashboard', as('owner'));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      clients: 1,
      agents: 4,
      markupPercent: null,
      credits: { amount: 250, currency: 'USD' },
    });
  });

  it('a sales agent opens it without the markup', async () => {
    const reply = await api.call('/api/agent/dashboard', as('sales'));
    expect(reply.status).toBe(200);
    expect(reply.body.data).not.toHaveProperty('markupPercent');
  });

  it('clients and agents lists answer agents only', async () => {
    const clients = await api.call('/api/users/clients', as('sales'));
    expect(clients.status).toBe(200);
    expect(clients.body.data.map((row: { email: string }) => row.email)).toEqual([
      'traveller@horizon.test',
    ]);
    const agents = await api.call('/api/users/agents', as('agent'));
    expect(agents.body.data.map((row: { email: string }) => row.email).sort()).toEqual([
      'admin@horizon.test',
      'agent@horizon.test',
      'owner@horizon.test',
      'sales@horizon.test',
    ]);
    expect((await api.call('/api/users/clients', as('traveller'))).status).toBe(403);
    expect((await api.call('/api/agent/dashboard', as('traveller'))).status).toBe(403);
    // Another agency's people are never listed.
    const solmar = await api.login('owner@solmar.test', 'solmar.localhost');
    const other = await api.call('/api/users/agents', { token: solmar, host: 'solmar.localhost' });
    expect(other.body.data.map((row: { email: string }) => row.email)).toEqual([
      'owner@solmar.test',
    ]);
  });
});

describe('Profile (issue 16: name, picture URL; the language through changeLanguage, spec §4)', () => {
  it('a traveller changes their name and picture; /user/me shows it', async () => {
    const reply = await api.call('/api/user/profile', {
      method: 'PUT',
      body: {
        first_name: ' Liv ',
        last_name: 'Bennett',
        profile_image: 'https://example.com/me.png',
      },
      ...as('traveller'),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user.personal_info).toMatchObject({
      first_name: 'Liv',
      profile_image: 'https://example.com/me.png',
    });
    const me = await api.call('/api/user/me', as('traveller'));
    expect(me.body.user.personal_info.first_name).toBe('Liv');
  });

  it('an empty picture clears it; a bad URL or an empty first name is a 400', async () => {
    const clear = await api.call('/api/user/profile', {
      method: 'PUT',
      body: { first_name: 'Olivia', last_name: 'Bennett', profile_image: '' },
      ...as('traveller'),
    });
    expect(clear.body.user.personal_info.profile_image).toBeNull();
    const bad = await api.call('/api/user/profile', {
      method: 'PUT',
      body: { first_name: '', last_name: '', profile_image: 'javascript:alert(1)' },
      ...as('traveller'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'first_name',
      'profile_image',
    ]);
  });

  it('a sales agent edits their own profile (Profile settings stay enabled, spec §2.8)', async () => {
    const reply = await api.call('/api/user/profile', {
      method: 'PUT',
      body: { first_name: 'Hannah', last_name: 'Kim', profile_image: null },
      ...as('sales'),
    });
    expect(reply.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const reply = await api.call('/api/user/profile', {
      method: 'PUT',
      body: { first_name: 'X', last_name: '', profile_image: null },
    });
    expect(reply.status).toBe(401);
  });
});
