import { assignInlineVars } from '@vanilla-extract/dynamic';
import { memoizeRecent } from '@wl/core';
import { vars } from './contract.css.ts';
import { themeValues } from './tokens.ts';

/** Inline style that themes a subtree for one agency (Storybook, islands). */
export const agencyThemeStyle: (primaryColor: string) => Readonly<Record<string, string>> =
  // Every overlay of every page asks for it again (useOverlayTheme); React never writes to it.
  memoizeRecent((primaryColor: string) =>
    Object.freeze(assignInlineVars(vars, themeValues(primaryColor))),
  );
