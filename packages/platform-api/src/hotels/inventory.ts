import { HOTEL_AMENITIES, type HotelAmenity, type HotelRoom, scaleRates } from '@wl/core';
import {
  DEMO_IMAGE_BASE,
  type HotelDetails as DealHotelDetails,
  generateRates,
  HOTEL_IMAGE_COUNT,
} from '../demo/dealGenerator.ts';
import { SeededRandom } from '../demo/random.ts';
import type { FullRates } from '../pricing.ts';
import { offsetPoint } from '../reference/geo.ts';
import { type City, cityBySlug, citySlug } from '../reference/places.ts';

/**
 * The reference hotel inventory (issue 15): for any city of the reference places, the same
 * hotels on every machine and every run, seeded by the city. The agency's own deal hotels (the
 * home cards) are hotels too, with their card rate as their standard room, so a deal card opens
 * the very hotel and price it showed.
 */

/** Hotels the inventory holds per city. */
export const HOTELS_PER_CITY = 12;

/** A room type, its rate per room and night in US dollars. */
export interface InventoryRoom {
  id: string;
  name: string;
  beds: string;
  maxGuests: number;
  board: HotelRoom['board'];
  freeCancellation: boolean;
  nightly: FullRates;
}

export interface InventoryHotel {
  id: string;
  name: string;
  rating: number;
  address: string;
  heroImage: string;
  images: string[];
  latitude: number;
  longitude: number;
  amenities: HotelAmenity[];
  description: string;
  rooms: InventoryRoom[];
}

const NAMES = [
  'The {L} Regency',
  'Hotel Marisol {L}',
  '{L} Bayfront Hotel',
  'The Collins House',
  'Sandpiper Suites',
  'Hotel Aurelia',
  'The Crescent {L}',
  '{L} Garden Inn',
  'Bluewater Resort & Marina',
  'The Ironworks Hotel',
  'Hotel Belvedere {L}',
  'Seabreeze Lodge',
  'The Foundry {L}',
  'Citrine Hotel',
  'Linden Park Hotel',
  'The Alder {L}',
];

const STREETS = [
  'Ocean Drive',
  'Harbour Street',
  'Main Street',
  'Park Avenue',
  'Market Square',
  'Bay Road',
  'King Street',
  'Station Road',
  'Palm Avenue',
  'River Walk',
];

const DESCRIPTIONS = [
  'A calm base a short walk from the sights, with bright rooms and a generous breakfast.',
  'Modern rooms, friendly staff and easy transport links to every part of {L}.',
  'A restored landmark with character, quiet courtyards and a rooftop terrace.',
  'Made for families and longer stays, with spacious rooms and a pool to come back to.',
  'Right in the action: restaurants, shops and nightlife start at the front door.',
];

/** Room types: name, beds, guests, price factor over the standard room. */
const ROOM_TYPES: readonly [string, string, string, number, number][] = [
  ['standard', 'Standard Room', '1 queen bed', 2, 1],
  ['twin', 'Superior Twin Room', '2 single beds', 2, 1.12],
  ['deluxe', 'Deluxe King Room', '1 king bed', 3, 1.28],
  ['family', 'Family Suite', '2 queen beds', 4, 1.65],
  ['executive', 'Executive Suite', '1 king bed and a sofa bed', 3, 2.1],
];

const pad = (value: number) => String(value).padStart(2, '0');

function imageOf(index: number): string {
  return `${DEMO_IMAGE_BASE}/hotels/hotel-${pad((index % HOTEL_IMAGE_COUNT) + 1)}.svg`;
}

/** The rooms of a hotel: the standard room at `standard`, two to four others above it. */
function roomsOf(random: SeededRandom, standard: FullRates): InventoryRoom[] {
  const others = random.shuffle(ROOM_TYPES.slice(1)).slice(0, random.int(2, 4));
  const types = [ROOM_TYPES[0], ...others].filter((type) => type !== undefined);
  return types
    .sort((a, b) => a[4] - b[4])
    .map(([id, name, beds, maxGuests, factor], index) => ({
      id,
      name,
      beds,
      maxGuests,
      board: random.next() < 0.45 ? 'breakfast' : 'roomOnly',
      // The cheapest room is the one most often sold non-refundable.
      freeCancellation: index === 0 ? random.next() < 0.5 : random.next() < 0.8,
      nightly: scaleRates(standard, factor),
    }));
}

function amenitiesOf(random: SeededRandom): HotelAmenity[] {
  const picked = new Set(random.shuffle(HOTEL_AMENITIES).slice(0, random.int(4, 7)));
  picked.add('wifi');
  return HOTEL_AMENITIES.filter((amenity) => picked.has(amenity));
}

function galleryOf(random: SeededRandom, hero: number): string[] {
  const others = random
    .shuffle(Array.from({ length: HOTEL_IMAGE_COUNT }, (_, index) => index))
    .filter((index) => index !== hero)
    .slice(0, 3);
  return [hero, ...others].map(imageOf);
}

/** Every hotel of a city's inventory, the same on every run. */
export function cityHotels(city: City): InventoryHotel[] {
  const slug = citySlug(city);
  const random = new SeededRandom(`hotels:${slug}`);
  const order = random.shuffle(NAMES.map((_, index) => index));
  return Array.from({ length: HOTELS_PER_CITY }, (_, position) => {
    const id = `${slug}-h${pad(position + 1)}`;
    const name = (NAMES[order[position % order.length] ?? 0] ?? 'Hotel').replaceAll(
      '{L}',
      city.name,
    );
    const spot = offsetPoint(city, random.between(0.2, 8), random.between(0, 360));
    const hero = random.int(0, HOTEL_IMAGE_COUNT - 1);
    const rating = random.int(6, 10) / 2;
    // Better hotels cost more: the rate range climbs with the stars.
    const standard = scaleRates(generateRates(random, 'hotel'), 0.55 + rating * 0.12);
    return {
      id,
      name,
      rating,
      address: `${random.int(1, 1800)} ${random.pick(STREETS)}, ${city.name}`,
      heroImage: imageOf(hero),
      images: galleryOf(random, hero),
      ...spot,
      amenities: amenitiesOf(random),
      description: random.pick(DESCRIPTIONS).replaceAll('{L}', city.name),
      rooms: roomsOf(random, standard),
    };
  });
}

/** A deal hotel of the agency (home cards) as an inventory hotel: its card rate is the standard room. */
export interface DealHotelRow {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  details: DealHotelDetails;
  rates: FullRates;
}

export function dealHotel(row: DealHotelRow): InventoryHotel {
  const random = new SeededRandom(`deal-hotel:${row.id}`);
  const heroMatch = /hotel-(\d+)\.svg$/.exec(row.details.heroImage);
  const hero = heroMatch ? Number(heroMatch[1]) - 1 : 0;
  return {
    id: row.id,
    name: row.name,
    rating: row.details.rating,
    address: row.details.area,
    heroImage: row.details.heroImage,
    images: galleryOf(random, hero),
    latitude: row.latitude,
    longitude: row.longitude,
    amenities: amenitiesOf(random),
    description: random
      .pick(DESCRIPTIONS)
      .replaceAll('{L}', row.details.area.split(', ').pop() ?? ''),
    rooms: roomsOf(random, row.rates),
  };
}

/** The hotel of an inventory id (`us-miami-h03`), or undefined. */
export function inventoryHotel(id: string): InventoryHotel | undefined {
  const match = /^([a-z]{2}-[a-z0-9-]+)-h\d{2}$/.exec(id);
  const city = match?.[1] ? cityBySlug(match[1]) : undefined;
  return city ? cityHotels(city).find((hotel) => hotel.id === id) : undefined;
}

/** Rooms that sleep the party: every room of the booking holds its share of the guests. */
export function roomsFor(hotel: InventoryHotel, guestsPerRoom: number): InventoryRoom[] {
  return hotel.rooms.filter((room) => room.maxGuests >= guestsPerRoom);
}
