// The booking engine in the browser (flights, cars, activities, cruises; spec §2.1 booking
// routes, §3 guest groups, §4 non-login flow and currency, §9 age bands): each journey from a
// vertical's results through Choose, the travellers' form, the held booking's payment (declined,
// then paid) to the confirmation and My Trips, on the demo agencies, as a traveller, a visitor,
// an agent booking for a client, in Spanish, Norwegian and Arabic (on a phone).
//
// The horizon traveller's journeys run in file order: the second one finds the flight of the
// first in My Trips beside its own car, activity and cruise.
import { NAMESPACES } from '@wl/i18n';
import type { Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/test/siteFixture.ts';
import {
  chooseFirstOffer,
  chooseInSelect,
  continueToPayment,
  dateOfBirth,
  day,
  declined,
  dollars,
  escaped,
  fillContact,
  fitsViewport,
  GOOD_CARD,
  journey,
  nameTraveller,
  PATHS,
  paid,
  pathOf,
  payButton,
  payWith,
  RESULTS,
  radioGroup,
  remote,
  sessions,
  summaryTotal,
  textsIn,
  traveller,
  tripOf,
  watchHolds,
  watchPayments,
  words,
  yearsBefore,
} from './bookingEngineSteps.ts';
import { chooseCurrency, type SitesHarness, settled, signIn, startSites } from './sitesHarness.ts';

let sites: SitesHarness;
beforeAll(async () => {
  sites = await startSites();
});
afterAll(async () => {
  await sites?.close();
});

const as = sessions(() => sites);
const en = textsIn('en');
const TRAVELLER = 'traveller@horizon.test';
const AGENT = 'owner@horizon.test';
/** The demo users' names (platform-api demo/users.ts): the client and the agent who books. */
const CLIENT_NAME = 'Olivia Bennett';
const AGENT_NAME = 'Daniel Ortiz';
const PHONE = '+1 305 555 0100';
const BUDGET = 240_000;

/** What the horizon traveller booked in this file, by vertical (My Trips lists all six). */
const booked: Partial<
  Record<'flights' | 'cars' | 'activities' | 'cruise' | 'resorts' | 'hotels', string>
> = {};

const DEPART = day(20);
const FLIGHT_SEARCH = {
  from: 'MIA',
  fromName: 'Miami',
  to: 'MCO',
  toName: 'Orlando',
  depart: DEPART,
  return: day(25),
  adult: '1',
  children: '1',
  infant: '0',
};
const CAR_SEARCH = {
  pickup: 'Miami, FL',
  lat: '25.79',
  long: '-80.29',
  pickUpDate: day(15),
  returnDate: day(18),
  age: '25',
  residence: 'US',
};
const ACTIVITY_SEARCH = {
  destination: 'Miami',
  lat: '25.79',
  long: '-80.29',
  from: day(15),
  to: day(20),
};
/** Ship line 1: Royal Caribbean, one of the lines with a published cancellation policy. */
const CRUISE_SEARCH = {
  shipLine: '1',
  from: day(20),
  to: day(50),
  adult: '2',
  children: '0',
  infant: '0',
};

/** Resorts near Cancún (the resort remote's search), two adults. */
const RESORT_SEARCH = {
  place: 'Cancún',
  lat: '21.1619',
  lon: '-86.8515',
  checkIn: day(40),
  checkOut: day(42),
  adults: '2',
};
const HOTEL_SEARCH = {
  destination: 'Miami',
  lat: '25.7876',
  long: '-80.2241',
  checkIn: day(32),
  checkOut: day(34),
  rooms: '1',
  adults: '2',
  children: '0',
};
const resortText = NAMESPACES.resort.en;

const headersOf = (requests: readonly Request[]) =>
  Promise.all(requests.map((request) => request.allHeaders()));

describe('booking engine on horizon: the signed-in traveller', () => {
  it(
    'a flight: wrong-age child refused without a hold, fixed, EUR on the payment page, declined, paid, My Trips, its page',
    async () => {
      const opened = await as.open('horizon', TRAVELLER, RESULTS.flights(FLIGHT_SEARCH));
      await journey(opened, 'flight', async (page) => {
        const holds = watchHolds(page);
        await chooseFirstOffer(page, en, 'flights');
        // Spec §3: the search's 1 adult and 1 child, each with a date of birth (a flight's fare).
        const adult = words(en.booking['traveller.adult'], { number: 1 });
        const child = words(en.booking['traveller.children'], { number: 1 });
        await traveller(page, adult).waitFor();
        await traveller(page, child).waitFor();
        // The signed-in traveller's name and e-mail are filled in for the first passenger.
        await expect(
          traveller(page, adult)
            .getByRole('textbox', { name: en.hotels['field.firstName'] })
            .inputValue(),
        ).resolves.toBe('Olivia');
        await dateOfBirth(page, en, adult).fill('1988-04-12');
        await nameTraveller(page, en, child, 'Mia', 'Bennett');
        // Spec §9, counted on the travel date: the child turns 12 on the day of departure, so
        // travels as an adult (12 and over), not in the search's child seat.
        await dateOfBirth(page, en, child).fill(yearsBefore(DEPART, 12));
        await fillContact(page, en, PHONE);
        await remote(page).getByRole('button', { name: en.hotels['checkout.continue'] }).click();
        const ageBand = words(en.booking['error.ageBand'], { band: en.booking['band.adult'] });
        await traveller(page, child).getByText(ageBand, { exact: true }).waitFor();
        await expect(
          remote(page)
            .getByRole('alert')
            .filter({ hasText: en.hotels['checkout.fixFields'] })
            .count(),
        ).resolves.toBe(1);
        await expect(dateOfBirth(page, en, child).getAttribute('aria-invalid')).resolves.toBe(
          'true',
        );
        // Nothing held: the form found it, no hold request went out, the page did not move.
        expect(holds).toHaveLength(0);
        expect(pathOf(page.url())).toBe('/booknow/flights/reservation-details');

        // One day younger: 11 on the travel date (12 the day after), a child.
        await dateOfBirth(page, en, child).fill(yearsBefore(DEPART, 12, 1));
        await expect(
          traveller(page, child).getByText(ageBand, { exact: true }).count(),
        ).resolves.toBe(0);
        await continueToPayment(page, en, 'flights');
        expect(holds).toHaveLength(1);
        expect((await holds[0]?.response())?.status()).toBe(201);

        // Spec §4: on the flight checkout path a currency choice reloads the page with the
        // parameter named curr. The payment page was reached in place from the offer.
        await settled(page);
        const bookingId = new URL(page.url()).searchParams.get('bookingId');
        await chooseCurrency(page, 'EUR', /Germany/);
        await expect
          .poll(() => new URL(page.url()).searchParams.get('curr'), {
            message:
              'choosing EUR on /booknow/flights/checkout (reached from the offer) reloads with curr=EUR',
            timeout: 15_000,
          })
          .toBe('EUR');
        await expect
          .poll(() => payButton(page, en).textContent(), { timeout: 30_000 })
          .toMatch(/€/);
        // The same rule on the payment page as a reload (or a shared link) opens it.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: en.hotels['payment.title'] }).waitFor();
        await settled(page);
        await chooseCurrency(page, 'GBP', /United Kingdom/);
        await expect
          .poll(() => new URL(page.url()).searchParams.get('curr'), { timeout: 30_000 })
          .toBe('GBP');
        expect(new URL(page.url()).searchParams.get('bookingId')).toBe(bookingId);
        await page.getByRole('heading', { level: 1, name: en.hotels['payment.title'] }).waitFor();
        await expect
          .poll(() => payButton(page, en).textContent(), { timeout: 30_000 })
          .toMatch(/£/);

        await declined(page, en);
        const reference = await paid(page, en, 'flights');
        booked.flights = reference;
        // An Economy fare is non-refundable: no Cancel booking.
        await expect(
          remote(page).getByRole('button', { name: en.booking['confirmation.cancel'] }).count(),
        ).resolves.toBe(0);

        await remote(page).getByRole('link', { name: en.hotels['confirmation.myTrips'] }).click();
        await page.waitForURL(/\/mytrip\/mytrips$/);
        const trip = tripOf(page, 'flights', reference);
        await trip.waitFor();
        await trip.getByRole('link', { name: escaped(en.booking['trips.details']) }).click();
        await page.waitForURL(/\/flight-details\?bookingId=/);
        expect(new URL(page.url()).searchParams.get('bookingId')).toBe(bookingId);
        await page.getByTestId('booking-reference').waitFor();
        await expect(page.getByTestId('booking-reference').textContent()).resolves.toBe(reference);
        expect(opened.errors).toEqual([]);
      });
    },
    BUDGET,
  );

  it(
    'a car, an activity (second time, 2 participants) and a cruise (balcony) booked; the cruise cancelled and refunded; My Trips lists all four',
    async () => {
      const opened = await as.open('horizon', TRAVELLER, RESULTS.cars(CAR_SEARCH));
      await journey(opened, 'car-activity-cruise', async (page) => {
        // The car: its driver is the traveller, of the search's age.
        await chooseFirstOffer(page, en, 'cars');
        await expect(
          remote(page)
            .getByRole('textbox', { name: escaped(en.booking['car.driverAge']) })
            .inputValue(),
        ).resolves.toBe('25');
        await expect(
          traveller(page, en.booking['traveller.driver'])
            .getByRole('textbox', { name: en.hotels['field.lastName'] })
            .inputValue(),
        ).resolves.toBe('Bennett');
        await fillContact(page, en, PHONE);
        await continueToPayment(page, en, 'cars');
        booked.cars = await paid(page, en, 'cars');

        // The activity: one participant's total first, then the second slot for two.
        await page.goto(new URL(RESULTS.activities(ACTIVITY_SEARCH), page.url()).href);
        await chooseFirstOffer(page, en, 'activities');
        const onePerson = await summaryTotal(page, en);
        const times = radioGroup(page, en.booking['activity.time']);
        const slots = await times.locator('label').allTextContents();
        expect(slots.length).toBeGreaterThanOrEqual(2);
        await times.locator('label').nth(1).click();
        await expect(times.getByRole('radio').nth(1).isChecked()).resolves.toBe(true);
        await chooseInSelect(page, en.booking['activity.participants'], '2');
        await expect
          .poll(async () => dollars(await summaryTotal(page, en)), { timeout: 30_000 })
          .toBeCloseTo(2 * dollars(onePerson), 2);
        const twoPeople = await summaryTotal(page, en);
        await fillContact(page, en, PHONE);
        await continueToPayment(page, en, 'activities');
        // The server priced the held booking alike: the second slot, two participants.
        await expect(summaryTotal(page, en)).resolves.toBe(twoPeople);
        await expect(payButton(page, en).textContent()).resolves.toContain(twoPeople);
        await remote(page)
          .getByText(slots[1] ?? '', { exact: true })
          .waitFor();
        booked.activities = await paid(page, en, 'activities');

        // The cruise: two adults, the balcony cabin at its own price.
        await page.goto(new URL(RESULTS.cruise(CRUISE_SEARCH), page.url()).href);
        await chooseFirstOffer(page, en, 'cruise');
        const cabins = radioGroup(page, en.booking['cruise.cabin']);
        const balcony = cabins.locator('label').filter({ hasText: en.booking['cabin.balcony'] });
        const balconyPrice = ((await balcony.textContent()) ?? '').split('·').at(-1)?.trim() ?? '';
        expect(balconyPrice).toMatch(/^\$[\d,]+\.\d{2}$/);
        await balcony.click();
        await expect(
          cabins.getByRole('radio', { name: escaped(en.booking['cabin.balcony']) }).isChecked(),
        ).resolves.toBe(true);
        await expect.poll(() => summaryTotal(page, en), { timeout: 30_000 }).toBe(balconyPrice);
        await nameTraveller(
          page,
          en,
          words(en.booking['traveller.adult'], { number: 2 }),
          'Noah',
          'Bennett',
        );
        await fillContact(page, en, PHONE);
        await continueToPayment(page, en, 'cruise');
        await expect(summaryTotal(page, en)).resolves.toBe(balconyPrice);
        const cruise = await paid(page, en, 'cruise');
        booked.cruise = cruise;

        // Royal Caribbean cancels for free: cancelled, the whole amount refunded.
        await remote(page).getByRole('button', { name: en.booking['confirmation.cancel'] }).click();
        await page
          .getByRole('heading', { level: 1, name: en.booking['confirmation.cancelled'] })
          .waitFor();
        await expect(page.getByTestId('booking-reference').textContent()).resolves.toBe(cruise);
        const refund = ((await page.getByTestId('refund').textContent()) ?? '').replace(/\s/g, ' ');
        expect(refund).toBe(`${en.booking['confirmation.refunded']} ${balconyPrice}`);
        await expect(
          remote(page).getByRole('button', { name: en.booking['confirmation.cancel'] }).count(),
        ).resolves.toBe(0);

        await remote(page).getByRole('link', { name: en.hotels['confirmation.myTrips'] }).click();
        await page.waitForURL(/\/mytrip\/mytrips$/);
        await tripOf(page, 'cruise', cruise).waitFor();
        expect(booked.flights, 'the first journey booked a flight').toMatch(/^FLT-/);
        for (const [vertical, reference] of Object.entries(booked) as [
          keyof typeof booked,
          string,
        ][]) {
          const trip = tripOf(page, vertical, reference);
          await expect(trip.count(), `${vertical} ${reference} in My Trips`).resolves.toBe(1);
          const marked = (await trip.textContent())?.includes(en.booking['trips.cancelled']);
          expect(marked, `${vertical} marked cancelled`).toBe(vertical === 'cruise');
        }
        expect(opened.errors).toEqual([]);
      });
    },
    BUDGET,
  );

  it(
    'a resort held and then booked and paid, and a hotel booked: My Trips lists all six verticals',
    async () => {
      const opened = await as.open('horizon', TRAVELLER, RESULTS.resorts(RESORT_SEARCH));
      await journey(opened, 'resort-hotel', async (page) => {
        // The resort: held from its availability, then booked and paid from the hold (issue 43:
        // a hold can be paid, not only released).
        const first = remote(page).getByRole('article').first();
        await first.waitFor();
        const resort = (await first.getAttribute('aria-label')) ?? '';
        await first.getByRole('link', { name: new RegExp(`^${resortText['deals.view']}`) }).click();
        await remote(page).getByRole('heading', { level: 1, name: resort }).waitFor();
        await remote(page).getByRole('button', { name: resortText['details.hold'] }).click();
        await page.waitForURL(/\/booknow\/resort\/checkout\?reference=RS-/);
        const hold = new URL(page.url()).searchParams.get('reference') ?? '';
        await remote(page).getByRole('link', { name: resortText['hold.book'] }).click();
        await page.getByRole('heading', { level: 1, name: en.booking['checkout.title'] }).waitFor();
        await remote(page).getByRole('heading', { name: resort }).waitFor();
        await fillContact(page, en, PHONE);
        await continueToPayment(page, en, 'resorts');
        booked.resorts = await paid(page, en, 'resorts');
        // The hold is the booking's now: its own page says so.
        await page.goto(new URL(`/booknow/resort/checkout?reference=${hold}`, page.url()).href);
        await expect
          .poll(() => remote(page).getByTestId('resort-hold-status').textContent(), {
            timeout: 30_000,
          })
          .toBe(resortText['hold.status.BOOKED']);

        // The hotel, through its own journey's pages.
        await page.goto(new URL(RESULTS.hotels(HOTEL_SEARCH), page.url()).href);
        const hotel = remote(page).getByRole('article').first();
        await hotel.waitFor();
        const hotelName = (await hotel.getAttribute('aria-label')) ?? '';
        await hotel
          .getByRole('link', { name: new RegExp(`^${en.hotels['results.viewRooms']}`) })
          .click();
        await remote(page).getByRole('heading', { level: 1, name: hotelName }).waitFor();
        await remote(page)
          .getByRole('link', { name: new RegExp(`^${en.hotels['details.book']}`) })
          .first()
          .click();
        await page.waitForURL(/\/booknow\/hotels\/checkout\?/);
        await expect
          .poll(
            () =>
              remote(page).getByRole('textbox', { name: en.hotels['field.email'] }).inputValue(),
            { timeout: 30_000 },
          )
          .toBe(TRAVELLER);
        await fillContact(page, en, PHONE);
        await remote(page).getByRole('button', { name: en.hotels['checkout.continue'] }).click();
        await page.waitForURL(/\/booknow\/hotels\/confirm-payment\?bookingId=/);
        await payWith(page, en, GOOD_CARD);
        await page.waitForURL(/\/hotel-details\?bookingId=/);
        const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
        expect(reference).toMatch(/^HTL-[0-9A-Z]{8}$/);
        booked.hotels = reference;

        await remote(page).getByRole('link', { name: en.hotels['confirmation.myTrips'] }).click();
        await page.waitForURL(/\/mytrip\/mytrips$/);
        await tripOf(page, 'hotels', reference).waitFor();
        expect(Object.keys(booked).sort()).toEqual([
          'activities',
          'cars',
          'cruise',
          'flights',
          'hotels',
          'resorts',
        ]);
        for (const [vertical, ref] of Object.entries(booked) as [keyof typeof booked, string][]) {
          const trip = tripOf(page, vertical, ref);
          await expect(trip.count(), `${vertical} ${ref} in My Trips`).resolves.toBe(1);
        }
        expect(opened.errors).toEqual([]);
      });
    },
    BUDGET,
  );
});

describe('booking engine on horizon: a visitor (no non-login flow)', () => {
  it(
    'a flight offer asks to sign in; its Log In link comes back to the same offer',
    async () => {
      const opened = await as.open('horizon', null, RESULTS.flights(FLIGHT_SEARCH));
      await journey(opened, 'visitor-sign-in', async (page) => {
        const holds = watchHolds(page);
        const offer = await chooseFirstOffer(page, en, 'flights');
        await remote(page)
          .getByText(en.booking['checkout.signInRequired'], { exact: true })
          .waitFor();
        await expect(
          remote(page).getByRole('button', { name: en.hotels['checkout.continue'] }).count(),
        ).resolves.toBe(0);
        const logIn = remote(page).getByRole('link', {
          name: NAMESPACES.common.en['action.logIn'],
        });
        const href = new URL((await logIn.getAttribute('href')) ?? '', page.url());
        expect(href.pathname).toBe('/login');
        expect(href.searchParams.get('redirect')).toBe(offer);
        await logIn.click();
        await page.waitForURL(/\/login\?/);
        await settled(page);
        await signIn(page, TRAVELLER);
        await page.waitForURL((url) => url.pathname === '/booknow/flights/reservation-details');
        expect(new URL(page.url()).href).toBe(new URL(offer, page.url()).href);
        await page.getByRole('heading', { level: 1, name: en.booking['checkout.title'] }).waitFor();
        const email = remote(page).getByRole('textbox', { name: en.hotels['field.email'] });
        await expect.poll(() => email.inputValue(), { timeout: 30_000 }).toBe(TRAVELLER);
        await expect(
          remote(page).getByRole('button', { name: en.hotels['checkout.continue'] }).count(),
        ).resolves.toBe(1);
        expect(holds).toHaveLength(0);
        expect(opened.errors).toEqual([]);
      });
    },
    BUDGET,
  );
});

describe('booking engine on solmar: the non-login flow in Spanish', () => {
  const es = textsIn('es');
  it(
    'a visitor books a car as a guest; the hold and the payment carry x-auth-optional, no Authorization',
    async () => {
      const opened = await as.open('solmar', null, RESULTS.cars(CAR_SEARCH));
      await journey(opened, 'solmar-guest-car', async (page) => {
        const holds = watchHolds(page);
        const payments = watchPayments(page);
        await chooseFirstOffer(page, es, 'cars');
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
        await expect(
          remote(page).getByText(es.booking['checkout.signInRequired']).count(),
        ).resolves.toBe(0);
        const driver = es.booking['traveller.driver'];
        await traveller(page, driver).waitFor();
        await nameTraveller(page, es, driver, 'Lucía', 'García');
        await fillContact(page, es, '+52 998 555 0100', 'lucia.garcia@example.com');
        await continueToPayment(page, es, 'cars');
        await declined(page, es);
        const reference = await paid(page, es, 'cars');
        await expect(
          remote(page)
            .getByText(
              words(es.hotels['confirmation.sentTo'], { email: 'lucia.garcia@example.com' }),
            )
            .count(),
        ).resolves.toBe(1);
        expect(reference).toMatch(/^CAR-/);

        expect(holds).toHaveLength(1);
        const [hold] = await headersOf(holds);
        expect(hold?.['x-auth-optional']).toBe('true');
        expect(hold).not.toHaveProperty('authorization');
        expect(payments).toHaveLength(2);
        for (const payment of await headersOf(payments)) {
          expect(payment['x-auth-optional']).toBe('true');
          expect(payment).not.toHaveProperty('authorization');
        }
        expect(opened.errors).toEqual([]);
      });
    },
    BUDGET,
  );
});

describe('booking engine on nordlys in Norwegian', () => {
  const no = textsIn('no');
  it(
    'the traveller books a flight and a cruise with the Norwegian texts',
    async () => {
      const search = {
        from: 'OSL',
        fromName: 'Oslo',
        to: 'BGO',
        toName: 'Bergen',
        depart: day(21),
        adult: '1',
        children: '0',
        infant: '0',
      };
      const opened = await as.open('nordlys', 'traveller@nordlys.test', RESULTS.flights(search), {
        language: 'no',
      });
      await journey(opened, 'nordlys-no', async (page) => {
        await chooseFirstOffer(page, no, 'flights');
        const adult = words(no.booking['traveller.adult'], { number: 1 });
        await traveller(page, adult).waitFor();
        await remote(page)
          .getByText(no.booking['flight.oneWay'], { exact: false })
          .first()
          .waitFor();
        await dateOfBirth(page, no, adult).fill('1979-09-30');
        await fillContact(page, no, '+47 22 55 01 00');
        await continueToPayment(page, no, 'flights');
        await declined(page, no);
        await paid(page, no, 'flights');

        await page.goto(
          new URL(
            RESULTS.cruise({ from: day(20), to: day(50), adult: '2', children: '0', infant: '0' }),
            page.url(),
          ).href,
        );
        await chooseFirstOffer(page, no, 'cruise');
        const cabins = radioGroup(page, no.booking['cruise.cabin']);
        await cabins.locator('label').filter({ hasText: no.booking['cabin.oceanView'] }).click();
        await expect(
          cabins.getByRole('radio', { name: escaped(no.booking['cabin.oceanView']) }).isChecked(),
        ).resolves.toBe(true);
        await nameTraveller(
          page,
          no,
          words(no.booking['traveller.adult'], { number: 2 }),
          'Lars',
          'Halvorsen',
        );
        await fillContact(page, no, '+47 22 55 01 00');
        await continueToPayment(page, no, 'cruise');
        const cruise = await paid(page, no, 'cruise');
        await remote(page).getByRole('link', { name: no.hotels['confirmation.myTrips'] }).click();
        await page.getByRole('heading', { level: 1, name: no.hotels['trips.title'] }).waitFor();
        await tripOf(page, 'cruise', cruise).waitFor();
        await expect(
          tripOf(page, 'cruise', cruise).getByText(no.booking['cabin.oceanView']).count(),
        ).resolves.toBeGreaterThan(0);
        await expect(remote(page).locator('li[data-vertical="flights"]').count()).resolves.toBe(1);
        expect(opened.errors).toEqual([]);
      });
    },
    BUDGET,
  );
});

describe('booking engine on horizon in Arabic on a phone', () => {
  const ar = textsIn('ar');
  it(
    'an activity, right to left, no horizontal scroll at 390x844: paid, confirmation shown',
    async () => {
      const viewport = { width: 390, height: 844 };
      const opened = await as.open('horizon', TRAVELLER, RESULTS.activities(ACTIVITY_SEARCH), {
        language: 'ar',
        viewport,
      });
      await journey(opened, 'arabic-phone-activity', async (page) => {
        const fits = async (step: string) => {
          const { scrollWidth, innerWidth } = await fitsViewport(page);
          expect(innerWidth, step).toBe(viewport.width);
          expect(scrollWidth, `${step}: no horizontal scroll`).toBeLessThanOrEqual(innerWidth);
        };
        await chooseFirstOffer(page, ar, 'activities');
        await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
        await traveller(page, ar.booking['traveller.lead']).waitFor();
        await fits('the form');
        await fillContact(page, ar, '+971 4 123 4567');
        await continueToPayment(page, ar, 'activities');
        await fits('the payment');
        await declined(page, ar);
        await paid(page, ar, 'activities');
        await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
        await fits('the confirmation');
        expect(opened.errors).toEqual([]);
      });
    },
    BUDGET,
  );
});

describe('booking engine on horizon: an agent books for a client', () => {
  it(
    'owner@horizon.test books a flight and a stay for traveller@horizon.test; the client finds both in My Trips, booked by the agent',
    async () => {
      const search = { ...FLIGHT_SEARCH, children: '0', depart: day(22), return: day(24) };
      const opened = await as.open('horizon', AGENT, RESULTS.flights(search));
      let reference = '';
      let stay = '';
      await journey(opened, 'agent-for-client', async (page) => {
        const holds = watchHolds(page);
        await chooseFirstOffer(page, en, 'flights');
        // The agency's clients, as GET /api/users/clients answers the agent.
        const reply = await send(sites.server.port, '/api/users/clients', {
          host: 'horizon.localhost',
          headers: { Authorization: `Bearer ${await as.tokenOf('horizon', AGENT)}` },
        });
        expect(reply.status).toBe(200);
        const clients = (JSON.parse(reply.text) as { data: { name: string; email: string }[] })
          .data;
        expect(clients.map((client) => client.email)).toContain(TRAVELLER);
        const bookFor = en.booking['client.bookFor'];
        await remote(page)
          .getByRole('button', { name: escaped(bookFor) })
          .click();
        await expect(page.getByRole('option').allTextContents()).resolves.toEqual([
          en.booking['client.myself'],
          ...clients.map((client) => `${client.name} (${client.email})`),
        ]);
        await page.keyboard.press('Escape');
        await chooseInSelect(page, bookFor, `${CLIENT_NAME} (${TRAVELLER})`);
        const adult = words(en.booking['traveller.adult'], { number: 1 });
        await nameTraveller(page, en, adult, 'Olivia', 'Bennett');
        await dateOfBirth(page, en, adult).fill('1988-04-12');
        await fillContact(page, en, PHONE, TRAVELLER);
        await continueToPayment(page, en, 'flights');
        expect(holds).toHaveLength(1);
        expect(holds[0]?.postDataJSON()).toMatchObject({ clientId: expect.any(Number) });
        reference = await paid(page, en, 'flights');
        await remote(page)
          .getByText(words(en.booking['confirmation.bookedFor'], { name: CLIENT_NAME }), {
            exact: true,
          })
          .waitFor();

        // And a stay for the same client: choosing them fills the lead guest and the contact.
        await page.goto(new URL(RESULTS.hotels(HOTEL_SEARCH), page.url()).href);
        const hotel = remote(page).getByRole('article').first();
        await hotel
          .getByRole('link', { name: new RegExp(`^${en.hotels['results.viewRooms']}`) })
          .click();
        await remote(page)
          .getByRole('link', { name: new RegExp(`^${en.hotels['details.book']}`) })
          .first()
          .click();
        await page.getByRole('heading', { level: 1, name: en.booking['checkout.title'] }).waitFor();
        expect(pathOf(page.url())).toMatch(PATHS.hotels.offer);
        await chooseInSelect(page, bookFor, `${CLIENT_NAME} (${TRAVELLER})`);
        const lead = traveller(page, en.hotels['summary.guest']);
        await expect(
          lead.getByRole('textbox', { name: en.hotels['field.firstName'] }).inputValue(),
        ).resolves.toBe(CLIENT_NAME.split(' ')[0]);
        await expect(
          remote(page).getByRole('textbox', { name: en.hotels['field.email'] }).inputValue(),
        ).resolves.toBe(TRAVELLER);
        await fillContact(page, en, PHONE);
        await continueToPayment(page, en, 'hotels');
        expect(holds).toHaveLength(2);
        expect(holds[1]?.postDataJSON()).toMatchObject({ clientId: expect.any(Number) });
        stay = await paid(page, en, 'hotels');
        await remote(page)
          .getByText(words(en.booking['confirmation.bookedFor'], { name: CLIENT_NAME }), {
            exact: true,
          })
          .waitFor();
        expect(opened.errors).toEqual([]);
      });

      const client = await as.open('horizon', TRAVELLER, '/mytrip/mytrips');
      await journey(client, 'agent-for-client-trips', async (page) => {
        await page.getByRole('heading', { level: 1, name: en.hotels['trips.title'] }).waitFor();
        for (const [vertical, booked] of [
          ['flights', reference],
          ['hotels', stay],
        ] as const) {
          const trip = tripOf(page, vertical, booked);
          await trip.waitFor();
          await trip
            .getByText(words(en.booking['trips.bookedBy'], { name: AGENT_NAME }), { exact: true })
            .waitFor();
        }
        expect(client.errors).toEqual([]);
      });
    },
    BUDGET,
  );
});
