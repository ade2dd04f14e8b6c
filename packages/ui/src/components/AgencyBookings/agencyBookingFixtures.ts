import {
  type Booking,
  bookingDays,
  bookingRates,
  bookingSchema,
  defaultChoice,
  type Offer,
  offerSchema,
} from '@wl/core';
import { USERS } from '../../fixtures/users.ts';
import { HOTEL_OFFER } from '../HotelJourney/hotelFixtures.ts';
import { ACTIVITIES, CARS, CRUISES, FLIGHTS } from '../SearchResults/resultFixtures.ts';

/**
 * The agency's bookings of every engine vertical as GET /api/agency/all-bookings answers them:
 * one offer per vertical from the results the search stories list, booked for the agency's
 * clients by its agents or by a traveller online, one of them cancelled. Parsed by core's schema,
 * so a fixture that drifts from the API's shape fails to load.
 */

const [flight] = FLIGHTS;
const [car] = CARS;
const [activity] = ACTIVITIES;
const [cruise] = CRUISES;
if (!flight || !car || !activity || !cruise) throw new Error('resultFixtures lost a vertical');

const OFFERS = {
  hotels: HOTEL_OFFER,
  flights: offerSchema.parse({
    vertical: 'flights',
    offerId: flight.id,
    flight,
    guests: { adult: 1, children: 0, infant: 0 },
    travelDate: '2026-12-01',
    returnDate: '2026-12-08',
    freeCancellation: false,
    rates: flight.rates,
  }),
  cars: offerSchema.parse({
    vertical: 'cars',
    offerId: car.id,
    car,
    pickUpDate: '2026-12-01',
    returnDate: '2026-12-04',
    driverAge: 30,
    included: ['unlimitedMileage'],
    freeCancellation: true,
    rates: car.rates,
  }),
  activities: offerSchema.parse({
    vertical: 'activities',
    offerId: activity.productCode,
    activity,
    firstDay: '2026-12-02',
    lastDay: '2026-12-06',
    timeSlots: ['09:00', '13:30'],
    freeCancellation: true,
    rates: activity.rates,
  }),
  cruise: offerSchema.parse({
    vertical: 'cruise',
    offerId: cruise.id,
    cruise,
    guests: { adult: 2, children: 0, infant: 0 },
    cabins: [{ type: 'inside', rates: cruise.rates }],
    freeCancellation: true,
    rates: cruise.rates,
  }),
  resorts: offerSchema.parse({
    vertical: 'resorts',
    offerId: 'RES-HOLD-4821',
    resort: {
      propertyId: 4821,
      name: 'Palm Cove Beach Resort',
      image: null,
      checkIn: '2027-01-10',
      checkOut: '2027-01-15',
      nights: 5,
      adults: 2,
    },
    holdExpiresAt: '2026-11-22T09:30:00Z',
    freeCancellation: false,
    rates: {
      publishedRate: 1450,
      totalRate: 1160,
      savedPrice: 290,
      baseRate: 870,
      taxAndFee: 116,
    },
  }),
} satisfies Record<Booking['vertical'], Offer>;

const CLIENT = { id: USERS.traveller.id, name: 'Olivia Martinez' };
const HENRIK = { id: 302, name: 'Henrik Dahl' };
const SALES = { id: USERS.salesAgent.id, name: 'Amara Okafor' };
const OWNER = { id: USERS.owner.id, name: 'Daniel Ortiz' };

interface BookingOf {
  n: number;
  offer: Offer;
  referenceNumber: string;
  status?: Booking['status'];
  choice?: Booking['choice'];
  traveller?: Booking['traveller'];
  bookedBy?: Booking['bookedBy'];
  lead?: { firstName: string; lastName: string };
}

/** A paid booking of an offer as the server answers it to an agent who sees wholesale figures. */
function bookingOf({
  n,
  offer,
  referenceNumber,
  status = 'CONFIRMED',
  ...rest
}: BookingOf): Booking {
  const choice = rest.choice ?? defaultChoice(offer);
  const { start, end } = bookingDays(offer, choice);
  const rates = bookingRates(offer, choice);
  const lead = rest.lead ?? { firstName: 'Olivia', lastName: 'Martinez' };
  return bookingSchema.parse({
    id: `7d1e0c52-0000-4000-8000-00000000000${n}`,
    vertical: offer.vertical,
    status,
    referenceNumber,
    offer,
    choice,
    travellers: [{ type: 'adult', ...lead }],
    contact: { email: 'traveller@horizon.test', phone: '+1 305 555 0100' },
    startDate: start,
    endDate: end,
    rates,
    payment: { brand: 'visa', last4: '4242' },
    freeCancellation: offer.freeCancellation,
    traveller: rest.traveller ?? null,
    bookedBy: rest.bookedBy ?? null,
    holdExpiresAt: '2026-11-20T12:30:00Z',
    createdAt: '2026-11-20T12:00:00Z',
    cancelledAt: status === 'CANCELLED' ? '2026-11-20T16:45:00Z' : null,
    refundedAmount: status === 'CANCELLED' ? rates.totalRate : null,
  });
}

/** Every vertical, as an unrestricted agent (owner, admin, sales agent) gets them, latest first. */
export const AGENCY_ENGINE_BOOKINGS: readonly Booking[] = [
  bookingOf({
    n: 1,
    offer: OFFERS.resorts,
    referenceNumber: 'RES-4821Q7XM',
    traveller: HENRIK,
    bookedBy: OWNER,
    lead: { firstName: 'Henrik', lastName: 'Dahl' },
  }),
  bookingOf({
    n: 2,
    offer: OFFERS.flights,
    referenceNumber: 'FLT-7K2M9Q3P',
    traveller: CLIENT,
    bookedBy: SALES,
  }),
  bookingOf({
    n: 3,
    offer: OFFERS.cars,
    referenceNumber: 'CAR-3HX8TQ5W',
    choice: { driverAge: 34 },
  }),
  bookingOf({
    n: 4,
    offer: OFFERS.activities,
    referenceNumber: 'ACT-9P4R2N7D',
    choice: { date: '2026-12-03', timeSlot: '13:30', participants: 2 },
    traveller: CLIENT,
    bookedBy: SALES,
  }),
  bookingOf({
    n: 6,
    offer: OFFERS.hotels,
    referenceNumber: 'HTL-8N3V6C2R',
    traveller: CLIENT,
    bookedBy: SALES,
  }),
  bookingOf({
    n: 5,
    offer: OFFERS.cruise,
    referenceNumber: 'CRU-5T8W3K6B',
    status: 'CANCELLED',
    traveller: HENRIK,
    bookedBy: OWNER,
    lead: { firstName: 'Henrik', lastName: 'Dahl' },
  }),
];

/** What the API leaves out for a restricted agent (spec §6): every wholesale figure. */
const WHOLESALE_KEYS = new Set(['baseRate', 'taxAndFee']);

/** The same bookings as a restricted agent gets them: no baseRate, no taxAndFee anywhere. */
export const RESTRICTED_ENGINE_BOOKINGS: readonly Booking[] = AGENCY_ENGINE_BOOKINGS.map(
  (booking) =>
    bookingSchema.parse(
      JSON.parse(
        JSON.stringify(booking, (key, value) => (WHOLESALE_KEYS.has(key) ? undefined : value)),
      ),
    ),
);
