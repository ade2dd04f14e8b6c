import { DEAL_SEARCH_DEFAULTS } from './dealSearch.ts';

/** Spec §3 guest groups of a flight or a cruise. */
export interface GuestGroups {
  adult: number;
  children: number;
  infant: number;
}

export type GuestBand = keyof GuestGroups;

/** Spec §3 defaults: flights adult 1, children 0, infant 0; cruises adult 2, children 0, infant 0. */
export const GUEST_DEFAULTS = {
  flights: { adult: 1, children: 0, infant: 0 },
  cruise: { adult: 2, children: 0, infant: 0 },
} as const satisfies Record<string, GuestGroups>;

/**
 * Spec §3 / §9 flight age bands: adult 12 and over, children 2 to 12, infant under 2. Cruises use
 * the same groups (spec §3 names them for both). `maxAge` is exclusive.
 */
export const GUEST_AGE_BANDS: Record<GuestBand, { minAge: number; maxAge?: number }> = {
  adult: { minAge: 12 },
  children: { minAge: 2, maxAge: 12 },
  infant: { minAge: 0, maxAge: 2 },
};

/**
 * Ours where the spec is silent: at most 9 seats (adults and children) per booking, as airlines
 * sell them, and no more infants than adults (an infant travels on an adult's lap). At least one
 * adult always.
 */
export const MAX_SEATS = 9;

/** Bounds of each band given the others (the steppers' min and max). */
export function guestBounds(groups: GuestGroups): Record<GuestBand, { min: number; max: number }> {
  return {
    adult: { min: 1, max: MAX_SEATS - groups.children },
    children: { min: 0, max: MAX_SEATS - groups.adult },
    infant: { min: 0, max: groups.adult },
  };
}

export function guestsValid(groups: GuestGroups): boolean {
  const bounds = guestBounds(groups);
  return (Object.keys(bounds) as GuestBand[]).every(
    (band) =>
      Number.isInteger(groups[band]) &&
      groups[band] >= bounds[band].min &&
      groups[band] <= bounds[band].max,
  );
}

/** A hotel search's occupancy: spec §7 occupancies (numOfRoom, numOfAdults, numOfChildren, childAges). */
export interface HotelOccupancy {
  rooms: number;
  adults: number;
  children: number;
  /** One age per child, in the order the children were added. */
  childAges: number[];
}

/** Spec §9 deal search defaults: 1 room, 2 adults, 0 children. */
export const HOTEL_OCCUPANCY_DEFAULT: HotelOccupancy = {
  rooms: DEAL_SEARCH_DEFAULTS.rooms,
  adults: DEAL_SEARCH_DEFAULTS.adults,
  children: DEAL_SEARCH_DEFAULTS.children,
  childAges: [],
};

/**
 * Ours where the spec is silent (§7 only says childAges): a child in a hotel is 0 to 17, the age
 * hotels bill as an adult from being 18; one adult per room at least, at most 8 rooms, 4 adults
 * and 4 children a room. A child added in the form starts at 8, an age the traveller then sets.
 */
export const HOTEL_LIMITS = {
  maxRooms: 8,
  maxAdultsPerRoom: 4,
  maxChildrenPerRoom: 4,
  childAge: { min: 0, max: 17 },
  defaultChildAge: 8,
} as const;

export function hotelOccupancyBounds(occupancy: HotelOccupancy) {
  return {
    rooms: { min: 1, max: Math.min(HOTEL_LIMITS.maxRooms, occupancy.adults) },
    adults: {
      min: occupancy.rooms,
      max: occupancy.rooms * HOTEL_LIMITS.maxAdultsPerRoom,
    },
    children: { min: 0, max: occupancy.rooms * HOTEL_LIMITS.maxChildrenPerRoom },
  };
}

export function hotelOccupancyValid(occupancy: HotelOccupancy): boolean {
  const bounds = hotelOccupancyBounds(occupancy);
  const within = (value: number, { min, max }: { min: number; max: number }) =>
    Number.isInteger(value) && value >= min && value <= max;
  return (
    within(occupancy.rooms, bounds.rooms) &&
    within(occupancy.adults, bounds.adults) &&
    within(occupancy.children, bounds.children) &&
    occupancy.childAges.length === occupancy.children &&
    occupancy.childAges.every((age) => within(age, HOTEL_LIMITS.childAge))
  );
}

/** Keeps one age per child when the count changes: new children get the default, removed ones drop. */
export function resizeChildAges(ages: readonly number[], children: number): number[] {
  return Array.from(
    { length: children },
    (_, index) => ages[index] ?? HOTEL_LIMITS.defaultChildAge,
  );
}

/** Spec §9 car search default and ours: a driver is 18 to 99. */
export const DRIVER_AGE = { default: DEAL_SEARCH_DEFAULTS.driverAge, min: 18, max: 99 } as const;
