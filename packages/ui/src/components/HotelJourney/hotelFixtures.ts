import type {
  HotelBooking,
  HotelDetails,
  HotelOffer,
  HotelSearchResult,
  HotelStay,
  HotelSummary,
  Trips,
} from '@wl/core';

/** Stories' hotels: amounts in US dollars for the whole stay, as the reference API sends them. */
export const STORY_STAY: HotelStay = {
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  rooms: 1,
  adults: 2,
  children: 0,
};

const image = (n: number) => `/api/demo-images/hotels/hotel-${String(n).padStart(2, '0')}.svg`;

/** Wholesale figures included: the viewer rules decide who sees them. */
const rates = (total: number) => ({
  publishedRate: Math.round(total * 1.25 * 100) / 100,
  totalRate: total,
  savedPrice: Math.round(total * 0.25 * 100) / 100,
  baseRate: Math.round(total * 0.74 * 100) / 100,
  taxAndFee: Math.round(total * 0.1 * 100) / 100,
});

const summary = (
  id: string,
  name: string,
  rating: number,
  total: number,
  distance: number,
  freeCancellation: boolean,
  picture: number,
): HotelSummary => ({
  id,
  name,
  rating,
  address: `${100 + picture} Ocean Drive, Miami`,
  heroImage: image(picture),
  latitude: 25.78,
  longitude: -80.19,
  distance,
  distanceFrom: 'Miami',
  amenities: ['wifi', 'pool', 'restaurant', 'parking'],
  freeCancellation,
  rates: rates(total),
});

export const STORY_HOTELS: HotelSummary[] = [
  summary('us-miami-h01', 'The Miami Regency', 4.5, 412.4, 0.8, true, 1),
  summary('us-miami-h02', 'Sandpiper Suites', 3, 238.1, 1.6, false, 4),
  summary('us-miami-h03', 'Hotel Aurelia', 5, 688.9, 2.3, true, 7),
  summary('us-miami-h04', 'Seabreeze Lodge', 3.5, 301.5, 4.1, true, 10),
];

export const STORY_RESULT: HotelSearchResult = {
  destination: 'Miami',
  nights: 2,
  hotels: STORY_HOTELS,
};

export const STORY_HOTEL: HotelDetails = {
  ...(({ rates: _rates, ...rest }) => rest)(STORY_HOTELS[0] as HotelSummary),
  description:
    'A calm base a short walk from the sights, with bright rooms and a generous breakfast.',
  images: [image(1), image(2), image(3), image(5)],
  nights: 2,
  rooms: [
    {
      id: 'standard',
      name: 'Standard Room',
      beds: '1 queen bed',
      maxGuests: 2,
      board: 'roomOnly',
      freeCancellation: false,
      rates: rates(412.4),
    },
    {
      id: 'deluxe',
      name: 'Deluxe King Room',
      beds: '1 king bed',
      maxGuests: 3,
      board: 'breakfast',
      freeCancellation: true,
      rates: rates(527.9),
    },
  ],
};

export const STORY_BOOKING: HotelBooking = {
  id: '7b0f3c9e-0000-4000-8000-000000000001',
  status: 'HELD',
  referenceNumber: null,
  hotel: {
    id: STORY_HOTEL.id,
    name: STORY_HOTEL.name,
    address: STORY_HOTEL.address,
    rating: STORY_HOTEL.rating,
    heroImage: image(1),
  },
  room: { id: 'standard', name: 'Standard Room', board: 'roomOnly' },
  stay: { ...STORY_STAY, nights: 2 },
  guest: {
    firstName: 'Tara',
    lastName: 'Traveller',
    email: 'traveller@horizon.test',
    phone: '+1 305 555 0100',
  },
  rates: { publishedRate: 515.5, totalRate: 412.4, savedPrice: 103.1 },
  payment: null,
  holdExpiresAt: '2026-11-25T12:30:00Z',
  createdAt: '2026-11-25T12:00:00Z',
};

export const STORY_CONFIRMED: HotelBooking = {
  ...STORY_BOOKING,
  status: 'CONFIRMED',
  referenceNumber: 'HTL-7K3P9Q2M',
  payment: { brand: 'visa', last4: '4242' },
};

export const STORY_TRIPS: Trips = {
  upcoming: [STORY_CONFIRMED],
  past: [
    {
      ...STORY_CONFIRMED,
      id: '7b0f3c9e-0000-4000-8000-000000000002',
      referenceNumber: 'HTL-2BX9QW4T',
      hotel: { ...STORY_CONFIRMED.hotel, name: 'Sandpiper Suites', heroImage: image(4) },
      stay: { ...STORY_CONFIRMED.stay, checkIn: '2026-03-02', checkOut: '2026-03-05', nights: 3 },
    },
  ],
};

const [storyRoom] = STORY_HOTEL.rooms;
if (!storyRoom) throw new Error('STORY_HOTEL lost its rooms');

/**
 * The booking engine's offer of the story hotel's first room for the story stay (POST
 * /api/offers, vertical 'hotels'): what its checkout, payment and confirmation show.
 */
export const HOTEL_OFFER: HotelOffer = {
  vertical: 'hotels',
  offerId: storyRoom.id,
  hotel: {
    id: STORY_HOTEL.id,
    name: STORY_HOTEL.name,
    address: STORY_HOTEL.address,
    rating: STORY_HOTEL.rating,
    heroImage: STORY_HOTEL.heroImage,
  },
  room: { id: storyRoom.id, name: storyRoom.name, beds: storyRoom.beds, board: storyRoom.board },
  stay: { ...STORY_STAY, nights: STORY_HOTEL.nights },
  freeCancellation: true,
  rates: storyRoom.rates,
};
