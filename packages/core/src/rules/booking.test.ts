// The booking engine's rules (DESIGN §2 "One booking engine"): spec §3 guest groups, spec §9
// flight age bands counted on the travel date, the choices an offer takes, the booking's price
// and the trip's days. Every fixture goes through core's offer schema, so it stays a valid offer.
import { describe, expect, it } from 'vitest';
import {
  type ActivityOffer,
  type CarOffer,
  type CruiseOffer,
  type FlightOffer,
  type HotelOffer,
  type Offer,
  offerSchema,
  type TravellerInput,
} from '../schemas/bookings.ts';
import {
  bookingDays,
  bookingHref,
  bookingProblems,
  bookingRates,
  choiceProblems,
  contactProblems,
  defaultChoice,
  needsDateOfBirth,
  offerHref,
  offerTitle,
  paymentHref,
  travellerProblems,
  travellerTypeOn,
  travellerTypesFor,
} from './booking.ts';

const RATES = { publishedRate: 120, totalRate: 100, savedPrice: 20 };
const WHOLESALE = { ...RATES, baseRate: 80, taxAndFee: 20 };

function parsed<T extends Offer>(offer: T): T {
  return offerSchema.parse(offer) as T;
}

const leg = (from: string, to: string, day: string) => ({
  flightNumber: 'AA100',
  from,
  to,
  departAt: `${day}T09:00`,
  arriveAt: `${day}T12:30`,
  durationMinutes: 210,
  stops: 0,
  via: [],
});

function flightOffer(overrides: Partial<FlightOffer> = {}): FlightOffer {
  return parsed<FlightOffer>({
    vertical: 'flights',
    offerId: 'fl-1',
    flight: {
      id: 'fl-1',
      airline: 'American Airlines',
      airlineCode: 'AA',
      cabin: 'economy',
      outbound: leg('JFK', 'MIA', '2026-12-10'),
      inbound: leg('MIA', 'JFK', '2026-12-17'),
      rates: RATES,
    },
    guests: { adult: 2, children: 1, infant: 1 },
    travelDate: '2026-12-10',
    returnDate: '2026-12-17',
    freeCancellation: false,
    rates: RATES,
    ...overrides,
  });
}

function carOffer(overrides: Partial<CarOffer> = {}): CarOffer {
  return parsed<CarOffer>({
    vertical: 'cars',
    offerId: 'car-1',
    car: {
      id: 'car-1',
      name: 'Toyota Corolla or similar',
      category: 'Intermediate',
      supplier: 'Hertz',
      logo: '/api/demo-images/cars/hertz.svg',
      vehiclePicture: '/api/demo-images/cars/toyota-corolla.svg',
      passangerCapacity: 5,
      bagCapacity: 2,
      noOfDoors: 4,
      transmission: 'Automatic',
      pickupLocation: 'Miami Airport',
      dropOffLocation: 'Miami Airport',
      days: 3,
      rates: RATES,
    },
    pickUpDate: '2026-12-10',
    returnDate: '2026-12-13',
    driverAge: 25,
    included: ['unlimitedMileage', 'freeCancellation'],
    freeCancellation: true,
    rates: RATES,
    ...overrides,
  });
}

function activityOffer(overrides: Partial<ActivityOffer> = {}): ActivityOffer {
  return parsed<ActivityOffer>({
    vertical: 'activities',
    offerId: 'act-1',
    activity: {
      id: 'act-1',
      productCode: 'P-1',
      title: 'Everglades airboat tour',
      imageUrl: '/api/demo-images/activities/act-1.svg',
      duration: '3 hours',
      isFreeCancellation: true,
      rating: 4.6,
      reviews: 120,
      link: '/activities/act-1',
      rates: RATES,
    },
    firstDay: '2026-12-10',
    lastDay: '2026-12-20',
    timeSlots: ['09:00', '14:30'],
    freeCancellation: true,
    rates: { publishedRate: 33.33, totalRate: 29.99, savedPrice: 3.34 },
    ...overrides,
  });
}

function cruiseOffer(overrides: Partial<CruiseOffer> = {}): CruiseOffer {
  return parsed<CruiseOffer>({
    vertical: 'cruise',
    offerId: 'cru-1',
    cruise: {
      id: 'cru-1',
      shipLine: { id: 1, code: 'RCL', name: 'Royal Caribbean' },
      ship: 'Wonder of the Seas',
      title: 'Western Caribbean',
      departurePort: 'Miami',
      ports: ['Cozumel', 'Roatan'],
      departDate: '2027-01-28',
      nights: 7,
      rates: RATES,
    },
    guests: { adult: 2, children: 1, infant: 0 },
    cabins: [
      { type: 'inside', rates: { publishedRate: 1500, totalRate: 1200, savedPrice: 300 } },
      { type: 'balcony', rates: { publishedRate: 2500, totalRate: 2100, savedPrice: 400 } },
    ],
    freeCancellation: false,
    rates: { publishedRate: 1500, totalRate: 1200, savedPrice: 300 },
    ...overrides,
  });
}

const person = (
  type: TravellerInput['type'],
  dateOfBirth?: string,
  name = { firstName: 'Tara', lastName: 'Traveller' },
): TravellerInput => ({ type, ...name, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) });

/** Travellers a family flight (2 adults, 1 child, 1 infant, travel date 2026-12-10) takes. */
const FAMILY: TravellerInput[] = [
  person('adult', '1980-05-01'),
  person('adult', '1982-07-15'),
  person('children', '2018-03-03'),
  person('infant', '2025-06-30'),
];

describe('travellerTypeOn: spec §9 age bands on the travel date', () => {
  const travel = '2026-12-10';

  it('spec §9: a passenger of 12 on the travel date is an adult, the day before a child', () => {
    expect(travellerTypeOn('2014-12-10', travel)).toBe('adult');
    expect(travellerTypeOn('2014-12-11', travel)).toBe('children');
  });

  it('spec §9: a passenger of 2 on the travel date is a child, the day before an infant', () => {
    expect(travellerTypeOn('2024-12-10', travel)).toBe('children');
    expect(travellerTypeOn('2024-12-11', travel)).toBe('infant');
  });

  it('spec §9: a baby born on the travel date is an infant (under 2)', () => {
    expect(travellerTypeOn(travel, travel)).toBe('infant');
  });

  it('a birth after the travel date has no band (null)', () => {
    expect(travellerTypeOn('2026-12-11', travel)).toBeNull();
  });

  it('a day that is not a real YYYY-MM-DD day has no band (null)', () => {
    expect(travellerTypeOn('2014-02-30', travel)).toBeNull();
    expect(travellerTypeOn('2014-12-10', '10/12/2026')).toBeNull();
  });

  it('spec §9: a 29 February birthday turns a year older on 1 March in a common year', () => {
    // 2 years old on 1 March 2018 (no 29 February that year), still 1 on 28 February.
    expect(travellerTypeOn('2016-02-29', '2018-02-28')).toBe('infant');
    expect(travellerTypeOn('2016-02-29', '2018-03-01')).toBe('children');
    // 12 on 29 February 2028 (a leap year), 11 on the 28th.
    expect(travellerTypeOn('2016-02-29', '2028-02-28')).toBe('children');
    expect(travellerTypeOn('2016-02-29', '2028-02-29')).toBe('adult');
  });
});

describe('travellerTypesFor: the travellers an offer needs (spec §3 guest groups)', () => {
  it('spec §3: a flight lists its guest groups in adult, children, infant order', () => {
    expect(
      travellerTypesFor(flightOffer({ guests: { adult: 2, children: 1, infant: 1 } })),
    ).toEqual(['adult', 'adult', 'children', 'infant']);
  });

  it('spec §3: a cruise lists its guest groups in adult, children, infant order', () => {
    expect(
      travellerTypesFor(cruiseOffer({ guests: { adult: 2, children: 2, infant: 1 } })),
    ).toEqual(['adult', 'adult', 'children', 'children', 'infant']);
  });

  it('a car needs one adult (the driver), an activity one adult (the lead traveller)', () => {
    expect(travellerTypesFor(carOffer())).toEqual(['adult']);
    expect(travellerTypesFor(activityOffer())).toEqual(['adult']);
  });

  it('spec §9: only a flight asks each date of birth', () => {
    expect(needsDateOfBirth('flights')).toBe(true);
    expect(needsDateOfBirth('cars')).toBe(false);
    expect(needsDateOfBirth('activities')).toBe(false);
    expect(needsDateOfBirth('cruise')).toBe(false);
  });
});

describe('defaultChoice: the choices a booking starts with', () => {
  it('an activity starts on its first day, at its first time slot, for one participant', () => {
    expect(defaultChoice(activityOffer())).toEqual({
      date: '2026-12-10',
      timeSlot: '09:00',
      participants: 1,
    });
  });

  it('a cruise starts with its first (cheapest) cabin', () => {
    expect(defaultChoice(cruiseOffer())).toEqual({ cabin: 'inside' });
  });

  it("a car starts with the driver's age it was priced for (spec §9 default 25)", () => {
    expect(defaultChoice(carOffer())).toEqual({ driverAge: 25 });
    expect(defaultChoice(carOffer({ driverAge: 30 }))).toEqual({ driverAge: 30 });
  });

  it('a flight takes no choice', () => {
    expect(defaultChoice(flightOffer())).toEqual({});
  });

  it("each vertical's default choice has no problem", () => {
    for (const offer of [flightOffer(), carOffer(), activityOffer(), cruiseOffer()]) {
      expect(choiceProblems(offer, defaultChoice(offer))).toEqual([]);
    }
  });
});

describe('choiceProblems', () => {
  const activity = activityOffer();
  const ok = { date: '2026-12-15', timeSlot: '14:30', participants: 2 };

  it('an activity on a day of its window, at an offered slot, can be booked (ends included)', () => {
    expect(choiceProblems(activity, ok)).toEqual([]);
    expect(choiceProblems(activity, { ...ok, date: '2026-12-10' })).toEqual([]);
    expect(choiceProblems(activity, { ...ok, date: '2026-12-20' })).toEqual([]);
  });

  it('an activity the day before firstDay or the day after lastDay is outside the offered days', () => {
    for (const date of ['2026-12-09', '2026-12-21']) {
      expect(choiceProblems(activity, { ...ok, date })).toEqual([
        { path: 'choice.date', message: 'outside the offered days' },
      ]);
    }
  });

  it('an activity without a day, a slot or participants names each one', () => {
    expect(choiceProblems(activity, {})).toEqual([
      { path: 'choice.date', message: 'required' },
      { path: 'choice.timeSlot', message: 'not offered' },
      { path: 'choice.participants', message: 'required' },
    ]);
  });

  it('an activity at a time slot it does not offer', () => {
    expect(choiceProblems(activity, { ...ok, timeSlot: '10:00' })).toEqual([
      { path: 'choice.timeSlot', message: 'not offered' },
    ]);
  });

  it('a cruise cabin it does not offer, or none', () => {
    const cruise = cruiseOffer();
    expect(choiceProblems(cruise, { cabin: 'balcony' })).toEqual([]);
    expect(choiceProblems(cruise, { cabin: 'suite' })).toEqual([
      { path: 'choice.cabin', message: 'not offered' },
    ]);
    expect(choiceProblems(cruise, {})).toEqual([{ path: 'choice.cabin', message: 'not offered' }]);
  });

  it("a car without the driver's age", () => {
    expect(choiceProblems(carOffer(), {})).toEqual([
      { path: 'choice.driverAge', message: 'required' },
    ]);
    expect(choiceProblems(carOffer(), { driverAge: 40 })).toEqual([]);
  });

  it("a flight's choices are never a problem", () => {
    expect(choiceProblems(flightOffer(), { cabin: 'suite' })).toEqual([]);
  });
});

describe('travellerProblems', () => {
  const flight = flightOffer();

  it('spec §9: a family whose dates of birth fit their bands on the travel date has none', () => {
    expect(travellerProblems(flight, FAMILY)).toEqual([]);
  });

  it('the wrong number of travellers is one problem on `travellers`', () => {
    expect(travellerProblems(flight, FAMILY.slice(0, 3))).toEqual([
      { path: 'travellers', message: 'expected 4 travellers' },
    ]);
    expect(travellerProblems(carOffer(), [person('adult'), person('adult')])).toEqual([
      { path: 'travellers', message: 'expected 1 travellers' },
    ]);
  });

  it('missing (or blank) names are required, by path', () => {
    expect(
      travellerProblems(carOffer(), [
        person('adult', undefined, { firstName: '', lastName: '  ' }),
      ]),
    ).toEqual([
      { path: 'travellers.0.firstName', message: 'required' },
      { path: 'travellers.0.lastName', message: 'required' },
    ]);
  });

  it('a traveller of another band than the form asked', () => {
    expect(travellerProblems(activityOffer(), [person('children')])).toEqual([
      { path: 'travellers.0.type', message: 'expected adult' },
    ]);
  });

  it('spec §9: a flight needs each passenger date of birth', () => {
    const [first, second, third] = FAMILY as [TravellerInput, TravellerInput, TravellerInput];
    expect(
      travellerProblems(flight, [first, { ...second, dateOfBirth: '' }, third, person('infant')]),
    ).toEqual([
      { path: 'travellers.1.dateOfBirth', message: 'required' },
      { path: 'travellers.3.dateOfBirth', message: 'required' },
    ]);
  });

  it('a flight date of birth that is not a date, or after the travel date', () => {
    const travellers = [...FAMILY];
    travellers[0] = person('adult', '1980-13-01');
    travellers[3] = person('infant', '2026-12-11');
    expect(travellerProblems(flight, travellers)).toEqual([
      { path: 'travellers.0.dateOfBirth', message: 'expected a date' },
      { path: 'travellers.3.dateOfBirth', message: 'after the travel date' },
    ]);
  });

  it("spec §9: an 'adult' passenger born 5 years before the travel date is in the children band", () => {
    const travellers = [...FAMILY];
    travellers[1] = person('adult', '2021-12-10');
    expect(travellerProblems(flight, travellers)).toEqual([
      { path: 'travellers.1.dateOfBirth', message: 'age band children' },
    ]);
  });

  it('spec §9: an infant who is 2 on the travel date is refused (a child by then)', () => {
    const travellers = [...FAMILY];
    travellers[3] = person('infant', '2024-12-10');
    expect(travellerProblems(flight, travellers)).toEqual([
      { path: 'travellers.3.dateOfBirth', message: 'age band children' },
    ]);
    // The day after their 2nd birthday falls after the travel date: still an infant.
    travellers[3] = person('infant', '2024-12-11');
    expect(travellerProblems(flight, travellers)).toEqual([]);
  });

  it('spec §9: a child who is 12 on the travel date is refused (an adult by then)', () => {
    const travellers = [...FAMILY];
    travellers[2] = person('children', '2014-12-10');
    expect(travellerProblems(flight, travellers)).toEqual([
      { path: 'travellers.2.dateOfBirth', message: 'age band adult' },
    ]);
  });

  it('a cruise or a car asks no date of birth', () => {
    expect(
      travellerProblems(cruiseOffer(), [person('adult'), person('adult'), person('children')]),
    ).toEqual([]);
    expect(travellerProblems(carOffer(), [person('adult', '')])).toEqual([]);
  });
});

describe('contactProblems', () => {
  it('a trimmed e-mail and phone number are fine', () => {
    expect(contactProblems({ email: ' tara@example.com ', phone: ' +1 305 555 0100 ' })).toEqual(
      [],
    );
  });

  it('names a wrong e-mail and a wrong phone, one problem a field', () => {
    expect(contactProblems({ email: 'tara@', phone: '12' })).toEqual([
      { path: 'contact.email', message: 'expected an e-mail address' },
      { path: 'contact.phone', message: 'expected a phone number' },
    ]);
    expect(contactProblems({ email: '', phone: '' }).map((problem) => problem.path)).toEqual([
      'contact.email',
      'contact.phone',
    ]);
  });
});

describe('bookingProblems: every problem in the order of the form', () => {
  it('choices, then travellers, then contact', () => {
    expect(
      bookingProblems(activityOffer(), {
        choice: { date: '2026-12-10', timeSlot: '23:00', participants: 1 },
        travellers: [person('adult', undefined, { firstName: '', lastName: 'T' })],
        contact: { email: 'x', phone: '+1 305 555 0100' },
      }).map((problem) => problem.path),
    ).toEqual(['choice.timeSlot', 'travellers.0.firstName', 'contact.email']);
  });
});

describe('bookingRates: the whole booking (US dollars)', () => {
  it('an activity is its rates times the participants, rounded to cents, saved = published − total', () => {
    expect(bookingRates(activityOffer(), { participants: 3 })).toEqual({
      publishedRate: 99.99,
      totalRate: 89.97,
      savedPrice: 10.02,
    });
  });

  it('an activity without participants is priced for one', () => {
    expect(bookingRates(activityOffer(), {})).toEqual({
      publishedRate: 33.33,
      totalRate: 29.99,
      savedPrice: 3.34,
    });
  });

  it("an activity's wholesale figures are scaled only when the offer has them", () => {
    const rates = bookingRates(activityOffer(), { participants: 3 });
    expect(rates).not.toHaveProperty('baseRate');
    expect(rates).not.toHaveProperty('taxAndFee');
    const wholesale = activityOffer({
      rates: { publishedRate: 10.1, totalRate: 9.05, savedPrice: 1.05, baseRate: 7.33 },
    });
    expect(bookingRates(wholesale, { participants: 3 })).toEqual({
      publishedRate: 30.3,
      totalRate: 27.15,
      savedPrice: 3.15,
      baseRate: 21.99,
    });
    expect(bookingRates(activityOffer({ rates: WHOLESALE }), { participants: 2 })).toEqual({
      publishedRate: 240,
      totalRate: 200,
      savedPrice: 40,
      baseRate: 160,
      taxAndFee: 40,
    });
  });

  it("a cruise is its chosen cabin's rates", () => {
    expect(bookingRates(cruiseOffer(), { cabin: 'balcony' })).toEqual({
      publishedRate: 2500,
      totalRate: 2100,
      savedPrice: 400,
    });
    expect(bookingRates(cruiseOffer(), { cabin: 'inside' }).totalRate).toBe(1200);
  });

  it("a flight and a car are the offer's rates, whatever the choice", () => {
    expect(bookingRates(flightOffer({ rates: WHOLESALE }), {})).toEqual(WHOLESALE);
    expect(bookingRates(carOffer(), { driverAge: 70 })).toEqual(RATES);
  });
});

describe('bookingDays: the first and last day of the trip', () => {
  it('a return flight runs from its travel date to its return date', () => {
    expect(bookingDays(flightOffer(), {})).toEqual({ start: '2026-12-10', end: '2026-12-17' });
  });

  it('a one-way flight ends on its travel day', () => {
    expect(bookingDays(flightOffer({ returnDate: null }), {})).toEqual({
      start: '2026-12-10',
      end: '2026-12-10',
    });
  });

  it('a car runs from pick-up to return', () => {
    expect(bookingDays(carOffer(), {})).toEqual({ start: '2026-12-10', end: '2026-12-13' });
  });

  it('an activity is its chosen day, else its first day', () => {
    expect(bookingDays(activityOffer(), { date: '2026-12-15' })).toEqual({
      start: '2026-12-15',
      end: '2026-12-15',
    });
    expect(bookingDays(activityOffer(), {})).toEqual({ start: '2026-12-10', end: '2026-12-10' });
  });

  it('a cruise ends its nights after departure, across a month end', () => {
    expect(bookingDays(cruiseOffer(), { cabin: 'inside' })).toEqual({
      start: '2027-01-28',
      end: '2027-02-04',
    });
  });
});

describe('hotels on the engine: one room of a hotel for a stay', () => {
  const hotel = parsed<HotelOffer>({
    vertical: 'hotels',
    offerId: 'deluxe',
    hotel: {
      id: 'us-miami-h01',
      name: 'Bayfront Grand',
      address: '1 Ocean Drive, Miami',
      rating: 4,
      heroImage: '/api/demo-images/hotels/hotel-01.svg',
    },
    room: { id: 'deluxe', name: 'Deluxe King', beds: '1 king bed', board: 'breakfast' },
    stay: {
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      nights: 3,
      rooms: 1,
      adults: 2,
      children: 1,
    },
    freeCancellation: true,
    rates: RATES,
  });

  it('asks the lead guest only, without a date of birth, and special requests empty', () => {
    expect(travellerTypesFor(hotel)).toEqual(['adult']);
    expect(needsDateOfBirth('hotels')).toBe(false);
    expect(defaultChoice(hotel)).toEqual({ specialRequests: '' });
    expect(choiceProblems(hotel, { specialRequests: '' })).toEqual([]);
  });

  it('runs from check-in to check-out, at the room price, named by its hotel', () => {
    expect(bookingDays(hotel, {})).toEqual({ start: '2026-12-10', end: '2026-12-13' });
    expect(bookingRates(hotel, {})).toEqual(RATES);
    expect(offerTitle(hotel)).toBe('Bayfront Grand');
  });

  it("walks spec §2.1's hotel paths: checkout with roomId, confirm-payment, hotel-details", () => {
    const query = new URLSearchParams({ hotelId: 'us-miami-h01', checkIn: '2026-12-10' });
    expect(offerHref('hotels', query, 'deluxe')).toBe(
      '/booknow/hotels/checkout?hotelId=us-miami-h01&checkIn=2026-12-10&roomId=deluxe',
    );
    const booking = { id: 'b-1', vertical: 'hotels' as const, referenceNumber: 'HTL-00000001' };
    expect(paymentHref(booking)).toBe('/booknow/hotels/confirm-payment?bookingId=b-1');
    expect(bookingHref(booking, 'confirmation')).toBe('/hotel-details?bookingId=b-1');
  });
});
