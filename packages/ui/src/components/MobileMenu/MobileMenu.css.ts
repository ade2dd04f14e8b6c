import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
/** From the inline end: the right edge, or the left one right to left. */
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
} as const;

const iconButtonStates = {
  '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
  '&[data-focus-visible]': {
    ...focusRing('2px'),
  },
} as const;

export const burger = style({ ...iconButton, selectors: iconButtonStates });

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} 200ms ease-out` },
    '&[data-exiting]': { animation: `${fade} 150ms ease-in reverse` },
  },
});

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 'min(320px, 88vw)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideFromRight} 200ms ease-out` },
    '&[data-exiting]': { animation: `${slideFromRight} 150ms ease-in reverse` },
    '[dir=rtl] &[data-entering]': { animation: `${slideFromLeft} 200ms ease-out` },
    '[dir=rtl] &[data-exiting]': { animation: `${slideFromLeft} 150ms ease-in reverse` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const closeButton = style({ ...iconButton, selectors: iconButtonStates });

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflowY: 'auto',
  flex: 1,
});
