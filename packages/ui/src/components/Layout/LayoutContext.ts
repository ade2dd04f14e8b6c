import type { LayoutVisibility } from '@wl/core';
import { createContext, useContext } from 'react';

/** Spec §2.2: non-desktop devices get the mobile layout. */
export type LayoutDevice = 'desktop' | 'mobile';

export interface LayoutState {
  device: LayoutDevice;
  /** Core `layoutVisibility` for the current page (spec §2.1, §2.7, §2.8). */
  visibility: LayoutVisibility;
}

const LayoutContext = createContext<LayoutState | null>(null);

export const LayoutProvider = LayoutContext.Provider;

/**
 * What the surrounding `<Layout>` decided for this page, or null outside a layout. The footer
 * reads `visibility.footerLinks`, the side navigation its device, the burger toggle whether there
 * is a side navigation to toggle.
 */
export function useLayout(): LayoutState | null {
  return useContext(LayoutContext);
}
