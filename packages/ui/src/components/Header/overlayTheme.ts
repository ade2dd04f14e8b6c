import { useLocale } from 'react-aria-components';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { agencyThemeStyle } from '../../theme/agencyThemeStyle.ts';

export interface OverlayTheme {
  style: Record<string, string>;
  dir: 'ltr' | 'rtl';
  lang: string;
}

/**
 * react-aria overlays (Popover, ModalOverlay) portal to `document.body`, outside the themed shell
 * root, so they would lose the agency's contract variables and the page direction. Spread this on
 * the overlay to carry the agency theme, `dir` (Arabic right to left) and `lang` into the portal.
 */
export function useOverlayTheme(): OverlayTheme {
  const { agency } = useAgencyConfig();
  const { locale, direction } = useLocale();
  const style = agencyThemeStyle(agency.primaryColor);
  return { style, dir: direction, lang: locale };
}
