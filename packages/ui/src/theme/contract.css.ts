import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVarName, font, neutralColors, radius, shadow, space, zIndex } from './tokens.ts';

const names = <T extends Record<string, unknown>>(group: T) =>
  Object.fromEntries(Object.keys(group).map((key) => [key, ''])) as { [K in keyof T]: string };

/**
 * The theme contract. Global names (`--wl-color-primary`) so that a page can be themed by a
 * generated stylesheet or `assignInlineVars` without knowing vanilla-extract's hashes.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      ...names(neutralColors),
      primary: '',
      primaryMuted: '',
      onPrimary: '',
      primaryText: '',
    },
    space: names(space),
    radius: names(radius),
    font: names(font),
    shadow: names(shadow),
    zIndex: names(zIndex),
  },
  (_value, path) => cssVarName(path),
);
