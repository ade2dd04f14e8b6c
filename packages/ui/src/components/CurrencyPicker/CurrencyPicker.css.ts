import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  width: '320px',
  maxHeight: 'min(440px, 70vh)',
  overflow: 'hidden',
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: vars.space.sm,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-within]': {
      ...focusRing('1px'),
    },
  },
});

export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '36px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  paddingBlockStart: 0,
  overflowY: 'auto',
  outline: 'none',
  flex: 1,
});

export const flag = style({ fontSize: vars.font.sizeLg, lineHeight: 1 });

export const name = style({ flex: 1, minWidth: 0 });

export const code = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
