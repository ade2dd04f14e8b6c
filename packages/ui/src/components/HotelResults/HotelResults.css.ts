import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MEDIA } from '../../theme/styleKit.ts';

export const header = style({ display: 'grid', gap: vars.space.xs });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'end',
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
});

export const control = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.sizeSm });

export const select = style({
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': focusRing('1px'),
  },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  fontSize: vars.font.sizeSm,
});

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [MEDIA.wide]: { gridTemplateColumns: '14rem minmax(0, 1fr) 15rem' },
  },
});

export const image = style({
  inlineSize: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const info = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline', color: vars.color.primaryText },
    '&[data-focus-visible]': focusRing('2px'),
  },
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeXs,
});

export const freeTag = style([
  tag,
  { color: vars.color.success, fontWeight: vars.font.weightBold },
]);

export const price = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  justifyItems: 'stretch',
});

export const skeletonCard = style([card, { minBlockSize: '10rem' }]);
export const skeletonImage = style({ aspectRatio: '16 / 10' });
export const skeletonLine = style({ blockSize: '1rem', marginBlockEnd: vars.space.sm });
