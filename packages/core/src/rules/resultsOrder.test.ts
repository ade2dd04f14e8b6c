import { describe, expect, it } from 'vitest';
import type {
  ActivityResult,
  CarResult,
  CruiseResult,
  FlightResult,
} from '../schemas/searchResults.ts';
import { arrangeActivities, arrangeCars, arrangeCruises, arrangeFlights } from './resultsOrder.ts';

const rates = (totalRate: number) => ({
  publishedRate: totalRate * 1.2,
  totalRate,
  savedPrice: totalRate * 0.2,
});
const leg = (departAt: string, durationMinutes: number, stops: number) => ({
  flightNumber: 'XX1',
  from: 'MIA',
  to: 'JFK',
  departAt,
  arriveAt: departAt,
  durationMinutes,
  stops,
  via: [],
});
const flight = (
  id: string,
  price: number,
  departAt: string,
  minutes: number,
  stops: number,
): FlightResult => ({
  id,
  airline: 'Test Air',
  airlineCode: 'TA',
  cabin: 'Economy',
  outbound: leg(departAt, minutes, stops),
  inbound: null,
  rates: rates(price),
});

describe('results order (issue 15: sorting and a filter or two)', () => {
  const flights = [
    flight('a', 300, '2026-12-01T09:00', 200, 1),
    flight('b', 200, '2026-12-01T15:00', 180, 0),
    flight('c', 250, '2026-12-01T06:00', 320, 0),
  ];

  it('flights by price, duration or departure; non-stop only drops flights with stops', () => {
    expect(arrangeFlights(flights, 'price', { nonStopOnly: false }).map((f) => f.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(arrangeFlights(flights, 'duration', { nonStopOnly: false }).map((f) => f.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(arrangeFlights(flights, 'departure', { nonStopOnly: false }).map((f) => f.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(arrangeFlights(flights, 'price', { nonStopOnly: true }).map((f) => f.id)).toEqual([
      'b',
      'c',
    ]);
  });

  it('cars by price or seats; automatic only', () => {
    const car = (id: string, price: number, seats: number, transmission: 'Automatic' | 'Manual') =>
      ({ id, passangerCapacity: seats, transmission, rates: rates(price) }) as CarResult;
    const cars = [
      car('a', 50, 4, 'Manual'),
      car('b', 80, 7, 'Automatic'),
      car('c', 40, 5, 'Automatic'),
    ];
    expect(arrangeCars(cars, 'price', { automaticOnly: false }).map((c) => c.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(arrangeCars(cars, 'passengers', { automaticOnly: true }).map((c) => c.id)).toEqual([
      'b',
      'c',
    ]);
  });

  it('activities by price or rating; free cancellation only', () => {
    const activity = (id: string, price: number, rating: number, free: boolean) =>
      ({
        id,
        rating,
        reviews: 10,
        isFreeCancellation: free,
        rates: rates(price),
      }) as ActivityResult;
    const list = [
      activity('a', 30, 4.5, false),
      activity('b', 20, 3.5, true),
      activity('c', 60, 5, true),
    ];
    expect(
      arrangeActivities(list, 'rating', { freeCancellationOnly: false }).map((a) => a.id),
    ).toEqual(['c', 'a', 'b']);
    expect(
      arrangeActivities(list, 'price', { freeCancellationOnly: true }).map((a) => a.id),
    ).toEqual(['b', 'c']);
  });

  it('cruises by price, departure or length; a longest length', () => {
    const cruise = (id: string, price: number, departDate: string, nights: number) =>
      ({ id, departDate, nights, rates: rates(price) }) as CruiseResult;
    const list = [
      cruise('a', 900, '2026-12-10', 7),
      cruise('b', 500, '2026-12-20', 3),
      cruise('c', 1500, '2026-12-01', 14),
    ];
    expect(arrangeCruises(list, 'departure', { maxNights: null }).map((c) => c.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(arrangeCruises(list, 'nights', { maxNights: 7 }).map((c) => c.id)).toEqual(['b', 'a']);
    expect(arrangeCruises(list, 'price', { maxNights: null }).map((c) => c.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});
