import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

export const page = style({
  maxWidth: '56rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

export const headline = style({
  margin: `0 0 ${vars.space.xl}`,
  fontSize: vars.font.sizeXxl,
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const heading = style({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
  // A native <summary>: no browser marker, the chevron shows the state.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': {
      ...focusRing('-2px'),
    },
    // The agency colour is checked against the plain surface only, so the open question is
    // marked by weight and a bar in the agency colour, not by coloured text on the hover tint.
    [`${item}[open] &`]: {
      fontWeight: vars.font.weightBold,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
    [`[dir=rtl] ${item}[open] &`]: {
      boxShadow: `inset -4px 0 0 ${vars.color.primary}`,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: {
    [`${item}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  selectors: {
    [`${item}[open] &`]: {
      paddingBlock: `0 ${vars.space.xl}`,
      paddingInline: vars.space.xl,
    },
  },
});

/** Disabled page and 'No Faqs Found !' (spec §2.5). */
export const message = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const messageTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});
