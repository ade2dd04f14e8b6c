import type { CSSProperties } from 'react';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { assetUrl } from '../../providers/assetUrl.ts';
import { vars } from '../../theme/contract.css.ts';
import { SideNavToggle } from '../SideNav/SideNavToggle.tsx';

/**
 * Stand-ins for stories only: the real Header (another component group) plugs into the same
 * slot and places the same `SideNavToggle`.
 */
const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
};

export function StoryHeader() {
  const { agency } = useAgencyConfig();
  const logo = assetUrl(agency.logo);
  return (
    <header style={headerStyle}>
      <SideNavToggle />
      {logo ? (
        <img src={logo} alt={agency.agencyName} style={{ height: '32px' }} />
      ) : (
        <span style={{ fontWeight: vars.font.weightBold }}>{agency.agencyName}</span>
      )}
    </header>
  );
}

export function StoryMain() {
  const { agency } = useAgencyConfig();
  return (
    <div style={{ padding: vars.space.xl, minHeight: '60vh' }}>
      <h1 style={{ marginBlockStart: 0, fontSize: vars.font.sizeXl }}>{agency.agencyName}</h1>
    </div>
  );
}
