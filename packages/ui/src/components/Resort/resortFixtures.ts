import type { ResortAvailability, ResortDeal, ResortItinerary } from '@wl/core';
import type { ResortRegionsState } from './ResortHome.tsx';

/** Fixed data for the resort stories: rates in US dollars, as the pages ask for them. */
export const STORY_REGIONS: ResortRegionsState = {
  status: 'loaded',
  error: null,
  regions: [
    {
      id: 1,
      name: 'Mexican Caribbean',
      places: [
        { id: 101, name: 'Cancún', parent_id: 1, latitude: 21.16, longitude: -86.85 },
        { id: 103, name: 'Tulum', parent_id: 1, latitude: 20.21, longitude: -87.47 },
      ],
    },
    {
      id: 3,
      name: 'Florida',
      places: [{ id: 301, name: 'Miami Beach', parent_id: 3, latitude: 25.79, longitude: -80.13 }],
    },
  ],
};

const rates = (base: number) => ({
  baseRate: base,
  taxAndFee: Math.round(base * 14) / 100,
  totalRate: Math.round(base * 125) / 100,
  publishedRate: Math.round(base * 156) / 100,
  savedPrice: Math.round(base * 31) / 100,
});

export const STORY_DEALS: ResortDeal[] = [
  {
    id: 1011,
    name: 'Azul Lagoon Resort & Spa',
    rating: 4.6,
    region: { id: 101, name: 'Cancún' },
    distance: 2,
    rates: rates(220),
  },
  {
    id: 1012,
    name: 'Sandpiper Bay All-Inclusive',
    rating: 4.1,
    region: { id: 101, name: 'Cancún' },
    distance: 6,
    rates: rates(180),
  },
];

export const STORY_AVAILABILITY: ResortAvailability = {
  property_id: 1011,
  name: 'Azul Lagoon Resort & Spa',
  check_in: '2026-12-10',
  check_out: '2026-12-13',
  nights: 3,
  adults: 2,
  available: true,
  rooms_left: 4,
  rates: rates(660),
};

export const STORY_ITINERARY: ResortItinerary = {
  reference_number: 'RS-7F3A19C2D4',
  property_id: 1011,
  check_in: '2026-12-10',
  check_out: '2026-12-13',
  adults: 2,
  status: 'HELD',
  held: true,
  hold_expires_at: '2026-11-27T10:00:00.000Z',
};
