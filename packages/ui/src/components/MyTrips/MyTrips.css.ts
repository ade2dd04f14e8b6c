import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { MEDIA } from '../../theme/styleKit.ts';

export const section = style({ display: 'grid', gap: vars.space.md });

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [MEDIA.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const trip = style({ display: 'grid', gap: vars.space.sm });
export const skeleton = style({ blockSize: '14rem' });
