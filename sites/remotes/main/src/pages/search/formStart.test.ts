// The search forms' start (spec §2.1 "a search can be shared and reloaded"; place-only links from
// destination guides are our rule, core `searchPlaceOf`).
import { describe, expect, it } from 'vitest';
import { formStart } from './formStart.ts';

const params = (query: string) => new URLSearchParams(query);

describe('formStart (hotel and flight search forms)', () => {
  it("opens a destination guide's hotel link with the place chosen, no search", () => {
    expect(formStart('hotels', params('destination=Lisbon&lat=38.7223&long=-9.1393'))).toEqual({
      initial: null,
      initialPlace: { destination: 'Lisbon', lat: 38.7223, long: -9.1393 },
    });
  });

  it("opens a destination guide's flight link with the arrival chosen, no search", () => {
    expect(formStart('flights', params('to=LIS&toName=Lisbon'))).toEqual({
      initial: null,
      initialPlace: { to: 'LIS', toName: 'Lisbon' },
    });
  });

  it('starts from a full search as before, the place left to it', () => {
    const hotels = formStart(
      'hotels',
      params(
        'destination=Miami&lat=25.78&long=-80.22&checkIn=2026-12-10&checkOut=2026-12-12&rooms=1&adults=2',
      ),
    );
    expect(hotels.initialPlace).toBeNull();
    expect(hotels.initial).toMatchObject({ destination: 'Miami', checkIn: '2026-12-10' });
    const flights = formStart(
      'flights',
      params(
        'from=MIA&fromName=Miami&to=LIS&toName=Lisbon&depart=2026-12-10&adult=1&children=0&infant=0',
      ),
    );
    expect(flights.initialPlace).toBeNull();
    expect(flights.initial).toMatchObject({ from: 'MIA', to: 'LIS', depart: '2026-12-10' });
  });

  it('an empty or unusable link opens the empty form', () => {
    expect(formStart('hotels', params(''))).toEqual({ initial: null, initialPlace: null });
    expect(formStart('hotels', params('destination=Lisbon'))).toEqual({
      initial: null,
      initialPlace: null,
    });
    expect(formStart('flights', params('to=Lisbon'))).toEqual({
      initial: null,
      initialPlace: null,
    });
  });
});
