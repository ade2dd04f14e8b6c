import {
  type ActivitySearchQuery,
  type Agency,
  type BookingTypeTitle,
  type CarSearchQuery,
  type CruiseSearchQuery,
  type EngineVertical,
  type FlightSearchQuery,
  fromIsoDay,
  isBookingTypeActive,
  type SearchVertical,
  scaleRates,
} from '@wl/core';
import { addDays, addMinutes, differenceInCalendarDays, format } from 'date-fns';
import { DEMO_IMAGE_BASE, generateRates } from '../demo/dealGenerator.ts';
import { SeededRandom } from '../demo/random.ts';
import { notFound } from '../http/errors.ts';
import { AIRPORTS } from '../reference/airports.ts';
import { distanceKm } from '../reference/geo.ts';
import { nearestCityName } from '../reference/places.ts';
import { SHIP_LINES } from '../reference/shipLines.ts';

/**
 * The deterministic inventory of flights, cars, activities and cruises (issue 15): each search is
 * a pure function of its query (seeded by it), so the results page and the booking engine, which
 * repeats the search to find and price an offer (inventory/offers.ts), always agree. Amounts are
 * US dollars for the whole booking, with the wholesale figures (the routes strip them per viewer).
 */

/** The verticals searched here (hotels have their own inventory, hotels/inventory.ts). */
export type EngineSearch = Exclude<SearchVertical, 'hotels'>;

const RESULTS = 12;
const minutes = (value: number) => Math.round(value / 5) * 5;

const AIRLINES = [
  ['AA', 'American Airlines'],
  ['DL', 'Delta Air Lines'],
  ['UA', 'United Airlines'],
  ['BA', 'British Airways'],
  ['LH', 'Lufthansa'],
  ['AF', 'Air France'],
  ['IB', 'Iberia'],
  ['EK', 'Emirates'],
  ['SK', 'SAS'],
  ['AM', 'Aeroméxico'],
] as const;

const HUBS = ['ATL', 'ORD', 'DFW', 'JFK', 'LHR', 'FRA', 'CDG', 'MAD', 'DXB', 'AMS'];

const CAR_FLEET = [
  ['Kia Picanto or similar', 'Mini', 4, 1, 5, 'kia-picanto'],
  ['Nissan Versa or similar', 'Compact', 5, 2, 4, 'nissan-versa'],
  ['Volkswagen Golf or similar', 'Compact', 5, 2, 5, 'volkswagen-golf'],
  ['Toyota Corolla or similar', 'Intermediate', 5, 2, 4, 'toyota-corolla'],
  ['Chevrolet Malibu or similar', 'Full-size', 5, 3, 4, 'chevrolet-malibu'],
  ['Toyota RAV4 or similar', 'Compact SUV', 5, 3, 5, 'toyota-rav4'],
  ['Jeep Grand Cherokee or similar', 'Standard SUV', 5, 4, 5, 'jeep-grand-cherokee'],
  ['Chrysler Pacifica or similar', 'Minivan', 7, 4, 5, 'chrysler-pacifica'],
  ['Ford Mustang Convertible or similar', 'Convertible', 4, 2, 2, 'ford-mustang-convertible'],
  ['Tesla Model 3 or similar', 'Electric', 5, 2, 4, 'tesla-model-3'],
  ['BMW 5 Series or similar', 'Premium', 5, 3, 4, 'bmw-5-series'],
  ['Chevrolet Suburban or similar', 'Premium SUV', 7, 5, 5, 'chevrolet-suburban'],
] as const;

const CAR_SUPPLIERS = ['Hertz', 'Avis', 'Enterprise', 'Sixt', 'Budget', 'Alamo'] as const;

const ACTIVITIES = [
  ['{L} City Highlights Walking Tour', '3 hours', 1],
  ['Sunset Catamaran Cruise', '2 hours', 2],
  ['Street Food Tasting Tour of {L}', '3 hours', 3],
  ['Snorkelling Trip to the Reef', 'Half day (5 hours)', 4],
  ['{L} Museum Pass: Top Attractions', 'Full day (8 hours)', 5],
  ['Kayak & Paddleboard Eco Tour', '2.5 hours', 6],
  ['Hop-On Hop-Off Bus Tour of {L}', 'Full day (8 hours)', 7],
  ['Cooking Class with a Local Chef', '3 hours', 8],
  ['Bike Tour of {L} Neighbourhoods', '3 hours', 10],
  ['Island Hopping Day Trip', 'Full day (8 hours)', 11],
  ['Guided History Tour of Old {L}', '2 hours', 15],
  ['Zipline Adventure Park', '4 hours', 17],
] as const;

const CRUISE_ROUTES = [
  ['Western Caribbean', 'Miami', ['Cozumel', 'Roatán', 'Costa Maya']],
  ['Eastern Caribbean', 'Fort Lauderdale', ['St. Thomas', 'San Juan', 'Nassau']],
  ['Bahamas Getaway', 'Port Canaveral', ['Nassau', 'CocoCay']],
  ['Western Mediterranean', 'Barcelona', ['Marseille', 'Genoa', 'Rome (Civitavecchia)']],
  ['Greek Isles', 'Athens (Piraeus)', ['Mykonos', 'Santorini', 'Rhodes']],
  ['Norwegian Fjords', 'Copenhagen', ['Geiranger', 'Ålesund', 'Bergen']],
  ['Alaska Inside Passage', 'Seattle', ['Juneau', 'Skagway', 'Ketchikan']],
  ['Mexican Riviera', 'Los Angeles', ['Cabo San Lucas', 'Mazatlán', 'Puerto Vallarta']],
] as const;

const SHIP_NAMES = [
  'Harmony',
  'Celebration',
  'Horizon',
  'Serenade',
  'Wonder',
  'Aurora',
  'Voyager',
  'Odyssey',
];

const stamp = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

/** The spec §3 booking type that switches each vertical on or off for an agency. */
export const BOOKING_TYPE: Record<EngineVertical, BookingTypeTitle> = {
  hotels: 'Hotels',
  flights: 'Air Travel',
  cars: 'Cars',
  activities: 'Activities',
  cruise: 'Cruise',
  resorts: 'Resorts',
};

/** 404 when the agency does not offer the vertical (its booking type is off, spec §3). */
export function assertOffered(agency: Agency, vertical: EngineVertical): void {
  const title = BOOKING_TYPE[vertical];
  if (!isBookingTypeActive(agency, title)) throw notFound(`${title} is not offered by this agency`);
}

type FlightQuery = FlightSearchQuery;
type CarQuery = CarSearchQuery;
type ActivityQuery = ActivitySearchQuery;
type CruiseQuery = CruiseSearchQuery;

function flightLeg(
  random: SeededRandom,
  from: string,
  to: string,
  day: string,
  airline: readonly [string, string],
) {
  const origin = AIRPORTS.find((airport) => airport.code === from);
  const destination = AIRPORTS.find((airport) => airport.code === to);
  const km = origin && destination ? distanceKm(origin, destination) : 1500;
  const stops = km < 1200 ? 0 : random.int(0, km > 6000 ? 2 : 1);
  const durationMinutes = minutes(45 + (km / 800) * 60 + stops * random.between(70, 180));
  const departAt = addMinutes(fromIsoDay(day) as Date, minutes(random.between(6 * 60, 22 * 60)));
  return {
    flightNumber: `${airline[0]}${random.int(100, 2999)}`,
    from,
    to,
    departAt: stamp(departAt),
    arriveAt: stamp(addMinutes(departAt, durationMinutes)),
    durationMinutes,
    stops,
    via:
      stops === 0
        ? []
        : random.shuffle(HUBS.filter((hub) => hub !== from && hub !== to)).slice(0, stops),
  };
}

export function flights(query: FlightQuery) {
  const random = new SeededRandom(
    `flights:${query.from}:${query.to}:${query.depart}:${query.return ?? ''}`,
  );
  // Adults and children take a seat each; an infant on a lap pays a tenth.
  const travellers = query.adult + query.children + query.infant * 0.1;
  return Array.from({ length: RESULTS }, (_, index) => {
    const airline = random.pick(AIRLINES);
    const outbound = flightLeg(random, query.from, query.to, query.depart, airline);
    const inbound = query.return
      ? flightLeg(random, query.to, query.from, query.return, airline)
      : undefined;
    const perPerson = generateRates(random, 'hotel');
    const factor =
      (outbound.durationMinutes / 120) * (inbound ? 1.8 : 1) * (outbound.stops ? 0.85 : 1);
    return {
      id: `F${index + 1}-${outbound.flightNumber}`,
      airline: airline[1],
      airlineCode: airline[0],
      cabin: 'Economy',
      outbound,
      inbound: inbound ?? null,
      rates: scaleRates(perPerson, Math.max(0.6, factor) * travellers),
    };
  });
}

export function cars(query: CarQuery) {
  const random = new SeededRandom(
    `cars:${query.lat.toFixed(3)},${query.long.toFixed(3)}:${query.pickUpDate}`,
  );
  const days = Math.max(
    1,
    differenceInCalendarDays(
      fromIsoDay(query.returnDate) as Date,
      fromIsoDay(query.pickUpDate) as Date,
    ),
  );
  // Ours: drivers under 25 pay the young-driver surcharge most suppliers charge.
  const surcharge = query.age < 25 ? 1.15 : 1;
  const counter = query.pickup.split(',')[0] ?? query.pickup;
  return CAR_FLEET.map(([vehicle, category, passengers, bags, doors, picture], index) => {
    const supplier = random.pick(CAR_SUPPLIERS);
    const slug = supplier.toLowerCase();
    return {
      id: `C${index + 1}-${slug}-${picture}`,
      name: vehicle,
      category,
      supplier,
      logo: `${DEMO_IMAGE_BASE}/cars/suppliers/${slug}.svg`,
      vehiclePicture: `${DEMO_IMAGE_BASE}/cars/${picture}.svg`,
      passangerCapacity: passengers,
      bagCapacity: bags,
      noOfDoors: doors,
      transmission: random.next() < 0.8 ? ('Automatic' as const) : ('Manual' as const),
      pickupLocation: `${supplier} ${counter}`,
      dropOffLocation: `${supplier} ${counter}`,
      days,
      rates: scaleRates(generateRates(random, 'car'), days * surcharge),
    };
  });
}

export function activities(query: ActivityQuery) {
  const random = new SeededRandom(`activities:${query.lat.toFixed(3)},${query.long.toFixed(3)}`);
  const place =
    nearestCityName({ latitude: query.lat, longitude: query.long }, 60) ??
    query.destination.split(',')[0] ??
    query.destination;
  return random.shuffle(ACTIVITIES).map(([title, duration, image], index) => {
    const productCode = `A${(index + 1).toString().padStart(2, '0')}${Math.round(Math.abs(query.lat * 100 + query.long * 10)) % 1000}`;
    return {
      id: productCode,
      productCode,
      title: title.replaceAll('{L}', place),
      imageUrl: `${DEMO_IMAGE_BASE}/activities/activity-${String(image).padStart(2, '0')}.svg`,
      duration,
      isFreeCancellation: random.next() < 0.65,
      rating: random.int(7, 10) / 2,
      reviews: random.int(12, 2400),
      link: `/booknow/activities/result-details/${productCode}`,
      rates: generateRates(random, 'activity'),
    };
  });
}

export function cruises(query: CruiseQuery) {
  const random = new SeededRandom(`cruise:${query.shipLine ?? 'any'}:${query.from}:${query.to}`);
  const lines = query.shipLine
    ? SHIP_LINES.filter((line) => line.id === query.shipLine)
    : SHIP_LINES;
  const start = fromIsoDay(query.from) as Date;
  const window = Math.max(0, differenceInCalendarDays(fromIsoDay(query.to) as Date, start));
  const guests = query.adult + query.children + query.infant * 0.1;
  return Array.from({ length: lines.length === 1 ? 8 : RESULTS }, (_, index) => {
    const line =
      lines.length === 1 ? (lines[0] as (typeof SHIP_LINES)[number]) : random.pick(lines);
    const [title, port, calls] = random.pick(CRUISE_ROUTES);
    const nights = random.pick([3, 4, 5, 7, 7, 10, 14]);
    const departDate = addDays(start, random.int(0, window));
    return {
      id: `S${index + 1}-${line.code}-${format(departDate, 'yyyyMMdd')}`,
      shipLine: { id: line.id, code: line.code, name: line.name },
      ship: random.pick(SHIP_NAMES),
      title: `${nights}-Night ${title}`,
      departurePort: port,
      ports: calls,
      departDate: format(departDate, 'yyyy-MM-dd'),
      nights,
      rates: scaleRates(generateRates(random, 'activity'), nights * guests * 0.9),
    };
  }).sort((a, b) => a.departDate.localeCompare(b.departDate));
}

/** The searches by vertical, as the search routes and the offers call them. */
export const SEARCHES = { flights, cars, activities, cruise: cruises } as const;
