import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The box a remote's slot shows instead of the remote: its failure, or JavaScript off. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const icon = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.danger,
});

export const message = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
});
