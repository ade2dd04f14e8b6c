import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

/**
 * Spec §2.9 "Toasts appear top-right". Read as top and inline end (`insetInlineEnd`): top-right
 * in left-to-right languages, mirrored to top-left in Arabic, where the reading direction's end
 * is on the left. This is our interpretation; the spec does not mention right-to-left.
 */
export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    fontSize: vars.font.sizeSm,
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.primary },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.borderStrong },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { flexShrink: 0, marginBlockStart: '3px', fontSize: vars.font.sizeMd },
  variants: {
    tone: {
      info: { color: vars.color.primaryText },
      success: { color: vars.color.success },
      warning: { color: vars.color.textMuted },
      error: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style({
  flex: 1,
  margin: 0,
  paddingBlock: '1px',
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': {
      ...focusRing('1px'),
    },
  },
});
