import {
  type Agency,
  type BookingChoice,
  type BookingProblem,
  dateRuleFor,
  isAgent,
  type Offer,
} from '@wl/core';
import { findUserById } from '../auth/users.ts';
import type { SessionUser } from '../context.ts';
import type { Database } from '../db/sqlite.ts';
import { ApiError, badRequest } from '../http/errors.ts';

/**
 * Whose booking a request makes (spec §1: an agent books for the agency's clients). A client id
 * is an agent's to send (403 otherwise) and must name a traveller of this agency (400); the trip
 * is then the client's and the agent is its `bookedBy`. Without one, the booking is the signed-in
 * user's (an agent's own trip still names them as `bookedBy`) or, for a visitor, nobody's.
 */
export function bookingParties(
  db: Database,
  agencyId: number,
  user: SessionUser | undefined,
  clientId: number | undefined,
): { userId: number | null; bookedBy: number | null } {
  const agent = user !== undefined && isAgent(user.profile);
  if (clientId === undefined) {
    return { userId: user?.userId ?? null, bookedBy: agent ? (user?.userId ?? null) : null };
  }
  if (!user || !agent) throw new ApiError(403, 'Only agency staff can book for a client');
  const client = findUserById(db, clientId);
  if (!client || client.agencyId !== agencyId || isAgent(client.profile)) {
    throw badRequest('Invalid booking: clientId: not a client of this agency', [
      { path: 'clientId', message: 'not a client of this agency' },
    ]);
  }
  return { userId: client.id, bookedBy: user.userId };
}

/**
 * Spec §9 same-day rule on the day an activity is booked for: core's choice problems keep it
 * inside the offer's days, and the agency may refuse the first days from today (the offer's
 * search had a day of slack for time zones; the booked day has none).
 */
export function activityDayProblems(
  offer: Offer,
  choice: BookingChoice,
  agency: Agency,
  now: Date,
): BookingProblem[] {
  if (offer.vertical !== 'activities' || !choice.date) return [];
  const { firstDay } = dateRuleFor(agency, 'activities', now);
  return choice.date < firstDay ? [{ path: 'choice.date', message: 'beforeFirstDay' }] : [];
}
