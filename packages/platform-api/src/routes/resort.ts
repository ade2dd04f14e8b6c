import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { auth } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { hashSeed } from '../demo/random.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { isCalendarDate, readJsonBody, readQuery, validate } from '../http/validation.ts';
import { priceIn, rateFor } from '../pricing.ts';
import { distanceKm, searchKey } from '../reference/geo.ts';
import {
  findItinerary,
  findProperty,
  holdStatus,
  type ItineraryRow,
  itineraryView,
  nightlyUsd,
  type PropertyRow,
  RESORT_HOLD_MESSAGES,
} from '../resorts/holds.ts';

const DAY_MS = 86_400_000;
const HOLD_MS = 48 * 60 * 60 * 1000;
const MAX_NIGHTS = 30;
const SEARCH_LIMIT = 10;

const currencyQuery = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { error: 'expected a three-letter currency code such as "USD"' })
    .transform((code) => code.toUpperCase())
    .default('USD'),
});
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date such as "2026-03-14"' })
  .refine(isCalendarDate, { error: 'not a real date' });
const id = z
  .string()
  .regex(/^\d{1,9}$/, { error: 'expected a numeric id' })
  .transform(Number);
const reference = z
  .string()
  .regex(/^[A-Z0-9-]{1,40}$/i, { error: 'expected a reference such as "RS-HORIZON-1001"' });

const dealsBody = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  radius: z.number().positive().max(5000).default(500),
});
const stay = {
  property_id: id,
  check_in: isoDay,
  check_out: isoDay,
  adults: z
    .string()
    .regex(/^[1-9]$/, { error: 'expected 1 to 9 adults' })
    .transform(Number)
    .default(2),
};
const availabilityQuery = z.object({ ...stay, ...currencyQuery.shape });
const holdBody = z.object({
  property_id: z.int().positive(),
  check_in: isoDay,
  check_out: isoDay,
  adults: z.int().min(1).max(9).default(2),
});
const releaseQuery = z.object({
  reference_number: reference,
  status: z.literal('RELEASE', { error: 'status must be "RELEASE"' }),
});
const regionsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: 'expected a comma-separated list of region ids' })
    .transform((text) => text.split(',').map(Number))
    .optional(),
  children: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .default(false),
});

function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);
  if (nights < 1)
    throw badRequest('check_out must be after check_in', [
      { path: 'check_out', message: 'must be after check_in' },
    ]);
  if (nights > MAX_NIGHTS)
    throw badRequest(`stays are limited to ${MAX_NIGHTS} nights`, [
      { path: 'check_out', message: `at most ${MAX_NIGHTS} nights` },
    ]);
  return nights;
}

/**
 * The resort service (spec §7 "separate base"): regions, suggestions, deals, availability and
 * holds. Spec §8 has the client show the server's message or 'Internal Server Error'.
 */
export function resortRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  // Spec §7: resort calls carry a correlation id; answering with it lets both sides' logs meet.
  routes.use('*', async (c, next) => {
    await next();
    const correlation = c.req.header('x-correlation-id');
    if (correlation && /^[\w.-]{1,100}$/.test(correlation))
      c.header('x-correlation-id', correlation);
  });

  const property = (propertyId: number) => findProperty(services.db, propertyId);

  const perUsd = (currencies: readonly string[], currency: string) => {
    const rate = rateFor(services.db, currencies, currency);
    if (rate === undefined) {
      throw badRequest(`Currency "${currency}" is not offered by this agency`, [
        { path: 'currency', message: `expected one of ${currencies.join(', ')}` },
      ]);
    }
    return rate;
  };

  /** Rooms free on every night of the stay: a deterministic base less the live and booked holds. */
  const roomsLeft = (propertyId: number, checkIn: string, checkOut: string): number => {
    const holds = services.db
      .prepare(
        "SELECT check_in, check_out FROM resort_itineraries WHERE property_id = ? AND status = 'HELD' AND (booking_id IS NOT NULL OR hold_expires_at > ?) AND check_in < ? AND check_out > ?",
      )
      .all(propertyId, services.now().toISOString(), checkOut, checkIn) as {
      check_in: string;
      check_out: string;
    }[];
    let fewest = Number.POSITIVE_INFINITY;
    for (let day = Date.parse(checkIn); day < Date.parse(checkOut); day += DAY_MS) {
      const date = new Date(day).toISOString().slice(0, 10);
      const base = 1 + (hashSeed(`${propertyId}:${date}`) % 8);
      const held = holds.filter((hold) => hold.check_in <= date && hold.check_out > date).length;
      fewest = Math.min(fewest, base - held);
    }
    return Math.max(0, fewest);
  };

  /**
   * Ours: where each region and sub-region lies, the middle of its resorts (a region's include its
   * sub-regions'). Spec §7 searches deals by lat/lon, so a place picked by name needs a position.
   */
  const regionCentres = (): Map<number, { latitude: number; longitude: number }> => {
    const rows = services.db
      .prepare(
        'SELECT p.latitude, p.longitude, p.region_id, r.parent_id FROM resort_properties p JOIN resort_regions r ON r.id = p.region_id',
      )
      .all() as {
      latitude: number;
      longitude: number;
      region_id: number;
      parent_id: number | null;
    }[];
    const sums = new Map<number, { latitude: number; longitude: number; count: number }>();
    for (const row of rows) {
      for (const regionId of [row.region_id, row.parent_id]) {
        if (regionId === null) continue;
        const sum = sums.get(regionId) ?? { latitude: 0, longitude: 0, count: 0 };
        sums.set(regionId, {
          latitude: sum.latitude + row.latitude,
          longitude: sum.longitude + row.longitude,
          count: sum.count + 1,
        });
      }
    }
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    return new Map(
      [...sums].map(([regionId, sum]) => [
        regionId,
        { latitude: round(sum.latitude / sum.count), longitude: round(sum.longitude / sum.count) },
      ]),
    );
  };

  const view = (row: ItineraryRow) => itineraryView(row, services.now());

  const itinerary = (agencyId: number, referenceNumber: string): ItineraryRow => {
    const row = findItinerary(services.db, agencyId, referenceNumber);
    if (!row) throw notFound(`Itinerary ${referenceNumber} not found`);
    return row;
  };

  routes.get('/search', (c) => {
    const { key } = validate(z.object({ key: z.string().max(200) }), readQuery(c), 'resort search');
    const needle = searchKey(key);
    if (needle === '') return c.json({ data: [] });
    const regions = services.db.prepare('SELECT id, name, parent_id FROM resort_regions').all() as {
      id: number;
      name: string;
      parent_id: number | null;
    }[];
    const properties = services.db
      .prepare('SELECT id, name, region_id, latitude, longitude FROM resort_properties')
      .all() as {
      id: number;
      name: string;
      region_id: number;
      latitude: number;
      longitude: number;
    }[];
    const centres = regionCentres();
    const data = [
      ...regions
        .filter((region) => searchKey(region.name).includes(needle))
        .map((region) => ({
          id: region.id,
          name: region.name,
          parent_id: region.parent_id,
          type: region.parent_id === null ? 'region' : 'subregion',
          ...centres.get(region.id),
        })),
      ...properties
        .filter((entry) => searchKey(entry.name).includes(needle))
        .map((entry) => ({
          id: entry.id,
          name: entry.name,
          parent_id: entry.region_id,
          type: 'property',
          latitude: entry.latitude,
          longitude: entry.longitude,
        })),
    ].slice(0, SEARCH_LIMIT);
    return c.json({ data });
  });

  routes.get('/regions', (c) => {
    const { ids, children } = validate(regionsQuery, readQuery(c), 'regions query');
    const rows = services.db
      .prepare('SELECT id, name, parent_id FROM resort_regions ORDER BY id')
      .all() as {
      id: number;
      name: string;
      parent_id: number | null;
    }[];
    const centres = regionCentres();
    if (!ids)
      return c.json({
        data: rows
          .filter((row) => row.parent_id === null)
          .map(({ id, name }) => ({ id, name, ...centres.get(id) })),
      });
    const wanted = new Set(ids);
    const data = children
      ? rows.filter((row) => row.parent_id !== null && wanted.has(row.parent_id))
      : rows.filter((row) => wanted.has(row.id));
    return c.json({ data: data.map((row) => ({ ...row, ...centres.get(row.id) })) });
  });

  const gate = auth(services, 'nonLoginFlow');

  routes.post('/properties/deals', gate, async (c) => {
    const { currency } = validate(currencyQuery, readQuery(c), 'currency');
    const { lat, lon, radius } = validate(dealsBody, await readJsonBody(c), 'resort deals search');
    const rate = perUsd(c.var.agency.config.currencies, currency);
    const rows = services.db
      .prepare(
        'SELECT p.*, r.name AS region_name, r.parent_id FROM resort_properties p JOIN resort_regions r ON r.id = p.region_id',
      )
      .all() as unknown as PropertyRow[];
    const data = rows
      .map((row) => ({ row, km: distanceKm({ latitude: lat, longitude: lon }, row) }))
      .filter(({ km }) => km <= radius)
      .sort((a, b) => a.km - b.km)
      .map(({ row, km }) => ({
        id: row.id,
        name: row.name,
        image: row.image,
        rating: row.rating,
        region: { id: row.region_id, name: row.region_name, parent_id: row.parent_id },
        latitude: row.latitude,
        longitude: row.longitude,
        distance: Math.round(km),
        distanceUnit: 'km',
        currency,
        rates: priceIn(nightlyUsd(row.nightly_usd), rate, 1, currency),
        link: `/booknow/resort/details?propertyId=${row.id}`,
      }));
    return c.json({ data });
  });

  routes.get('/properties/availability', gate, (c) => {
    const query = validate(availabilityQuery, readQuery(c), 'availability query');
    const found = property(query.property_id);
    if (!found) throw notFound(`Property ${query.property_id} not found`);
    const nights = nightsBetween(query.check_in, query.check_out);
    const rate = perUsd(c.var.agency.config.currencies, query.currency);
    const left = roomsLeft(found.id, query.check_in, query.check_out);
    return c.json({
      data: {
        property_id: found.id,
        name: found.name,
        check_in: query.check_in,
        check_out: query.check_out,
        nights,
        adults: query.adults,
        available: left > 0,
        rooms_left: left,
        currency: query.currency,
        rates: priceIn(nightlyUsd(found.nightly_usd), rate, nights, query.currency),
      },
    });
  });

  routes.get('/properties/hold-check', gate, (c) => {
    const query = validate(z.object({ reference_number: reference }), readQuery(c), 'hold check');
    return c.json({ data: view(itinerary(c.var.agency.id, query.reference_number)) });
  });

  // Not in the spec's call list, which only shows the release; without it no hold could exist.
  routes.post('/itineraries', gate, async (c) => {
    const body = validate(holdBody, await readJsonBody(c), 'hold');
    const found = property(body.property_id);
    if (!found) throw notFound(`Property ${body.property_id} not found`);
    nightsBetween(body.check_in, body.check_out);
    const now = services.now();
    if (Date.parse(body.check_in) < Date.parse(now.toISOString().slice(0, 10))) {
      throw badRequest('check_in is in the past', [
        { path: 'check_in', message: 'must not be in the past' },
      ]);
    }
    if (roomsLeft(found.id, body.check_in, body.check_out) < 1) {
      throw new ApiError(409, 'No rooms left at this resort for these dates');
    }
    const referenceNumber = `RS-${randomBytes(5).toString('hex').toUpperCase()}`;
    services.db
      .prepare(`
        INSERT INTO resort_itineraries (reference_number, agency_id, property_id, check_in, check_out,
          adults, status, hold_expires_at, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, 'HELD', ?, ?, ?)
      `)
      .run(
        referenceNumber,
        c.var.agency.id,
        found.id,
        body.check_in,
        body.check_out,
        body.adults,
        new Date(now.getTime() + HOLD_MS).toISOString(),
        now.toISOString(),
        now.toISOString(),
      );
    return c.json({ data: view(itinerary(c.var.agency.id, referenceNumber)) }, 201);
  });

  // Spec §4: a hold is released by setting status RELEASE; releasing twice is not an error. A
  // booked hold (paid through the booking engine) is the booking's: cancelling it releases it.
  routes.put('/itineraries', gate, (c) => {
    const query = validate(releaseQuery, readQuery(c), 'release');
    const row = itinerary(c.var.agency.id, query.reference_number);
    const booked = () => new ApiError(409, RESORT_HOLD_MESSAGES.booked, { code: 'hold_booked' });
    if (holdStatus(row, services.now()) === 'BOOKED') throw booked();
    const released = services.db
      .prepare(
        `UPDATE resort_itineraries SET status = 'RELEASED', updated_at = ?
         WHERE reference_number = ? AND NOT (status = 'HELD' AND booking_id IS NOT NULL)`,
      )
      .run(services.now().toISOString(), row.reference_number);
    // Paid between the read and the update.
    if (released.changes !== 1) throw booked();
    return c.json({ data: view(itinerary(c.var.agency.id, row.reference_number)) });
  });

  return routes;
}
