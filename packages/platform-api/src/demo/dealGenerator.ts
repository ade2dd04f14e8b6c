import type { DealListService } from '@wl/core';
import type { FullRates } from '../pricing.ts';
import { offsetPoint } from '../reference/geo.ts';
import { airportsNear } from '../reference/places.ts';
import { hashSeed, SeededRandom } from './random.ts';

/** The services the home page keeps deal lists for (core, spec §4). */
export const DEAL_SERVICES: readonly DealListService[] = ['hotel', 'activity', 'car'];

/** Deals generated per agency and service: enough for the two rows of four on home, and more. */
export const DEALS_PER_SERVICE = 16;

/** Bump when the generator changes, so existing databases regenerate their demo deals. */
export const DEAL_GENERATOR_VERSION = 2;

/** Where the API serves the demo pictures (src/routes/demoImages.ts); sites share its origin. */
export const DEMO_IMAGE_BASE = '/api/demo-images';

export interface DealLocation {
  name: string;
  latitude: number;
  longitude: number;
}

export interface HotelDetails {
  kind: 'hotel';
  heroImage: string;
  rating: number;
  area: string;
}

export interface ActivityDetails {
  kind: 'activity';
  imageUrl: string;
  productCode: string;
  duration: string;
  isFreeCancellation: boolean;
}

export interface CarDetails {
  kind: 'car';
  vehiclePicture: string;
  category: string;
  supplier: string;
  logo: string;
  passangerCapacity: number;
  bagCapacity: number;
  noOfDoors: number;
  transmission: 'Automatic' | 'Manual';
  pickupLocation: string;
  dropOffLocation: string;
}

export type DealDetails = HotelDetails | ActivityDetails | CarDetails;

/** A deal as stored: its place, its name, its rates in US dollars (per night/day/person). */
export interface GeneratedDeal {
  id: string;
  service: DealListService;
  position: number;
  latitude: number;
  longitude: number;
  name: string;
  rates: FullRates;
  details: DealDetails;
}

const HOTEL_NAMES = [
  'The {L} Grand Hotel',
  '{L} Harbour Suites',
  'Hotel Plaza {L}',
  'Azure Bay Hotel',
  'Palm Court Hotel & Spa',
  'The Meridian {L}',
  '{L} Boutique Inn',
  'Casa del Sol Hotel',
  'Parkview Residences',
  'Riverside Hotel {L}',
  'Skyline Tower Hotel',
  'The Garden House',
  'Old Town Inn',
  'Coral Reef Beach Hotel',
  'Northern Star Hotel',
  'Harbour Lights Hotel',
  'The Lantern House',
  '{L} Central Station Hotel',
  'Atrium Suites {L}',
  'The Wayfarer {L}',
];

const HOTEL_AREAS = [
  'City Centre',
  'Old Town',
  'Waterfront',
  'Financial District',
  'Arts District',
  'Beachfront',
  'Harbour',
  'University Quarter',
];

const ACTIVITY_TITLES = [
  '{L} City Highlights Walking Tour',
  'Sunset Catamaran Cruise',
  'Street Food Tasting Tour of {L}',
  'Snorkelling Trip to the Reef',
  '{L} Museum Pass: Top Attractions',
  'Kayak & Paddleboard Eco Tour',
  'Hop-On Hop-Off Bus Tour of {L}',
  'Cooking Class with a Local Chef',
  'Scenic Sightseeing Flight over {L}',
  'Bike Tour of {L} Neighbourhoods',
  'Island Hopping Day Trip',
  'Evening Jazz & Dinner Cruise',
  'Golden Hour Photography Walk',
  'Wine & Tapas Evening',
  'Guided History Tour of Old {L}',
  'Aquarium Family Entry Ticket',
  'Zipline Adventure Park',
  'Harbour Sightseeing Cruise',
];

const ACTIVITY_DURATIONS = [
  '90 minutes',
  '2 hours',
  '2.5 hours',
  '3 hours',
  '4 hours',
  'Half day (5 hours)',
  'Full day (8 hours)',
];

const VEHICLES: readonly [string, string, number, number, number][] = [
  ['Kia Picanto or similar', 'Mini', 4, 1, 5],
  ['Mitsubishi Mirage or similar', 'Economy', 4, 1, 4],
  ['Nissan Versa or similar', 'Compact', 5, 2, 4],
  ['Volkswagen Golf or similar', 'Compact', 5, 2, 5],
  ['Toyota Corolla or similar', 'Intermediate', 5, 2, 4],
  ['Volkswagen Jetta or similar', 'Standard', 5, 3, 4],
  ['Chevrolet Malibu or similar', 'Full-size', 5, 3, 4],
  ['Toyota RAV4 or similar', 'Compact SUV', 5, 3, 5],
  ['Volvo XC60 or similar', 'Intermediate SUV', 5, 4, 5],
  ['Jeep Grand Cherokee or similar', 'Standard SUV', 5, 4, 5],
  ['Chrysler Pacifica or similar', 'Minivan', 7, 4, 5],
  ['Ford Mustang Convertible or similar', 'Convertible', 4, 2, 2],
  ['Tesla Model 3 or similar', 'Electric', 5, 2, 4],
  ['BMW 5 Series or similar', 'Premium', 5, 3, 4],
  ['Chevrolet Suburban or similar', 'Premium SUV', 7, 5, 5],
  ['Fiat 500 or similar', 'Mini', 4, 1, 3],
];

const CAR_SUPPLIERS = [
  'Hertz',
  'Avis',
  'Enterprise',
  'Sixt',
  'Budget',
  'National',
  'Alamo',
  'Europcar',
];

/** Rate ranges in US dollars: per night for hotels, per person for activities, per day for cars. */
const BASE_RATE_USD: Record<DealListService, [number, number]> = {
  hotel: [85, 380],
  activity: [25, 190],
  car: [28, 120],
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const pad = (value: number) => String(value).padStart(2, '0');
const vehicleSlug = (vehicle: string) => slug(vehicle.replace(/ or similar$/, ''));

/** Picture templates: hotel-01 … hotel-20 and activity-01 … activity-18. */
export const HOTEL_IMAGE_COUNT = HOTEL_NAMES.length;
export const ACTIVITY_IMAGE_COUNT = ACTIVITY_TITLES.length;

/** Every vehicle the generator offers: the slug of its picture and its category. */
export const DEMO_VEHICLES: ReadonlyMap<string, string> = new Map(
  VEHICLES.map(([vehicle, category]) => [vehicleSlug(vehicle), category]),
);

/** Every car rental company of the generator, by the slug of its logo. */
export const DEMO_SUPPLIERS: ReadonlyMap<string, string> = new Map(
  CAR_SUPPLIERS.map((supplier) => [slug(supplier), supplier]),
);

/**
 * Rates with the relations the cards rely on: the published (retail) rate is above what the
 * traveller pays, which is above the wholesale cost (base rate plus taxes and fees), and
 * savedPrice is exactly published minus total.
 */
export function generateRates(random: SeededRandom, service: DealListService): FullRates {
  const [min, max] = BASE_RATE_USD[service];
  const baseRate = round2(random.between(min, max));
  const taxAndFee = round2(baseRate * random.between(0.1, 0.18));
  const totalRate = round2((baseRate + taxAndFee) * random.between(1.08, 1.2));
  const publishedRate = round2(totalRate * random.between(1.12, 1.35));
  return {
    publishedRate,
    totalRate,
    savedPrice: round2(publishedRate - totalRate),
    baseRate,
    taxAndFee,
  };
}

function fill(template: string, location: DealLocation): string {
  return template.replaceAll('{L}', location.name);
}

/** Every demo deal of one agency, the same on every run for the same subdomain and location. */
export function generateDeals(subdomain: string, location: DealLocation): GeneratedDeal[] {
  return DEAL_SERVICES.flatMap((service) => generateServiceDeals(subdomain, location, service));
}

function generateServiceDeals(
  subdomain: string,
  location: DealLocation,
  service: DealListService,
): GeneratedDeal[] {
  const random = new SeededRandom(
    `${subdomain}:${service}:${location.latitude},${location.longitude}`,
  );
  const templates =
    service === 'hotel' ? HOTEL_NAMES : service === 'activity' ? ACTIVITY_TITLES : [];
  const order = random.shuffle(templates.map((_, index) => index));
  const airports = airportsNear(location, 60);
  const deals: GeneratedDeal[] = [];
  for (let position = 0; position < DEALS_PER_SERVICE; position += 1) {
    const id = `${subdomain}-${service}-${pad(position + 1)}`;
    const rates = generateRates(random, service);
    const spot = offsetPoint(location, random.between(0.3, 9), random.between(0, 360));
    if (service === 'hotel') {
      const template = order[position % order.length] ?? 0;
      deals.push({
        id,
        service,
        position,
        ...spot,
        name: fill(HOTEL_NAMES[template] ?? 'Hotel', location),
        rates,
        details: {
          kind: 'hotel',
          heroImage: `${DEMO_IMAGE_BASE}/hotels/hotel-${pad(template + 1)}.svg`,
          rating: random.int(6, 10) / 2,
          area: `${random.pick(HOTEL_AREAS)}, ${location.name}`,
        },
      });
    } else if (service === 'activity') {
      const template = order[position % order.length] ?? 0;
      deals.push({
        id,
        service,
        position,
        ...spot,
        name: fill(ACTIVITY_TITLES[template] ?? 'Activity', location),
        rates,
        details: {
          kind: 'activity',
          imageUrl: `${DEMO_IMAGE_BASE}/activities/activity-${pad(template + 1)}.svg`,
          productCode: `${hashSeed(id).toString(36).toUpperCase()}P${pad(template + 1)}`,
          duration: random.pick(ACTIVITY_DURATIONS),
          isFreeCancellation: random.next() < 0.7,
        },
      });
    } else {
      const [vehicle, category, passengers, bags, doors] = VEHICLES[position % VEHICLES.length] ?? [
        'Toyota Corolla or similar',
        'Intermediate',
        5,
        2,
        4,
      ];
      const supplier = random.pick(CAR_SUPPLIERS);
      // Half of the cars wait at the nearest airport, the rest at a downtown counter.
      const airport = position % 2 === 0 ? airports[0] : undefined;
      const place = airport ? { latitude: airport.latitude, longitude: airport.longitude } : spot;
      const counter = airport
        ? `${airport.name} (${airport.code})`
        : `${supplier} ${location.name} Downtown`;
      deals.push({
        id,
        service,
        position,
        ...place,
        name: vehicle,
        rates,
        details: {
          kind: 'car',
          vehiclePicture: `${DEMO_IMAGE_BASE}/cars/${vehicleSlug(vehicle)}.svg`,
          category,
          supplier,
          logo: `${DEMO_IMAGE_BASE}/cars/suppliers/${slug(supplier)}.svg`,
          passangerCapacity: passengers,
          bagCapacity: bags,
          noOfDoors: doors,
          transmission: random.next() < 0.85 ? 'Automatic' : 'Manual',
          pickupLocation: counter,
          dropOffLocation: counter,
        },
      });
    }
  }
  return deals;
}

/** Changes whenever the generated deals of an agency would change. */
export function dealsFingerprint(subdomain: string, location: DealLocation): string {
  return `v${DEAL_GENERATOR_VERSION}:${subdomain}:${location.name}:${location.latitude},${location.longitude}`;
}
