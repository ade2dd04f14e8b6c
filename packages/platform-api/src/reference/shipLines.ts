/** A cruise line of the ship-lines call (spec §7). */
export interface ShipLine {
  id: number;
  code: string;
  name: string;
  logo: string;
  /** Spec §2.1: the five lines that have a cancellation-policy page. */
  cancellationPolicyPath: string | null;
}

const line = (id: number, code: string, name: string, policy: string | null): ShipLine => ({
  id,
  code,
  name,
  logo: `/assets/cruise-lines/${code}.svg`,
  cancellationPolicyPath: policy ? `/cancellation-policy/${policy}` : null,
});

export const SHIP_LINES: readonly ShipLine[] = [
  line(1, 'royal-caribbean', 'Royal Caribbean International', 'royal-caribbean'),
  line(2, 'carnival', 'Carnival Cruise Line', 'carnival'),
  line(3, 'msc', 'MSC Cruises', 'mcl'),
  line(4, 'celebrity', 'Celebrity Cruises', 'celebrity'),
  line(5, 'disney', 'Disney Cruise Line', 'disney'),
  line(6, 'norwegian', 'Norwegian Cruise Line', null),
  line(7, 'princess', 'Princess Cruises', null),
  line(8, 'holland-america', 'Holland America Line', null),
  line(9, 'hurtigruten', 'Hurtigruten', null),
  line(10, 'virgin-voyages', 'Virgin Voyages', null),
];
