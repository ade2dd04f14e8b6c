import { type AgencyConfig, agencyConfigBaseSchema, headerLinks } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { draftPreview } from './draftConfig.ts';

// A remote's site config is built from the agency the host sends: it has no header links.
const remoteBase = agencyConfigBaseSchema.parse({
  agency: { agencyName: 'Horizon', subdomain: 'horizon', primaryColor: '#0f766e' },
}) as AgencyConfig;

const ABOUT_ON = { agency: { isAbousUsEnable: true, aboutUsEnableTitle: 'Our story' } };

describe('draftPreview: the header the Website settings preview draws (issue 45 item 4)', () => {
  it("shows the platform's header links the page read beside the agency's own", () => {
    const { config } = draftPreview(
      remoteBase,
      ABOUT_ON,
      ABOUT_ON,
      {},
      {
        navigation: { header: [{ label: 'Blog', path: '/blog' }] },
      },
    );
    expect(headerLinks(config)).toEqual([
      { href: '/about', text: 'Our story' },
      { href: '/blog', text: 'Blog' },
    ]);
  });

  it('keeps the base header links when the page read none, or something that is not a list of links', () => {
    expect(headerLinks(draftPreview(remoteBase, ABOUT_ON, ABOUT_ON, {}).config)).toEqual([
      { href: '/about', text: 'Our story' },
    ]);
    const odd = draftPreview(
      remoteBase,
      ABOUT_ON,
      ABOUT_ON,
      {},
      {
        navigation: { header: [{ label: 'No path' }] },
      },
    );
    expect(odd.config.navigation).toEqual(remoteBase.navigation);
  });
});
