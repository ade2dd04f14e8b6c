import { addDays, lightFormat, startOfDay } from 'date-fns';
import type { Agency } from '../schemas/agency.ts';

/** Spec §9 deal search defaults. */
export const DEAL_SEARCH_DEFAULTS = {
  rooms: 1,
  adults: 2,
  children: 0,
  nationality: 'IN',
  destinationCountryCode: 'IN',
  currency: 'USD',
  radius: 15,
  driverAge: 25,
  countryOfResidence: 'US',
  /** Check-in, check-out and pickup at 11:00. */
  hour: 11,
} as const;

/** Spec §9: hotel stays start about 3 days ahead; car pickups 2 days ahead. */
export const HOTEL_LOOKAHEAD_DAYS = 3;
export const CAR_LOOKAHEAD_DAYS = 2;

/** Spec §9: when same-day booking is disallowed, 3 days are added for hotel and activities, 2 for car. */
export const SAME_DAY_LEAD_DAYS = { hotel: 3, activities: 3, car: 2 } as const;
export type SameDayService = keyof typeof SAME_DAY_LEAD_DAYS;

type SameDayFlags = Pick<Agency, 'disallowSameDayBooking'>;

/** Days from today to the first bookable day of a service (0: same day allowed). */
export function sameDayLeadDays(agency: SameDayFlags, service: SameDayService): number {
  return agency.disallowSameDayBooking[service] ? SAME_DAY_LEAD_DAYS[service] : 0;
}

/**
 * Start offset of the home deal searches. Spec §9 gives hotels "about 3 days ahead" and cars "a
 * start offset of 2 or 3 days" without saying which when; we read the car offset as 2, and 3 when
 * the agency disallows same-day car booking. Hotels already start 3 days out, which covers their
 * 3-day lead.
 */
export function dealStartOffsetDays(agency: SameDayFlags, service: 'hotel' | 'car'): number {
  if (service === 'hotel') return Math.max(HOTEL_LOOKAHEAD_DAYS, sameDayLeadDays(agency, 'hotel'));
  return agency.disallowSameDayBooking.car ? CAR_LOOKAHEAD_DAYS + 1 : CAR_LOOKAHEAD_DAYS;
}

/** Local date-time at 11:00, `YYYY-MM-DDTHH:mm:ss`, as the deal endpoints take it. */
function at11(day: Date): string {
  const date = startOfDay(day);
  date.setHours(DEAL_SEARCH_DEFAULTS.hour);
  return lightFormat(date, "yyyy-MM-dd'T'HH:mm:ss");
}

/** A point the home deal searches are made around. */
export interface DealLocation {
  latitude: number;
  longitude: number;
}

/**
 * Spec §2.1 home query: `lat` and `long` move the home deal searches; each one missing or not a
 * number keeps the agency's default location's.
 */
export function homeDealLocation(query: URLSearchParams, fallback: DealLocation): DealLocation {
  const number = (name: string) => {
    const value = Number.parseFloat(query.get(name) ?? '');
    return Number.isFinite(value) ? value : undefined;
  };
  return {
    latitude: number('lat') ?? fallback.latitude,
    longitude: number('long') ?? fallback.longitude,
  };
}

export interface DealSearchContext {
  agency: SameDayFlags;
  latitude: number;
  longitude: number;
  now: Date;
  /** Spec §7 isOTA: the agency sells as an online travel agency. */
  isOTA?: boolean;
  /** Spec §7 isFromDestination: the search comes from a destination page, not the home page. */
  isFromDestination?: boolean;
  currency?: string;
  searchString?: string;
}

export interface HotelDealSearch {
  occupancies: {
    numOfRoom: number;
    numOfAdults: number;
    numOfChildren: number;
    childAges: number[];
  }[];
  stayPeriod: { start: string; end: string };
  latitude: number;
  longitude: number;
  nationality: string;
  destinationCountryCode: string;
  currency: string;
  radius: number;
  searchString: string;
  isOTA: boolean;
  isHome: boolean;
  isFromDestination: boolean;
}

/** Spec §7 hotel deals payload with the §9 defaults: 1 room, 2 adults, one night from 11:00. */
export function hotelDealSearch(context: DealSearchContext): HotelDealSearch {
  const start = addDays(context.now, dealStartOffsetDays(context.agency, 'hotel'));
  return {
    occupancies: [
      {
        numOfRoom: DEAL_SEARCH_DEFAULTS.rooms,
        numOfAdults: DEAL_SEARCH_DEFAULTS.adults,
        numOfChildren: DEAL_SEARCH_DEFAULTS.children,
        childAges: [],
      },
    ],
    stayPeriod: { start: at11(start), end: at11(addDays(start, 1)) },
    latitude: context.latitude,
    longitude: context.longitude,
    nationality: DEAL_SEARCH_DEFAULTS.nationality,
    destinationCountryCode: DEAL_SEARCH_DEFAULTS.destinationCountryCode,
    currency: context.currency ?? DEAL_SEARCH_DEFAULTS.currency,
    radius: DEAL_SEARCH_DEFAULTS.radius,
    searchString: context.searchString ?? '',
    ...flags(context),
  };
}

export interface ActivityDealSearch {
  latitude: number;
  longitude: number;
  isOTA: boolean;
  isHome: boolean;
  isFromDestination: boolean;
}

/** Spec §7 activity deals payload. */
export function activityDealSearch(context: DealSearchContext): ActivityDealSearch {
  return { latitude: context.latitude, longitude: context.longitude, ...flags(context) };
}

export interface CarDealSearch {
  age: number;
  countryOfResidence: string;
  pickUpDateTime: string;
  pickupLatitude: number;
  pickupLongitude: number;
  returnDateTime: string;
  returnLatitude: number;
  returnLongitude: number;
  searchString: string;
  isOTA: boolean;
  isHome: boolean;
  isFromDestination: boolean;
}

/** Spec §7 car deals payload with the §9 defaults: driver 25, resident of US, one day from 11:00. */
export function carDealSearch(context: DealSearchContext): CarDealSearch {
  const pickup = addDays(context.now, dealStartOffsetDays(context.agency, 'car'));
  return {
    age: DEAL_SEARCH_DEFAULTS.driverAge,
    countryOfResidence: DEAL_SEARCH_DEFAULTS.countryOfResidence,
    pickUpDateTime: at11(pickup),
    pickupLatitude: context.latitude,
    pickupLongitude: context.longitude,
    returnDateTime: at11(addDays(pickup, 1)),
    returnLatitude: context.latitude,
    returnLongitude: context.longitude,
    searchString: context.searchString ?? '',
    ...flags(context),
  };
}

function flags(context: DealSearchContext) {
  return {
    isOTA: context.isOTA ?? false,
    isHome: !context.isFromDestination,
    isFromDestination: context.isFromDestination ?? false,
  };
}
