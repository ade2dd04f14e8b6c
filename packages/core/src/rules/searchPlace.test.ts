import { describe, expect, it } from 'vitest';
import { searchPlaceOf } from './searchPlace.ts';

const params = (query: string) => new URLSearchParams(query);

// Our rule, where spec §2.1 only says "a search can be shared and reloaded" (the full query):
// a link that names only a place opens the form with that place chosen.
describe('searchPlaceOf (our rule beside spec §2.1: a search can be shared and reloaded)', () => {
  describe('hotels', () => {
    it("reads a destination guide's link: the place and its coordinates, no dates", () => {
      expect(
        searchPlaceOf('hotels', params('destination=Lisbon&lat=38.7223&long=-9.1393&utm=guide')),
      ).toEqual({ destination: 'Lisbon', lat: 38.7223, long: -9.1393 });
    });

    it('reads the place of a full search too', () => {
      expect(
        searchPlaceOf(
          'hotels',
          params('destination=Miami&lat=25.78&long=-80.22&checkIn=2026-12-10&checkOut=x'),
        ),
      ).toEqual({ destination: 'Miami', lat: 25.78, long: -80.22 });
    });

    it('keeps the coordinate ranges of the full hotel query', () => {
      expect(searchPlaceOf('hotels', params('destination=Pole&lat=90&long=-180'))).toEqual({
        destination: 'Pole',
        lat: 90,
        long: -180,
      });
      expect(searchPlaceOf('hotels', params('destination=X&lat=90.1&long=0'))).toBeNull();
      expect(searchPlaceOf('hotels', params('destination=X&lat=0&long=180.5'))).toBeNull();
      expect(searchPlaceOf('hotels', params('destination=X&lat=north&long=0'))).toBeNull();
    });

    it('needs all three: a name alone has no coordinates to search by', () => {
      expect(searchPlaceOf('hotels', params('destination=Lisbon'))).toBeNull();
      expect(searchPlaceOf('hotels', params('lat=38.7&long=-9.1'))).toBeNull();
      expect(searchPlaceOf('hotels', params('destination=%20%20&lat=38.7&long=-9.1'))).toBeNull();
      expect(searchPlaceOf('hotels', params(''))).toBeNull();
    });

    it('reads an empty coordinate as missing, not as 0', () => {
      expect(searchPlaceOf('hotels', params('destination=Lisbon&lat=&long='))).toBeNull();
    });

    it('trims the destination as the full query does', () => {
      expect(searchPlaceOf('hotels', params('destination=%20Lisbon%20&lat=1&long=2'))).toEqual({
        destination: 'Lisbon',
        lat: 1,
        long: 2,
      });
    });
  });

  describe('flights', () => {
    it("reads a destination guide's link: the arrival airport", () => {
      expect(searchPlaceOf('flights', params('to=LIS&toName=Lisbon'))).toEqual({
        to: 'LIS',
        toName: 'Lisbon',
      });
    });

    it('adds the departure airport when the link names one', () => {
      expect(
        searchPlaceOf('flights', params('from=MIA&fromName=Miami&to=LIS&toName=Lisbon')),
      ).toEqual({ from: 'MIA', fromName: 'Miami', to: 'LIS', toName: 'Lisbon' });
    });

    it('leaves out a departure it cannot use and keeps the arrival', () => {
      const arrival = { to: 'LIS', toName: 'Lisbon' };
      expect(searchPlaceOf('flights', params('from=MIA&to=LIS&toName=Lisbon'))).toEqual(arrival);
      expect(
        searchPlaceOf('flights', params('from=mia&fromName=Miami&to=LIS&toName=Lisbon')),
      ).toEqual(arrival);
      expect(
        searchPlaceOf('flights', params('from=LIS&fromName=Lisbon&to=LIS&toName=Lisbon')),
      ).toEqual(arrival);
    });

    it('needs an IATA code (three capitals) and a name for the arrival', () => {
      expect(searchPlaceOf('flights', params('to=lis&toName=Lisbon'))).toBeNull();
      expect(searchPlaceOf('flights', params('to=LISB&toName=Lisbon'))).toBeNull();
      expect(searchPlaceOf('flights', params('to=LIS'))).toBeNull();
      expect(searchPlaceOf('flights', params('from=MIA&fromName=Miami'))).toBeNull();
    });
  });
});
