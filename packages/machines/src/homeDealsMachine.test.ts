import { agencySchema, BOOKING_TYPE_TITLES, type BookingTypeTitle } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type DealListResponse,
  type DealQuery,
  dealQueryFor,
  dealsMachine,
} from './dealsMachine.ts';
import { type HomeDealsInput, homeDealsMachine } from './homeDealsMachine.ts';

/** An agency whose booking services are exactly `titles` (spec §2.1 bookingMenuItemOptions). */
function offering(...titles: BookingTypeTitle[]) {
  const bookingMenuItemOptions = BOOKING_TYPE_TITLES.map((title) => ({
    title,
    active: titles.includes(title),
  }));
  return agencySchema.parse({ agencyName: 'Test', subdomain: 'test', bookingMenuItemOptions });
}

/** Starts the home deals with a search that records what it is asked and never answers. */
function start(input: HomeDealsInput) {
  const searches: DealQuery[] = [];
  const machine = homeDealsMachine.provide({
    actors: {
      dealList: dealsMachine.provide({
        actors: {
          searchDeals: fromPromise<DealListResponse, DealQuery>(({ input: query }) => {
            searches.push(query);
            return new Promise(() => {});
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { lists: actor.getSnapshot().context.lists, searches };
}

const place = { latitude: 25.2, longitude: 55.27, now: new Date(2026, 0, 10) };

describe('homeDealsMachine (spec §2.3, §4, §7: a deal list per service the agency offers)', () => {
  it('searches hotels, cars and activities when all are offered, each with its spec §7 payload', () => {
    const horizon = offering(...BOOKING_TYPE_TITLES);
    const { lists, searches } = start({ ...place, agency: horizon });
    expect(Object.keys(lists).sort()).toEqual(['activity', 'car', 'hotel']);
    expect(searches).toEqual(
      (['hotel', 'car', 'activity'] as const).map((service) =>
        dealQueryFor(service, { ...place, agency: horizon }),
      ),
    );
  });

  it('sends no hotel search for an agency without hotels', () => {
    const { lists, searches } = start({ ...place, agency: offering('Cars', 'Activities') });
    expect(Object.keys(lists).sort()).toEqual(['activity', 'car']);
    expect(searches.map((query) => query.service)).not.toContain('hotel');
  });

  it('searches nothing for an agency with only flights, resorts and cruises (nordlys)', () => {
    const { lists, searches } = start({
      ...place,
      agency: offering('Air Travel', 'Resorts', 'Cruise'),
    });
    expect(lists).toEqual({});
    expect(searches).toEqual([]);
  });
});
