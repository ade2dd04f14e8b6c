import type {
  ActivityResult,
  CarResult,
  CruiseResult,
  FlightResult,
} from '../schemas/searchResults.ts';

/**
 * How a results page orders and narrows its list (issue 15: "sorting and a filter or two a
 * traveller would expect"). Ours: the spec has no results screens. Prices compare by what the
 * traveller pays (totalRate); equal keys keep the API's order.
 */
export const RESULT_SORTS = {
  flights: ['price', 'duration', 'departure'],
  cars: ['price', 'passengers'],
  activities: ['price', 'rating'],
  cruise: ['price', 'departure', 'nights'],
} as const;
export type ResultsVertical = keyof typeof RESULT_SORTS;
export type ResultSort<V extends ResultsVertical> = (typeof RESULT_SORTS)[V][number];

export interface FlightFilters {
  nonStopOnly: boolean;
}
export interface CarFilters {
  automaticOnly: boolean;
}
export interface ActivityFilters {
  freeCancellationOnly: boolean;
}
export interface CruiseFilters {
  /** Longest cruise in nights, or null for any. */
  maxNights: number | null;
}

const byPrice = (a: { rates: { totalRate: number } }, b: { rates: { totalRate: number } }) =>
  a.rates.totalRate - b.rates.totalRate;

const sorted = <T>(items: readonly T[], compare: (a: T, b: T) => number) =>
  [...items].sort(compare);

export function arrangeFlights(
  items: readonly FlightResult[],
  sort: ResultSort<'flights'>,
  filters: FlightFilters,
): FlightResult[] {
  const kept = filters.nonStopOnly
    ? items.filter((item) => item.outbound.stops === 0 && (item.inbound?.stops ?? 0) === 0)
    : items;
  const duration = (item: FlightResult) =>
    item.outbound.durationMinutes + (item.inbound?.durationMinutes ?? 0);
  if (sort === 'duration') return sorted(kept, (a, b) => duration(a) - duration(b));
  if (sort === 'departure')
    return sorted(kept, (a, b) => a.outbound.departAt.localeCompare(b.outbound.departAt));
  return sorted(kept, byPrice);
}

export function arrangeCars(
  items: readonly CarResult[],
  sort: ResultSort<'cars'>,
  filters: CarFilters,
): CarResult[] {
  const kept = filters.automaticOnly
    ? items.filter((item) => item.transmission === 'Automatic')
    : items;
  if (sort === 'passengers')
    return sorted(kept, (a, b) => b.passangerCapacity - a.passangerCapacity || byPrice(a, b));
  return sorted(kept, byPrice);
}

export function arrangeActivities(
  items: readonly ActivityResult[],
  sort: ResultSort<'activities'>,
  filters: ActivityFilters,
): ActivityResult[] {
  const kept = filters.freeCancellationOnly
    ? items.filter((item) => item.isFreeCancellation)
    : items;
  if (sort === 'rating')
    return sorted(kept, (a, b) => b.rating - a.rating || b.reviews - a.reviews);
  return sorted(kept, byPrice);
}

export function arrangeCruises(
  items: readonly CruiseResult[],
  sort: ResultSort<'cruise'>,
  filters: CruiseFilters,
): CruiseResult[] {
  const { maxNights } = filters;
  const kept = maxNights === null ? items : items.filter((item) => item.nights <= maxNights);
  if (sort === 'departure') return sorted(kept, (a, b) => a.departDate.localeCompare(b.departDate));
  if (sort === 'nights') return sorted(kept, (a, b) => a.nights - b.nights);
  return sorted(kept, byPrice);
}
