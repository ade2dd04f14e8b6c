// The agency config the design system's components read (AgencyConfigProvider): built from the
// agency the host sends (spec §4 host:agency carries the site config's agency), with the config's
// defaults for the rest, which no remote page reads.
import { type AgencyConfig, agencyConfigBaseSchema } from '@wl/core';
import type { AgencyPayload } from '@wl/remote-host/remote';

export function remoteAgencyConfig(agency: AgencyPayload | undefined): AgencyConfig | null {
  if (!agency) return null;
  const parsed = agencyConfigBaseSchema.safeParse({ agency });
  if (parsed.success) return parsed.data as AgencyConfig;
  // A host that sends more fields than the schema knows still gets its known ones used.
  const loose = agencyConfigBaseSchema.shape.agency.safeParse({
    agencyName: agency.agencyName,
    subdomain: agency.subdomain,
    primaryColor: agency.primaryColor,
    allowNonLoginFlow: agency.allowNonLoginFlow,
    disallowSameDayBooking: agency.disallowSameDayBooking,
    bookingMenuItemOptions: agency.bookingMenuItemOptions,
  });
  return loose.success
    ? (agencyConfigBaseSchema.parse({ agency: loose.data }) as AgencyConfig)
    : null;
}
