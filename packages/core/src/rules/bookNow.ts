import type { Agency } from '../schemas/agency.ts';
import { BOOKING_TYPES, type BookingType, type BookingTypeTitle } from '../schemas/bookingTypes.ts';

type BookingOptions = Pick<Agency, 'bookingMenuItemOptions'>;

/** The six booking types in spec §3 order, each marked active per the agency (spec §2.1). */
export function bookingTypesOf(agency: BookingOptions): BookingType[] {
  return BOOKING_TYPES.map((type) => ({
    ...type,
    active: isBookingTypeActive(agency, type.title),
  }));
}

/** A type the agency does not list stays active: spec §2.1 "all active by default". */
export function isBookingTypeActive(agency: BookingOptions, title: BookingTypeTitle): boolean {
  const option = agency.bookingMenuItemOptions.find((candidate) => candidate.title === title);
  return option?.active ?? true;
}

export function activeBookingTypes(agency: BookingOptions): BookingType[] {
  return bookingTypesOf(agency).filter((type) => type.active);
}

const FLIGHTS_HREF = '/booknow/flights';

/** Spec §2.6 / §2.8 / §7: Book Now points to the first active booking service, default flights. */
export function bookNowHref(agency: BookingOptions): string {
  return activeBookingTypes(agency)[0]?.href ?? FLIGHTS_HREF;
}
