import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Where the modal is portalled: inside the themed shell, so it keeps the agency's theme and dir. */
export const portalHost = style({ display: 'contents' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = style({
  width: '100%',
  maxWidth: '28rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
  outline: 'none',
});

export const icon = style({
  fontSize: '2.5rem',
  color: vars.color.danger,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  lineHeight: 1.35,
  fontWeight: vars.font.weightBold,
});
