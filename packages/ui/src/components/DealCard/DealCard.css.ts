import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  background: vars.color.surfaceMuted,
});

export const mediaImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The rental company's logo, over the vehicle picture's top corner. */
export const logo = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  width: '56px',
  height: '35px',
  objectFit: 'contain',
  padding: vars.space.xxs,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
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
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline', color: vars.color.primaryText },
    '&[data-focus-visible]': {
      ...focusRing('2px'),
    },
  },
});

export const details = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const detail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const icon = style({
  flexShrink: 0,
});

export const stars = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  color: vars.color.primaryText,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'start',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  color: vars.color.success,
  border: `1px solid ${vars.color.success}`,
});

export const capacities = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const places = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

globalStyle(`${places} dt`, { color: vars.color.textMuted });
globalStyle(`${places} dd`, { margin: 0, color: vars.color.text });

export const price = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const skeletonBlock = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

/**
 * As tall as a hotel card's body (title, stars, distance and the price block with its button),
 * the first tab's card: when the deals replace the skeletons, nothing below them moves (CLS).
 */
export const skeletonBody = style([body, { minBlockSize: '11.5rem' }]);

/** A skeleton's place kept, unseen: the second row of cards the loaded list will fill. */
export const reservedCard = style([card, { visibility: 'hidden' }]);

export const skeletonMedia = style([skeletonBlock, { aspectRatio: '16 / 10', borderRadius: 0 }]);

export const skeletonLine = recipe({
  base: [skeletonBlock, { height: '0.9rem' }],
  variants: {
    length: {
      long: { inlineSize: '80%' },
      medium: { inlineSize: '55%' },
      short: { inlineSize: '40%', marginBlockStart: 'auto' },
    },
  },
});
