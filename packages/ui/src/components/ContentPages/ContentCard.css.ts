import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { MEDIA } from '../../theme/styleKit.ts';

/** Cards side by side while each keeps at least 18rem, one a row on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [MEDIA.tiny]: { gap: vars.space.lg } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 120ms',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

/** Sized before the picture arrives, so the card never jumps. */
export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The link's box is the whole card: a click anywhere on it opens the post.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${card}:hover &`]: { textDecoration: 'underline', color: vars.color.primaryText },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.lg,
    },
  },
});

export const date = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const summary = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'start',
  gap: vars.space.xs,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  color: vars.color.primaryText,
  fontWeight: vars.font.weightMedium,
});

/** The arrow points forward whichever way the page reads. */
export const ctaIcon = style({
  flexShrink: 0,
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
