import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': {
    'screen and (min-width: 64rem)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.2fr) auto',
    },
  },
});
