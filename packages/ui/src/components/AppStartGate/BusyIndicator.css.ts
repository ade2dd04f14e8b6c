import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const fullPage = style({ minHeight: '100vh' });

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.surfaceSunken}`,
  borderBlockStartColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Still busy, just not spinning (the global rule shortens it; this stops it outright).
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const label = style({
  fontSize: vars.font.sizeSm,
});
