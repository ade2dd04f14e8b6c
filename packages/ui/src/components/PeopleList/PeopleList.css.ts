import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** First and last name side by side where both fit, one under the other on a phone. */
export const names = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
