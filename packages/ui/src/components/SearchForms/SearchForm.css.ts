import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

/** A search form: fields in a wrapping grid, the Search button at the end. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

/** A field that takes a whole row (the trip type). */
export const wide = style({ gridColumn: '1 / -1' });

export const submitCell = style({
  display: 'flex',
  alignItems: 'end',
  alignSelf: 'end',
});

export const radioGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  fontSize: vars.font.sizeMd,
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: '18px',
      blockSize: '18px',
      boxSizing: 'border-box',
      border: `2px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.full,
      background: vars.color.surface,
    },
    '&[data-selected]::before': {
      border: `6px solid ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing('2px'),
  },
});

export const selectValue = style({
  flex: 1,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
