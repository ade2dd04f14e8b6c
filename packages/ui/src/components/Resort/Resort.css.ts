import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Pieces of the resort pages beyond the hotel journey's shared ones (journey.css.ts). */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const regions = style({ display: 'grid', gap: vars.space.md });

export const skeletonChip = style({ inlineSize: '8rem', blockSize: '44px' });

export const skeletonTitle = style({ blockSize: '2rem' });
export const skeletonBody = style({ blockSize: '5rem' });
