import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The blog's and the destinations' pages share one column, cover and title, so a list and the
// item it opens line up.

export const page = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

/** A reading column: agency text is easiest to read under about 75 characters a line. */
export const column = style({
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.sizeXxl,
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const cover = style({
  display: 'block',
  width: '100%',
  // Sized before the picture arrives, so the text below never jumps.
  aspectRatio: '2 / 1',
  maxHeight: '24rem',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  marginBlockEnd: vars.space.xl,
});

export const lead = style({
  margin: `0 0 ${vars.space.xl}`,
  fontSize: vars.font.sizeLg,
  lineHeight: 1.45,
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const metaText = style({ margin: 0 });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '24px',
  marginBlockStart: vars.space.xl,
  color: vars.color.primaryText,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

/** The arrow points back whichever way the page reads. */
export const backIcon = style({
  flexShrink: 0,
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
