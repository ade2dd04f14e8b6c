import type { HostState } from '@wl/remote-host/remote';

const NONE_DISALLOWED = { hotel: false, activities: false, car: false } as const;

/**
 * The agency's same-day booking flags (spec §9) as the host sent them, for core's date rules
 * (`dateRuleFor`, `searchDateProblem`, the deal searches); none disallowed until the agency came.
 */
export function sameDayFlags(host: Partial<HostState>) {
  return { disallowSameDayBooking: host.agency?.disallowSameDayBooking ?? NONE_DISALLOWED };
}
