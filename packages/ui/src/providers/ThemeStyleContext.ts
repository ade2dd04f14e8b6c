import { createContext, useContext } from 'react';

/**
 * The agency theme's inline variables of a themed subtree (Storybook, a component shown outside a
 * generated page), for the overlays that portal out of it. Null where the theme is on `:root`
 * already (a generated page's stylesheet): there nothing needs carrying, and the page ships no
 * colour code.
 */
const ThemeStyleContext = createContext<Readonly<Record<string, string>> | null>(null);

export const ThemeStyleProvider = ThemeStyleContext.Provider;

export function useThemeStyle(): Readonly<Record<string, string>> | null {
  return useContext(ThemeStyleContext);
}
