import {
  type ActivityDeal,
  activityDealSearch,
  agencySchema,
  carDealSearch,
  type HotelDeal,
  hotelDealSearch,
  MESSAGES,
} from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  type DealListResponse,
  type DealQuery,
  type DealsInput,
  dealQueryFor,
  dealsMachine,
} from './dealsMachine.ts';

const agency = agencySchema.parse({ agencyName: 'Horizon', subdomain: 'horizon' });
const searchContext = { agency, latitude: 25.2, longitude: 55.27, now: new Date(2026, 0, 10) };
const hotelSearch = hotelDealSearch(searchContext);

const rates = { publishedRate: 200, totalRate: 150, savedPrice: 50, baseRate: 120, taxAndFee: 10 };
const hotel = (name: string): HotelDeal => ({
  rating: 4.6,
  link: `/booknow/hotels/search-details?name=${name}`,
  hotel: { hotelDetails: { heroImage: '/h.jpg', name, distance: 2, distanceFrom: 'center' } },
  rates,
});
const activity: ActivityDeal = {
  imageUrl: '/a.jpg',
  title: 'Desert safari',
  duration: '6h',
  isFreeCancellation: true,
  link: '/booknow/activities/result-details/X1',
  rates,
};

function start(input: DealsInput = { service: 'hotel', search: hotelSearch }) {
  const calls: { query: DealQuery; answer: Deferred<DealListResponse> }[] = [];
  const machine = dealsMachine.provide({
    actors: {
      searchDeals: fromPromise<DealListResponse, DealQuery>(({ input: query }) => {
        const answer = deferred<DealListResponse>();
        calls.push({ query, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

describe('dealsMachine: start (spec §4 deal list "on start the list is emptied and loading is set")', () => {
  it('starts loading with an empty list and searches its own service', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.deals).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ service: 'hotel', search: hotelSearch });
  });

  it('one actor per service: an activity actor searches activities', () => {
    const search = activityDealSearch(searchContext);
    const { calls } = start({ service: 'activity', search });
    expect(calls[0]?.query).toEqual({ service: 'activity', search });
  });
});

describe('dealsMachine: success (spec §4 "on success it takes the response list", §7 response field)', () => {
  it('takes the list in the response field', async () => {
    const { actor, calls } = start();
    calls[0]?.answer.resolve({ response: [hotel('Atlantis'), hotel('Burj')] });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.deals).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an empty response is a loaded empty list (the service banner, spec §2.3)', async () => {
    const { actor, calls } = start({
      service: 'activity',
      search: activityDealSearch(searchContext),
    });
    calls[0]?.answer.resolve({ response: [] });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.deals).toEqual([]);
  });
});

describe('dealsMachine: failure (spec §4, §8 "server message or \'something went wrong\'")', () => {
  it('keeps the server message and empties the list', async () => {
    const { actor, calls } = start();
    calls[0]?.answer.reject({ message: 'Supplier timeout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.deals).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('Supplier timeout');
  });

  it("falls back to 'something went wrong'", async () => {
    const { actor, calls } = start();
    calls[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.loadFailedDefault);
  });

  it('reads the body an HTTP error carries', async () => {
    const { actor, calls } = start();
    calls[0]?.answer.reject(
      Object.assign(new Error('HTTP 502'), { body: { error: 'Bad gateway' } }),
    );
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Bad gateway');
  });
});

describe('dealsMachine: a new search restarts (spec §4 deal list; currency change re-searches)', () => {
  it('empties the list, sets loading and searches with the new parameters', async () => {
    const { actor, calls } = start();
    calls[0]?.answer.resolve({ response: [hotel('Atlantis')] });
    await settle();
    const euroSearch = { ...hotelSearch, currency: 'EUR' };
    actor.send({ type: 'SEARCH', search: euroSearch });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.deals).toEqual([]);
    expect(calls[1]?.query).toEqual({ service: 'hotel', search: euroSearch });
  });

  it('clears an earlier error when searching again', async () => {
    const { actor, calls } = start();
    calls[0]?.answer.reject({ message: 'Supplier timeout' });
    await settle();
    actor.send({ type: 'SEARCH', search: hotelSearch });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores a late answer from a superseded search', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SEARCH', search: { ...hotelSearch, currency: 'EUR' } });
    calls[0]?.answer.resolve({ response: [hotel('In dollars')] });
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.deals).toEqual([]);

    calls[1]?.answer.resolve({ response: [hotel('In euros')] });
    await settle();
    const names = actor
      .getSnapshot()
      .context.deals.map((deal) => (deal as HotelDeal).hotel.hotelDetails.name);
    expect(names).toEqual(['In euros']);
  });

  it('ignores a late failure from a superseded search', async () => {
    const { actor, calls } = start({
      service: 'activity',
      search: activityDealSearch(searchContext),
    });
    actor.send({ type: 'SEARCH', search: activityDealSearch(searchContext) });
    calls[0]?.answer.reject({ message: 'old failure' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]?.answer.resolve({ response: [activity] });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('aborts the superseded request through its signal', () => {
    const signals: AbortSignal[] = [];
    const machine = dealsMachine.provide({
      actors: {
        searchDeals: fromPromise<DealListResponse, DealQuery>(({ signal }) => {
          signals.push(signal);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(machine, {
      input: { service: 'hotel', search: hotelSearch },
    }).start();
    actor.send({ type: 'SEARCH', search: hotelSearch });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});

describe('dealQueryFor (spec §7 deal search payloads)', () => {
  it("gives each service core's payload for the place and day", () => {
    expect(dealQueryFor('hotel', searchContext)).toEqual({ service: 'hotel', search: hotelSearch });
    expect(dealQueryFor('activity', searchContext)).toEqual({
      service: 'activity',
      search: activityDealSearch(searchContext),
    });
    expect(dealQueryFor('car', searchContext)).toEqual({
      service: 'car',
      search: carDealSearch(searchContext),
    });
  });
});
