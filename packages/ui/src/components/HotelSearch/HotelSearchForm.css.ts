import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { MEDIA } from '../../theme/styleKit.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': {
    [MEDIA.large]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.2fr) auto',
    },
  },
});
