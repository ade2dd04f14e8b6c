import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  overflow: 'hidden',
  textTransform: 'uppercase',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
