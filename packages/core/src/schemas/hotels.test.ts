// Issue 15: a stay is checked the same way by the results URL, the checkout and the server.
import { describe, expect, it } from 'vitest';
import { guestDetailsSchema, hotelStaySchema, stayNights, stayQuery } from './hotels.ts';

describe('hotel stay (issue 15)', () => {
  it('counts calendar nights', () => {
    expect(stayNights('2026-12-01', '2026-12-04')).toBe(3);
    expect(stayNights('2026-12-01', 'nope')).toBeNaN();
  });

  it('reads a stay from a query string and writes it back', () => {
    const stay = hotelStaySchema.parse({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: '1',
      adults: '2',
      children: '1',
    });
    expect(stay).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: 1,
      adults: 2,
      children: 1,
    });
    expect(stayQuery(stay)).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: '1',
      adults: '2',
      children: '1',
    });
  });

  it('refuses a check-out not after check-in, too long a stay and rooms without an adult', () => {
    const issues = (input: Record<string, unknown>) =>
      hotelStaySchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ checkIn: '2026-12-03', checkOut: '2026-12-03' })).toEqual(['checkOut']);
    expect(issues({ checkIn: '2026-12-01', checkOut: '2027-01-15' })).toEqual(['checkOut']);
    expect(issues({ checkIn: '2026-12-01', checkOut: '2026-12-02', rooms: 3, adults: 2 })).toEqual([
      'adults',
    ]);
  });
});

describe('guest details (issue 15 checkout)', () => {
  it('names every missing or malformed field', () => {
    const result = guestDetailsSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: 'ana@',
      phone: 'call me',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phone',
    ]);
  });

  it('trims what it keeps', () => {
    expect(
      guestDetailsSchema.parse({
        firstName: ' Ana ',
        lastName: 'López',
        email: 'ana@example.com',
        phone: '+1 305 555 0100',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phone: '+1 305 555 0100',
      specialRequests: '',
    });
  });
});
