// The pieces every popover shares (the pickers, the profile menu, the search fields' popovers): its
// surface, its option rows and the bar trigger that opens it.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

/** The surface every popover shares: the header's (language, currency, profile), the search fields'. */
export const popoverSurface = style({
  boxSizing: 'border-box',
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'calc(100vw - 16px)',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
});

/** An option or menu item row; react-aria's data attributes drive the states. */
export const optionRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '40px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  textAlign: 'start',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      ...focusRing('-2px'),
    },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});

/** A trigger that sits in the header bar (language, currency). */
export const barTrigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '40px',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
      '&[data-focus-visible]': {
        ...focusRing('2px'),
      },
    },
  },
  variants: {
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { fullWidth: false },
});

/** The value part of a trigger takes the free space, so the chevron sits at the inline end. */
export const triggerValue = style({ flex: 1, textAlign: 'start' });

export const triggerIcon = style({ flexShrink: 0, color: vars.color.textMuted });
