import { cityMapping } from 'city-timezones';
import { AIRPORTS, type Airport } from './airports.ts';
import { distanceKm, searchKey } from './geo.ts';

/** A city of the suggestion look-ups, from the `city-timezones` data (Natural Earth places). */
export interface City {
  id: string;
  name: string;
  province: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface Indexed<T> {
  item: T;
  keys: string[];
}

let cityIndex: Indexed<City>[] | undefined;

function cities(): Indexed<City>[] {
  cityIndex ??= cityMapping.map((city, index) => ({
    item: {
      id: `city-${index}`,
      name: city.city,
      province: city.province,
      country: city.country,
      countryCode: city.iso2,
      latitude: city.lat,
      longitude: city.lng,
      population: Math.round(city.pop),
    },
    keys: [searchKey(city.city), searchKey(city.city_ascii)],
  }));
  return cityIndex;
}

const airportIndex: Indexed<Airport>[] = AIRPORTS.map((airport) => ({
  item: airport,
  keys: [searchKey(airport.code), searchKey(airport.city), searchKey(airport.name)],
}));

/** 0: exact, 1: starts with, 2: a word starts with, 3: contains; undefined: no match. */
function matchRank(keys: readonly string[], needle: string): number | undefined {
  let best: number | undefined;
  for (const key of keys) {
    const rank =
      key === needle
        ? 0
        : key.startsWith(needle)
          ? 1
          : key.split(/[\s,.'()/-]+/).some((word) => word.startsWith(needle))
            ? 2
            : key.includes(needle)
              ? 3
              : undefined;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

function search<T>(index: readonly Indexed<T>[], text: string, weight: (item: T) => number): T[] {
  const needle = searchKey(text);
  if (needle === '') return [];
  const hits: { item: T; rank: number }[] = [];
  for (const entry of index) {
    const rank = matchRank(entry.keys, needle);
    if (rank !== undefined) hits.push({ item: entry.item, rank });
  }
  return hits
    .sort((a, b) => a.rank - b.rank || weight(b.item) - weight(a.item))
    .map((hit) => hit.item);
}

/** Cities whose name matches the text, best match first, then the most populous. */
export function searchCities(text: string): City[] {
  return search(cities(), text, (city) => city.population);
}

/** Airports whose IATA code, city or name matches the text. */
export function searchAirports(text: string): Airport[] {
  return search(airportIndex, text, () => 0);
}

/** The largest city within `maxKm` of a point, to say what a distance is measured from. */
export function nearestCityName(
  point: { latitude: number; longitude: number },
  maxKm = 30,
): string | undefined {
  let best: { name: string; km: number } | undefined;
  for (const { item } of cities()) {
    if (item.population < 50_000) continue;
    const km = distanceKm(point, item);
    if (km <= maxKm && (!best || km < best.km)) best = { name: item.name, km };
  }
  return best?.name;
}

export function airportsNear(
  point: { latitude: number; longitude: number },
  maxKm: number,
): Airport[] {
  return AIRPORTS.filter((airport) => distanceKm(point, airport) <= maxKm).sort(
    (a, b) => distanceKm(point, a) - distanceKm(point, b),
  );
}

/** A city's key in ids: country and name, `us-miami`, `mx-cancun`. */
export function citySlug(city: Pick<City, 'countryCode' | 'name'>): string {
  const name = searchKey(city.name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${String(city.countryCode ?? 'xx').toLowerCase()}-${name || 'city'}`;
}

/** The most populous city of a `citySlug`, or undefined. */
export function cityBySlug(slug: string): City | undefined {
  let best: City | undefined;
  for (const { item } of cities()) {
    if (citySlug(item) === slug && (!best || item.population > best.population)) best = item;
  }
  return best;
}

/** The most populous city within `maxKm` of a point: the place a hotel search is made in. */
export function cityNear(
  point: { latitude: number; longitude: number },
  maxKm: number,
): City | undefined {
  let best: City | undefined;
  for (const { item } of cities()) {
    if (distanceKm(point, item) <= maxKm && (!best || item.population > best.population)) {
      best = item;
    }
  }
  return best;
}
