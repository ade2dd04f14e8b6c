import { type HotelStay, hotelStaySchema } from '@wl/core';
import { badRequest } from '../http/errors.ts';
import { validate } from '../http/validation.ts';

const DAY_MS = 86_400_000;

/** Today as `YYYY-MM-DD` in UTC, the day the server counts from. */
export const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A stay the API may price, propose or link: valid (core `hotelStaySchema`) and not in the past.
 * One day of slack covers travellers in time zones behind the server's.
 */
export function readStay(input: unknown, now: Date): HotelStay {
  const stay = validate(hotelStaySchema, input, 'stay');
  if (Date.parse(stay.checkIn) < Date.parse(today(now)) - DAY_MS) {
    throw badRequest('Invalid stay: checkIn: must not be in the past', [
      { path: 'checkIn', message: 'must not be in the past' },
    ]);
  }
  return stay;
}
