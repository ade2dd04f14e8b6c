import type { AgencyConfig } from '@wl/core';
import { createContext, useContext } from 'react';

const AgencyContext = createContext<AgencyConfig | null>(null);

export const AgencyConfigProvider = AgencyContext.Provider;

/** The resolved config of the agency whose page is rendering. */
export function useAgencyConfig(): AgencyConfig {
  const config = useContext(AgencyContext);
  if (!config) throw new Error('useAgencyConfig needs a <ShellProviders> above it');
  return config;
}

/**
 * The agency config when a provider is above, else null: components that a remote renders
 * (outside the shell's providers) take the agency values they need as props instead.
 */
export function useOptionalAgencyConfig(): AgencyConfig | null {
  return useContext(AgencyContext);
}
