// The agency the host sends (spec §4 host:agency) becomes the config the design system reads, in
// every remote alike.
import { describe, expect, it } from 'vitest';
import { remoteAgencyConfig } from './remoteAgencyConfig.ts';

describe('remoteAgencyConfig', () => {
  it('is null until the host has sent an agency', () => {
    expect(remoteAgencyConfig(undefined)).toBeNull();
  });

  it("keeps the agency's non-login flow and fills the rest with the config's defaults", () => {
    const config = remoteAgencyConfig({
      agencyName: 'Horizon Travel Co.',
      subdomain: 'horizon',
      allowNonLoginFlow: true,
    });
    expect(config?.agency.agencyName).toBe('Horizon Travel Co.');
    expect(config?.agency.allowNonLoginFlow).toBe(true);
    expect(config?.agency.bookingMenuItemOptions.length).toBeGreaterThan(0);
  });
});
