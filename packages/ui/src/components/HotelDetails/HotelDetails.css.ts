import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MEDIA } from '../../theme/styleKit.ts';

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [MEDIA.wide]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const galleryImage = style({
  inlineSize: '100%',
  blockSize: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  selectors: {
    '&:first-child': { gridColumn: '1 / -1' },
  },
  '@media': {
    [MEDIA.wide]: {
      selectors: { '&:first-child': { gridColumn: 'auto', gridRow: 'span 2' } },
    },
  },
});

export const intro = style({ display: 'grid', gap: vars.space.sm });

export const amenities = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const amenity = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSm,
});

export const rooms = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const room = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [MEDIA.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem' } },
});

export const roomName = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const free = style({ color: vars.color.success, fontWeight: vars.font.weightBold });

export const back = style({
  color: vars.color.primaryText,
  selectors: { '&[data-focus-visible]': focusRing('0') },
});

export const agentLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
