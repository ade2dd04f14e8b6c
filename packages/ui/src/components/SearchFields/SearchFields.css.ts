import { globalStyle, style } from '@vanilla-extract/css';
import { popoverSurface } from '../../primitives/Overlay/overlay.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MIN_TARGET_SIZE } from '../../theme/styleKit.ts';

/**
 * Field chrome every search field shares (label, control, hint, error), defined once. Logical
 * properties only: Arabic mirrors by itself.
 */
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

/** The box around an input (and its buttons): one look for text, date and guest controls. */
export const control = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  selectors: {
    '&[data-focus-within], &[data-focus-visible]': {
      ...focusRing('1px'),
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

/**
 * A date range's control: where a grid cell is narrower than both dates (a flight form at 800
 * px), the end date wraps onto a second line inside the box instead of overflowing the form.
 */
export const rangeControl = style([control, { flexWrap: 'wrap' }]);

/** A button that looks like a control (the guest summary). */
export const controlButton = style([
  control,
  {
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    },
  },
]);

export const input = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '42px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: '36px',
  minBlockSize: '36px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing('0'),
  },
});

/** A date range's calendar button stays at the end of its control, on either line. */
export const rangeCalendarButton = style([iconButton, { marginInlineStart: 'auto' }]);

export const hint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});

/** A search popover (suggestions, calendar, guests): the shared surface, never taller than the screen. */
export const popover = style([popoverSurface, { maxBlockSize: 'min(28rem, 80vh)' }]);

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      ...focusRing('-2px'),
    },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});

export const optionDetail = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** What the suggestion list says instead of options: searching, no matches. */
export const listStatus = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

/** A counter row of the guest picker: label and hint, then the stepper. */
export const counterRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const counterText = style({ display: 'grid' });

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const stepperButton = style([
  iconButton,
  {
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    color: vars.color.text,
    selectors: {
      '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
    },
  },
]);

export const stepperInput = style({
  inlineSize: '2.5rem',
  minBlockSize: '36px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  selectors: {
    '&[data-focus-visible]': focusRing('0'),
  },
});

export const dateSegments = style({
  display: 'flex',
  flexWrap: 'nowrap',
  minBlockSize: '42px',
  alignItems: 'center',
});

export const dateSegment = style({
  // Two digits are narrower than the least target (WCAG 2.5.8): the segment grows around them.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: MIN_TARGET_SIZE,
  minBlockSize: MIN_TARGET_SIZE,
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-type="literal"]': { paddingInline: 0, minInlineSize: 0 },
  },
});

export const rangeDash = style({ paddingInline: vars.space.xs, color: vars.color.textMuted });

export const calendar = style({ padding: vars.space.md });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const calendarGrid = style({ borderCollapse: 'collapse' });

globalStyle(`${calendarGrid} th`, {
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.primaryMuted, color: vars.color.text },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.border,
      cursor: 'default',
      textDecoration: 'line-through',
    },
    '&[data-focus-visible]': {
      ...focusRing('-2px'),
    },
  },
});

export const childAges = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.sm,
});
