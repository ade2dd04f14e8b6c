import { z } from '../zod.ts';

/** Booking types in the order of spec §3; `id` is the vertical number of spec §2.1. */
export const BOOKING_TYPES = [
  { id: 1, title: 'Hotels', icon: 'hotel', href: '/booknow/hotels' },
  { id: 5, title: 'Air Travel', icon: 'flight', href: '/booknow/flights' },
  { id: 6, title: 'Resorts', icon: 'resort', href: '/booknow/resort' },
  { id: 2, title: 'Cars', icon: 'car', href: '/booknow/cars' },
  { id: 3, title: 'Activities', icon: 'activity', href: '/booknow/activities' },
  { id: 4, title: 'Cruise', icon: 'cruise', href: '/booknow/cruise' },
] as const;

export type BookingTypeTitle = (typeof BOOKING_TYPES)[number]['title'];
export const BOOKING_TYPE_TITLES = BOOKING_TYPES.map((type) => type.title) as [
  BookingTypeTitle,
  ...BookingTypeTitle[],
];

export const bookingTypeTitle = z.enum(BOOKING_TYPE_TITLES, {
  error: `expected one of ${BOOKING_TYPE_TITLES.map((title) => `"${title}"`).join(', ')}`,
});

/** One entry of Agency.bookingMenuItemOptions (spec §3). */
export const bookingMenuItemOption = z.strictObject({
  title: bookingTypeTitle,
  active: z._default(z.boolean(), true),
});
export type BookingMenuItemOption = z.infer<typeof bookingMenuItemOption>;

/** A booking type as the shell shows it: spec §3 "id, title, icon, href, active". */
export const bookingType = z.object({
  id: z.number().check(z.int()),
  title: bookingTypeTitle,
  icon: z.string(),
  href: z.string(),
  active: z.boolean(),
});
export type BookingType = z.infer<typeof bookingType>;

/** All six active: spec §2.1 "all active by default". */
export const DEFAULT_BOOKING_MENU_ITEM_OPTIONS: BookingMenuItemOption[] = BOOKING_TYPES.map(
  ({ title }) => ({ title, active: true }),
);
