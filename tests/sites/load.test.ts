// Issue 17 "Load and crashes", on loopback and bounded in time: scripts/serve under a minute of
// load (no errors, memory flat, p99 reported), the reference API with 200 concurrent users signing
// in, searching, saving to their profile and booking a paid stay (no 5xx, no booking lost or
// doubled), and a kill -9 of the API in the middle of writes that loses nothing it acknowledged.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultChoice,
  type EngineVertical,
  needsDateOfBirth,
  type Offer,
  travellerTypesFor,
} from '@wl/core';
import autocannon from 'autocannon';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ServeProcess, startServeProcess } from '../../scripts/lib/serveProcess.ts';
import { send } from '../../scripts/test/siteFixture.ts';

const DEMO_PASSWORD = 'Demo!2026';
// Hotels book on the engine too; the stays of the 200 users above are booked there.
type EngineSearchVertical = Exclude<EngineVertical, 'resorts' | 'hotels'>;
const work = mkdtempSync(join(tmpdir(), 'wl-load-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** `scripts/serve.ts` as its own process, on a free port; killed after the file if still up. */
async function serve(databaseFile: string, heapMB?: number): Promise<ServeProcess> {
  const served = await startServeProcess({
    sitesDir: inject('sitesDir'),
    databaseFile,
    ...(heapMB ? { heapMB } : {}),
  });
  children.add(served.child);
  served.child.on('exit', () => children.delete(served.child));
  return served;
}

/** Resident memory of a process, in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function login(port: number, email: string, host = 'horizon.localhost') {
  const reply = await send(port, '/api/user/login', {
    host,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return reply;
}

describe('issue 17: scripts/serve under load', () => {
  it('serves a minute of pages, assets and API calls with no errors and flat memory', async () => {
    // Uncapped, V8 grows the heap lazily for the first tens of thousands of requests (measured on
    // 2 cores: 166 MB to 258 MB over 33 s, then flat for the next 150 s), which a one-minute window
    // cannot tell from a leak. Capped, the server reaches its steady size within seconds; growth
    // after that is a leak, and a leak ends in a crash that the error counts below catch.
    const { child, port } = await serve(join(work, 'serve.sqlite'), 96);
    const pid = child.pid ?? 0;
    const shellAsset = readFileSync(
      join(inject('sitesDir'), 'horizon', 'index.html'),
      'utf8',
    ).match(/\/_shell\/[^"']+\.js/)?.[0];
    expect(shellAsset).toBeTruthy();
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
    const host = (subdomain: string) => ({ host: `${subdomain}.localhost` });
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 50,
      duration: 60,
      requests: [
        { method: 'GET', path: '/', headers: host('horizon') },
        { method: 'GET', path: '/about', headers: { ...host('horizon'), 'accept-encoding': 'br' } },
        { method: 'GET', path: '/faqs?lng=ar', headers: host('horizon') },
        { method: 'GET', path: '/booknow/hotels/search', headers: host('solmar') },
        {
          method: 'GET',
          path: shellAsset ?? '/',
          headers: { ...host('nordlys'), 'accept-encoding': 'gzip' },
        },
        { method: 'GET', path: '/api/agency', headers: host('horizon') },
        { method: 'GET', path: '/api/multi-currency/exchange', headers: host('solmar') },
      ],
    });
    clearInterval(sampler);
    const warm = samples.slice(5, 15);
    const end = samples.slice(-10);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `[load] scripts/serve, 50 connections, 60 s: ${result.requests.total} requests, ` +
        `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms; RSS ${median(warm).toFixed(0)} MB ` +
        `after warm-up, ${median(end).toFixed(0)} MB at the end`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(10_000);
    // Flat: the last ten seconds use no more than the ten after warm-up, plus a margin for the
    // compressed-body cache (bounded at 32 MB) and the garbage collector's timing.
    expect(median(end)).toBeLessThan(median(warm) + 48);
    child.kill('SIGTERM');
  }, 120_000);
});

describe('issue 17: the reference API with 200 concurrent users', () => {
  it('200 users sign in, search, save a language and book a paid stay at once: no 5xx, no booking lost or doubled', async () => {
    const { child, port } = await serve(join(work, 'users.sqlite'));
    const emails = [
      'traveller@horizon.test',
      'owner@horizon.test',
      'admin@horizon.test',
      'agent@horizon.test',
      'sales@horizon.test',
    ];
    const languages = ['fr', 'de', 'pt', 'es', 'ar'];
    // Stays spread over the coming weeks, all in the future (the API refuses a past stay).
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const users = Array.from({ length: 200 }, (_, index) => ({
      email: emails[index % emails.length] as string,
      language: languages[index % languages.length] as string,
      stay: { checkIn: day(20 + (index % 30)), checkOut: day(22 + (index % 30)) },
      guest: `Guest${index}`,
    }));
    const statuses: number[] = [];
    const sessions = await Promise.all(
      users.map(async ({ email, language, stay, guest }) => {
        const signedIn = await login(port, email);
        statuses.push(signedIn.status);
        const token = JSON.parse(signedIn.text).token as string;
        const auth = {
          host: 'horizon.localhost',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        };
        const search = await send(port, '/api/hotel/deals/hotel-search', {
          ...auth,
          method: 'POST',
          body: JSON.stringify({ latitude: 25.7617, longitude: -80.1918 }),
        });
        statuses.push(search.status);
        const saved = await send(port, `/api/user/changeLanguage/${language}`, auth);
        statuses.push(saved.status);
        // The booking journey's calls (spec §7 is silent; ours, packages/platform-api/README.md):
        // hotels for the stay, a room of the first, a held booking, the reference payment.
        const query = new URLSearchParams({
          latitude: '25.7617',
          longitude: '-80.1918',
          ...stay,
          rooms: '1',
          adults: '2',
          children: '0',
        });
        const hotels = await send(port, `/api/hotels/search?${query}`, auth);
        statuses.push(hotels.status);
        const hotel = JSON.parse(hotels.text).data.hotels[0] as { id: string };
        const details = await send(port, `/api/hotels/details/${hotel.id}?${query}`, auth);
        statuses.push(details.status);
        const room = JSON.parse(details.text).data.rooms[0] as { id: string };
        // The booking engine's calls (packages/platform-api/README.md "Bookings"): the room held, then paid.
        const held = await send(port, '/api/bookings', {
          ...auth,
          method: 'POST',
          body: JSON.stringify({
            offer: {
              vertical: 'hotels',
              query: { hotelId: hotel.id, ...Object.fromEntries(query) },
              offerId: room.id,
            },
            travellers: [{ type: 'adult', firstName: guest, lastName: 'Load' }],
            contact: { email: `${guest.toLowerCase()}@example.com`, phone: '+1 305 555 0100' },
          }),
        });
        statuses.push(held.status);
        const booking = JSON.parse(held.text).data as { id: string };
        const paid = await send(port, `/api/bookings/${booking.id}/pay`, {
          ...auth,
          method: 'POST',
          body: JSON.stringify({
            cardholderName: `${guest} Load`,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/35',
            cvc: '123',
          }),
        });
        statuses.push(paid.status);
        const confirmed = JSON.parse(paid.text).data as { referenceNumber: string };
        return { email, token, bookingId: booking.id, reference: confirmed.referenceNumber };
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 201]));
    // Every acknowledged session is still there, once each.
    expect(new Set(sessions.map(({ token }) => token)).size).toBe(200);
    for (const { token } of sessions) {
      const me = await send(port, '/api/user/me', {
        host: 'horizon.localhost',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
    }
    // Every acknowledged booking is stored once, confirmed, under its own reference number.
    expect(new Set(sessions.map(({ bookingId }) => bookingId)).size).toBe(200);
    expect(new Set(sessions.map(({ reference }) => reference)).size).toBe(200);
    const owner = sessions.find(({ email }) => email === 'owner@horizon.test');
    const agency = await send(port, '/api/agency/all-bookings', {
      host: 'horizon.localhost',
      headers: { Authorization: `Bearer ${owner?.token}` },
    });
    const stored = JSON.parse(agency.text).data as { id: string; referenceNumber: string }[];
    const ours = stored.filter(({ id }) => sessions.some((session) => session.bookingId === id));
    expect(ours).toHaveLength(200);
    expect(new Set(ours.map(({ referenceNumber }) => referenceNumber))).toEqual(
      new Set(sessions.map(({ reference }) => reference)),
    );
    // The traveller's forty bookings are in her trips, each once.
    const traveller = sessions.filter(({ email }) => email === 'traveller@horizon.test');
    const trips = await send(port, '/api/user/bookings', {
      host: 'horizon.localhost',
      headers: { Authorization: `Bearer ${traveller[0]?.token}` },
    });
    const { upcoming } = JSON.parse(trips.text).data as { upcoming: { id: string }[] };
    const travellerIds = traveller.map(({ bookingId }) => bookingId).sort();
    expect(
      upcoming
        .map(({ id }) => id)
        .filter((id) => travellerIds.includes(id))
        .sort(),
    ).toEqual(travellerIds);
    child.kill('SIGTERM');
  }, 120_000);
});

describe('the booking engine under 200 concurrent users (flights, cars, activities, cruises)', () => {
  it('each books and pays one of every vertical in turn, pressing Pay twice at once: no 5xx, none lost, one charge each', async () => {
    const { child, port } = await serve(join(work, 'engine.sqlite'));
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const emails = ['traveller@horizon.test', 'owner@horizon.test', 'admin@horizon.test'];
    const searches: Record<EngineSearchVertical, (index: number) => Record<string, string>> = {
      flights: (index) => ({
        from: 'MIA',
        fromName: 'Miami',
        to: 'MCO',
        toName: 'Orlando',
        depart: day(15 + (index % 30)),
        adult: '1',
        children: '0',
        infant: '0',
      }),
      cars: (index) => ({
        pickup: 'Miami, FL',
        lat: '25.79',
        long: '-80.29',
        pickUpDate: day(15 + (index % 30)),
        returnDate: day(18 + (index % 30)),
        age: '30',
        residence: 'US',
      }),
      activities: (index) => ({
        destination: 'Miami',
        lat: '25.79',
        long: '-80.29',
        from: day(15 + (index % 30)),
        to: day(20 + (index % 30)),
      }),
      cruise: () => ({ from: day(10), to: day(50), adult: '2', children: '0', infant: '0' }),
    };
    const SEARCH_PATHS: Record<EngineSearchVertical, string> = {
      flights: '/api/flight/search',
      cars: '/api/car-rental/search',
      activities: '/api/activities/search',
      cruise: '/api/cruise/search',
    };
    const verticals = Object.keys(searches) as EngineSearchVertical[];
    const statuses: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const vertical = verticals[index % verticals.length] as EngineSearchVertical;
        const signedIn = await login(port, emails[index % emails.length] as string);
        const token = JSON.parse(signedIn.text).token as string;
        const auth = {
          host: 'horizon.localhost',
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        };
        const query = searches[vertical](index);
        const found = await send(port, SEARCH_PATHS[vertical], {
          ...auth,
          body: JSON.stringify(query),
        });
        statuses.push(found.status);
        const list = JSON.parse(found.text).data as { id: string; productCode?: string }[];
        const result = list[index % list.length] as { id: string; productCode?: string };
        const ref = { vertical, query, offerId: result.productCode ?? result.id };
        const offered = await send(port, '/api/offers', { ...auth, body: JSON.stringify(ref) });
        statuses.push(offered.status);
        const offer = JSON.parse(offered.text).data as Offer;
        const held = await send(port, '/api/bookings', {
          ...auth,
          body: JSON.stringify({
            offer: ref,
            choice: defaultChoice(offer),
            travellers: travellerTypesFor(offer).map((type, traveller) => ({
              type,
              firstName: `Guest${index}`,
              lastName: `Load${traveller}`,
              // Adults of thirty on the day (a flight's fare is by age band, spec §9).
              ...(needsDateOfBirth(vertical) ? { dateOfBirth: '1990-01-01' } : {}),
            })),
            contact: { email: `guest${index}@example.com`, phone: '+1 305 555 0100' },
          }),
        });
        statuses.push(held.status);
        if (held.status !== 201) throw new Error(`${vertical} hold ${held.status}: ${held.text}`);
        const booking = JSON.parse(held.text).data as { id: string };
        const card = JSON.stringify({
          cardholderName: `Guest${index} Load`,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/35',
          cvc: '123',
        });
        // A double press: two payments of the same booking at once, each its own attempt.
        const pays = await Promise.all(
          ['a', 'b'].map((attempt) =>
            send(port, `/api/bookings/${booking.id}/pay`, {
              ...auth,
              headers: { ...auth.headers, 'Idempotency-Key': `${booking.id}:${attempt}` },
              body: card,
            }),
          ),
        );
        return { token, bookingId: booking.id, pays: pays.map((pay) => pay.status).sort() };
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 201]));
    // One payment of each booking went through; the other was told it was already paid.
    for (const { pays } of results) expect(pays).toEqual([200, 409]);
    // Every booking is stored once, confirmed, under its own reference number.
    const owner = JSON.parse((await login(port, 'owner@horizon.test')).text).token as string;
    const stored = JSON.parse(
      (
        await send(port, '/api/agency/all-bookings', {
          host: 'horizon.localhost',
          headers: { Authorization: `Bearer ${owner}` },
        })
      ).text,
    ).data as { id: string; status: string; referenceNumber: string }[];
    const ours = stored.filter(({ id }) => results.some((result) => result.bookingId === id));
    expect(ours).toHaveLength(200);
    expect(ours.every(({ status }) => status === 'CONFIRMED')).toBe(true);
    expect(new Set(ours.map(({ referenceNumber }) => referenceNumber)).size).toBe(200);
    child.kill('SIGTERM');
  }, 180_000);
});

describe('issue 17: kill -9 of the API in the middle of writes', () => {
  it('loses nothing it acknowledged (SQLite WAL, synchronous FULL)', async () => {
    const databaseFile = join(work, 'crash.sqlite');
    const first = await serve(databaseFile);
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        try {
          const reply = await login(first.port, 'traveller@horizon.test');
          if (reply.status === 200) acknowledged.push(JSON.parse(reply.text).token);
        } catch {
          return; // the server is gone
        }
      }
    });
    // Killed once enough sign-ins were acknowledged to make the check worth something, with the
    // eight writers still mid-request: a count, not a time, since a busy machine signs in slower.
    await expect
      .poll(() => acknowledged.length, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(30);
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const second = await serve(databaseFile);
    const lost: string[] = [];
    for (const token of acknowledged) {
      const me = await send(second.port, '/api/user/me', {
        host: 'horizon.localhost',
        headers: { Authorization: `Bearer ${token}` },
      });
      if (me.status !== 200) lost.push(token);
    }
    console.log(
      `[crash] ${acknowledged.length} sessions acknowledged before kill -9; ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    second.child.kill('SIGTERM');
  }, 120_000);
});

describe('issue 17: the login throttle cannot lock a user out from another address', () => {
  it('failed logins from one address leave the same user free to sign in from another', async () => {
    const { child, port } = await serve(join(work, 'throttle.sqlite'));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await send(port, '/api/user/login', {
        host: 'horizon.localhost',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'owner@horizon.test', password: 'guess' }),
        localAddress: '127.0.0.2',
      });
    }
    const attacker = await send(port, '/api/user/login', {
      host: 'horizon.localhost',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@horizon.test', password: DEMO_PASSWORD }),
      localAddress: '127.0.0.2',
    });
    expect(attacker.status).toBe(429);
    const owner = await login(port, 'owner@horizon.test');
    expect(owner.status).toBe(200);
    child.kill('SIGTERM');
  }, 60_000);
});
