import { addDays, differenceInYears, eachDayOfInterval } from 'date-fns';
import {
  type ActivityOffer,
  type Booking,
  type BookingChoice,
  type BookingContactInput,
  bookingContactSchema,
  type EngineVertical,
  MAX_ACTIVITY_PARTICIPANTS,
  type Offer,
  type TravellerInput,
  type TravellerType,
  travellerSchema,
} from '../schemas/bookings.ts';
import type { Rates } from '../schemas/deals.ts';
import { GUEST_AGE_BANDS } from './guests.ts';
import { fromIsoDay, type IsoDay, toIsoDay } from './searchDates.ts';

/**
 * The rules of a booking that both the checkout form and the API apply (one owner): which
 * travellers an offer needs, whether each one fits their band on the travel date, which choices
 * an offer takes, what the whole booking costs, and when the trip starts and ends.
 */

/** Spec §9 age bands: a traveller's band on a day (adult 12 and over, child 2 to 12, infant under 2). */
export function travellerTypeOn(dateOfBirth: IsoDay, travelDate: IsoDay): TravellerType | null {
  const born = fromIsoDay(dateOfBirth);
  const day = fromIsoDay(travelDate);
  if (!born || !day || born.getTime() > day.getTime()) return null;
  const age = differenceInYears(day, born);
  if (age >= GUEST_AGE_BANDS.adult.minAge) return 'adult';
  if (age >= GUEST_AGE_BANDS.children.minAge) return 'children';
  return 'infant';
}

/** The bands of the travellers an offer needs, in the order the form lists them. */
export function travellerTypesFor(offer: Offer): TravellerType[] {
  switch (offer.vertical) {
    case 'flights':
    case 'cruise': {
      const { adult, children, infant } = offer.guests;
      return [
        ...Array<TravellerType>(adult).fill('adult'),
        ...Array<TravellerType>(children).fill('children'),
        ...Array<TravellerType>(infant).fill('infant'),
      ];
    }
    // A hotel's and a resort stay's lead guest, a car's driver, an activity's lead traveller.
    case 'hotels':
    case 'cars':
    case 'activities':
    case 'resorts':
      return ['adult'];
  }
}

/** The days an activity can be booked on: its first to its last, both included. */
export function activityDays(offer: Pick<ActivityOffer, 'firstDay' | 'lastDay'>): IsoDay[] {
  const first = fromIsoDay(offer.firstDay);
  const last = fromIsoDay(offer.lastDay);
  if (!first || !last) return [];
  return eachDayOfInterval({ start: first, end: last }).map(toIsoDay);
}

/** Whether the form asks each traveller's date of birth: a flight's fare depends on it. */
export function needsDateOfBirth(vertical: EngineVertical): boolean {
  return vertical === 'flights';
}

/** The choices a booking of this offer starts with (the first slot, the cheapest cabin…). */
export function defaultChoice(offer: Offer): BookingChoice {
  switch (offer.vertical) {
    case 'activities':
      return { date: offer.firstDay, timeSlot: offer.timeSlots[0], participants: 1 };
    case 'cruise':
      return { cabin: offer.cabins[0]?.type };
    case 'cars':
      return { driverAge: offer.driverAge };
    case 'hotels':
      return { specialRequests: '' };
    case 'flights':
    case 'resorts':
      return {};
  }
}

/**
 * A problem with one field, as a path (`travellers.1.dateOfBirth`, `choice.timeSlot`,
 * `contact.email`) and a code the view words in its language.
 */
export interface BookingProblem {
  path: string;
  message: string;
}

/** Problems of the choices of an offer (empty: it can be booked). */
export function choiceProblems(offer: Offer, choice: BookingChoice): BookingProblem[] {
  const problems: BookingProblem[] = [];
  if (offer.vertical === 'activities') {
    const day = choice.date ? fromIsoDay(choice.date) : null;
    if (!day || !choice.date) problems.push({ path: 'choice.date', message: 'required' });
    else if (choice.date < offer.firstDay || choice.date > offer.lastDay) {
      problems.push({ path: 'choice.date', message: 'outside the offered days' });
    }
    if (!choice.timeSlot || !offer.timeSlots.includes(choice.timeSlot)) {
      problems.push({ path: 'choice.timeSlot', message: 'not offered' });
    }
    if (!choice.participants) problems.push({ path: 'choice.participants', message: 'required' });
    else if (choice.participants > MAX_ACTIVITY_PARTICIPANTS) {
      problems.push({ path: 'choice.participants', message: 'too many' });
    }
  }
  if (offer.vertical === 'cruise' && !offer.cabins.some((cabin) => cabin.type === choice.cabin)) {
    problems.push({ path: 'choice.cabin', message: 'not offered' });
  }
  if (offer.vertical === 'cars' && choice.driverAge === undefined) {
    problems.push({ path: 'choice.driverAge', message: 'required' });
  }
  return problems;
}

/** Problems of the travellers of an offer: their count, their names, a flight passenger's age. */
export function travellerProblems(
  offer: Offer,
  travellers: readonly TravellerInput[],
): BookingProblem[] {
  const expected = travellerTypesFor(offer);
  const problems: BookingProblem[] = [];
  if (travellers.length !== expected.length) {
    problems.push({ path: 'travellers', message: `expected ${expected.length} travellers` });
    return problems;
  }
  travellers.forEach((traveller, index) => {
    const at = (field: string) => `travellers.${index}.${field}`;
    const parsed = travellerSchema.safeParse(traveller);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (!problems.some((problem) => problem.path === at(field))) {
          problems.push({ path: at(field), message: issue.message });
        }
      }
    }
    if (traveller.type !== expected[index]) {
      problems.push({ path: at('type'), message: `expected ${expected[index]}` });
    }
    if (offer.vertical !== 'flights' || problems.some((p) => p.path === at('dateOfBirth'))) return;
    const born = traveller.dateOfBirth ?? '';
    if (!born) {
      problems.push({ path: at('dateOfBirth'), message: 'required' });
      return;
    }
    const band = travellerTypeOn(born, offer.travelDate);
    if (band === null) problems.push({ path: at('dateOfBirth'), message: 'after the travel date' });
    else if (band !== traveller.type) {
      problems.push({ path: at('dateOfBirth'), message: `age band ${band}` });
    }
  });
  return problems;
}

/** Problems of the contact details. */
export function contactProblems(contact: BookingContactInput): BookingProblem[] {
  const parsed = bookingContactSchema.safeParse(contact);
  if (parsed.success) return [];
  const problems: BookingProblem[] = [];
  for (const issue of parsed.error.issues) {
    const path = `contact.${String(issue.path[0])}`;
    if (!problems.some((problem) => problem.path === path)) {
      problems.push({ path, message: issue.message });
    }
  }
  return problems;
}

/** Every problem of a booking form, in the order of the form. */
export function bookingProblems(
  offer: Offer,
  form: {
    choice: BookingChoice;
    travellers: readonly TravellerInput[];
    contact: BookingContactInput;
  },
): BookingProblem[] {
  return [
    ...choiceProblems(offer, form.choice),
    ...travellerProblems(offer, form.travellers),
    ...contactProblems(form.contact),
  ];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Rates times a factor (participants, nights, travellers), each figure rounded to cents and the
 * saving recomputed from the rounded figures; the wholesale figures only where the rates have
 * them. The one way every price of a booking or an inventory is scaled.
 */
export function scaleRates<R extends Rates>(rates: R, factor: number): R {
  const publishedRate = round2(rates.publishedRate * factor);
  const totalRate = round2(rates.totalRate * factor);
  return {
    publishedRate,
    totalRate,
    savedPrice: round2(publishedRate - totalRate),
    ...(rates.baseRate === undefined ? {} : { baseRate: round2(rates.baseRate * factor) }),
    ...(rates.taxAndFee === undefined ? {} : { taxAndFee: round2(rates.taxAndFee * factor) }),
  } as R;
}

/** What the whole booking costs with these choices (US dollars, as the offer's rates are). */
export function bookingRates(offer: Offer, choice: BookingChoice): Rates {
  switch (offer.vertical) {
    case 'activities':
      return scaleRates(offer.rates, choice.participants ?? 1);
    case 'cruise':
      return offer.cabins.find((cabin) => cabin.type === choice.cabin)?.rates ?? offer.rates;
    default:
      return offer.rates;
  }
}

/** The first and last day of the trip a booking makes. */
export function bookingDays(offer: Offer, choice: BookingChoice): { start: IsoDay; end: IsoDay } {
  switch (offer.vertical) {
    case 'hotels':
      return { start: offer.stay.checkIn, end: offer.stay.checkOut };
    case 'flights':
      return { start: offer.travelDate, end: offer.returnDate ?? offer.travelDate };
    case 'cars':
      return { start: offer.pickUpDate, end: offer.returnDate };
    case 'activities': {
      const day = choice.date ?? offer.firstDay;
      return { start: day, end: day };
    }
    case 'cruise': {
      const start = offer.cruise.departDate;
      const from = fromIsoDay(start);
      return { start, end: from ? toIsoDay(addDays(from, offer.cruise.nights)) : start };
    }
    case 'resorts':
      return { start: offer.resort.checkIn, end: offer.resort.checkOut };
  }
}

/** What an offer is called in a list of bookings: the hotel, the flight's route, the car… */
export function offerTitle(offer: Offer): string {
  switch (offer.vertical) {
    case 'hotels':
      return offer.hotel.name;
    case 'flights':
      return `${offer.flight.airline} ${offer.flight.outbound.from} → ${offer.flight.outbound.to}`;
    case 'cars':
      return offer.car.name;
    case 'activities':
      return offer.activity.title;
    case 'cruise':
      return offer.cruise.title;
    case 'resorts':
      return offer.resort.name;
  }
}

/** Whom a booking is for: the client an agent booked for, else its lead traveller. */
export function bookingTravellerName(booking: Pick<Booking, 'traveller' | 'travellers'>): string {
  if (booking.traveller) return booking.traveller.name;
  const [lead] = booking.travellers;
  return lead ? `${lead.firstName} ${lead.lastName}` : '';
}

/** The letters before a booking's reference number (`FLT-7K2M…`). */
export const REFERENCE_PREFIXES: Record<EngineVertical, string> = {
  hotels: 'HTL',
  flights: 'FLT',
  cars: 'CAR',
  activities: 'ACT',
  cruise: 'CRU',
  resorts: 'RES',
};

/**
 * Spec §2.1's booking paths of each vertical after its results, in the order a booking walks
 * them: the offer (its details and travellers), the payment of the held booking, its
 * confirmation, and the booking's own page (where My Trips links). Activities and cruises name
 * their confirmation by the reference number; the others carry the booking's id in the query.
 */
export const BOOKING_PATHS: Record<
  EngineVertical,
  { offer: string; payment: string; confirmation: string; details: string }
> = {
  // The room's guest details, the held booking's card, and the booking's page (spec §2.1
  // /hotel-details, where My Trips links), which is also its confirmation.
  hotels: {
    offer: '/booknow/hotels/checkout',
    payment: '/booknow/hotels/confirm-payment',
    confirmation: '/hotel-details',
    details: '/hotel-details',
  },
  flights: {
    offer: '/booknow/flights/reservation-details',
    payment: '/booknow/flights/checkout',
    confirmation: '/booknow/flights/confirmation',
    details: '/flight-details',
  },
  cars: {
    offer: '/booknow/cars/reservation-details',
    payment: '/booknow/Cars/checkout',
    confirmation: '/booknow/Cars/confirm-payment',
    details: '/booknow/Cars/confirm-payment',
  },
  activities: {
    offer: '/booknow/activities/result-details/:productCode',
    payment: '/booknow/activities/bookings/checkout',
    confirmation: '/booknow/activities/confirmation/:referenceNumber',
    details: '/booknow/activities/confirmation/:referenceNumber',
  },
  cruise: {
    offer: '/booknow/cruise/checkout',
    payment: '/booknow/cruise/checkout',
    confirmation: '/booknow/cruise/confirmation/:referenceNumber',
    details: '/booknow/cruise/confirmation/:referenceNumber',
  },
  // Spec §2.1 gives resorts one checkout path: the hold, its travellers, payment and booking.
  resorts: {
    offer: '/booknow/resort/checkout',
    payment: '/booknow/resort/checkout',
    confirmation: '/booknow/resort/checkout',
    details: '/booknow/resort/checkout',
  },
};

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** Where an offer of a search is booked: its vertical's offer path with the search and its id. */
export function offerHref(vertical: EngineVertical, query: URLSearchParams, offerId: string) {
  const params = new URLSearchParams(query);
  params.delete('offerId');
  params.delete('bookingId');
  if (vertical === 'activities') {
    return `${fill(BOOKING_PATHS.activities.offer, { productCode: offerId })}?${params}`;
  }
  // A resort's offer is its hold, named by its reference on the resort checkout.
  if (vertical === 'resorts') {
    return `${BOOKING_PATHS.resorts.offer}?${new URLSearchParams({ reference: offerId, book: '1' })}`;
  }
  // A hotel's offer is one of its rooms: the query names the hotel and the stay.
  params.set(vertical === 'hotels' ? 'roomId' : 'offerId', offerId);
  return `${BOOKING_PATHS[vertical].offer}?${params}`;
}

/** A held booking's payment page. */
export function paymentHref(booking: Pick<Booking, 'id' | 'vertical'>): string {
  return `${BOOKING_PATHS[booking.vertical].payment}?${new URLSearchParams({ bookingId: booking.id })}`;
}

/** A booking's confirmation (`kind: 'confirmation'`) or its own page (`'details'`). */
export function bookingHref(
  booking: Pick<Booking, 'id' | 'vertical' | 'referenceNumber'>,
  kind: 'confirmation' | 'details',
): string {
  const pattern = BOOKING_PATHS[booking.vertical][kind];
  if (pattern.includes(':referenceNumber')) {
    return fill(pattern, { referenceNumber: booking.referenceNumber ?? '' });
  }
  return `${pattern}?${new URLSearchParams({ bookingId: booking.id })}`;
}
