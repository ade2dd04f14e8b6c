import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '@wl/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readJsonBody, readQuery, validate } from '../http/validation.ts';
import type { Airport } from '../reference/airports.ts';
import { searchKey } from '../reference/geo.ts';
import { type City, searchAirports, searchCities } from '../reference/places.ts';
import { SHIP_LINES } from '../reference/shipLines.ts';

/** Suggestions per look-up; allData says whether that was all of them. */
const SUGGESTION_LIMIT = 10;

const suggestSchema = z.object({
  text: z.string().max(200),
  isManageLocation: z.boolean().default(false),
});

const airportsQuerySchema = z.object({ search: z.string().max(200) });

function cityItem(city: City) {
  const parts = [city.name, city.province, city.country].filter(
    (part, index, all) => part && all.indexOf(part) === index,
  );
  return {
    id: city.id,
    type: 'city' as const,
    name: city.name,
    fullName: parts.join(', '),
    countryCode: city.countryCode,
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

function airportItem(airport: Airport) {
  return {
    id: `airport-${airport.code}`,
    type: 'airport' as const,
    code: airport.code,
    name: airport.name,
    fullName: `${airport.name} (${airport.code}), ${airport.city}`,
    city: airport.city,
    countryCode: airport.countryCode,
    latitude: airport.latitude,
    longitude: airport.longitude,
  };
}

function limited<T>(items: readonly T[]): { items: T[]; allData: boolean } {
  return { items: items.slice(0, SUGGESTION_LIMIT), allData: items.length <= SUGGESTION_LIMIT };
}

/** Search suggestions, airports, cruise lines and the car country list (spec §7 rows 14-19). */
export function lookupRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  routes.post('/v2/hotel/auto-suggest', async (c) => {
    const { text, isManageLocation } = validate(
      suggestSchema,
      await readJsonBody(c),
      'hotel suggestion',
    );
    const needle = searchKey(text);
    // Managing a location picks a place; a traveller's search may also jump to one hotel.
    const hotels =
      isManageLocation || needle === ''
        ? []
        : (
            services.db
              .prepare(
                "SELECT id, name, latitude, longitude FROM deals WHERE agency_id = ? AND service = 'hotel'",
              )
              .all(c.var.agency.id) as {
              id: string;
              name: string;
              latitude: number;
              longitude: number;
            }[]
          )
            .filter((hotel) => searchKey(hotel.name).includes(needle))
            .map((hotel) => ({
              id: hotel.id,
              type: 'hotel' as const,
              name: hotel.name,
              fullName: hotel.name,
              latitude: hotel.latitude,
              longitude: hotel.longitude,
            }));
    const { items, allData } = limited([
      ...searchCities(text).map(cityItem),
      ...hotels,
      ...(isManageLocation ? [] : searchAirports(text).map(airportItem)),
    ]);
    return c.json({ data: { locationSuggestions: items, allData } });
  });

  routes.get('/flight/airports', (c) => {
    const { search } = validate(airportsQuerySchema, readQuery(c), 'airport search');
    return c.json({ data: searchAirports(search).slice(0, SUGGESTION_LIMIT).map(airportItem) });
  });

  routes.post('/activities/destinations', async (c) => {
    const { text } = validate(suggestSchema, await readJsonBody(c), 'destination search');
    const { items, allData } = limited(searchCities(text).map(cityItem));
    return c.json({ data: items, allData });
  });

  routes.post('/car-rental/auto-suggest', async (c) => {
    const { text } = validate(suggestSchema, await readJsonBody(c), 'car location search');
    // Rental counters are mostly at airports: those come first.
    const { items, allData } = limited([
      ...searchAirports(text).map(airportItem),
      ...searchCities(text).map(cityItem),
    ]);
    return c.json({ data: { locations: items, allData } });
  });

  routes.get('/car-rental/findCountries/:language', (c) => {
    const language = c.req.param('language').toLowerCase();
    if (!isSupportedLanguage(language)) {
      throw badRequest(`Unsupported language "${language.slice(0, 20)}"`, [
        {
          path: 'language',
          message: `expected one of ${SUPPORTED_LANGUAGES.map((l) => l.code.toUpperCase()).join(', ')}`,
        },
      ]);
    }
    const locale = SUPPORTED_LANGUAGES.find((entry) => entry.code === language)?.value ?? 'en';
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    const rows = services.db.prepare('SELECT code, name FROM countries').all() as {
      code: string;
      name: string;
    }[];
    const data = rows
      .map((row) => ({ code: row.code, name: names.of(row.code) ?? row.name }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    return c.json({ data });
  });

  routes.get('/cruise/ship-lines', (c) => c.json({ data: SHIP_LINES }));

  return routes;
}
