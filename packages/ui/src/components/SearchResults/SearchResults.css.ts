import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MEDIA } from '../../theme/styleKit.ts';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

/** Count, sort and filters on one wrapping bar. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

export const sortField = style({ minInlineSize: '13rem' });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing('2px'),
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '20px',
  blockSize: '20px',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A result: picture (if any), what it is, then the price block at the inline end. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [MEDIA.wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(12rem, auto)',
      alignItems: 'center',
    },
  },
});

export const cardWithMedia = style({
  '@media': {
    [MEDIA.wide]: {
      gridTemplateColumns: '10rem minmax(0, 1fr) minmax(12rem, auto)',
    },
  },
});

export const media = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const legs = style({ display: 'grid', gap: vars.space.sm });

export const legLabel = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const leg = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const time = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });

export const legLine = style({
  display: 'grid',
  justifyItems: 'center',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.success,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const price = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'stretch' });

export const priceNote = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const status = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

export const alert = style([
  status,
  {
    borderInlineStart: `4px solid ${vars.color.danger}`,
    color: vars.color.danger,
    fontWeight: vars.font.weightMedium,
  },
]);

export const skeletonCard = style([card, { minBlockSize: '8rem' }]);

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

export const notice = style({
  margin: 0,
  padding: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});
