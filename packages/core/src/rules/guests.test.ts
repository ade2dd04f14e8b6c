import { describe, expect, it } from 'vitest';
import {
  GUEST_AGE_BANDS,
  GUEST_DEFAULTS,
  guestBounds,
  guestsValid,
  HOTEL_OCCUPANCY_DEFAULT,
  hotelOccupancyBounds,
  hotelOccupancyValid,
  resizeChildAges,
} from './guests.ts';

describe('guest groups (spec §3)', () => {
  it('defaults flights to adult 1, children 0, infant 0 and cruises to adult 2', () => {
    expect(GUEST_DEFAULTS.flights).toEqual({ adult: 1, children: 0, infant: 0 });
    expect(GUEST_DEFAULTS.cruise).toEqual({ adult: 2, children: 0, infant: 0 });
  });

  it('names the flight age bands of spec §3 and §9', () => {
    expect(GUEST_AGE_BANDS.adult).toEqual({ minAge: 12 });
    expect(GUEST_AGE_BANDS.children).toEqual({ minAge: 2, maxAge: 12 });
    expect(GUEST_AGE_BANDS.infant).toEqual({ minAge: 0, maxAge: 2 });
  });

  it('keeps one adult, at most 9 seats and no more infants than adults', () => {
    expect(guestBounds({ adult: 2, children: 3, infant: 0 })).toEqual({
      adult: { min: 1, max: 6 },
      children: { min: 0, max: 7 },
      infant: { min: 0, max: 2 },
    });
    expect(guestsValid(GUEST_DEFAULTS.flights)).toBe(true);
    expect(guestsValid({ adult: 0, children: 1, infant: 0 })).toBe(false);
    expect(guestsValid({ adult: 1, children: 0, infant: 2 })).toBe(false);
    expect(guestsValid({ adult: 5, children: 5, infant: 0 })).toBe(false);
  });
});

describe('hotel occupancy (spec §7 occupancies, §9 defaults)', () => {
  it('defaults to 1 room, 2 adults, 0 children', () => {
    expect(HOTEL_OCCUPANCY_DEFAULT).toEqual({ rooms: 1, adults: 2, children: 0, childAges: [] });
    expect(hotelOccupancyValid(HOTEL_OCCUPANCY_DEFAULT)).toBe(true);
  });

  it('needs an adult per room and one age from 0 to 17 per child', () => {
    expect(hotelOccupancyBounds({ rooms: 2, adults: 3, children: 0, childAges: [] })).toEqual({
      rooms: { min: 1, max: 3 },
      adults: { min: 2, max: 8 },
      children: { min: 0, max: 8 },
    });
    expect(hotelOccupancyValid({ rooms: 2, adults: 1, children: 0, childAges: [] })).toBe(false);
    expect(hotelOccupancyValid({ rooms: 1, adults: 2, children: 1, childAges: [] })).toBe(false);
    expect(hotelOccupancyValid({ rooms: 1, adults: 2, children: 1, childAges: [18] })).toBe(false);
    expect(hotelOccupancyValid({ rooms: 1, adults: 2, children: 2, childAges: [0, 17] })).toBe(
      true,
    );
  });

  it('keeps the ages already set when children are added or removed', () => {
    expect(resizeChildAges([4], 3)).toEqual([4, 8, 8]);
    expect(resizeChildAges([4, 9, 11], 1)).toEqual([4]);
  });
});
