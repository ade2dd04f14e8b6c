import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { textLink } from '../../theme/textLink.css.ts';

/**
 * A centred status screen: 'Something went wrong.', the 404 page, 'Agency not found!'. Shared by
 * ErrorScreen, NotFoundPage and AgencyNotFound.
 */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surface,
});

export const icon = style({
  fontSize: '3rem',
  color: vars.color.textMuted,
});

export const code = style({
  margin: 0,
  fontSize: '4rem',
  lineHeight: 1,
  fontWeight: vars.font.weightBold,
  color: vars.color.primaryText,
});

export const title = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: vars.font.sizeXl,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
});

export const link = textLink;

/**
 * The whole page gives way to the screen (spec §2.9: an uncaught error anywhere on a page): fixed
 * over header, content and footer, which may be in any state after the error.
 */
export const pageOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  overflowY: 'auto',
  background: vars.color.surface,
});
