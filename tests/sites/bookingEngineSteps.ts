// Steps of the booking engine journeys (tests/sites/bookingEngine.test.ts): the results URLs of
// each vertical, the texts of a language, a returning user's page, the form's choices and
// travellers, the hold requests the page sends, and the card payment every journey ends with.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_COOKIE, SESSION_COOKIES } from '@wl/core';
import { NAMESPACES } from '@wl/i18n';
import type { Page, Request } from 'playwright';
import { expect } from 'vitest';
import type { OpenedPage, OpenOptions, SitesHarness } from './sitesHarness.ts';

export type Language = 'en' | 'es' | 'no' | 'ar';

type BookingKey = keyof typeof NAMESPACES.booking.en;
type HotelsKey = keyof typeof NAMESPACES.hotels.en;

/** The engine's own texts and the hotel journey's (card fields, payment, confirmation, My Trips). */
export interface Texts {
  booking: Record<BookingKey, string>;
  hotels: Record<HotelsKey, string>;
}

export function textsIn(language: Language): Texts {
  return { booking: NAMESPACES.booking[language], hotels: NAMESPACES.hotels[language] };
}

/** A text with its `{{name}}` placeholders filled. */
export function words(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** `YYYY-MM-DD`, `offset` days from today (UTC, as the reference API counts its days). */
export const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The same day `years` earlier (a birthday), then `plusDays` later. */
export function yearsBefore(isoDay: string, years: number, plusDays = 0): string {
  const [year = 0, month = 1, date = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year - years, month - 1, date + plusDays)).toISOString().slice(0, 10);
}

/** The results pages of the engine's verticals (core searchQuery.ts keys, spec §2.1 paths). */
export const RESULTS = {
  flights: (query: Record<string, string>) =>
    `/booknow/flights/search-details?${new URLSearchParams(query)}`,
  cars: (query: Record<string, string>) =>
    `/booknow/cars/result-details?${new URLSearchParams(query)}`,
  activities: (query: Record<string, string>) =>
    `/booknow/activities/search?${new URLSearchParams(query)}`,
  cruise: (query: Record<string, string>) =>
    `/booknow/cruise/search-details?${new URLSearchParams(query)}`,
  resorts: (query: Record<string, string>) =>
    `/booknow/resort/search?${new URLSearchParams(query)}`,
  hotels: (query: Record<string, string>) =>
    `/booknow/hotels/search-details?${new URLSearchParams(query)}`,
};

/**
 * Spec §2.1's paths of a booking after its results, written out here (not read from core's
 * BOOKING_PATHS, the code under test): the offer, the held booking's payment, the confirmation.
 */
export const PATHS = {
  /** A room: its guest details, the held booking's card, the booking's page. */
  hotels: {
    offer: /^\/booknow\/hotels\/checkout$/,
    payment: /^\/booknow\/hotels\/confirm-payment$/,
    confirmation: /^\/hotel-details$/,
  },
  flights: {
    offer: /^\/booknow\/flights\/reservation-details$/,
    payment: /^\/booknow\/flights\/checkout$/,
    confirmation: /^\/booknow\/flights\/confirmation$/,
  },
  cars: {
    offer: /^\/booknow\/cars\/reservation-details$/,
    payment: /^\/booknow\/Cars\/checkout$/,
    confirmation: /^\/booknow\/Cars\/confirm-payment$/,
  },
  activities: {
    offer: /^\/booknow\/activities\/result-details\/[^/]+$/,
    payment: /^\/booknow\/activities\/bookings\/checkout$/,
    confirmation: /^\/booknow\/activities\/confirmation\/[^/]+$/,
  },
  cruise: {
    offer: /^\/booknow\/cruise\/checkout$/,
    payment: /^\/booknow\/cruise\/checkout$/,
    confirmation: /^\/booknow\/cruise\/confirmation\/[^/]+$/,
  },
  /** A resort hold is booked on its own page: `book=1` and the hold, then `bookingId`. */
  resorts: {
    offer: /^\/booknow\/resort\/checkout$/,
    payment: /^\/booknow\/resort\/checkout$/,
    confirmation: /^\/booknow\/resort\/checkout$/,
  },
} as const;

export type Vertical = keyof typeof PATHS;

export const REFERENCE_SHAPES: Record<Vertical, RegExp> = {
  hotels: /^HTL-[0-9A-Z]{8}$/,
  flights: /^FLT-[0-9A-Z]{8}$/,
  cars: /^CAR-[0-9A-Z]{8}$/,
  activities: /^ACT-[0-9A-Z]{8}$/,
  cruise: /^CRU-[0-9A-Z]{8}$/,
  resorts: /^RES-[0-9A-Z]{8}$/,
};

/** A page waits this long for the remote's chunks and the API on a busy 2-core machine. */
export const STEP_TIMEOUT = 90_000;

/**
 * Demo users' access tokens, one sign-in per user for the whole file: every page of a user
 * after the first reuses the session (the API's sign-in is the harness's `apiToken`).
 */
export function sessions(sites: () => SitesHarness) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (subdomain: string, email: string) => {
    const key = `${subdomain} ${email}`;
    let token = tokens.get(key);
    if (!token) {
      token = sites().apiToken(subdomain, email);
      tokens.set(key, token);
    }
    return token;
  };
  return {
    tokenOf,
    /**
     * Opens `path` as a demo user (or a visitor: `email` null) in `language` (its pll_language
     * cookie, as the language picker leaves it).
     */
    async open(
      subdomain: string,
      email: string | null,
      path: string,
      { language, ...options }: OpenOptions & { language?: Language } = {},
    ): Promise<OpenedPage> {
      const opened = await sites().open(subdomain, 'about:blank', options);
      try {
        opened.page.setDefaultTimeout(STEP_TIMEOUT);
        const url = sites().server.url(subdomain);
        const cookies = [
          ...(email
            ? [{ name: SESSION_COOKIES.accessToken, value: await tokenOf(subdomain, email), url }]
            : []),
          ...(language ? [{ name: LANGUAGE_COOKIE, value: language, url }] : []),
        ];
        if (cookies.length > 0) await opened.page.context().addCookies(cookies);
        opened.response = await opened.page.goto(new URL(path, url).href);
        return opened;
      } catch (error) {
        await opened.close();
        throw error;
      }
    },
  };
}

/** Runs a journey's steps on its page; a failure leaves a screenshot named after the journey. */
export async function journey(
  opened: OpenedPage,
  name: string,
  steps: (page: Page) => Promise<void>,
): Promise<void> {
  try {
    await steps(opened.page);
  } catch (error) {
    const path = join(tmpdir(), `wl-booking-engine-${name}-failure.png`);
    await opened.page.screenshot({ path, fullPage: true }).catch(() => undefined);
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
      message: `${error instanceof Error ? error.message : String(error)}\n(screenshot: ${path})`,
    });
  } finally {
    await opened.close();
  }
}

/** Every hold request (POST /api/bookings) the page sends from now on. */
export function watchHolds(page: Page): Request[] {
  const holds: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings') {
      holds.push(request);
    }
  });
  return holds;
}

/** Every payment request (POST /api/bookings/{id}/pay) the page sends from now on. */
export function watchPayments(page: Page): Request[] {
  const payments: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /^\/api\/bookings\/[^/]+\/pay$/.test(pathOf(request.url()))
    ) {
      payments.push(request);
    }
  });
  return payments;
}

export const pathOf = (url: string) => new URL(url).pathname;

/** The remote's part of the page (the header has links and buttons of its own). */
/** The page's remote: the main one, or the resort remote on the resort paths. */
export const remote = (page: Page) => page.locator('[data-remote-app]');

/** From a results page: the first result's Choose, to its offer's page (spec §2.1 path). */
export async function chooseFirstOffer(page: Page, t: Texts, vertical: Vertical): Promise<string> {
  const choose = page.getByTestId('choose-offer').first();
  await choose.waitFor();
  await expect(choose.textContent()).resolves.toBe(t.booking['results.choose']);
  const href = (await choose.getAttribute('href')) ?? '';
  await choose.click();
  await page.getByRole('heading', { level: 1, name: t.booking['checkout.title'] }).waitFor();
  expect(pathOf(page.url())).toMatch(PATHS[vertical].offer);
  expect(new URL(page.url()).href).toBe(new URL(href, page.url()).href);
  return href;
}

/** A traveller's fieldset, by its legend (`Adult 1`, `Child 1`, `Driver`…). */
export const traveller = (page: Page, legend: string) =>
  remote(page).getByRole('group', { name: legend, exact: true });

export async function nameTraveller(
  page: Page,
  t: Texts,
  legend: string,
  first: string,
  last: string,
): Promise<void> {
  const group = traveller(page, legend);
  await group.getByRole('textbox', { name: t.hotels['field.firstName'] }).fill(first);
  await group.getByRole('textbox', { name: t.hotels['field.lastName'] }).fill(last);
}

/** A flight passenger's date of birth: a native date input, filled as YYYY-MM-DD. */
export const dateOfBirth = (page: Page, t: Texts, legend: string) =>
  traveller(page, legend).getByLabel(t.booking['traveller.dateOfBirth'], { exact: true });

export async function fillContact(page: Page, t: Texts, phone: string, email?: string) {
  if (email !== undefined) {
    await remote(page).getByRole('textbox', { name: t.hotels['field.email'] }).fill(email);
  }
  await remote(page).getByRole('textbox', { name: t.hotels['field.phone'] }).fill(phone);
}

/** One option of a choice's select (a popover list: activity date, participants, Book for). */
export async function chooseInSelect(page: Page, label: string, option: string | RegExp) {
  await remote(page)
    .getByRole('button', { name: escaped(label) })
    .click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** A choice's radio group (activity time, cruise cabin). */
export const radioGroup = (page: Page, label: string) =>
  remote(page).getByRole('radiogroup', { name: label, exact: true });

/** The summary's total as it reads (`$39.49`). */
export async function summaryTotal(page: Page, t: Texts): Promise<string> {
  const total = remote(page)
    .locator('p')
    .filter({ has: page.getByText(t.hotels['summary.total'], { exact: true }) })
    .last();
  const text = ((await total.textContent()) ?? '').replace(t.hotels['summary.total'], '').trim();
  return text.replace(/\s/g, ' ');
}

/** An amount as English pages write it (`$1,402.93`). */
export function dollars(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Continue to payment: the booking is held and the page moves to the payment path. */
export async function continueToPayment(page: Page, t: Texts, vertical: Vertical) {
  await remote(page).getByRole('button', { name: t.hotels['checkout.continue'] }).click();
  await page.getByRole('heading', { level: 1, name: t.hotels['payment.title'] }).waitFor();
  const url = new URL(page.url());
  expect(url.pathname).toMatch(PATHS[vertical].payment);
  expect(url.searchParams.get('bookingId')).toMatch(/^[0-9a-f-]{36}$/);
}

export const DECLINED_CARD = '4000 0000 0000 0002';
export const GOOD_CARD = '4242 4242 4242 4242';

/** The card form's Pay button (its name carries the amount in the selected currency). */
export const payButton = (page: Page, t: Texts) =>
  remote(page).getByRole('button', {
    name: escaped(t.hotels['payment.pay'].replace('{{amount}}', '').trim()),
  });

export async function payWith(page: Page, t: Texts, number: string) {
  const form = remote(page);
  await form.getByRole('textbox', { name: t.hotels['field.cardNumber'] }).fill(number);
  await form.getByRole('textbox', { name: t.hotels['field.expiry'] }).fill('12/35');
  await form.getByRole('textbox', { name: t.hotels['field.cvc'] }).fill('123');
  await payButton(page, t).click();
}

/** Declined first: the message, the card form kept as typed (nothing paid). */
export async function declined(page: Page, t: Texts) {
  await payWith(page, t, DECLINED_CARD);
  const error = page.getByTestId('payment-error');
  await error.waitFor();
  await expect(error.textContent()).resolves.toBe(t.hotels['payment.declined']);
  await expect(
    remote(page).getByRole('textbox', { name: t.hotels['field.cardNumber'] }).inputValue(),
  ).resolves.toBe(DECLINED_CARD);
  await expect(page.getByTestId('booking-reference').count()).resolves.toBe(0);
}

/** Paid: the confirmation at the vertical's path with its reference number, which it returns. */
export async function paid(page: Page, t: Texts, vertical: Vertical): Promise<string> {
  await payWith(page, t, GOOD_CARD);
  await page.getByRole('heading', { level: 1, name: t.hotels['confirmation.title'] }).waitFor();
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference).toMatch(REFERENCE_SHAPES[vertical]);
  const url = new URL(page.url());
  expect(url.pathname).toMatch(PATHS[vertical].confirmation);
  if (vertical === 'activities' || vertical === 'cruise') {
    expect(decodeURIComponent(url.pathname.split('/').at(-1) ?? '')).toBe(reference);
  } else {
    expect(url.searchParams.get('bookingId')).toMatch(/^[0-9a-f-]{36}$/);
  }
  return reference;
}

/** No horizontal scroll: the page is no wider than the viewport. */
export function fitsViewport(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/** My Trips' entry of a booking (an engine vertical's or a hotel stay), by its reference. */
export const tripOf = (page: Page, vertical: Vertical, reference: string) =>
  remote(page).locator(`li[data-vertical="${vertical}"]`).filter({ hasText: reference });
