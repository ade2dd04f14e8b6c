import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Shared by the About and FAQ pages: a readable column. */
export const page = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

export const hero = style({
  display: 'block',
  width: '100%',
  // The box is sized before the picture arrives, so the text below never jumps.
  aspectRatio: '12 / 5',
  maxHeight: '22rem',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  marginBlockEnd: vars.space.xl,
});

export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.sizeXxl,
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const content = style({ maxWidth: '48rem' });

/** The disabled state (spec §2.4 'About Us Page is not available'). */
export const unavailable = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const unavailableTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const unavailableText = style({
  margin: 0,
  color: vars.color.textMuted,
});
