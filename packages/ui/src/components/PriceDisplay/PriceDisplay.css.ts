import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Retail and price share the first line; every other figure takes a line of its own. */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const inlineFigure = style({
  display: 'flex',
  alignItems: 'baseline',
});

export const figure = recipe({
  base: {
    display: 'flex',
    flexBasis: '100%',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
  variants: {
    divider: {
      true: {
        marginBlockStart: vars.space.xs,
        paddingBlockStart: vars.space.xs,
        borderBlockStart: `1px dashed ${vars.color.border}`,
      },
      false: {},
    },
  },
});

export const label = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const retail = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const price = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const saved = style({
  color: vars.color.success,
});

export const reveal = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const saveUpTo = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const saveUpToAmount = style({
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});
