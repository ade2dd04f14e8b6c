import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { textLink } from '../../theme/textLink.css.ts';

export const box = style({
  maxWidth: '40rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  // The page surface, not a sunken grey: the agency's link colour is checked for contrast against
  // the surface only (dormant's blue fell to 3.8:1 on grey).
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const message = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const contact = style([
  textLink,
  { display: 'inline-block', marginBlockStart: vars.space.md },
]);
