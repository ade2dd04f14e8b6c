import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const shellRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.surface,
});
