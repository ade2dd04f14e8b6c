import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Cards wide enough for a place's full name ("Miami, Florida, United States of America"). */
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const place = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});
