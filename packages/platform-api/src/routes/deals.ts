import {
  carDealSearch,
  DEAL_SEARCH_DEFAULTS,
  type DealListService,
  hotelDealSearch,
} from '@wl/core';
import { type Context, Hono } from 'hono';
import { auth } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import type { DealDetails } from '../demo/dealGenerator.ts';
import { badRequest } from '../http/errors.ts';
import { coerceQuery, readJsonBody, readQuery, validate } from '../http/validation.ts';
import {
  agencyMarkupPercent,
  agencyUsdRates,
  priceIn,
  rateFor,
  ratesForViewer,
} from '../pricing.ts';
import { distanceKm } from '../reference/geo.ts';
import { nearestCityName } from '../reference/places.ts';
import { activitySearchSchema, carSearchSchema, hotelSearchSchema } from './dealSearchSchemas.ts';

const DAY_MS = 86_400_000;
/** Longest stay or rental the deal searches price. */
const MAX_DAYS = 30;
/** Activities and cars have no radius in their payload (spec §7): a day trip, an airport run. */
const ACTIVITY_RADIUS_KM = 50;
const CAR_RADIUS_KM = 60;

interface DealRow {
  id: string;
  latitude: number;
  longitude: number;
  name: string;
  base_rate: number;
  tax_and_fee: number;
  total_rate: number;
  published_rate: number;
  details_json: string;
}

interface Candidate {
  row: DealRow;
  details: DealDetails;
  km: number;
}

const wholeDays = (from: string, to: string) =>
  Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY_MS);

/** Reads the payload of POST (JSON body) or GET (query string): spec §7 reports both methods. */
async function payload(c: Context): Promise<unknown> {
  if (c.req.method === 'GET') return readQuery(c);
  return (await readJsonBody(c)) ?? {};
}

function schemaInput(
  schema: { shape: Record<string, unknown> },
  c: Context,
  raw: unknown,
): unknown {
  return c.req.method === 'GET' ? coerceQuery(schema, raw as Record<string, unknown>) : raw;
}

function forViewer<T extends { rates: Parameters<typeof ratesForViewer>[0] }>(
  c: Context<AppEnv>,
  deals: T[],
): T[] {
  const viewer = c.var.user?.profile;
  return deals.map((deal) => ({ ...deal, rates: ratesForViewer(deal.rates, viewer) }));
}

/** Spec §7 deal searches: `{ response: [...] }`, nearest first, priced in the asked currency. */
export function dealRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  const candidates = (
    agencyId: number,
    service: DealListService,
    point: { latitude: number; longitude: number },
    radiusKm: number,
  ): Candidate[] => {
    const rows = services.db
      .prepare(
        'SELECT id, latitude, longitude, name, base_rate, tax_and_fee, total_rate, published_rate, details_json FROM deals WHERE agency_id = ? AND service = ? ORDER BY position',
      )
      .all(agencyId, service) as unknown as DealRow[];
    return rows
      .map((row) => ({
        row,
        details: JSON.parse(row.details_json) as DealDetails,
        km: distanceKm(point, row),
      }))
      .filter((deal) => deal.km <= radiusKm)
      .sort((a, b) => a.km - b.km);
  };

  // Read per request: a change of the Markup setting shows on the next search.
  const usdRates = (c: Context<AppEnv>) => {
    const markup = agencyMarkupPercent(services.db, c.var.agency.id);
    return (row: DealRow) =>
      agencyUsdRates(
        {
          publishedRate: row.published_rate,
          totalRate: row.total_rate,
          savedPrice: row.published_rate - row.total_rate,
          baseRate: row.base_rate,
          taxAndFee: row.tax_and_fee,
        },
        markup,
      );
  };

  const perUsd = (c: Context<AppEnv>, code: string): number => {
    const rate = rateFor(services.db, c.var.agency.config.currencies, code);
    if (rate === undefined) {
      throw badRequest(`Currency "${code}" is not offered by this agency`, [
        {
          path: 'currency',
          message: `expected one of ${c.var.agency.config.currencies.join(', ')}`,
        },
      ]);
    }
    return rate;
  };

  /** A start in the past is a mistake; one day of slack covers clients in other time zones. */
  const assertNotPast = (start: string, field: string) => {
    if (Date.parse(start.slice(0, 10)) < services.now().getTime() - 2 * DAY_MS) {
      throw badRequest(`${field} is in the past`, [
        { path: field, message: 'must not be in the past' },
      ]);
    }
  };

  const limitDays = (days: number, field: string) => {
    if (days > MAX_DAYS) {
      throw badRequest(`${field} is longer than ${MAX_DAYS} days`, [
        { path: field, message: `at most ${MAX_DAYS} days` },
      ]);
    }
    return Math.max(1, days);
  };

  // Spec §2.3: every visitor sees the home deal cards; the agency's non-login flow decides whether
  // the card shows the price or 'Login to save up to'. A token, when sent, must still be valid.
  const gate = auth(services, 'optional');

  routes.on(['GET', 'POST'], '/:product/deals/hotel-search', gate, async (c) => {
    const input = validate(
      hotelSearchSchema,
      schemaInput(hotelSearchSchema, c, await payload(c)),
      'hotel search',
    );
    const rate = perUsd(c, input.currency);
    // A payload without dates gets the ones the shell's own payload builder would send (spec §9).
    const defaults = hotelDealSearch({
      agency: c.var.agency.config.agency,
      latitude: input.latitude,
      longitude: input.longitude,
      now: services.now(),
    });
    const start = input.stayPeriod?.start ?? defaults.stayPeriod.start;
    const end = input.stayPeriod?.end ?? defaults.stayPeriod.end;
    assertNotPast(start, 'stayPeriod.start');
    const nights = limitDays(wholeDays(start, end), 'stayPeriod');
    const occupancies = input.occupancies ?? [
      { numOfRoom: 1, numOfAdults: DEAL_SEARCH_DEFAULTS.adults, numOfChildren: 0, childAges: [] },
    ];
    const rooms = occupancies.reduce((sum, room) => sum + room.numOfRoom, 0);
    const adults = occupancies.reduce((sum, room) => sum + room.numOfAdults, 0);
    const children = occupancies.reduce((sum, room) => sum + room.numOfChildren, 0);
    const point = { latitude: input.latitude, longitude: input.longitude };
    const from = input.searchString || nearestCityName(point) || 'the searched location';
    const deals = candidates(c.var.agency.id, 'hotel', point, input.radius).map(
      ({ row, details, km }) => {
        const hotel = details.kind === 'hotel' ? details : undefined;
        const link = new URLSearchParams({
          hotelId: row.id,
          checkIn: start.slice(0, 10),
          checkOut: end.slice(0, 10),
          rooms: String(rooms),
          adults: String(adults),
          children: String(children),
          currency: input.currency,
        });
        return {
          id: row.id,
          rating: hotel?.rating ?? null,
          link: `/booknow/hotels/search-details?${link}`,
          currency: input.currency,
          nights,
          hotel: {
            hotelId: row.id,
            hotelDetails: {
              heroImage: hotel?.heroImage ?? '',
              name: row.name,
              address: hotel?.area ?? '',
              latitude: row.latitude,
              longitude: row.longitude,
              distance: Math.round(km * 10) / 10,
              distanceUnit: 'km',
              distanceFrom: from,
            },
          },
          rates: priceIn(usdRates(c)(row), rate, nights * rooms, input.currency),
        };
      },
    );
    return c.json({ response: forViewer(c, deals) });
  });

  routes.on(['GET', 'POST'], '/:product/deals/activity-search', gate, async (c) => {
    const input = validate(
      activitySearchSchema,
      schemaInput(activitySearchSchema, c, await payload(c)),
      'activity search',
    );
    const rate = perUsd(c, input.currency);
    const point = { latitude: input.latitude, longitude: input.longitude };
    const deals = candidates(c.var.agency.id, 'activity', point, ACTIVITY_RADIUS_KM).map(
      ({ row, details, km }) => {
        const activity = details.kind === 'activity' ? details : undefined;
        const code = activity?.productCode ?? row.id;
        return {
          id: row.id,
          productCode: code,
          imageUrl: activity?.imageUrl ?? '',
          title: row.name,
          duration: activity?.duration ?? null,
          isFreeCancellation: activity?.isFreeCancellation ?? false,
          link: `/booknow/activities/result-details/${encodeURIComponent(code)}?currency=${input.currency}`,
          distance: Math.round(km * 10) / 10,
          currency: input.currency,
          rates: priceIn(usdRates(c)(row), rate, 1, input.currency),
        };
      },
    );
    return c.json({ response: forViewer(c, deals) });
  });

  routes.on(['GET', 'POST'], '/:product/deals/car-search', gate, async (c) => {
    const input = validate(
      carSearchSchema,
      schemaInput(carSearchSchema, c, await payload(c)),
      'car search',
    );
    const rate = perUsd(c, input.currency);
    const defaults = carDealSearch({
      agency: c.var.agency.config.agency,
      latitude: input.pickupLatitude,
      longitude: input.pickupLongitude,
      now: services.now(),
    });
    const pickUp = input.pickUpDateTime ?? defaults.pickUpDateTime;
    const dropOff = input.returnDateTime ?? defaults.returnDateTime;
    assertNotPast(pickUp, 'pickUpDateTime');
    const days = limitDays(
      Math.ceil((Date.parse(dropOff) - Date.parse(pickUp)) / DAY_MS),
      'rental',
    );
    const point = { latitude: input.pickupLatitude, longitude: input.pickupLongitude };
    const deals = candidates(c.var.agency.id, 'car', point, CAR_RADIUS_KM).map(
      ({ row, details, km }) => {
        const car = details.kind === 'car' ? details : undefined;
        const link = new URLSearchParams({
          carId: row.id,
          pickUpDateTime: pickUp,
          returnDateTime: dropOff,
          currency: input.currency,
        });
        return {
          id: row.id,
          vehiclePicture: car?.vehiclePicture ?? '',
          logo: car?.logo ?? null,
          supplier: car?.supplier ?? null,
          name: row.name,
          category: car?.category ?? null,
          transmission: car?.transmission ?? null,
          passangerCapacity: car?.passangerCapacity ?? 0,
          bagCapacity: car?.bagCapacity ?? 0,
          noOfDoors: car?.noOfDoors ?? 0,
          pickupLocation: car?.pickupLocation ?? '',
          dropOffLocation: car?.dropOffLocation ?? '',
          link: `/booknow/cars/result-details?${link}`,
          distance: Math.round(km * 10) / 10,
          days,
          currency: input.currency,
          rates: priceIn(usdRates(c)(row), rate, days, input.currency),
        };
      },
    );
    return c.json({ response: forViewer(c, deals) });
  });

  return routes;
}
