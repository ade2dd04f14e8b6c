import type { ActivityDeal, CarDeal, HotelDeal, Rates } from '@wl/core';

/**
 * Story fixtures: realistic home deals (spec §3 field names) for hotels, activities and cars.
 * Images are small inline SVG drawings (data URIs, greys only) so stories never hit the network.
 * Amounts are US dollars, as the deal searches ask for (spec §9 currency USD).
 */

type Drawing = 'hotel' | 'activity' | 'car' | 'logo';

const SHAPES: Record<Drawing, (seed: number) => string> = {
  hotel: (seed) => {
    const floors = 3 + (seed % 4);
    const windows = Array.from({ length: floors * 4 }, (_, i) => {
      const x = 112 + (i % 4) * 26;
      const y = 178 - floors * 28 + Math.floor(i / 4) * 28;
      return `<rect x="${x}" y="${y}" width="14" height="16" rx="2" fill-opacity="0.25"/>`;
    }).join('');
    return `<rect x="100" y="${164 - floors * 28}" width="112" height="${floors * 28 + 36}" rx="4" fill-opacity="0.18"/>${windows}`;
  },
  activity: (seed) =>
    `<circle cx="${230 - (seed % 3) * 30}" cy="58" r="22" fill-opacity="0.2"/><path d="M0 200 L90 ${90 + (seed % 4) * 8} L150 150 L210 ${80 + (seed % 3) * 10} L320 200 Z" fill-opacity="0.22"/>`,
  car: (seed) =>
    `<path d="M60 140 Q70 ${98 - (seed % 3) * 4} 120 96 L200 96 Q240 100 262 140 Z" fill-opacity="0.22"/><rect x="46" y="136" width="228" height="30" rx="12" fill-opacity="0.26"/><circle cx="100" cy="168" r="16" fill-opacity="0.4"/><circle cx="222" cy="168" r="16" fill-opacity="0.4"/>`,
  logo: (seed) =>
    `<rect x="8" y="8" width="304" height="184" rx="36" fill-opacity="0.12"/><circle cx="${110 + (seed % 3) * 30}" cy="100" r="44" fill-opacity="0.3"/>`,
};

/** An SVG picture as a data URI (`data:image/svg+xml,…`). */
export function placeholderImage(drawing: Drawing, seed = 0): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill-opacity="0.05"/>${SHAPES[drawing](seed)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Rates where the saving is the difference between retail and the traveller's price. */
function rates(
  publishedRate: number,
  totalRate: number,
  baseRate: number,
  taxAndFee: number,
): Rates {
  return {
    publishedRate,
    totalRate,
    savedPrice: Math.round((publishedRate - totalRate) * 100) / 100,
    baseRate,
    taxAndFee,
  };
}

const hotel = (
  index: number,
  name: string,
  rating: number | null,
  distance: number | string | null,
  distanceFrom: string | null,
  dealRates: Rates,
): HotelDeal => ({
  rating,
  link: `/booknow/hotels/search-details?hotelId=HZ${1040 + index}`,
  hotel: {
    hotelDetails: { heroImage: placeholderImage('hotel', index), name, distance, distanceFrom },
  },
  rates: dealRates,
});

/** Ten hotels: enough for two rows of four and two more that rows 1 and 2 leave out. */
export const HOTEL_DEALS: HotelDeal[] = [
  hotel(0, 'Harbourview Suites', 4.6, 1.2, 'Times Square', rates(289, 219.5, 168, 24.8)),
  hotel(1, 'The Meridian Park Hotel', 3.2, 0.4, 'Central Park', rates(199, 154, 118.4, 17.1)),
  hotel(2, 'Casa Alameda Boutique Hotel', 5, 2.8, 'Puerta del Sol', rates(342, 268.9, 205, 31.2)),
  hotel(3, 'Hotel Lumière Montmartre', 4, '850 m', 'Sacré-Cœur', rates(176, 139, 104.5, 15.9)),
  hotel(4, 'Fjordside Lodge', 3.9, 6.5, 'Bergen harbour', rates(233, 181.25, 140, 19)),
  hotel(
    5,
    'Palm Terrace Resort & Spa',
    4.4,
    0.9,
    'Miami Beach boardwalk',
    rates(410, 329, 252.6, 36.4),
  ),
  hotel(6, 'The Westbrook Inn', 2.7, 3.1, 'the convention centre', rates(129, 104, 80, 11.5)),
  hotel(7, 'Kasbah Dar Nour', 4.8, 1.6, 'Jemaa el-Fnaa', rates(158, 121.75, 92, 13.9)),
  hotel(8, 'Hotel Alpenrose', 3.5, 12, 'Innsbruck', rates(187, 150, 115, 16.2)),
  hotel(9, 'Marina Bay Residences', null, null, null, rates(265, 212, 162, 23.3)),
];

const activity = (
  index: number,
  title: string,
  duration: string | null,
  isFreeCancellation: boolean,
  dealRates: Rates,
): ActivityDeal => ({
  imageUrl: placeholderImage('activity', index),
  title,
  duration,
  isFreeCancellation,
  link: `/booknow/activities/result-details/AC-${2200 + index}`,
  rates: dealRates,
});

export const ACTIVITY_DEALS: ActivityDeal[] = [
  activity(0, 'Old Town Walking Tour', '3 hours', true, rates(49, 38, 27.5, 3.8)),
  activity(1, 'Hot Air Balloon Ride over Cappadocia', '4 hours', false, rates(265, 219, 168, 19.6)),
  activity(2, 'Tapas & Flamenco Evening', '2 hours 30 minutes', true, rates(89, 72.5, 54, 6.4)),
  activity(3, 'Northern Lights Safari', '5 hours', true, rates(159, 129, 97, 11.7)),
  activity(4, 'Louvre Museum Guided Tour', '2 hours', false, rates(79, 64, 47.2, 5.6)),
  activity(5, 'Kayak the Fjords', '6 hours', true, rates(139, 112, 84.5, 9.9)),
  activity(
    6,
    'Cooking Class with a Local Chef',
    '3 hours 30 minutes',
    true,
    rates(119, 96, 71, 8.6),
  ),
  activity(7, 'Sagrada Família Skip-the-Line Tour', null, false, rates(69, 57, 41.8, 5.1)),
];

const car = (
  index: number,
  vehicle: { veh?: string | null; name?: string | null },
  capacity: [passengers: number, bags: number, doors: number],
  pickupLocation: string,
  dropOffLocation: string,
  dealRates: Rates,
): CarDeal => ({
  vehiclePicture: placeholderImage('car', index),
  logo: placeholderImage('logo', index),
  veh: vehicle.veh ?? null,
  name: vehicle.name ?? null,
  passangerCapacity: capacity[0],
  bagCapacity: capacity[1],
  noOfDoors: capacity[2],
  pickupLocation,
  dropOffLocation,
  link: `/booknow/cars/result-details?carId=CR${3300 + index}`,
  rates: dealRates,
});

const MIA = 'Miami International Airport (MIA)';

export const CAR_DEALS: CarDeal[] = [
  car(0, { veh: 'Toyota Corolla or similar' }, [5, 2, 4], MIA, MIA, rates(68, 52, 39.5, 6.2)),
  car(1, { veh: 'Volkswagen Golf' }, [5, 3, 5], MIA, 'Downtown Miami', rates(74, 58.5, 44, 7)),
  car(2, { veh: 'Ford Explorer' }, [7, 4, 4], MIA, MIA, rates(129, 101, 77.8, 11.6)),
  car(
    3,
    { veh: 'Tesla Model 3' },
    [5, 2, 4],
    'Miami Beach',
    'Miami Beach',
    rates(112, 89, 68, 10.1),
  ),
  car(4, { veh: 'Fiat 500' }, [4, 1, 3], MIA, 'Fort Lauderdale', rates(49, 38, 28.6, 4.4)),
  car(5, { name: 'Kia Sportage or similar' }, [5, 3, 5], MIA, MIA, rates(88, 69, 52.3, 8)),
  car(6, { veh: 'Chrysler Pacifica' }, [8, 5, 5], MIA, 'Orlando', rates(154, 122, 93.5, 14)),
  car(7, { veh: 'Jeep Wrangler' }, [4, 2, 2], 'Key West', 'Key West', rates(139, 110, 84, 12.6)),
];
