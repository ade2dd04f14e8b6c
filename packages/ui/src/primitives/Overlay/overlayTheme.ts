import { useLocale } from 'react-aria-components';
import { useOptionalAgencyConfig } from '../../providers/AgencyContext.tsx';
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
  // A remote renders without the shell's providers: there the page's own :root stylesheet
  // already themes document.body, so the overlay needs no variables of its own.
  const config = useOptionalAgencyConfig();
  const { locale, direction } = useLocale();
  const style = config ? agencyThemeStyle(config.agency.primaryColor) : {};
  return { style, dir: direction, lang: locale };
}
