import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { focusRing } from './styleKit.ts';

/** A row of tabs over a line (react-aria TabList), scrolling sideways when it is too long. */
export const underlineTabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** One tab of it: the selected one underlined in the agency's colour. */
export const underlineTab = style({
  flexShrink: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  marginBlockEnd: '-1px',
  borderBlockEnd: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    // primaryText keeps its contrast on the plain surface only, so a selected tab is not tinted.
    '&[data-hovered]:not([data-selected])': {
      color: vars.color.text,
      background: vars.color.surfaceMuted,
    },
    '&[data-selected]': {
      color: vars.color.primaryText,
      borderBlockEndColor: vars.color.primary,
    },
    '&[data-focus-visible]': {
      ...focusRing('-2px'),
      borderRadius: vars.radius.sm,
    },
  },
});
