import {
  type ActivityOffer,
  type Booking,
  bookingDays,
  bookingRates,
  bookingSchema,
  type CarOffer,
  type CruiseOffer,
  defaultChoice,
  type FlightOffer,
  type Offer,
  type OfferRef,
  offerSchema,
} from '@wl/core';
import { USERS } from '../../fixtures/users.ts';
import { HOTEL_OFFER } from '../HotelJourney/hotelFixtures.ts';
import { ACTIVITIES, CARS, CRUISES, FLIGHTS } from '../SearchResults/resultFixtures.ts';
import type { BookingClient } from './Checkout.tsx';

/**
 * The booking engine's story data: one offer per vertical, built from the results the search
 * pages' stories list (an offer is what the server makes of a result), and bookings of them held,
 * paid and cancelled. Everything goes through core's schemas, so a fixture that drifts from the
 * API's shape fails to load instead of showing a state the site never meets.
 */

const [flight] = FLIGHTS;
const [car] = CARS;
const [activity] = ACTIVITIES;
const [cruise] = CRUISES;
if (!flight || !car || !activity || !cruise) throw new Error('resultFixtures lost a vertical');

/** A return flight, MIA ⇄ JFK, for an adult, a child and an infant; not refundable. */
export const FLIGHT_OFFER = offerSchema.parse({
  vertical: 'flights',
  offerId: flight.id,
  flight,
  guests: { adult: 1, children: 1, infant: 1 },
  travelDate: '2026-12-01',
  returnDate: '2026-12-08',
  freeCancellation: false,
  rates: flight.rates,
}) as FlightOffer;

/** Three days of a Hertz car at Miami airport, priced for a driver of 30. */
export const CAR_OFFER = offerSchema.parse({
  vertical: 'cars',
  offerId: car.id,
  car,
  pickUpDate: '2026-12-01',
  returnDate: '2026-12-04',
  driverAge: 30,
  included: ['unlimitedMileage', 'collisionDamageWaiver', 'theftProtection', 'freeCancellation'],
  freeCancellation: true,
  rates: car.rates,
}) as CarOffer;

/** A catamaran cruise bookable on five days, three times a day; the price is one participant's. */
export const ACTIVITY_OFFER = offerSchema.parse({
  vertical: 'activities',
  offerId: activity.productCode,
  activity,
  firstDay: '2026-12-02',
  lastDay: '2026-12-06',
  timeSlots: ['09:00', '13:30', '17:45'],
  freeCancellation: true,
  rates: activity.rates,
}) as ActivityOffer;

const cabinRates = (totalRate: number) => ({
  publishedRate: Math.round(totalRate * 1.2 * 100) / 100,
  totalRate,
  savedPrice: Math.round(totalRate * 0.2 * 100) / 100,
});

/** A week in the Caribbean for two adults, four cabin categories, cheapest first. */
export const CRUISE_OFFER = offerSchema.parse({
  vertical: 'cruise',
  offerId: cruise.id,
  cruise,
  guests: { adult: 2, children: 0, infant: 0 },
  cabins: [
    { type: 'inside', rates: cruise.rates },
    { type: 'oceanView', rates: cabinRates(1540) },
    { type: 'balcony', rates: cabinRates(1985) },
    { type: 'suite', rates: cabinRates(3420) },
  ],
  freeCancellation: true,
  rates: cruise.rates,
}) as CruiseOffer;

export { HOTEL_OFFER };

/** What names each offer: the search it was found in and its id there. */
export const OFFER_REFS = {
  hotels: {
    vertical: 'hotels',
    query: { hotelId: HOTEL_OFFER.hotel.id, checkIn: '2026-12-10', checkOut: '2026-12-12' },
    offerId: HOTEL_OFFER.offerId,
  },
  flights: {
    vertical: 'flights',
    query: { from: 'MIA', to: 'JFK', departDate: '2026-12-01', returnDate: '2026-12-08' },
    offerId: FLIGHT_OFFER.offerId,
  },
  cars: {
    vertical: 'cars',
    query: { location: 'MIA', pickUpDate: '2026-12-01', returnDate: '2026-12-04', age: '30' },
    offerId: CAR_OFFER.offerId,
  },
  activities: {
    vertical: 'activities',
    query: { destination: 'Miami', startDate: '2026-12-02', endDate: '2026-12-06' },
    offerId: ACTIVITY_OFFER.offerId,
  },
  cruise: {
    vertical: 'cruise',
    query: { destination: 'caribbean', month: '2026-12' },
    offerId: CRUISE_OFFER.offerId,
  },
} as const satisfies Record<'hotels' | 'flights' | 'cars' | 'activities' | 'cruise', OfferRef>;

/** The lead traveller of the bookings (the demo traveller), and who they travel with. */
const LEAD = {
  type: 'adult',
  firstName: USERS.traveller.personal_info.first_name,
  lastName: USERS.traveller.personal_info.last_name,
  dateOfBirth: '1988-03-12',
} as const;
const CONTACT = { email: USERS.traveller.personal_info.email, phone: '+1 305 555 0100' };

interface BookingOf {
  id: string;
  offer: Offer;
  status: Booking['status'];
  referenceNumber?: string;
  choice?: Booking['choice'];
  travellers?: Booking['travellers'];
  bookedBy?: Booking['bookedBy'];
  traveller?: Booking['traveller'];
}

/** A booking of an offer as the server answers it: priced, dated, paid once confirmed. */
function bookingOf({ id, offer, status, referenceNumber, ...rest }: BookingOf): Booking {
  const choice = rest.choice ?? defaultChoice(offer);
  const { start, end } = bookingDays(offer, choice);
  const rates = bookingRates(offer, choice);
  return bookingSchema.parse({
    id,
    vertical: offer.vertical,
    status,
    referenceNumber: status === 'HELD' ? null : (referenceNumber ?? null),
    offer,
    choice,
    travellers: rest.travellers ?? [LEAD],
    contact: CONTACT,
    startDate: start,
    endDate: end,
    rates,
    payment: status === 'HELD' ? null : { brand: 'visa', last4: '4242' },
    freeCancellation: offer.freeCancellation,
    traveller: rest.traveller ?? null,
    bookedBy: rest.bookedBy ?? null,
    holdExpiresAt: '2026-11-25T12:30:00Z',
    createdAt: '2026-11-25T12:00:00Z',
    cancelledAt: status === 'CANCELLED' ? '2026-11-26T08:15:00Z' : null,
    refundedAmount: status === 'CANCELLED' ? rates.totalRate : null,
  });
}

const FLIGHT_TRAVELLERS: Booking['travellers'] = [
  LEAD,
  { type: 'children', firstName: 'Mia', lastName: 'Martinez', dateOfBirth: '2018-05-14' },
  { type: 'infant', firstName: 'Leo', lastName: 'Martinez', dateOfBirth: '2025-08-03' },
];

/** The flight held for the three of them: the card form comes next. */
export const HELD_FLIGHT = bookingOf({
  id: '4c2a9e71-0000-4000-8000-000000000001',
  offer: FLIGHT_OFFER,
  status: 'HELD',
  travellers: FLIGHT_TRAVELLERS,
});

/** The same flight paid: non-refundable, so it cannot be cancelled. */
export const CONFIRMED_FLIGHT = bookingOf({
  id: HELD_FLIGHT.id,
  offer: FLIGHT_OFFER,
  status: 'CONFIRMED',
  referenceNumber: 'FLT-7K2M9Q3P',
  travellers: FLIGHT_TRAVELLERS,
});

/** The car, booked by an agent of the agency for the traveller. */
export const CONFIRMED_CAR = bookingOf({
  id: '4c2a9e71-0000-4000-8000-000000000002',
  offer: CAR_OFFER,
  status: 'CONFIRMED',
  referenceNumber: 'CAR-3HX8TQ5W',
  choice: { driverAge: 34 },
  traveller: { id: USERS.traveller.id, name: 'Olivia Martinez' },
  bookedBy: { id: USERS.salesAgent.id, name: 'Amara Okafor' },
});

/** The activity at the second time slot for two participants. */
export const CONFIRMED_ACTIVITY = bookingOf({
  id: '4c2a9e71-0000-4000-8000-000000000003',
  offer: ACTIVITY_OFFER,
  status: 'CONFIRMED',
  referenceNumber: 'ACT-9P4R2N7D',
  choice: { date: '2026-12-03', timeSlot: '13:30', participants: 2 },
});

const CRUISE_TRAVELLERS: Booking['travellers'] = [
  LEAD,
  { type: 'adult', firstName: 'Diego', lastName: 'Martinez' },
];

const CRUISE_REFERENCE = 'CRU-5T8W3K6B';

/** The cruise in a balcony cabin, paid: its line refunds a cancellation. */
export const CONFIRMED_CRUISE = bookingOf({
  id: '4c2a9e71-0000-4000-8000-000000000004',
  offer: CRUISE_OFFER,
  status: 'CONFIRMED',
  referenceNumber: CRUISE_REFERENCE,
  choice: { cabin: 'balcony' },
  travellers: CRUISE_TRAVELLERS,
});

/** The same cruise cancelled: the whole amount refunded. */
export const CANCELLED_CRUISE = bookingOf({
  id: CONFIRMED_CRUISE.id,
  offer: CRUISE_OFFER,
  status: 'CANCELLED',
  referenceNumber: CRUISE_REFERENCE,
  choice: { cabin: 'balcony' },
  travellers: CRUISE_TRAVELLERS,
});

/** The story hotel's room held for the traveller: the card form comes next. */
export const HELD_HOTEL = bookingOf({
  id: '4c2a9e71-0000-4000-8000-000000000005',
  offer: HOTEL_OFFER,
  status: 'HELD',
  choice: { specialRequests: 'A quiet room, please.' },
});

/** The same stay paid: the room is cancelled for free. */
export const CONFIRMED_HOTEL = bookingOf({
  id: HELD_HOTEL.id,
  offer: HOTEL_OFFER,
  status: 'CONFIRMED',
  referenceNumber: 'HTL-8N3V6C2R',
  choice: { specialRequests: 'A quiet room, please.' },
});

/** An agent's clients, whom a booking can be made for (spec §1). */
export const CLIENTS: readonly BookingClient[] = [
  { id: USERS.traveller.id, name: 'Olivia Martinez', email: USERS.traveller.personal_info.email },
  { id: 302, name: 'Henrik Dahl', email: 'henrik.dahl@example.com' },
  { id: 303, name: 'Fatima Al-Sayed', email: 'fatima.alsayed@example.com' },
];
