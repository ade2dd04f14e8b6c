import { describe, expect, it } from 'vitest';
import { ratesSchema } from '../schemas/deals.ts';
import { userProfileSchema } from '../schemas/user.ts';
import { priceDisplay } from './priceDisplay.ts';
import { viewerOf } from './viewer.ts';

const rates = ratesSchema.parse({
  publishedRate: 250,
  totalRate: 200,
  savedPrice: 50,
  baseRate: 150,
  taxAndFee: 20,
});

const user = (overrides: Record<string, unknown> = {}) =>
  userProfileSchema.parse({
    id: 'u-1',
    userType: 'Client',
    personal_info: { email: 'someone@example.com' },
    ...overrides,
  });

describe('priceDisplay for visitors (spec §2.3, §6 anonymous visitor)', () => {
  it('shows the price when the agency allows the non-login flow', () => {
    const shown = priceDisplay({
      viewer: viewerOf(null),
      rates,
      allowNonLoginFlow: true,
      tab: 'Hotels',
    });
    expect(shown).toEqual({ kind: 'price', price: 200 });
  });

  it("otherwise hides the price behind Reveal Price, with 'Login to save up to' the saving", () => {
    const shown = priceDisplay({
      viewer: viewerOf(null),
      rates,
      allowNonLoginFlow: false,
      tab: 'Hotels',
    });
    expect(shown.kind).toBe('reveal');
    expect(shown).not.toHaveProperty('price');
    if (shown.kind !== 'reveal') return;
    expect(shown.saveUpTo).toBe(50);
  });

  it('Reveal Price leads to the login route with the tab', () => {
    for (const tab of ['Hotels', 'Car Rentals', 'Activities']) {
      const shown = priceDisplay({ viewer: viewerOf(null), rates, allowNonLoginFlow: false, tab });
      if (shown.kind !== 'reveal') throw new Error(`expected a reveal for ${tab}`);
      const url = new URL(shown.loginHref, 'https://test.example');
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('tab')).toBe(tab);
      expect(url.searchParams.has('redirect')).toBe(false);
    }
  });

  it('Reveal Price on a results page comes back to the same search after login (issue 15)', () => {
    const redirect = '/booknow/flights/search-details?from=MIA&to=JFK';
    const shown = priceDisplay({
      viewer: viewerOf(null),
      rates,
      allowNonLoginFlow: false,
      tab: 'Air Travel',
      redirect,
    });
    if (shown.kind !== 'reveal') throw new Error('expected a reveal');
    const url = new URL(shown.loginHref, 'https://test.example');
    expect(url.searchParams.get('tab')).toBe('Air Travel');
    expect(url.searchParams.get('redirect')).toBe(redirect);
  });
});

describe('priceDisplay for a signed-in traveller (spec §2.3)', () => {
  it("shows the retail price struck through, the traveller's price and 'You saved'", () => {
    const shown = priceDisplay({
      viewer: viewerOf(user()),
      rates,
      allowNonLoginFlow: false,
      tab: 'Hotels',
    });
    expect(shown).toEqual({ kind: 'saving', retail: 250, price: 200, saved: 50 });
  });

  it('does not depend on allowNonLoginFlow', () => {
    const shown = priceDisplay({
      viewer: viewerOf(user()),
      rates,
      allowNonLoginFlow: true,
      tab: 'Hotels',
    });
    expect(shown.kind).toBe('saving');
  });
});

describe('priceDisplay for agents (spec §2.3, §6: wholesale figures only for unrestricted agents)', () => {
  it('an unrestricted travel agent sees the traveller figures plus Wholesale Rate and Agency Markup', () => {
    const shown = priceDisplay({
      viewer: viewerOf(user({ userType: 'TravelAgent', isTravelAgent: true })),
      rates,
      allowNonLoginFlow: false,
      tab: 'Hotels',
    });
    if (shown.kind !== 'agent') throw new Error(`expected agent figures, got ${shown.kind}`);
    expect(shown).toMatchObject({ retail: 250, price: 200, saved: 50 });
    expect(shown.wholesale).toBeDefined();
    expect(typeof shown.wholesale?.wholesaleRate).toBe('number');
    expect(typeof shown.wholesale?.agencyMarkup).toBe('number');
  });

  it('a restricted agent does NOT see Wholesale Rate or Agency Markup', () => {
    const shown = priceDisplay({
      viewer: viewerOf(
        user({ userType: 'TravelAgent', isTravelAgent: true, isRestrictedAgent: true }),
      ),
      rates,
      allowNonLoginFlow: false,
      tab: 'Hotels',
    });
    if (shown.kind !== 'agent') throw new Error(`expected agent figures, got ${shown.kind}`);
    expect(shown).toMatchObject({ retail: 250, price: 200, saved: 50 });
    expect(shown.wholesale).toBeUndefined();
  });
});

describe('priceDisplay when the platform withholds wholesale figures (spec §2.3)', () => {
  it('shows an unrestricted agent no Wholesale Rate when baseRate and taxAndFee were not sent', () => {
    const { baseRate: _base, taxAndFee: _tax, ...retail } = rates;
    const shown = priceDisplay({
      viewer: viewerOf(user({ userType: 'AgencyOwner', isTravelAgent: true })),
      rates: retail,
      allowNonLoginFlow: false,
      tab: 'Hotels',
    });
    expect(shown).toEqual({ kind: 'agent', retail: 250, price: 200, saved: 50 });
  });
});
