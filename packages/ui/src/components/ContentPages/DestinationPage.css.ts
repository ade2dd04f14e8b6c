import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { CONTROL_HEIGHT } from '../../theme/styleKit.ts';

export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  color: vars.color.text,
});

export const search = style({ marginBlockEnd: vars.space.xl });

export const searchLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The guide's way into a booking: drawn as the primary button, a plain link underneath. */
export const searchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: CONTROL_HEIGHT.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weightMedium,
  lineHeight: 1.2,
  textDecoration: 'none',
  // A long place name wraps inside the button instead of pushing the page wider.
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { boxShadow: `inset 0 0 0 100vmax ${vars.color.primaryMuted}` },
  },
});

export const searchIcon = style({ flexShrink: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

export const fact = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const factText = style({ margin: 0, color: vars.color.text });

export const places = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  color: vars.color.text,
});

globalStyle(`${places} li + li`, { marginBlockStart: vars.space.xs });
