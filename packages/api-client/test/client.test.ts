import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityDealSearch, carDealSearch, hotelDealSearch, MESSAGES } from '@wl/core';
import { failureMessage, isCanceled } from '@wl/machines';
import { createPlatformApi, DEMO_PASSWORD, type PlatformApi } from '@wl/platform-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  CanceledError,
  createApiClient,
  type RequestContext,
  ResponseShapeError,
  TimeoutError,
} from '../src/index.ts';

const CONFIG_DIR = fileURLToPath(new URL('../../../agency-configs/', import.meta.url));
let dir: string;
let api: PlatformApi;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-client-test-'));
  api = createPlatformApi({
    databaseFile: join(dir, 'api.sqlite'),
    configDir: CONFIG_DIR,
    logger: { info() {}, warn() {}, error() {} },
  });
});
afterAll(() => {
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A client of one agency talking to the real reference API in process: the agency is the URL's
 * host, as on the served sites (http://<subdomain>.localhost).
 */
function clientFor(subdomain: string, context: Partial<RequestContext> = {}, delayMs = 0) {
  const sent: Sent[] = [];
  const onUnauthorized = vi.fn();
  const state: RequestContext = {
    accessToken: null,
    language: 'en',
    sessionId: 'session-123',
    timeZone: 'America/New_York',
    allowNonLoginFlow: subdomain === 'solmar',
    ...context,
  };
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: init.body as string,
    });
    if (delayMs > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    }
    return api.app.fetch(new Request(String(input), init));
  };
  const client = createApiClient({
    apiBaseUrl: `http://${subdomain}.localhost`,
    resortApiBaseUrl: `http://${subdomain}.localhost/resort-api`,
    context: () => state,
    onUnauthorized,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, sent, onUnauthorized, state };
}

async function signIn(subdomain: string, email: string) {
  const session = clientFor(subdomain);
  const { token, user } = await session.client.login({ email, password: DEMO_PASSWORD });
  session.state.accessToken = token;
  return { ...session, user };
}

const dealContext = {
  agency: { disallowSameDayBooking: { hotel: false, activities: false, car: false } },
  now: new Date(Date.now()),
  latitude: 25.76,
  longitude: -80.19,
};

describe('headers of every call (spec §7)', () => {
  it('sends JSON content type, Accept-Language, session id and time zone; no token when signed out', async () => {
    const { client, sent } = clientFor('horizon', { language: 'de' });
    await client.agency();
    const headers = sent[0]?.headers ?? {};
    expect(headers['content-type']).toBe('application/json');
    expect(headers['accept-language']).toBe('de');
    expect(headers['x-session-id']).toBe('session-123');
    expect(headers['x-time-zone']).toBe('America/New_York');
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-correlation-id']).toBeUndefined();
  });

  it('adds the access token once signed in', async () => {
    const { client, sent } = await signIn('horizon', 'owner@horizon.test');
    await client.navigations();
    expect(sent.at(-1)?.headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it('adds a correlation id to resort calls only', async () => {
    const { client, sent } = clientFor('horizon');
    await client.resort.regions();
    expect(sent[0]?.url).toBe('http://horizon.localhost/resort-api/regions');
    expect(sent[0]?.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('calls of the catalogue, parsed with the core schemas (spec §7)', () => {
  it('agency, about-us, faqs (first item), navigation, languages', async () => {
    const { client } = clientFor('horizon');
    expect((await client.agency()).agencyName).toBe('Horizon Travel Co.');
    expect((await client.aboutUs())?.title).toBeTruthy();
    expect((await client.faqs())?.questions.length).toBeGreaterThanOrEqual(4);
    expect((await client.languages()).map((l) => l.code)).toContain('ar');
    expect(Array.isArray(await client.navigations())).toBe(true);
  });

  it('countries, enabled countries and currencies, exchange rates relative to USD', async () => {
    const { client } = clientFor('solmar');
    expect((await client.countries()).length).toBeGreaterThan(100);
    expect((await client.enabledCountries()).some((c) => c.currency === 'MXN')).toBe(true);
    expect((await client.enabledCurrencies()).length).toBeGreaterThan(0);
    const rates = await client.exchangeRates();
    expect(rates.USD).toBe(1);
    expect(rates.MXN).toBeGreaterThan(1);
  });

  it('suggestions, ship lines and car countries', async () => {
    const { client } = clientFor('horizon');
    expect((await client.hotelSuggestions('Mia')).locationSuggestions.length).toBeGreaterThan(0);
    expect((await client.airportSuggestions('MIA')).length).toBeGreaterThan(0);
    expect((await client.activitySuggestions('Mia')).data.length).toBeGreaterThan(0);
    expect((await client.carSuggestions('Mia')).locations.length).toBeGreaterThan(0);
    expect((await client.shipLines()).length).toBeGreaterThanOrEqual(5);
    expect((await client.carCountries()).length).toBeGreaterThan(0);
  });

  it('home deals for the three services with the payloads of §7', async () => {
    const { client, sent } = clientFor('horizon');
    expect((await client.hotelDeals(hotelDealSearch(dealContext))).length).toBeGreaterThan(0);
    expect((await client.activityDeals(activityDealSearch(dealContext))).length).toBeGreaterThan(0);
    expect((await client.carDeals(carDealSearch(dealContext))).length).toBeGreaterThan(0);
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      'POST /api/hotel/deals/hotel-search',
      'POST /api/activities/deals/activity-search',
      'POST /api/car-rental/deals/car-search',
    ]);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({ isHome: true, radius: 15 });
  });

  it('wholesale figures reach unrestricted agents only (spec §2.3, §6)', async () => {
    const owner = await signIn('horizon', 'owner@horizon.test');
    const restricted = await signIn('horizon', 'agent@horizon.test');
    const [ownerDeal] = await owner.client.hotelDeals(hotelDealSearch(dealContext));
    const [agentDeal] = await restricted.client.hotelDeals(hotelDealSearch(dealContext));
    expect(ownerDeal?.rates.baseRate).toBeTypeOf('number');
    expect(agentDeal?.rates.baseRate).toBeUndefined();
  });

  it('search results (ours) from the queries core parses from a results URL', async () => {
    const { client, sent } = clientFor('horizon');
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset).toLocaleDateString(
        'sv-SE',
      );
    const flights = await client.flightSearch({
      from: 'MIA',
      fromName: 'Miami',
      to: 'JFK',
      toName: 'New York',
      depart: day(10),
      adult: 1,
      children: 0,
      infant: 0,
    });
    expect(flights[0]?.outbound.from).toBe('MIA');
    const cars = await client.carSearch({
      pickup: 'Miami',
      lat: 25.76,
      long: -80.19,
      pickUpDate: day(3),
      returnDate: day(5),
      age: 25,
      residence: 'US',
    });
    expect(cars[0]?.days).toBe(2);
    const activities = await client.activitySearch({
      destination: 'Miami',
      lat: 25.76,
      long: -80.19,
      from: day(3),
      to: day(5),
    });
    expect(activities[0]?.link).toMatch(/^\/booknow\/activities\/result-details\//);
    const cruises = await client.cruiseSearch({
      from: day(3),
      to: day(40),
      adult: 2,
      children: 0,
      infant: 0,
    });
    expect(cruises.length).toBeGreaterThan(0);
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      'POST /api/flight/search',
      'POST /api/car-rental/search',
      'POST /api/activities/search',
      'POST /api/cruise/search',
    ]);
  });

  it('translations by language from the translation service', async () => {
    const { client } = clientFor('horizon');
    const arabic = await client.translations('ar');
    expect(arabic.common?.['action.bookNow']).toBe('احجز الآن');
  });
});

describe('sessions: each role logs in; 401 goes to logout (spec §4, §8)', () => {
  const roles = [
    ['traveller@horizon.test', 'Client', false],
    ['owner@horizon.test', 'AgencyOwner', true],
    ['admin@horizon.test', 'Admin', true],
    ['agent@horizon.test', 'TravelAgent', true],
    ['sales@horizon.test', 'SalesAgent', true],
    ['owner@solmar.test', 'AgencyOwner', true],
  ] as const;
  for (const [email, userType, isTravelAgent] of roles) {
    it(`${email} signs in as ${userType}`, async () => {
      const subdomain = email.split('@')[1]?.split('.')[0] ?? '';
      const { client, user } = await signIn(subdomain, email);
      expect(user.userType).toBe(userType);
      expect(user.isTravelAgent).toBe(isTravelAgent);
      expect((await client.me()).personal_info.email).toBe(email);
    });
  }

  it('a wrong password is an ApiError with the server message, not a logout', async () => {
    const { client, onUnauthorized } = clientFor('horizon');
    const error = await client
      .login({ email: 'owner@horizon.test', password: 'nope' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a visitor without a token refused with 401 is not sent to the logout path (no session to end)', async () => {
    const { client, onUnauthorized } = clientFor('horizon');
    await expect(client.me()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a forged token gets 401 and the logout path', async () => {
    const { client, onUnauthorized } = clientFor('horizon', { accessToken: 'forged-token' });
    await expect(client.navigations()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/agency/navigations');
  });

  it('a token is revoked by logout; the next call is a 401', async () => {
    const { client, onUnauthorized } = await signIn('horizon', 'traveller@horizon.test');
    await client.logout();
    await expect(client.me()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('saves the language to the profile when signed in', async () => {
    const { client } = await signIn('horizon', 'traveller@horizon.test');
    await expect(client.changeLanguage('fr')).resolves.toBeTruthy();
  });
});

describe('the auth-optional marker (spec §4 non-login flow)', () => {
  it('is sent without a token when the agency allows the non-login flow', async () => {
    const { client, sent } = clientFor('solmar');
    await expect(client.currentPaymentGateway()).resolves.toBeTruthy();
    expect(sent[0]?.headers['x-auth-optional']).toBe('true');
  });

  it('is not sent when the agency does not allow it, and the call is refused', async () => {
    const { client, sent } = clientFor('horizon');
    await expect(client.currentPaymentGateway()).rejects.toMatchObject({ status: 401 });
    expect(sent[0]?.headers['x-auth-optional']).toBeUndefined();
  });

  it('is not sent on calls outside deals, proposals and payment methods', async () => {
    const { client, sent } = clientFor('solmar');
    await client.agency();
    expect(sent[0]?.headers['x-auth-optional']).toBeUndefined();
  });
});

describe('resort service (spec §4, §7)', () => {
  it('a new deals search cancels the one in flight with "Request was canceled"', async () => {
    const { client } = clientFor('solmar', {}, 30);
    const first = client.resort.deals({ lat: 21.16, lon: -86.85, currency: 'USD' });
    const second = client.resort.deals({ lat: 21.16, lon: -86.85, currency: 'MXN' });
    const cancelled = await first.catch((e) => e);
    expect(cancelled).toBeInstanceOf(CanceledError);
    expect(cancelled.message).toBe(MESSAGES.requestCanceled);
    expect(isCanceled(cancelled)).toBe(true);
    expect((await second).length).toBeGreaterThan(0);
  });

  it('searches with a URL-encoded key and reads regions with their children', async () => {
    const { client, sent } = clientFor('horizon');
    await client.resort.search('Punta Cana & beach');
    expect(sent[0]?.url).toContain('key=Punta+Cana+%26+beach');
    const regions = await client.resort.regions();
    const children = await client.resort.subRegions(regions.slice(0, 2).map((r) => r.id));
    expect(children.every((child) => regions.some((r) => r.id === child.parent_id))).toBe(true);
  });

  it('releases a hold with status RELEASE and an empty body', async () => {
    const { client, sent, state } = await signIn('horizon', 'traveller@horizon.test');
    const [property] = await client.resort.deals({ lat: 21.16, lon: -86.85, currency: 'USD' });
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Rooms per night vary by date and earlier tests hold some: hold the first dates with a room.
    let reference: string | undefined;
    for (let offset = 30; !reference && offset < 60; offset += 3) {
      const hold = await api.app.fetch(
        new Request('http://horizon.localhost/resort-api/itineraries', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${state.accessToken}`,
          },
          body: JSON.stringify({
            property_id: property?.id,
            check_in: day(offset),
            check_out: day(offset + 2),
          }),
        }),
      );
      if (hold.status === 409) continue;
      expect(hold.status).toBe(201);
      reference = (await hold.json()).data.reference_number as string;
    }
    if (!reference) throw new Error('no dates with a room left in 30 days');
    const released = await client.resort.release(reference);
    expect(released.status).toBe('RELEASED');
    const put = sent.at(-1);
    expect(put?.method).toBe('PUT');
    expect(put?.url).toContain('status=RELEASE');
    expect(put?.body).toBeUndefined();
  });

  it('a failed release keeps the server error (spec §8)', async () => {
    const { client } = await signIn('horizon', 'traveller@horizon.test');
    const error = await client.resort.release('RS-NOPE-1').catch((e) => e);
    expect(failureMessage(error, MESSAGES.resortReleaseFailed)).toMatch(/not found/i);
  });
});

describe('failures map to the messages of spec §8', () => {
  let client: ReturnType<typeof createApiClient>;
  beforeEach(() => {
    client = createApiClient({
      apiBaseUrl: 'http://horizon.localhost',
      resortApiBaseUrl: '/resort-api',
      context: () => ({
        language: 'en',
        sessionId: 's',
        timeZone: 'UTC',
        allowNonLoginFlow: false,
      }),
      fetch: (async (input: string) =>
        String(input).endsWith('/multi-currency/exchange')
          ? new Response('<html>bad gateway</html>', { status: 502 })
          : new Response(JSON.stringify({ unexpected: true }), { status: 200 })) as typeof fetch,
    });
  });

  it('a non-JSON failure falls back to the situation default', async () => {
    const error = await client.exchangeRates().catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    // The proxy's HTML page is not a server message (spec §8): the default shows.
    expect(failureMessage(error, MESSAGES.exchangeRatesFailed)).toBe(MESSAGES.exchangeRatesFailed);
  });

  it('a response of the wrong shape is rejected, not passed on', async () => {
    await expect(client.agency()).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('issue 17: a hung, broken or garbled platform ends in a defined failure', () => {
  const context = () => ({
    language: 'en',
    sessionId: 's',
    timeZone: 'UTC',
    allowNonLoginFlow: false,
  });
  const clientWith = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
    createApiClient({
      apiBaseUrl: 'http://horizon.localhost',
      resortApiBaseUrl: '/resort-api',
      context,
      fetch,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  /** A platform that never answers, until the call is aborted. */
  const hung = ((_: string, init: RequestInit = {}) =>
    new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    })) as typeof globalThis.fetch;

  it('gives up after the time-out with a TimeoutError that carries no server message', async () => {
    vi.useFakeTimers();
    try {
      const pending = clientWith(hung, 5000)
        .agency()
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(4999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(failureMessage(error, MESSAGES.genericFallback)).toBe(MESSAGES.genericFallback);
      expect(isCanceled(error)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits 30 s by default', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const pending = clientWith(hung)
        .exchangeRates()
        .catch((error: unknown) => error)
        .finally(() => {
          settled = true;
        });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a caller that cancels still gets CanceledError, not a time-out', async () => {
    const controller = new AbortController();
    const pending = clientWith(hung)
      .hotelDeals(hotelDealSearch(dealContext), controller.signal)
      .catch((error: unknown) => error);
    controller.abort();
    expect(await pending).toBeInstanceOf(CanceledError);
  });

  it('malformed JSON with 200 is a shape error; with 500 an ApiError without a message', async () => {
    const garbled = clientWith(
      (async () => new Response('{"response": [', { status: 200 })) as typeof globalThis.fetch,
    );
    await expect(garbled.agency()).rejects.toBeInstanceOf(ResponseShapeError);
    const failing = clientWith(
      (async () => new Response('{oops', { status: 500 })) as typeof globalThis.fetch,
    );
    const error = await failing.agency().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(failureMessage(error, MESSAGES.genericFallback)).toBe(MESSAGES.genericFallback);
  });
});

describe('hotel journey (issue 15; ours beside spec §7)', () => {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = { checkIn: day(9), checkOut: day(11), rooms: 1, adults: 2, children: 0 };
  const guest = {
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    phone: '+1 305 555 0100',
  };
  const card = { cardholderName: 'Ana López', expiry: '12/35', cvc: '123' };

  it('searches, opens a hotel, books, is declined, pays and finds the trip', async () => {
    const { client } = await signIn('horizon', 'traveller@horizon.test');
    const found = await client.hotels.search({ latitude: 25.76, longitude: -80.19, stay });
    const hotel = found.hotels[0];
    if (!hotel) throw new Error('Miami has hotels');
    const details = await client.hotels.details(hotel.id, stay);
    const room = details.rooms[0];
    if (!room) throw new Error('the hotel has rooms');
    const held = await client.hotels.book({ hotelId: hotel.id, roomId: room.id, stay, guest });
    expect(held.status).toBe('HELD');
    const declined = await client.hotels
      .pay(held.id, { ...card, cardNumber: '4000 0000 0000 0002' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(ApiError);
    expect((declined as ApiError).status).toBe(402);
    expect((declined as ApiError).body).toMatchObject({ code: 'card_declined' });
    const paid = await client.hotels.pay(held.id, { ...card, cardNumber: '4242424242424242' });
    expect(paid.referenceNumber).toMatch(/^HTL-/);
    expect((await client.hotels.booking(held.id)).status).toBe('CONFIRMED');
    const trips = await client.trips();
    expect(trips.upcoming.map((trip) => trip.id)).toContain(held.id);
  });

  it('books without a token through the non-login flow marker (solmar)', async () => {
    const { client, sent } = clientFor('solmar');
    const found = await client.hotels.search({ latitude: 21.16, longitude: -86.85, stay });
    const hotel = found.hotels[0];
    if (!hotel) throw new Error('Cancún has hotels');
    const held = await client.hotels.book({ hotelId: hotel.id, roomId: 'standard', stay, guest });
    expect(held.status).toBe('HELD');
    expect(sent.at(-1)?.headers['x-auth-optional']).toBe('true');
  });
});

describe("ours: the traveller's and agents' areas (issue 16)", () => {
  it('the owner reads and saves the Markup setting; the answers parse', async () => {
    const { client } = await signIn('horizon', 'owner@horizon.test');
    await expect(client.markup()).resolves.toEqual({ markupPercent: null });
    await expect(client.saveMarkup({ markupPercent: 7.5 })).resolves.toEqual({
      markupPercent: 7.5,
    });
    await expect(client.agentDashboard()).resolves.toMatchObject({
      markupPercent: 7.5,
      clients: 1,
    });
    await client.saveMarkup({ markupPercent: null });
    const agents = await client.agents();
    expect(agents.map((person) => person.userType)).toContain('SalesAgent');
    await expect(client.productSettings()).resolves.toHaveProperty('bookingMenuItemOptions');
    // The agency's bookings parse, and holds nobody paid are not among them.
    const bookings = await client.agencyBookings();
    expect(bookings.every((booking) => booking.status === 'CONFIRMED')).toBe(true);
  });

  it("a sales agent's write is refused with the server's message, not as a logout (spec §2.8)", async () => {
    const { client, onUnauthorized } = await signIn('horizon', 'sales@horizon.test');
    const refusal = await client.saveMarkup({ markupPercent: 1 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(403);
    expect(failureMessage(refusal, MESSAGES.genericFallback)).toBe(
      'Your role cannot use these settings',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a traveller saves their name, and their language through changeLanguage (spec §4)', async () => {
    const { client } = await signIn('horizon', 'traveller@horizon.test');
    const user = await client.updateProfile({
      first_name: 'Olivia',
      last_name: 'Bennett',
      profile_image: null,
    });
    expect(user.personal_info.first_name).toBe('Olivia');
    const withLanguage = await client.saveProfileLanguage('fr');
    expect(withLanguage.language).toBe('fr');
  });

  it('a 401 on these calls goes through the logout path (spec §4, §8)', async () => {
    const { client, onUnauthorized } = clientFor('horizon', { accessToken: 'expired-token' });
    await expect(client.agentDashboard()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('/agent/dashboard');
  });
});

describe('account calls (ours, packages/platform-api README "Accounts")', () => {
  it('signs up, then the error body keeps the API code for the page', async () => {
    const { client, sent } = clientFor('horizon');
    await expect(
      client.signup({
        firstName: 'Api',
        lastName: 'Client',
        email: 'api.client@example.com',
        password: 'client passphrase',
      }),
    ).resolves.toMatchObject({ message: expect.any(String) });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://horizon.localhost/api/user/signup',
    });
    const refused = await clientFor('solmar')
      .client.signup({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'long enough' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).body).toMatchObject({ code: 'signupUnavailable' });
  });

  it('asks for a reset link and refuses a bad verification or reset link', async () => {
    const { client, onUnauthorized } = clientFor('horizon');
    await expect(client.forgotPassword('traveller@horizon.test')).resolves.toMatchObject({
      message: expect.any(String),
    });
    const verify = await client.verifyEmail('nope').catch((error: unknown) => error);
    expect((verify as ApiError).body).toMatchObject({ code: 'invalidToken' });
    const reset = await client
      .resetPassword({ token: 'nope', password: 'long enough' })
      .catch((error: unknown) => error);
    expect((reset as ApiError).status).toBe(400);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('agency site settings (ours, issue 45)', () => {
  it('opens a page on its version, saves, lists the history and restores', async () => {
    const { client } = await signIn('horizon', 'owner@horizon.test');
    const editor = await client.settingsEditor('website');
    expect(editor.settings).toMatchObject({ agency: { agencyName: 'Horizon Travel Co.' } });

    const saved = await client.saveWebsiteSettings(editor.version, {
      agency: { primaryColor: '#1d4ed8', youtube: null },
    });
    expect(saved).toMatchObject({
      number: editor.version + 1,
      status: 'queued',
      changes: ['agency.primaryColor', 'agency.youtube'],
      changed: true,
    });
    expect((await client.agency()).primaryColor).toBe('#1d4ed8');

    const product = await client.saveProductSettings(saved.number, {
      agency: {
        bookingMenuItemOptions: [
          { title: 'Hotels', active: true },
          { title: 'Cruise', active: false },
        ],
      },
    });
    const payment = await client.savePaymentSettings(product.number, {
      agency: { currentPaymentGateway: 'Adyen' },
    });
    const versions = await client.configVersions();
    expect(versions.map((version) => version.number)).toEqual([
      payment.number,
      product.number,
      saved.number,
      editor.version,
    ]);
    expect(versions[0]?.savedBy?.email).toBe('owner@horizon.test');

    const restored = await client.restoreVersion(editor.version, payment.number);
    expect(restored).toMatchObject({ source: 'restore', restoredFrom: editor.version });
    expect((await client.agency()).primaryColor).toBe('#0f766e');
    const status = await client.publishStatus();
    expect(status).toMatchObject({ latest: { number: restored.number }, publishing: false });
  });

  it('a refused save rejects with the issues, and a stale page with 409', async () => {
    const { client } = await signIn('horizon', 'admin@horizon.test');
    const { version } = await client.settingsEditor('website');
    const invalid = await client
      .saveWebsiteSettings(version, { agency: { primaryColor: 'banana' } })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).status).toBe(400);
    expect((invalid as ApiError).body).toMatchObject({
      issues: [{ path: 'agency.primaryColor', message: expect.stringContaining('"banana"') }],
    });
    const stale = await client
      .savePaymentSettings(version - 1, { agency: { currentPaymentGateway: 'X' } })
      .catch((error: unknown) => error);
    expect((stale as ApiError).status).toBe(409);
    expect((stale as ApiError).message).toContain('changed since you opened it');
  });

  it('uploads an image as its own bytes with its type and answers the reference', async () => {
    const { client, sent } = await signIn('horizon', 'owner@horizon.test');
    const svg = new Blob(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
      ],
      { type: 'image/svg+xml' },
    );
    const image = await client.uploadImage(svg);
    expect(sent.at(-1)?.headers['content-type']).toBe('image/svg+xml');
    expect(image.ref).toMatch(/^uploads\/horizon\/[0-9a-f]{32}\.svg$/);
    expect(image.url).toMatch(/^\/api\/agency\/images\/[0-9a-f]{32}\.svg$/);
    const refused = await client
      .uploadImage(new TextEncoder().encode('<html></html>'), 'image/png')
      .catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).message).toBe(
      'The image is not a PNG image: its content is an HTML page',
    );
  });

  it('a sales agent is refused (403)', async () => {
    const { client } = await signIn('horizon', 'sales@horizon.test');
    const refusal = await client
      .savePaymentSettings(1, { agency: { currentPaymentGateway: 'X' } })
      .catch((error: unknown) => error);
    expect((refusal as ApiError).status).toBe(403);
  });
});
