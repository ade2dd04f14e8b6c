import { CRUISE_LINE_NAMES, type CruiseLine, cruiseLinePolicyPath } from '@wl/core';

/** A cruise line of the ship-lines call (spec §7). */
export interface ShipLine {
  id: number;
  code: string;
  name: string;
  logo: string;
  /** Spec §2.1: the five lines that have a cancellation-policy page. */
  cancellationPolicyPath: string | null;
}

const line = (id: number, code: string, name: string, policy: CruiseLine | null): ShipLine => ({
  id,
  code,
  name,
  logo: `/assets/cruise-lines/${code}.svg`,
  cancellationPolicyPath: policy ? cruiseLinePolicyPath(policy) : null,
});

export const SHIP_LINES: readonly ShipLine[] = [
  // The five lines with a cancellation policy page (spec §2.1), named as the pages name them.
  line(1, 'royal-caribbean', CRUISE_LINE_NAMES['royal-caribbean'], 'royal-caribbean'),
  line(2, 'carnival', CRUISE_LINE_NAMES.carnival, 'carnival'),
  line(3, 'msc', CRUISE_LINE_NAMES.mcl, 'mcl'),
  line(4, 'celebrity', CRUISE_LINE_NAMES.celebrity, 'celebrity'),
  line(5, 'disney', CRUISE_LINE_NAMES.disney, 'disney'),
  line(6, 'norwegian', 'Norwegian Cruise Line', null),
  line(7, 'princess', 'Princess Cruises', null),
  line(8, 'holland-america', 'Holland America Line', null),
  line(9, 'hurtigruten', 'Hurtigruten', null),
  line(10, 'virgin-voyages', 'Virgin Voyages', null),
];
