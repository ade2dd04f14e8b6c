import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { textLink } from '../../theme/textLink.css.ts';

export const section = style({ marginBlockStart: vars.space.xxl });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const lines = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const lineLink = textLink;

export const back = style([textLink, { display: 'inline-block', marginBlockStart: vars.space.xl }]);
