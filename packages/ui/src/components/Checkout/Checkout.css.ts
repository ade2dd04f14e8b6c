import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

/** What the booking engine's pages add to the hotel journey's pieces (journey.css.ts). */
export const leg = style({ display: 'grid', gap: vars.space.xs });

export const legRoute = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const included = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.font.weightMedium,
  selectors: { '&:focus-visible': focusRing('2px') },
});

/** One traveller's fields, under their band's heading. */
export const traveller = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const travellerHeading = style({
  margin: 0,
  padding: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const choices = style({ display: 'grid', gap: vars.space.md });
