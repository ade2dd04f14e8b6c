import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import { activeBookingTypes, bookingTypesOf, bookNowHref, isBookingTypeActive } from './bookNow.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

type Title = NonNullable<AgencyInput['bookingMenuItemOptions']>[number]['title'];
const inactive = (...titles: Title[]) =>
  agency({ bookingMenuItemOptions: titles.map((title) => ({ title, active: false })) });

describe('booking types (spec §3 order: Hotels, Air Travel, Resorts, Cars, Activities, Cruise)', () => {
  it('lists the six types in the spec order with the vertical numbers of spec §2.1', () => {
    expect(bookingTypesOf(agency()).map((type) => [type.title, type.id])).toEqual([
      ['Hotels', 1],
      ['Air Travel', 5],
      ['Resorts', 6],
      ['Cars', 2],
      ['Activities', 3],
      ['Cruise', 4],
    ]);
  });

  it('all are active by default (spec §2.1)', () => {
    expect(bookingTypesOf(agency()).every((type) => type.active)).toBe(true);
    expect(isBookingTypeActive(agency({ bookingMenuItemOptions: [] }), 'Cruise')).toBe(true);
  });

  it('marks the types the agency switches off as inactive', () => {
    const types = bookingTypesOf(inactive('Cars', 'Resorts'));
    expect(types.filter((type) => !type.active).map((type) => type.title)).toEqual([
      'Resorts',
      'Cars',
    ]);
    expect(activeBookingTypes(inactive('Cars', 'Resorts')).map((type) => type.title)).toEqual([
      'Hotels',
      'Air Travel',
      'Activities',
      'Cruise',
    ]);
  });
});

describe('bookNowHref (spec §2.6, §2.8, §7: first active booking service, default flights)', () => {
  it('points to hotels when hotels are active', () => {
    expect(bookNowHref(agency())).toBe('/booknow/hotels');
  });

  it('follows the spec §3 order to the first active service', () => {
    expect(bookNowHref(inactive('Hotels'))).toBe('/booknow/flights');
    expect(bookNowHref(inactive('Hotels', 'Air Travel'))).toBe('/booknow/resort');
    expect(bookNowHref(inactive('Hotels', 'Air Travel', 'Resorts'))).toBe('/booknow/cars');
    expect(bookNowHref(inactive('Hotels', 'Air Travel', 'Resorts', 'Cars'))).toBe(
      '/booknow/activities',
    );
    expect(bookNowHref(inactive('Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities'))).toBe(
      '/booknow/cruise',
    );
  });

  it('defaults to flights when no service is active', () => {
    expect(
      bookNowHref(inactive('Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise')),
    ).toBe('/booknow/flights');
  });
});
