import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { MEDIA } from '../../theme/styleKit.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
  color: vars.color.primaryText,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [MEDIA.tiny]: { gridTemplateColumns: '1fr' } },
});

export const term = style({ fontWeight: vars.font.weightBold });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const user = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
