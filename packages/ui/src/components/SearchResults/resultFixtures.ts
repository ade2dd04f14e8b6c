import type { ActivityResult, CarResult, CruiseResult, FlightResult } from '@wl/core';

/** Results as the reference API answers them (US dollars, wholesale figures included). */
const rates = (totalRate: number) => ({
  publishedRate: Math.round(totalRate * 1.25 * 100) / 100,
  totalRate,
  savedPrice: Math.round(totalRate * 0.25 * 100) / 100,
  baseRate: Math.round(totalRate * 0.75 * 100) / 100,
  taxAndFee: Math.round(totalRate * 0.1 * 100) / 100,
});

export const FLIGHTS: FlightResult[] = [
  {
    id: 'F1-AA1203',
    airline: 'American Airlines',
    airlineCode: 'AA',
    cabin: 'Economy',
    outbound: {
      flightNumber: 'AA1203',
      from: 'MIA',
      to: 'JFK',
      departAt: '2026-12-01T08:15',
      arriveAt: '2026-12-01T11:20',
      durationMinutes: 185,
      stops: 0,
      via: [],
    },
    inbound: {
      flightNumber: 'AA1320',
      from: 'JFK',
      to: 'MIA',
      departAt: '2026-12-08T17:40',
      arriveAt: '2026-12-08T23:05',
      durationMinutes: 325,
      stops: 1,
      via: ['ATL'],
    },
    rates: rates(412.4),
  },
  {
    id: 'F2-DL455',
    airline: 'Delta Air Lines',
    airlineCode: 'DL',
    cabin: 'Economy',
    outbound: {
      flightNumber: 'DL455',
      from: 'MIA',
      to: 'JFK',
      // Overnight: it lands the next day.
      departAt: '2026-12-01T21:05',
      arriveAt: '2026-12-02T02:55',
      durationMinutes: 350,
      stops: 1,
      via: ['ATL'],
    },
    inbound: null,
    rates: rates(268.9),
  },
];

export const CARS: CarResult[] = [
  {
    id: 'C1-hertz-toyota-corolla',
    name: 'Toyota Corolla or similar',
    category: 'Intermediate',
    supplier: 'Hertz',
    logo: null,
    vehiclePicture: null,
    passangerCapacity: 5,
    bagCapacity: 2,
    noOfDoors: 4,
    transmission: 'Automatic',
    pickupLocation: 'Hertz Miami International Airport',
    dropOffLocation: 'Hertz Miami International Airport',
    days: 3,
    rates: rates(164.2),
  },
];

export const ACTIVITIES: ActivityResult[] = [
  {
    id: 'A01',
    productCode: 'A01',
    title: 'Sunset Catamaran Cruise',
    imageUrl: null,
    duration: '2 hours',
    isFreeCancellation: true,
    rating: 4.5,
    reviews: 312,
    link: '/booknow/activities/result-details/A01',
    rates: rates(79),
  },
];

export const CRUISES: CruiseResult[] = [
  {
    id: 'S1-carnival-20261205',
    shipLine: { id: 2, code: 'carnival', name: 'Carnival Cruise Line' },
    ship: 'Celebration',
    title: '7-Night Western Caribbean',
    departurePort: 'Miami',
    ports: ['Cozumel', 'Roatán', 'Costa Maya'],
    departDate: '2026-12-05',
    nights: 7,
    rates: rates(1290),
  },
];
