import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const image = style({ maxBlockSize: '48px', maxInlineSize: '12rem', objectFit: 'contain' });

export const preview = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

/** The live theme's link colour, as links in the site's pages use it. */
export const previewLink = style({
  color: vars.color.primaryText,
  fontWeight: vars.font.weightBold,
});
