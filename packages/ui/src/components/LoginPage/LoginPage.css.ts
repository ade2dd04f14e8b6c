import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';
import { textLink } from '../../theme/textLink.css.ts';

/** The sign-in card, centred on the page. Logical properties only: Arabic mirrors by itself. */
export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '60vh',
  // In a remote's screen-high main (Layout `mainFilledLater`) the grey reaches the footer.
  flexGrow: 1,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '26rem',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  textAlign: 'start',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[data-focused]': {
      ...focusRing('1px'),
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const fieldError = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
});

/** Submitting: the button stays focusable but looks (and is, aria-disabled) unavailable. */
export const submit = style({
  marginBlockStart: vars.space.xs,
  selectors: {
    '&[data-pending]': { opacity: 0.55, cursor: 'progress' },
  },
});

export const status = style({
  margin: 0,
  minBlockSize: `calc(${vars.font.sizeSm} * ${vars.font.lineHeight})`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const alert = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});

export const links = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
});

export const signup = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const link = style([textLink, { fontWeight: vars.font.weightMedium }]);
