import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css.ts';
import { themeValues } from './tokens.ts';

/** Inline style that themes a subtree for one agency (Storybook, islands). */
export function agencyThemeStyle(primaryColor: string): Record<string, string> {
  return assignInlineVars(vars, themeValues(primaryColor));
}
