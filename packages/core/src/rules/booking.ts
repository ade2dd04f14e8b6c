import { addDays, differenceInYears } from 'date-fns';
import {
  type BookingChoice,
  type BookingContactInput,
  bookingContactSchema,
  type EngineVertical,
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
    // A car's driver and an activity's lead traveller.
    case 'cars':
    case 'activities':
      return ['adult'];
  }
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
    case 'flights':
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

function times(rates: Rates, factor: number): Rates {
  const scale = (value: number | undefined) =>
    value === undefined ? undefined : round2(value * factor);
  const publishedRate = round2(rates.publishedRate * factor);
  const totalRate = round2(rates.totalRate * factor);
  return {
    publishedRate,
    totalRate,
    savedPrice: round2(publishedRate - totalRate),
    ...(rates.baseRate === undefined ? {} : { baseRate: scale(rates.baseRate) }),
    ...(rates.taxAndFee === undefined ? {} : { taxAndFee: scale(rates.taxAndFee) }),
  };
}

/** What the whole booking costs with these choices (US dollars, as the offer's rates are). */
export function bookingRates(offer: Offer, choice: BookingChoice): Rates {
  switch (offer.vertical) {
    case 'activities':
      return times(offer.rates, choice.participants ?? 1);
    case 'cruise':
      return offer.cabins.find((cabin) => cabin.type === choice.cabin)?.rates ?? offer.rates;
    default:
      return offer.rates;
  }
}

/** The first and last day of the trip a booking makes. */
export function bookingDays(offer: Offer, choice: BookingChoice): { start: IsoDay; end: IsoDay } {
  switch (offer.vertical) {
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
  }
}

/** The letters before a booking's reference number (`FLT-7K2M…`). */
export const REFERENCE_PREFIXES: Record<EngineVertical, string> = {
  flights: 'FLT',
  cars: 'CAR',
  activities: 'ACT',
  cruise: 'CRU',
};
