import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const carousel = style({
  display: 'grid',
  gap: vars.space.md,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const position = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** Chevrons point the reading way: mirrored right to left. */
export const chevron = style({
  selectors: {
    '[dir=rtl] &': { transform: 'scaleX(-1)' },
  },
});

/** A slide's box: what the deals' skeleton takes on narrow screens before the carousel renders. */
export const slideBox = {
  maxInlineSize: '22rem',
  marginInline: 'auto',
  inlineSize: '100%',
} as const;

export const slide = style(slideBox);
