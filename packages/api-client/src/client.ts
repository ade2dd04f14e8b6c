import {
  type ActivityDealSearch,
  type ActivitySearchQuery,
  aboutSchema,
  activityDealSchema,
  activityResultSchema,
  agencySchema,
  bookingListSchema,
  bookingSchema,
  type CarDealSearch,
  type CarSearchQuery,
  type CreateBooking,
  type CreateHotelBooking,
  type CruiseSearchQuery,
  carDealSchema,
  carResultSchema,
  carSuggestionsSchema,
  countryCurrencySchema,
  cruiseResultSchema,
  dealListResponse,
  exchangeRatesSchema,
  type FlightSearchQuery,
  faqSchema,
  flightResultSchema,
  type HotelDealSearch,
  type HotelStay,
  hotelBookingSchema,
  hotelDealSchema,
  hotelDetailsSchema,
  hotelSearchResultSchema,
  hotelSuggestionsSchema,
  type LanguageCode,
  languageSchema,
  navigationRouteSchema,
  type OfferRef,
  offerSchema,
  type PaymentCardInput,
  resortAvailabilitySchema,
  resortDealSchema,
  resortItinerarySchema,
  resortRegionSchema,
  resortSubRegionSchema,
  resortSuggestionSchema,
  searchResultsResponse,
  stayQuery,
  tripsSchema,
  userProfileSchema,
  z,
} from '@wl/core';
import { areaCalls } from './areaCalls.ts';
import { CanceledError } from './errors.ts';
import { siteSettingsCalls } from './siteSettingsCalls.ts';
import { createTransport, type TransportOptions } from './transport.ts';

const dataOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: item });
const firstOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: z.array(item) }),
    z.transform(({ data }) => data[0]),
  );

const shipLineSchema = z.looseObject({ id: z.number(), code: z.string(), name: z.string() });
const suggestionSchema = z.looseObject({});

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userProfileSchema,
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** The account calls answer with a message only. */
const messageSchema = z.object({ message: z.string() });

/** Texts of one language from the translation service: namespace → key → text. */
export const translationsSchema = z.object({
  language: z.string(),
  data: z.record(z.string(), z.record(z.string(), z.string())),
});

/** The deal services of the home page and the `{product}` segment of their paths (spec §7). */
const DEAL_PATHS = {
  hotel: '/hotel/deals/hotel-search',
  activity: '/activities/deals/activity-search',
  car: '/car-rental/deals/car-search',
} as const;

/** A stay at one resort: what availability and a hold take (ours, spec §7 shows no shape). */
export interface ResortStay {
  property_id: number;
  check_in: string;
  check_out: string;
  adults: number;
}

export interface ResortDealsQuery {
  lat: number;
  lon: number;
  currency: string;
  radius?: number;
}

/** Typed calls of spec §7. Every call carries the §7 headers; failures reject with ApiError. */
export function createApiClient(options: TransportOptions) {
  const call = createTransport(options);
  let resortDealsInFlight: AbortController | undefined;

  return {
    ...areaCalls(call),
    ...siteSettingsCalls(call),
    agency: () => call('/agency', { schema: agencySchema }),
    aboutUs: () => call('/agency/about-us', { schema: firstOf(aboutSchema) }),
    faqs: () => call('/agency/faqs', { schema: firstOf(faqSchema) }),
    currentPaymentGateway: () =>
      call('/getCurrentPaymentGateway', {
        schema: dataOf(z.looseObject({ currentPaymentGateway: z.nullable(z.string()) })),
        authOptional: true,
      }).then(({ data }) => data),
    countries: () =>
      call('/code', { schema: dataOf(z.array(countryCurrencySchema)) }).then((r) => r.data),
    enabledCountries: () =>
      call('/admin/country/enable', { schema: dataOf(z.array(countryCurrencySchema)) }).then(
        (r) => r.data,
      ),
    enabledCurrencies: () =>
      call('/admin/country/enableCurrencies', { schema: dataOf(z.array(z.looseObject({}))) }).then(
        (r) => r.data,
      ),
    exchangeRates: () =>
      call('/multi-currency/exchange', { schema: z.object({ rates: exchangeRatesSchema }) }).then(
        (r) => r.rates,
      ),
    navigations: () =>
      call('/agency/navigations', {
        schema: z.object({ agencyNavigation: z.array(navigationRouteSchema) }),
      }).then((r) => r.agencyNavigation),
    languages: () =>
      call('/agency/languages', { schema: dataOf(z.array(languageSchema)) }).then((r) => r.data),
    /** Spec §4: the language choice is saved to the profile when signed in. */
    changeLanguage: (language: LanguageCode) =>
      call(`/user/changeLanguage/${encodeURIComponent(language)}`, { schema: z.looseObject({}) }),
    login: (credentials: { email: string; password: string }) =>
      call('/user/login', {
        method: 'POST',
        body: credentials,
        schema: loginResponseSchema,
        credentialsCall: true,
      }),
    // Ours (beside §7, packages/platform-api README "Accounts"): the account pages' calls.
    signup: (input: { firstName: string; lastName: string; email: string; password: string }) =>
      call('/user/signup', { method: 'POST', body: input, schema: messageSchema }),
    verifyEmail: (token: string) =>
      call('/user/verify', { method: 'POST', body: { token }, schema: messageSchema }),
    forgotPassword: (email: string) =>
      call('/user/password/forgot', { method: 'POST', body: { email }, schema: messageSchema }),
    resetPassword: (input: { token: string; password: string }) =>
      call('/user/password/reset', { method: 'POST', body: input, schema: messageSchema }),
    me: () =>
      call('/user/me', { schema: z.object({ user: userProfileSchema }) }).then((r) => r.user),
    logout: () => call('/user/logout', { method: 'POST', schema: z.looseObject({}) }),
    translations: (language: LanguageCode) =>
      call(`/translations/${encodeURIComponent(language)}`, { schema: translationsSchema }).then(
        (r) => r.data,
      ),

    // Home deals (spec §7: POST with the payloads of §7; the list is the `response` field).
    hotelDeals: (payload: HotelDealSearch, signal?: AbortSignal) =>
      call(DEAL_PATHS.hotel, {
        method: 'POST',
        body: payload,
        schema: dealListResponse(hotelDealSchema),
        authOptional: true,
        signal,
      }).then((r) => r.response),
    activityDeals: (payload: ActivityDealSearch, signal?: AbortSignal) =>
      call(DEAL_PATHS.activity, {
        method: 'POST',
        body: payload,
        schema: dealListResponse(activityDealSchema),
        authOptional: true,
        signal,
      }).then((r) => r.response),
    carDeals: (payload: CarDealSearch, signal?: AbortSignal) =>
      call(DEAL_PATHS.car, {
        method: 'POST',
        body: payload,
        schema: dealListResponse(carDealSchema),
        authOptional: true,
        signal,
      }).then((r) => r.response),

    // Results of a search (ours, packages/platform-api/README.md): the body is core's query.
    flightSearch: (query: FlightSearchQuery, signal?: AbortSignal) =>
      call('/flight/search', {
        method: 'POST',
        body: query,
        schema: searchResultsResponse(flightResultSchema),
        signal,
      }).then((r) => r.data),
    carSearch: (query: CarSearchQuery, signal?: AbortSignal) =>
      call('/car-rental/search', {
        method: 'POST',
        body: query,
        schema: searchResultsResponse(carResultSchema),
        signal,
      }).then((r) => r.data),
    activitySearch: (query: ActivitySearchQuery, signal?: AbortSignal) =>
      call('/activities/search', {
        method: 'POST',
        body: query,
        schema: searchResultsResponse(activityResultSchema),
        signal,
      }).then((r) => r.data),
    cruiseSearch: (query: CruiseSearchQuery, signal?: AbortSignal) =>
      call('/cruise/search', {
        method: 'POST',
        body: query,
        schema: searchResultsResponse(cruiseResultSchema),
        signal,
      }).then((r) => r.data),

    shipLines: () =>
      call('/cruise/ship-lines', { schema: dataOf(z.array(shipLineSchema)) }).then((r) => r.data),
    // Suggestions send the text as typed (spec §5: no local bound).
    hotelSuggestions: (text: string, signal?: AbortSignal) =>
      call('/v2/hotel/auto-suggest', {
        method: 'POST',
        body: { text, isManageLocation: false },
        schema: dataOf(hotelSuggestionsSchema),
        signal,
      }).then((r) => r.data),
    airportSuggestions: (text: string, signal?: AbortSignal) =>
      call('/flight/airports', {
        query: { search: text },
        schema: dataOf(z.array(suggestionSchema)),
        signal,
      }).then((r) => r.data),
    activitySuggestions: (text: string, signal?: AbortSignal) =>
      call('/activities/destinations', {
        method: 'POST',
        body: { text, isManageLocation: false },
        schema: z.object({ data: z.array(suggestionSchema), allData: z.unknown() }),
        signal,
      }),
    carSuggestions: (text: string, signal?: AbortSignal) =>
      call('/car-rental/auto-suggest', {
        method: 'POST',
        body: { text, isManageLocation: false },
        schema: dataOf(carSuggestionsSchema),
        signal,
      }).then((r) => r.data),
    carCountries: () =>
      call('/car-rental/findCountries/EN', { schema: dataOf(z.array(suggestionSchema)) }).then(
        (r) => r.data,
      ),

    /**
     * The hotel journey (issue 15; ours, beside spec §7: packages/platform-api/README.md).
     * Booking calls carry the non-login marker like the deal calls: without a token they pass
     * only where the agency allows the non-login flow.
     */
    hotels: {
      search: (
        query: { latitude: number; longitude: number; searchString?: string; stay: HotelStay },
        signal?: AbortSignal,
      ) =>
        call('/hotels/search', {
          query: {
            latitude: query.latitude,
            longitude: query.longitude,
            searchString: query.searchString,
            ...stayQuery(query.stay),
          },
          schema: dataOf(hotelSearchResultSchema),
          signal,
        }).then((r) => r.data),
      details: (hotelId: string, stay: HotelStay, signal?: AbortSignal) =>
        call(`/hotels/details/${encodeURIComponent(hotelId)}`, {
          query: stayQuery(stay),
          schema: dataOf(hotelDetailsSchema),
          signal,
        }).then((r) => r.data),
      book: (booking: CreateHotelBooking) =>
        call('/hotels/bookings', {
          method: 'POST',
          body: booking,
          schema: dataOf(hotelBookingSchema),
          authOptional: true,
        }).then((r) => r.data),
      booking: (id: string, signal?: AbortSignal) =>
        call(`/hotels/bookings/${encodeURIComponent(id)}`, {
          schema: dataOf(hotelBookingSchema),
          authOptional: true,
          signal,
        }).then((r) => r.data),
      /** Declined: ApiError 402 whose body is `{ message, code }`. */
      pay: (id: string, card: PaymentCardInput) =>
        call(`/hotels/bookings/${encodeURIComponent(id)}/pay`, {
          method: 'POST',
          body: card,
          schema: dataOf(hotelBookingSchema),
          authOptional: true,
        }).then((r) => r.data),
    },
    /**
     * The one booking engine (flights, cars, activities, cruises; ours beside spec §7,
     * packages/platform-api/README.md "Bookings"). Like the hotel calls, booking calls carry the
     * non-login marker: without a token they pass only where the agency allows the non-login flow.
     */
    bookings: {
      /** An offer of a search, priced by the server for this viewer. */
      offer: (ref: OfferRef, signal?: AbortSignal) =>
        call('/offers', {
          method: 'POST',
          body: ref,
          schema: dataOf(offerSchema),
          authOptional: true,
          signal,
        }).then((r) => r.data),
      /** Holds a booking; 400 names each field's problem, 409 `price_changed`. */
      create: (booking: CreateBooking) =>
        call('/bookings', {
          method: 'POST',
          body: booking,
          schema: dataOf(bookingSchema),
          authOptional: true,
        }).then((r) => r.data),
      get: (id: string, signal?: AbortSignal) =>
        call(`/bookings/${encodeURIComponent(id)}`, {
          schema: dataOf(bookingSchema),
          authOptional: true,
          signal,
        }).then((r) => r.data),
      byReference: (referenceNumber: string, signal?: AbortSignal) =>
        call(`/bookings/reference/${encodeURIComponent(referenceNumber)}`, {
          schema: dataOf(bookingSchema),
          authOptional: true,
          signal,
        }).then((r) => r.data),
      /**
       * Declined: ApiError 402 whose body is `{ message, code }`. The key makes a retry of the
       * same attempt answer as the first one did (one charge per booking).
       */
      pay: (id: string, card: PaymentCardInput, idempotencyKey: string) =>
        call(`/bookings/${encodeURIComponent(id)}/pay`, {
          method: 'POST',
          body: card,
          schema: dataOf(bookingSchema),
          authOptional: true,
          idempotencyKey,
        }).then((r) => r.data),
      /** Refused with 409 `non_refundable` and the reason when the policy allows no refund. */
      cancel: (id: string) =>
        call(`/bookings/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
          schema: dataOf(bookingSchema),
          // A guest's booking (the non-login flow) is cancelled by whoever holds its id.
          authOptional: true,
        }).then((r) => r.data),
      /** My Trips: the signed-in traveller's bookings of every engine vertical. */
      mine: (signal?: AbortSignal) =>
        call('/user/bookings', { schema: dataOf(bookingListSchema), signal }).then((r) => r.data),
      /** The agency's Bookings (agents): every vertical, priced for the agent who looks. */
      ofAgency: (signal?: AbortSignal) =>
        call('/agency/all-bookings', { schema: dataOf(z.array(bookingSchema)), signal }).then(
          (r) => r.data,
        ),
    },
    /** An agent adds a client; the client gets the sign-up flow's verification e-mail. */
    addClient: (client: { firstName: string; lastName: string; email: string }) =>
      call('/agency/clients', {
        method: 'POST',
        body: client,
        schema: dataOf(z.object({ id: z.number(), name: z.string(), email: z.string() })),
      }).then((r) => r.data),
    /** My Trips: the signed-in traveller's confirmed bookings. */
    trips: (signal?: AbortSignal) =>
      call('/user/trips', { schema: dataOf(tripsSchema), signal }).then((r) => r.data),

    resort: {
      /** Spec §5: the resort search key is URL-encoded (URLSearchParams does it). */
      search: (key: string, signal?: AbortSignal) =>
        call('/search', {
          base: 'resort',
          query: { key },
          schema: dataOf(z.array(resortSuggestionSchema)),
          signal,
        }).then((r) => r.data),
      /**
       * Spec §4: a new resort deals search cancels the one in flight; the cancelled call rejects
       * with CanceledError ('Request was canceled'), which callers ignore.
       */
      deals: (query: ResortDealsQuery, signal?: AbortSignal) => {
        resortDealsInFlight?.abort(new CanceledError());
        const controller = new AbortController();
        resortDealsInFlight = controller;
        const combined = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
        return call('/properties/deals', {
          base: 'resort',
          method: 'POST',
          query: { currency: query.currency },
          body: { lat: query.lat, lon: query.lon, radius: query.radius },
          schema: dataOf(z.array(resortDealSchema)),
          authOptional: true,
          signal: combined,
        })
          .then((r) => r.data)
          .finally(() => {
            if (resortDealsInFlight === controller) resortDealsInFlight = undefined;
          });
      },
      availability: (query: Record<string, string | number>, signal?: AbortSignal) =>
        call('/properties/availability', {
          base: 'resort',
          query,
          schema: dataOf(resortAvailabilitySchema),
          authOptional: true,
          signal,
        }).then((r) => r.data),
      holdCheck: (referenceNumber: string, signal?: AbortSignal) =>
        call('/properties/hold-check', {
          base: 'resort',
          query: { reference_number: referenceNumber },
          schema: dataOf(resortItinerarySchema),
          authOptional: true,
          signal,
        }).then((r) => r.data),
      /**
       * Ours (spec §7 lists only the release): POST /itineraries holds a room for the stay, the
       * itinerary that hold-check and release then name by its reference number.
       */
      hold: (stay: ResortStay) =>
        call('/itineraries', {
          base: 'resort',
          method: 'POST',
          body: stay,
          schema: dataOf(resortItinerarySchema),
          authOptional: true,
        }).then((r) => r.data),
      /** Spec §4: a hold is released by setting status RELEASE on the itinerary (empty body). */
      release: (referenceNumber: string) =>
        call('/itineraries', {
          base: 'resort',
          method: 'PUT',
          query: { reference_number: referenceNumber, status: 'RELEASE' },
          schema: dataOf(resortItinerarySchema),
          authOptional: true,
        }).then((r) => r.data),
      regions: () =>
        call('/regions', { base: 'resort', schema: dataOf(z.array(resortRegionSchema)) }).then(
          (r) => r.data,
        ),
      /** Spec §7: GET /regions?ids={comma list}&children=true. */
      subRegions: (ids: readonly (string | number)[]) =>
        call('/regions', {
          base: 'resort',
          query: { ids: ids.join(','), children: true },
          schema: dataOf(z.array(resortSubRegionSchema)),
        }).then((r) => r.data),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
