import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});
