import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

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
    '&[data-focused]': focusRing('1px'),
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const description = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });
