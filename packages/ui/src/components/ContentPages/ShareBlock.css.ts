import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const share = style({
  marginBlockStart: vars.space.xxl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const hint = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  minBlockSize: '24px',
  color: vars.color.primaryText,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  // A long address breaks anywhere rather than widening a phone's page.
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const icon = style({ flexShrink: 0 });
