import { useLocale } from 'react-aria-components';
import { useThemeStyle } from '../../providers/ThemeStyleContext.ts';

export interface OverlayTheme {
  style: Readonly<Record<string, string>>;
  dir: 'ltr' | 'rtl';
  lang: string;
}

/**
 * react-aria overlays (Popover, ModalOverlay) portal to `document.body`, outside the shell root,
 * so they would lose the page direction, and in a themed subtree (Storybook) the agency's
 * contract variables. Spread this on the overlay to carry `dir` (Arabic right to left), `lang`
 * and that theme into the portal.
 */
export function useOverlayTheme(): OverlayTheme {
  // On a generated page (an island, a remote) the page's own :root stylesheet already themes
  // document.body, so the overlay needs no variables of its own.
  const style = useThemeStyle() ?? {};
  const { locale, direction } = useLocale();
  return { style, dir: direction, lang: locale };
}
