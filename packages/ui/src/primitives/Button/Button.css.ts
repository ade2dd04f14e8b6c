import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { CONTROL_HEIGHT, focusRing } from '../../theme/styleKit.ts';

/** Buttons and button-looking links; react-aria's data attributes drive the states. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, box-shadow 120ms',
    selectors: {
      '&[data-focus-visible]': {
        ...focusRing('2px'),
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            boxShadow: `inset 0 0 0 100vmax ${vars.color.primaryMuted}`,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primaryText,
        borderColor: vars.color.primaryText,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
        },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      sm: {
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.sizeSm,
        minHeight: CONTROL_HEIGHT.sm,
      },
      md: {
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.sizeMd,
        minHeight: CONTROL_HEIGHT.md,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
